import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// Issue 13 item 5 (docs/decisions/097): a parent's "Videos" opens what parents buy, not the $450 classroom
// program; a parent account is told why it cannot buy a school's program; a school's "Additional Items" link
// lists only the additional items.

const PROGRAM = 'Pre-K: My Body Belongs to Me';
const cardTitles = (page: Page) => page.getByRole('region', { name: /Showing|No products/ }).getByRole('article').getByRole('heading', { level: 3 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('as a parent', () => {
  test.use({ visitorType: 'parent' });

  test('"Videos" opens the parents’ videos first, with a parent product featured', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await mainNav(page).getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.waitForLoadState('networkidle');

    await expect(cardTitles(page).first()).toHaveText(/^Play It Safe at Home: /);
    await expect(cardTitles(page)).not.toContainText([PROGRAM]);
    await expect(page.getByText('$450.00')).toHaveCount(0);
    const featured = page.getByRole('region', { name: /Play It Safe at Home|Family Starter Pack/ }).filter({ hasText: 'Featured product' });
    await expect(featured).toBeVisible();
    await expect(featured).not.toContainText('Classroom');
  });

  test('a search still finds a school program, and a parent account is told why it cannot buy it', async ({ page }) => {
    await signIn(page, 'parent@playitsafe.test');
    await page.goto(`/shop?search=${encodeURIComponent(PROGRAM)}`);
    await expect(cardTitles(page)).toHaveText([PROGRAM]);
    const count = page.getByTestId('cart-count');
    const before = await count.textContent();
    await page.getByRole('button', { name: `Add ${PROGRAM} to cart` }).click();
    await expect(page.getByText('This program is licensed to one school or organization, so it cannot be bought with a parent account.')).toBeVisible();
    await expect(count).toHaveText(before ?? '0');
  });
});

test('a school’s "Additional Items" lists only dolls, coloring books and guides', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await mainNav(page).getByRole('button', { name: 'Shop' }).click();
  await page.getByRole('menuitem', { name: 'Additional Items' }).click();
  await expect(page).toHaveURL(/\/shop\?productType/);
  await page.waitForLoadState('networkidle');
  const types = page.getByRole('group', { name: 'Product type' });
  for (const name of ['Dolls', 'Coloring Book', 'Script']) await expect(types.getByLabel(name)).toBeChecked();
  await expect(types.getByLabel('Classroom Program')).not.toBeChecked();
  const titles = await cardTitles(page).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => !/Doll|Coloring Book|colorear|Guide|Guía/.test(title))).toEqual([]);
});
