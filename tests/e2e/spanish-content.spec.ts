import { expect, test } from './support/fixtures';
import { chooseLanguageInMenu } from './support/language';

// The information pages, registration, passwords and contact in Spanish (issue 18), and back to the spec's English.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'locale', value: 'es', url: baseURL! },
    { name: 'visitor_type', value: 'schools', url: baseURL! },
  ]);
});

test('the information pages speak Spanish', async ({ page }) => {
  await page.goto('/about/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await page.getByText('¿Podemos pedir una cotización y pagar con cheque?').click();
  await expect(page.getByText(/Las cuentas habilitadas para pagar con cheque/)).toBeVisible();

  await page.goto('/the-issue/child-sexual-abuse');
  await expect(page.getByRole('heading', { name: 'Cómo denunciar en Texas' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-252-5400' }).first()).toHaveAttribute('href', 'tel:+18002525400');

  await page.goto('/the-issue/statistics');
  await expect(page.getByText('1 de cada 4 niñas · 1 de cada 13 niños')).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page.getByText('Esta traducción se ofrece para su comodidad; en caso de diferencia, prevalece la versión en inglés.')).toBeVisible();
  await expect(page.getByText('Última actualización: noviembre de 2026.', { exact: false })).toBeVisible();
});

test('registration and the password pages speak Spanish', async ({ page }) => {
  await page.goto('/register/individual');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta individual' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();

  // The choices read in Spanish; the value sent stays the English option or the state's code (docs/decisions/163).
  await page.goto('/register/organization');
  const heard = page.getByLabel('¿Cómo se enteró de nosotros?');
  await heard.selectOption({ label: 'Búsqueda en internet' });
  await expect(heard).toHaveValue('Internet search');
  const organizationType = page.getByLabel('Tipo de organización');
  await organizationType.selectOption({ label: 'Distrito escolar' });
  await expect(organizationType).toHaveValue('School District');
  const state = page.getByRole('combobox', { name: /^Estado/ });
  await state.selectOption({ label: 'Nueva York' });
  await expect(state).toHaveValue('NY');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar enlace de restablecimiento' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
});

test('the contact page speaks Spanish, and English again after the switch', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Envíenos un mensaje' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagen del código captcha' })).toBeVisible();
  await expect(page.getByLabel('Código de país')).toContainText('+52 México');
  await expect(page.getByRole('combobox', { name: /^Organización/ })).toContainText('Padre, madre o tutor');

  await chooseLanguageInMenu(page, 'English');
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  await expect(page.getByText('All fields are required.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Captcha code image' })).toBeVisible();
  await expect(page.getByLabel('Country calling code')).toContainText('+52 Mexico');
  await expect(page.getByRole('combobox', { name: /^Organization/ })).toContainText('Parent/Guardian');
});
