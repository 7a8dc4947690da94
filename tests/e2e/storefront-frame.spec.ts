import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import type { Page } from '@playwright/test';

// storefront §2 "Layout", "Visitor-type popup", "Login page", "Error page"; §4 "Visitor type".

const journeyDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose Your Journey' });

test.describe('the journey popup', () => {
  test('appears for a new visitor and cannot be dismissed by Escape or an outside click', async ({ freshPage: page }) => {
    await page.goto('/');
    const dialog = journeyDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'For Schools/Organizations' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'For Parents/Individuals' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Chromium closes a dialog on an Escape repeated without a click in between; it comes back at once.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Focus stays inside while it is open.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('For Schools sets the schools navigation, on the server too', async ({ freshPage: page }) => {
    await page.goto('/');
    await journeyDialog(page).getByRole('button', { name: /Step In/ }).first().click();
    await expect(journeyDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Curriculum' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tarrant County Scheduling Request' }).first()).toBeVisible();
    await page.reload();
    await expect(journeyDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shop' }).first()).toBeVisible();
  });

  test('For Parents sets the parent navigation: Videos instead of Shop, no curriculum', async ({ freshPage: page }) => {
    await page.goto('/');
    await journeyDialog(page).getByRole('button', { name: /Step In/ }).nth(1).click();
    await expect(journeyDialog(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Videos' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Curriculum' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Tarrant County Scheduling Request' })).toHaveCount(0);
  });
});

test.describe('signing in and out', () => {
  for (const account of [
    { email: 'school@playitsafe.test', nav: 'Curriculum' },
    { email: 'parent@playitsafe.test', nav: 'Videos' },
  ]) {
    test(`${account.email} signs in and out, and never sees the popup while signed in`, async ({ page }) => {
      await signIn(page, account.email);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(account.nav, { exact: true }).first()).toBeVisible();
      await page.goto('/shop');
      await page.waitForTimeout(300);
      await expect(journeyDialog(page)).toBeHidden();

      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      // The header shows the signed-out account button; the journey popup may already cover the page (a modal hides
      // the rest from the accessibility tree), so the button is looked for behind it too.
      await expect(page.getByRole('button', { name: 'Account', exact: true, includeHidden: true })).toBeVisible();
      // Logout clears the stored visitor type, so the journey is asked again.
      expect(await page.evaluate(() => sessionStorage.getItem('visitorType'))).toBeNull();
      await expect(journeyDialog(page)).toBeVisible();
    });
  }

  test('a wrong password shows the server message in a popup', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('parent@playitsafe.test');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: /log ?in|sign in/i }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  });

  test('empty fields show the spec’s messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /log ?in|sign in/i }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('an account page sends a guest to sign in and back', async ({ page }) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an unknown page shows the 404 page with Go Home, Go Back and Contact us', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Go Home/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Go Back/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact us/ })).toBeVisible();
});

test('the mobile menu opens at 375 px and holds the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const drawer = page.getByRole('dialog');
  // One tap, at once: the drawer opens even if its code arrives during the tap (tests/e2e/deferred-menus.spec.ts).
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Contact Us')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
