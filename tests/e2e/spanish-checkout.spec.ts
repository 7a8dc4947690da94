import { expect, test } from './support/fixtures';
import { fillCart, findProduct } from './support/shop';
import { signIn } from './support/sign-in';
import { chooseLanguageInMenu } from './support/language';

// Issue 18: the cart, the checkout and the order confirmation in Spanish, a parent's whole purchase with the test
// payment gateway; the ENG/ESP switch then brings the spec's English back on the same page.

test.describe('the cart and checkout in Spanish', () => {
  test.use({ visitorType: 'parent' });

  test('a parent buys in Spanish, then switches the confirmation back to English', async ({ page, context, baseURL }) => {
    await signIn(page, 'parent@playitsafe.test');
    const book = await findProduct(page, 'coloring', 'Play It Safe Coloring Book (English)');
    await fillCart(page, [[book.id, 2]]);
    await context.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);

    await page.goto('/shopping-cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Carrito de compras/);
    await expect(page.getByRole('heading', { level: 1, name: 'Su carrito (2)' })).toBeVisible();
    // A Spanish visitor reads the product's Spanish title (decision 156).
    const spanishTitle = 'Libro para colorear Play It Safe (inglés)';
    await expect(page.getByRole('group', { name: `Cantidad de ${spanishTitle}` })).toBeVisible();
    await page.getByRole('button', { name: `Quitar ${spanishTitle} del carrito` }).click();
    await expect(page.getByText('¿Seguro que desea quitar este artículo de su carrito?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Continuar con el pago' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar la compra' })).toBeVisible();
    await expect(page).toHaveTitle(/^Finalizar la compra \| Pedido/);
    await expect(page.getByRole('heading', { name: 'Dirección de envío' })).toBeVisible();
    await expect(page.getByTestId('address-option').filter({ hasText: '742 Magnolia Avenue' }).getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('card-option').filter({ hasText: 'Mastercard terminada en 4444' }).getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('place-order-guidance')).toHaveText('Acepte los términos y condiciones');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await expect(page.getByTestId('place-order-guidance')).toHaveText('Acepte el acuerdo de licencia');
    await page.getByLabel(/Acepto el acuerdo de licencia/).check();
    await expect(page.getByTestId('place-order')).toHaveText('Hacer pedido');
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/orders\/\d+\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    await expect(page.getByText('Gracias por su pedido. Enviamos una confirmación a parent@playitsafe.test.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pagado');
    await expect(page.getByTestId('payment-method')).toContainText('Mastercard terminada en 4444');
    await expect(page.getByRole('link', { name: 'Seguir comprando' })).toBeVisible();

    await chooseLanguageInMenu(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('payment-method')).toContainText('Mastercard ending in 4444');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a cart changed elsewhere is refused in Spanish and the checkout asks for a refresh', async ({ page, context, baseURL }) => {
    await signIn(page, 'parent@playitsafe.test');
    const book = await findProduct(page, 'coloring', 'Play It Safe Coloring Book (English)');
    await fillCart(page, [[book.id, 1]]);
    await context.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/checkout');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByLabel(/Acepto el acuerdo de licencia/).check();
    await expect(page.getByTestId('place-order')).toHaveText('Hacer pedido');

    // Another device changes the cart: this tab hears nothing, so only the server's 409 tells it.
    const other = await context.newPage();
    await other.goto('/privacy-policy');
    await fillCart(other, [[book.id, 2]]);
    await other.close();

    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('cart-changed')).toContainText('Su carrito cambió. Actualice la página...');
    await expect(page.getByTestId('place-order')).toHaveText('El carrito cambió: actualice la página');
    await fillCart(page, []);
  });
});
