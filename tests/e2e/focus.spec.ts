import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PO_ACCOUNT } from './support/e2e-paths';
import { focusIndicatorOf, tabTo } from './support/keyboard';
import { signIn } from './support/sign-in';

// Issue 18: every dialog gives the focus back to what opened it when it closes, and the focus is visible on every
// interactive element. Dialogs are opened from the keyboard and closed with Escape.

/**
 * Tabs to the trigger, opens it with Enter, checks the focus went inside, closes with Escape and checks the focus is
 * back on the trigger. The trigger is found again by a mark, not its role: an open modal hides the page from the
 * accessibility tree.
 */
async function openWithKeyboardAndEscape(page: Page, trigger: Locator, dialog: Locator, { intoMenu = false } = {}) {
  await tabTo(page, trigger);
  await trigger.evaluate((element) => element.setAttribute('data-focus-test', 'trigger'));
  const marked = page.locator('[data-focus-test="trigger"]');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // A menu takes the focus on its items with the arrow keys.
  if (intoMenu) await page.keyboard.press('ArrowDown');
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(marked).toBeFocused();
  await marked.evaluate((element) => element.removeAttribute('data-focus-test'));
}

test('My Users: the create, reset-password and delete dialogs give the focus back to their buttons', async ({ page }) => {
  await signIn(page, 'school@playitsafe.test');
  await page.goto('/account/users');
  await openWithKeyboardAndEscape(page, page.getByRole('button', { name: 'Create User' }), page.getByRole('dialog', { name: 'Create User' }));
  const row = page.getByRole('row').filter({ hasText: 'manager@playitsafe.test' });
  await openWithKeyboardAndEscape(page, row.getByRole('button', { name: /Reset Password/ }), page.getByRole('dialog', { name: 'Reset Password' }));
  await openWithKeyboardAndEscape(page, row.getByRole('button', { name: /^Delete/ }), page.getByRole('alertdialog'));
});

test('the account menu and the mobile drawer give the focus back to their buttons', async ({ page }) => {
  await signIn(page, 'parent@playitsafe.test');
  await page.goto('/');
  await openWithKeyboardAndEscape(page, page.getByRole('button', { name: /^Account: / }), page.getByRole('menu'), { intoMenu: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await openWithKeyboardAndEscape(page, page.getByRole('button', { name: /menu/i }).first(), page.getByRole('dialog', { name: 'Menu' }));
});

test('the purchase-order dialog gives the focus back to its button', async ({ page }) => {
  await signIn(page, PO_ACCOUNT);
  await page.goto('/account/orders');
  const detail = await page.locator('main a[href^="/account/organization-orders/"]').first().getAttribute('href');
  await page.goto(detail!);
  await openWithKeyboardAndEscape(page, page.getByRole('button', { name: 'Add PO Number' }), page.getByRole('dialog', { name: 'Add PO Number' }));
});

test.describe('a first visit', () => {
  test('after choosing a journey with the keyboard the focus is on the page, not lost', async ({ freshPage: page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Choose Your Journey' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Step In' }).first());
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test('the focus is visible on every interactive element of the home page, a form and My Users', async ({ page }) => {
  await signIn(page, 'school@playitsafe.test');
  for (const path of ['/', '/contact-us', '/account/users']) {
    await page.goto(path);
    await page.locator('body').focus();
    const seen = new Set<string>();
    const missing: string[] = [];
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      const focus = await focusIndicatorOf(page);
      if (focus.element === 'body' || seen.has(focus.element)) continue;
      seen.add(focus.element);
      if (focus.outline === 'none' && focus.shadow === 'none') missing.push(focus.element);
    }
    expect(seen.size, `${path}: elements reached by Tab`).toBeGreaterThan(10);
    expect(missing, `${path}: focused elements with no outline or ring`).toEqual([]);
  }
});
