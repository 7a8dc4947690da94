import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseLanguageInMenu } from './support/language';

// Issue 18: the shop, a product page and the curriculum in Spanish, and back to the spec's English with ENG/ESP.

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'locale', value: 'es', url: baseURL },
    { name: 'visitor_type', value: 'schools', url: baseURL },
  ]);
});

async function chooseEnglish(page: Page) {
  await chooseLanguageInMenu(page, 'English');
}

test('the shop lists, filters and sorts in Spanish, and switches back to English in place', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 2, name: /^Mostrando 1 a 12 de \d+ productos$/ })).toBeVisible();
  // The banners carry their words in Spanish too: the .es.svg picture and a Spanish alt text (docs/decisions/163).
  const banner = page.getByRole('img', { name: /^Protegemos a los niños, un salón de clases a la vez: / });
  await expect(banner).toHaveAttribute('src', '/images/banners/shop-1-narrow.es.svg');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe('/images/banners/shop-1.es.svg');
  await expect(page.getByRole('img', { name: /^Programas de Prekínder: Incluye los muñecos/ })).toHaveAttribute('src', '/images/banners/category-pre-k-narrow.es.svg');
  await expect(page.getByRole('group', { name: 'Nivel escolar' })).toBeVisible();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('default');
  await expect(page.getByRole('option', { name: 'Precio: de menor a mayor' })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Agregar .+ al carrito$/ }).first()).toHaveText('Agregar');

  await chooseEnglish(page);
  await expect(page.getByRole('heading', { level: 2, name: /^Showing 1 to 12 of \d+ products$/ })).toBeVisible();
  const englishBanner = page.getByRole('img', { name: /^Keeping Kids Safe, One Classroom at a Time: / });
  await expect(englishBanner).toHaveAttribute('src', '/images/banners/shop-1-narrow.svg');
  await expect.poll(() => englishBanner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe('/images/banners/shop-1.svg');
  await expect(page.getByRole('group', { name: 'School level' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a product page speaks Spanish around the product’s own texts', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Tienda' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Descripción', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Descripción del video' })).toBeVisible();

  await chooseEnglish(page);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Video Description' })).toBeVisible();
});

test('the curriculum pages in Spanish', async ({ page }) => {
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'El plan de estudios de Play It Safe' })).toBeVisible();
  await page.getByRole('tab', { name: 'Primaria' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Escuela primaria' })).toBeVisible();
  await expect(page.getByText('De kínder a 5.º grado', { exact: true })).toBeVisible();

  await page.goto('/curriculum/pre-k');
  await expect(page.getByRole('heading', { level: 1, name: 'Prekínder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lo que aprenden los alumnos' })).toBeVisible();
  await expect(page).toHaveTitle(/Plan de estudios de Prekínder/);

  await chooseEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-K' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What students learn' })).toBeVisible();
});
