import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { takeOffSale } from './support/catalogue';
import { signIn } from './support/sign-in';

// Issue 15 item 1: staff create a product with the form, find it in the staff list, and the shop sells it.

test('staff create a product, find it in the list, and it is on sale in the shop', async ({ page }) => {
  const title = `Safe Online Workbook ${Date.now()}`;
  await signIn(page, DEMO_ACCOUNTS.admin);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(/^safe-online-workbook-\d+$/);
  await page.getByRole('textbox', { name: 'Price (dollars)', exact: true }).fill('12.50');
  await page.getByLabel('Short description', { exact: true }).fill('A workbook for home.');
  await page.getByLabel('Description', { exact: true }).fill('Fifteen **short** lessons.\n\n- One a week\n- With answers');
  await page.getByLabel('Tags', { exact: true }).fill('workbook, home');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  const shopHref = await page.getByRole('link', { name: /View in the shop/ }).getAttribute('href');

  await page.goto('/admin/products');
  await page.getByRole('search').getByLabel('Search').fill(title);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto(`/shop?search=${encodeURIComponent(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(shopHref!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$12.50').first()).toBeVisible();
  const description = page.getByRole('tabpanel');
  await expect(description.locator('strong', { hasText: 'short' })).toBeVisible();
  await expect(description.getByRole('listitem')).toHaveCount(2);

  // Taken off sale, it leaves the shop (and the demo catalogue is as the other browser tests expect it).
  await takeOffSale(page, Number(/\/products\/(\d+)\//.exec(shopHref!)?.[1]));
  await page.goto(`/shop?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'No products match your criteria' })).toBeVisible();
});
