import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ASSET_VERSION_FILE } from './support/e2e-paths';

// The real @inertiajs/react client against our adapter: each visit type the protocol defines.

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __keep?: string }).__keep = 'same document'));
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { __keep?: string }).__keep ?? null);

test('a link visit swaps the page without reloading the document', async ({ page }) => {
  await page.goto('/');
  await markWindow(page);
  const visit = page.waitForRequest((request) => request.url().endsWith('/shop') && request.headers()['x-inertia'] === 'true');
  await page.getByRole('link', { name: 'Shop the curriculum' }).click();
  await visit;
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'No products match your criteria' }).or(page.getByText(/Showing \d+ to \d+ of \d+ products/))).toBeVisible();
  expect(await windowMark(page)).toBe('same document');
});

test('ticking a filter is a partial reload that fetches only the named props and replaces history', async ({ page }) => {
  await page.goto('/shop');
  await page.waitForLoadState('networkidle');
  await markWindow(page);
  const historyLength = await page.evaluate(() => history.length);
  const response = page.waitForResponse((res) => res.request().headers()['x-inertia-partial-data'] !== undefined);
  // The box follows the server's answer (appliedFilters), so click rather than check().
  await page.getByRole('group', { name: 'School level' }).getByLabel('Pre-K').click();
  const partial = await response;
  const request = partial.request().headers();
  expect(request['x-inertia-partial-component']).toBe('shop/index');
  // A new filter resets the scrolled list: the client names the reset prop among the requested ones too.
  expect(request['x-inertia-partial-data']?.split(',').sort()).toEqual(['appliedFilters', 'products', 'products']);
  expect(request['x-inertia-reset']).toBe('products');
  const body = (await partial.json()) as { component: string; props: Record<string, unknown> };
  expect(body.component).toBe('shop/index');
  expect(Object.keys(body.props)).toEqual(expect.arrayContaining(['products', 'appliedFilters']));
  expect(body.props).not.toHaveProperty('filterOptions');
  expect(body.props).not.toHaveProperty('routes');
  await expect(page).toHaveURL(/schoolLevel%5B%5D=1|schoolLevel\[\]=1/);
  await expect(page.getByRole('group', { name: 'School level' }).getByLabel('Pre-K')).toBeChecked();
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await windowMark(page)).toBe('same document');
});

test('a form post the server refuses comes back with its errors and keeps the document', async ({ page }) => {
  // The page checks the e-mail itself, so the error must be one only the server knows: the sixth
  // reset request for one address within 15 minutes.
  await page.goto('/forgot-password');
  const email = `protocol-${Date.now()}@example.org`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // Accepted: the page clears the form.
    await expect(page.getByLabel(/email/i)).toHaveValue('');
  }
  await markWindow(page);
  await page.getByLabel(/email/i).fill(email);
  const post = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/forgot-password'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  expect((await post).headers()['x-inertia']).toBe('true');
  await expect(page.getByText(/^Too many reset requests for this e-mail/)).toBeVisible();
  expect(await windowMark(page)).toBe('same document');
});

test('a new asset version turns the next visit into a full page load', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await markWindow(page);
  writeFileSync(ASSET_VERSION_FILE, `deploy-${Date.now()}`);
  const conflict = page.waitForResponse((res) => res.status() === 409 && res.url().endsWith('/shop'));
  await page.getByRole('link', { name: 'Shop the curriculum' }).click();
  const answer = await conflict;
  expect(answer.headers()['x-inertia-location']).toMatch(/\/shop$/);
  await expect(page).toHaveURL(/\/shop$/);
  await page.waitForLoadState('load');
  expect(await windowMark(page)).toBeNull();
});
