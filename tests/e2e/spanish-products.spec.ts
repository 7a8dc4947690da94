import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { takeOffSale } from './support/catalogue';
import { signIn } from './support/sign-in';

// Issue 18 (docs/decisions/156): staff write a product's Spanish text in the form's "Spanish (optional)" group; a
// Spanish visitor (cookie locale=es) reads it on the product page and in the page's title, English where it is empty.

const setLocale = async (page: import('@playwright/test').Page, locale: 'en' | 'es') =>
  page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);

test('staff write the Spanish text and a Spanish visitor reads it, English where there is none', async ({ page }) => {
  const stamp = Date.now();
  const title = `Body Safety Workbook ${stamp}`;
  const titleEs = `Cuaderno de seguridad del cuerpo ${stamp}`;
  await signIn(page, DEMO_ACCOUNTS.admin);

  await page.goto('/admin/products/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Price (dollars)', exact: true }).fill('9.00');
  await page.getByLabel('Short description', { exact: true }).fill('A workbook for families.');
  await page.getByLabel('Description', { exact: true }).fill('Ten **short** lessons.');
  const spanish = page.getByRole('group', { name: 'Spanish (optional)' });
  await spanish.getByLabel('Spanish title', { exact: true }).fill(titleEs);
  await spanish.getByLabel('Spanish description', { exact: true }).fill('Diez lecciones **breves** sobre el contacto seguro y el contacto inseguro.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Spanish (optional)' }).getByLabel('Spanish title', { exact: true })).toHaveValue(titleEs);
  const shopHref = (await page.getByRole('link', { name: /View in the shop/ }).getAttribute('href'))!;

  await setLocale(page, 'es');
  await page.goto(shopHref);
  await expect(page.getByRole('heading', { level: 1, name: titleEs })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(titleEs));
  // No Spanish short description: the English one shows.
  await expect(page.getByText('A workbook for families.')).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('strong', { hasText: 'breves' })).toBeVisible();

  await setLocale(page, 'en');
  await page.goto(shopHref);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await takeOffSale(page, Number(/\/products\/(\d+)\//.exec(shopHref)?.[1]));
});
