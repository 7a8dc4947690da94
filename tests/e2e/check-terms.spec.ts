import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { openCheckout } from './support/shop';
import { signIn } from './support/sign-in';

// Issue 13 item 3 (docs/decisions/096): a school asks for check / PO terms in My Profile, staff approve it on the
// customer page, the school's checkout offers Payment by Check; staff switch it back and the school is on card again.

test.describe.configure({ mode: 'serial' });

async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function openSchoolAsStaff(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/customers?search=school%40playitsafe.test');
  await page.getByRole('link', { name: /school@playitsafe\.test|Whitfield/ }).first().click();
  await expect(page.getByTestId('check-terms')).toBeVisible();
}

test('a school requests check / PO terms, staff approve and later switch it back', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.school);
  await openCheckout(page);
  await expect(page.getByLabel(/Payment by Check/)).toHaveCount(0);
  await page.getByTestId('check-terms-hint').getByRole('link', { name: 'Request check / PO terms' }).click();

  const panel = page.getByRole('region', { name: 'Payment terms' });
  await panel.getByLabel('Note for our team (optional)').fill('Our district pays by purchase order, net 30.');
  await panel.getByRole('button', { name: 'Request check / PO terms' }).click();
  await expect(page.getByText('Your request for check / PO terms was sent.').first()).toBeVisible();
  await expect(panel.getByText('waiting for review')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request check / PO terms' })).toHaveCount(0);

  await signOut(page);
  await openSchoolAsStaff(page);
  const terms = page.getByTestId('check-terms');
  await expect(terms).toContainText('Our district pays by purchase order, net 30.');
  await terms.getByRole('button', { name: 'Approve: pays by check' }).click();
  await expect(page.getByText('The school now pays by check / purchase order.').first()).toBeVisible();
  await expect(terms).toContainText('Pays by check / purchase order');

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.school);
  await openCheckout(page);
  await expect(page.getByLabel(/Payment by Check/)).toBeVisible();

  await signOut(page);
  await openSchoolAsStaff(page);
  await page.getByTestId('check-terms').getByRole('button', { name: 'Switch back to card payments' }).click();
  await expect(page.getByText('The school now pays by card or PayPal again.').first()).toBeVisible();

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.school);
  await openCheckout(page);
  await expect(page.getByLabel(/Payment by Check/)).toHaveCount(0);
  await expect(page.getByTestId('check-terms-hint')).toBeVisible();
});
