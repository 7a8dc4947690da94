import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { acceptTerms, fillCart, findProduct, openCheckout } from './support/shop';
import { signIn } from './support/sign-in';

// Issue 15 item 4: staff create a 20 % code limited to one use per customer; a parent uses it once, and the second
// use is refused with the server's message. Staff then see the use on the code's page.

test.describe.configure({ mode: 'serial' });
test.use({ visitorType: 'parent' });

const CODE = 'PARENT20';
const BOOK = 'Play It Safe Coloring Book (English)';

async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function applyCode(page: Page) {
  await page.getByRole('textbox', { name: 'Promo code' }).fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a one-use-per-customer 20 % code: used once by a parent, refused the second time', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promo code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
  await page.getByLabel('Percentage of the eligible items').check();
  await page.getByLabel('Percent off (1–100)').fill('20');
  await page.getByLabel('Uses per customer (optional)').fill('1');
  await page.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page).toHaveURL(/\/admin\/promo-codes$/);
  await expect(page.getByText(`Promo code ${CODE} created.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CODE }) });
  await expect(row).toContainText('20 % off');
  await expect(row).toContainText('1 per customer');

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.parent);
  const book = await findProduct(page, 'coloring', BOOK);
  await fillCart(page, [[book.id, 1]]);
  await openCheckout(page);
  await applyCode(page);
  await expect(page.getByText('Promo code applied successfully!')).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const orderId = /\/orders\/(\d+)\/confirmation$/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();

  await fillCart(page, [[book.id, 1]]);
  await openCheckout(page);
  await applyCode(page);
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/promo-codes');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: CODE }) })
    .getByRole('link', { name: `Uses of ${CODE}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Uses of ${CODE}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${String(orderId).padStart(6, '0')}` })).toBeVisible();
});
