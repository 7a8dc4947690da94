import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { chooseLanguageInMenu } from './support/language';

// The account area in Spanish (issue 18): a signed-in school reads its pages, the sidebar the server writes and its
// orders in Spanish, and the ENG/ESP switch brings the spec's English back in place.

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, 'school@playitsafe.test');
  await page.context().addCookies([{ name: 'locale', value: 'es', url: baseURL }]);
});

test('My Profile, the sidebar and Change Password are in Spanish', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Información personal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar todo' }).first()).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Condiciones de pago' })).toBeVisible();
  // The role and account type come from the server in Spanish (docs/decisions/162).
  await expect(page.getByText('Cuenta: Escuela/Organización')).toBeVisible();
  await expect(page.getByText('Escuela/Organización', { exact: true })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Mi cuenta' });
  await expect(sidebar.getByRole('link', { name: 'Mis usuarios' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Historial de reproducción' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar contraseña' })).toBeVisible();
});

test('My Users in Spanish: the list, a user, and the Create User and Reset Password dialogs', async ({ page }) => {
  await page.goto('/account/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis usuarios' })).toBeVisible();
  await expect(page.getByText(/^Mostrando 1 a \d+ de \d+ usuarios$/)).toBeVisible();
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  const create = page.getByRole('dialog', { name: 'Crear usuario' });
  await create.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(create.getByRole('alert')).toHaveText('Escriba el nombre, el apellido y el correo electrónico.');
  await create.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('link', { name: /^Editar/ }).first().click();
  await expect(page.getByRole('link', { name: 'Volver a Mis usuarios' })).toBeVisible();
  await expect(page.getByText(/^ID de usuario \d+ · /)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estado de la cuenta' })).toBeVisible();
  await page.getByRole('button', { name: /^Restablecer contraseña/ }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Nueva contraseña')).toBeVisible();
});

test('My Orders and an order in Spanish, with dates in Spanish', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
  // The calendar names months and weekdays in Spanish, from Intl (docs/decisions/163).
  await page.getByRole('button', { name: /^Fecha de compra/ }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Elija un rango de fechas de compra' });
  await calendar.getByLabel('Mes', { exact: true }).selectOption('0');
  await expect(calendar.getByLabel('Mes', { exact: true }).locator('option:checked')).toHaveText('enero');
  await expect(calendar.getByText(/^enero de \d{4}$/)).toBeVisible();
  await expect(calendar.getByRole('columnheader', { name: 'Lu', exact: true }).first()).toHaveAttribute('abbr', 'lunes');
  await calendar.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('link', { name: /^Ver detalle/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido n\.º \d{6}$/ })).toBeVisible();
  await expect(page.getByText(/^Realizado el \d{1,2} [a-z]{3,4}\.? \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
});

test('My Programs in Spanish, and the switch back to English shows the English pages', async ({ page }) => {
  await page.goto('/account/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis programas' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver detalle/ }).first()).toBeVisible();
  // Dates the server writes are Spanish too ("5 mar 2026").
  await expect(page.getByRole('cell', { name: /^\d{1,2} [a-z]{3,4}\.? \d{4}$/ }).first()).toBeVisible();

  await chooseLanguageInMenu(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'My Programs' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Viewing History' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Detail/ }).first()).toBeVisible();
  // The reloaded props bring the server's English role name back too.
  await expect(page.getByText('Schools/Organization', { exact: true })).toBeVisible();
});
