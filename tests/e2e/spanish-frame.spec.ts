import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import type { BrowserContext } from '@playwright/test';
import { chooseLanguageInMenu } from './support/language';

// Issue 18 for the storefront frame, the home page and the error page: the same pages in Spanish, and back.

async function chooseSpanish(context: BrowserContext, baseURL: string | undefined, visitorType?: 'schools' | 'parent') {
  const url = baseURL ?? '';
  await context.addCookies([
    { name: 'locale', value: 'es', url },
    ...(visitorType ? [{ name: 'visitor_type', value: visitorType, url }] : []),
  ]);
}

test('the home page and its frame read in Spanish, and ENG switches them back to the English text', async ({ page, baseURL }) => {
  await chooseSpanish(page.context(), baseURL, 'schools');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Enseñamos a los niños a reconocer, resistir y denunciar el abuso' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Plan de estudios' })).toBeVisible();
  await expect(page.getByPlaceholder('Buscar en la tienda…')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Carrito de compras, \d+ artículos?$/ })).toBeVisible();
  await expect(page.getByText('Todos los libros con al menos 50% de descuento sobre el precio de lista').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Libros con al menos 50% de descuento sobre el precio de lista: / })).toHaveAttribute('src', '/images/banners/books-sale.es.svg');
  await expect(page.getByRole('navigation', { name: 'Pie de página: Ayuda' }).getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByText(/Todos los derechos reservados\./)).toBeVisible();

  await chooseLanguageInMenu(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching children to recognize, resist and report abuse' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Curriculum' })).toBeVisible();
  await expect(page.getByPlaceholder('Search the shop…')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Books at least 50% off list price: / })).toHaveAttribute('src', '/images/banners/books-sale.svg');
  await expect(page.getByText(/All rights reserved\./)).toBeVisible();
});

test('a first visit in Spanish is asked to choose its journey in Spanish', async ({ freshPage: page, baseURL }) => {
  await chooseSpanish(page.context(), baseURL);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Elija su camino' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Para escuelas/organizaciones' })).toBeVisible();
  await dialog.getByRole('button', { name: /Entrar/ }).nth(1).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Videos' })).toBeVisible();
});

test('the error page says what happened in Spanish', async ({ page, baseURL }) => {
  await chooseSpanish(page.context(), baseURL, 'parent');
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('Lo sentimos, no encontramos la página que busca.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regresar' })).toBeVisible();
});

test('a signed-in parent finds the account menu and the phone menu in Spanish', async ({ page, baseURL }) => {
  await signIn(page, 'parent@playitsafe.test');
  await chooseSpanish(page.context(), baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: /^Cuenta: / }).click();
  await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Cuenta' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
});
