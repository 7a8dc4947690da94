import type { Page } from '@playwright/test';
import { SCHOOL_USER_MESSAGES } from '#server/schools/school-users.schemas';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { DEMO_PASSWORD } from './support/sign-in';

// Issue 18: whole journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing); no mouse. Addresses are
// typed, as a person may type one into the address bar.

async function signInWithKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('logged in successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
}

test.describe('a parent', () => {
  test.use({ visitorType: 'parent' });

  test('shops, checks out with the test gateway and sees the confirmation, by keyboard alone', async ({ page }) => {
    await signInWithKeyboard(page, 'parent@playitsafe.test');
    // Set-up, not the journey: an empty cart, so the count below is this journey's.
    await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      await fetch('/cart/clear', { method: 'DELETE', headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token } });
    });

    await page.goto('/shop?search=coloring');
    await tabTo(page, page.getByRole('button', { name: 'Add Play It Safe Coloring Book (English) to cart' }));
    await page.keyboard.press('Enter');
    const cartLink = page.getByRole('link', { name: 'Shopping cart, 1 item' });
    await expect(cartLink).toBeVisible();

    await tabTo(page, cartLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shopping-cart$/);
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toBeEnabled();
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The parent's saved address and card are chosen already; the two agreements are ticked with Space.
    await expect(page.getByTestId('card-option').filter({ hasText: 'Mastercard ending in 4444' }).getByRole('radio')).toBeChecked();
    const terms = page.getByLabel('I accept the terms and conditions');
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const licence = page.getByLabel(/I accept the license agreement/);
    await tabTo(page, licence);
    await page.keyboard.press('Space');
    await expect(licence).toBeChecked();
    const placeOrder = page.getByTestId('place-order');
    await expect(placeOrder).toBeEnabled();
    await tabTo(page, placeOrder);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/orders\/\d+\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByTestId('products-ordered')).toContainText('Play It Safe Coloring Book (English)');
  });
});

test('a school main account creates a user, resets their password and deletes them, by keyboard alone', async ({ page }) => {
  const email = `keyboard.${Date.now()}@playitsafe.test`;
  await signInWithKeyboard(page, 'school@playitsafe.test');
  await page.goto('/account/users');

  // Create: the dialog opens with the focus in its first field.
  const create = page.getByRole('button', { name: 'Create User' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(createDialog.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await expect(createDialog.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await expect(createDialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(SCHOOL_USER_MESSAGES.created)).toBeVisible();
  await expect(createDialog).toHaveCount(0);
  await expect(create).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();

  // Reset the new user's password.
  const reset = row.getByRole('button', { name: /Reset Password/ });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(resetDialog.getByLabel('New Password')).toBeFocused();
  await page.keyboard.type('Keyboard!Only2026');
  await tabTo(page, resetDialog.getByLabel('Confirm Password'));
  await page.keyboard.type('Keyboard!Only2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(SCHOOL_USER_MESSAGES.passwordUpdated)).toBeVisible();
  await expect(resetDialog).toHaveCount(0);
  await expect(reset).toBeFocused();

  // Delete, confirming in the popup.
  await tabTo(page, row.getByRole('button', { name: /^Delete/ }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: SCHOOL_USER_MESSAGES.deleteConfirmTitle });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: SCHOOL_USER_MESSAGES.deleteConfirmButton }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(SCHOOL_USER_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  // The focus is not lost with the deleted row's button.
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});
