import { expect, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD } from '#tests/factories/users.js';

/** The password of every demo and factory account (README "Demo accounts"). */
export const DEMO_PASSWORD = DEFAULT_PASSWORD;

/**
 * Signs in through the login page as a person would, and waits until the app shows it: the success message,
 * a page other than /login, and the header's account menu with the signed-in name.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('logged in successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible({ timeout: 10_000 });
}
