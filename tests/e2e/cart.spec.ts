import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The cart journey (storefront §2 "Cart page", §4 "Cart", §5 "Cart quantity", §8 "Cart") on the demo shop.

interface ShopProduct {
  id: number;
  title: string;
  account_type_id: number | null;
  price: number;
  special_price?: number;
}

/** Products of the demo shop as the shop page lists them (its page object), e.g. `search=coloring`. */
async function findProducts(request: APIRequestContext, search: string): Promise<ShopProduct[]> {
  const html = await (await request.get(`/shop?search=${encodeURIComponent(search)}`)).text();
  const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The shop page carried no page object');
  return (JSON.parse(json) as { props: { products: { data: ShopProduct[] } } }).props.products.data;
}

/** Fills this browser's cart through the cart calls, as the provider sends them. */
async function seedCart(page: Page, lines: Array<[productId: number, qty: number]>) {
  await page.evaluate(async (entries) => {
    const sessionId = localStorage.getItem('cart_session_id') ?? '';
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    for (const [product_id, qty] of entries) {
      const response = await fetch('/cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token, 'X-Cart-Session': sessionId },
        body: JSON.stringify({ product_id, qty }),
      });
      if (!response.ok) throw new Error(`seeding the cart failed: ${response.status}`);
    }
  }, lines);
}

/** The cart page after the provider has loaded (and created this browser's cart session id). */
async function openCart(page: Page) {
  await page.goto('/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: /^Your Cart \(\d+\)$/ })).toBeVisible();
  await expect(page.getByLabel('Loading your cart')).toHaveCount(0);
}

const cartCount = (page: Page) => page.getByTestId('cart-count');
/** A toast with exactly this message (screen readers hear its kind first, e.g. "Success: ..."). */
const toastWith = (page: Page, message: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`(^|: )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const item = (page: Page, title: string) => page.getByTestId('cart-item').filter({ has: page.getByRole('link', { name: title, exact: true }) });

let books: ShopProduct[];
let program: ShopProduct;

test.beforeAll(async ({ request }) => {
  books = (await findProducts(request, 'coloring')).filter((p) => p.account_type_id !== 5);
  program = (await findProducts(request, 'Pre-K')).find((p) => p.account_type_id === 5)!;
  expect(books.length).toBeGreaterThanOrEqual(2);
  expect(program).toBeDefined();
});

test('adds from the shop list: toast, success state, header count', async ({ page }) => {
  await page.goto('/shop?search=coloring');
  await expect(cartCount(page)).toHaveText('0');
  const add = page.getByRole('button', { name: `Add ${books[0].title} to cart` });
  await add.click();
  await expect(toastWith(page, 'Item added to cart successfully!')).toBeVisible();
  await expect(add).toHaveAttribute('data-state', 'success');
  await expect(cartCount(page)).toHaveText('1');
  // The success state lasts 2 s.
  await expect(add).toHaveAttribute('data-state', 'idle', { timeout: 4000 });

  // The count is right on the first paint of the next full page load too: the server sends it.
  await page.goto('/shop');
  const firstPaintCount = await page.evaluate(
    () => (JSON.parse(document.querySelector('script[data-page="app"]')?.textContent ?? '{}') as { props: { cart: { count: number } } }).props.cart.count,
  );
  expect(firstPaintCount).toBe(1);
  await expect(cartCount(page)).toHaveText('1');
});

test('shows the empty cart with Continue Shopping', async ({ page }) => {
  await openCart(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart (0)');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('changes quantities by typing and with plus and minus, within the limits', async ({ page }) => {
  await openCart(page);
  const book = books[0];
  const unit = book.special_price ?? book.price;
  await seedCart(page, [[book.id, 1]]);
  await page.reload();
  const line = item(page, book.title);
  const input = line.getByRole('textbox', { name: `Quantity of ${book.title}` });
  const minus = line.getByRole('button', { name: `Decrease quantity of ${book.title}` });
  const plus = line.getByRole('button', { name: `Increase quantity of ${book.title}` });

  await expect(input).toHaveValue('1');
  await expect(minus).toBeDisabled();

  await input.fill('4');
  await input.press('Enter');
  await expect(input).toHaveValue('4');
  await expect(line.getByTestId('line-total')).toHaveText(`$${(unit * 4).toFixed(2)}`);
  await expect(cartCount(page)).toHaveText('4');

  await plus.click();
  await expect(input).toHaveValue('5');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(input).toHaveValue('4');

  // Above 10 is refused with the spec's message.
  await input.fill('11');
  await input.press('Enter');
  await expect(toastWith(page, 'You cannot add more than 10 of this item to the cart.')).toBeVisible();
  await expect(input).toHaveValue('4');

  await input.fill('10');
  await input.press('Tab');
  await expect(input).toHaveValue('10');
  await plus.click();
  await expect(toastWith(page, 'You cannot add more than 10 of this item to the cart.')).toBeVisible();
  await expect(input).toHaveValue('10');

  // Not a number counts as 1.
  await input.fill('abc');
  await input.press('Enter');
  await expect(input).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart (1)');

  // Below 1 removes the item.
  await input.fill('0');
  await input.press('Enter');
  await expect(toastWith(page, 'Item removed from cart (quantity cannot be less than 1)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('hides the quantity controls of school programs', async ({ page }) => {
  await openCart(page);
  await seedCart(page, [[program.id, 1], [books[0].id, 2]]);
  await page.reload();
  await expect(item(page, program.title).getByRole('group', { name: /^Quantity of/ })).toHaveCount(0);
  await expect(item(page, program.title)).toContainText('Qty 1');
  await expect(item(page, books[0].title).getByRole('group', { name: `Quantity of ${books[0].title}` })).toBeVisible();
});

test('removes an item and clears the cart after confirmation', async ({ page }) => {
  await openCart(page);
  await seedCart(page, [[books[0].id, 1], [books[1].id, 2], [program.id, 1]]);
  await page.reload();
  await expect(page.getByTestId('cart-item')).toHaveCount(3);

  await item(page, books[0].title).getByRole('button', { name: `Remove ${books[0].title} from cart` }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Are you sure you want to remove this item from your cart?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(3);

  await item(page, books[0].title).getByRole('button', { name: `Remove ${books[0].title} from cart` }).click();
  await dialog.getByRole('button', { name: 'Yes, remove it!' }).click();
  await expect(toastWith(page, 'Item removed from cart')).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart (3)');

  await page.getByRole('button', { name: 'Remove All Items' }).click();
  await expect(dialog).toContainText('Are you sure you want to clear your entire cart? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Yes, clear cart!' }).click();
  await expect(toastWith(page, 'Cart cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('shows Remove All Items only with more than one item', async ({ page }) => {
  await openCart(page);
  await seedCart(page, [[books[0].id, 3]]);
  await page.reload();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove All Items' })).toHaveCount(0);
});

test('keeps two tabs of one browser in step', async ({ page, context }) => {
  await openCart(page);
  const other = await context.newPage();
  await other.goto('/shop?search=coloring');
  await expect(cartCount(other)).toHaveText('0');

  await other.getByRole('button', { name: `Add ${books[1].title} to cart` }).click();
  await expect(cartCount(other)).toHaveText('1');
  // The cart page in the first tab follows without a reload.
  await expect(item(page, books[1].title)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  const input = item(page, books[1].title).getByRole('textbox', { name: `Quantity of ${books[1].title}` });
  await input.fill('3');
  await input.press('Enter');
  await expect(cartCount(other)).toHaveText('3');
  await other.close();
});

/** A JSON cart call from the page, with the CSRF token, the cart session id and Accept JSON. */
async function callFromPage<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, url, body]) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
      const response = await fetch(url as string, {
        method: method as string,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-XSRF-TOKEN': token,
          'X-Cart-Session': localStorage.getItem('cart_session_id') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, url, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

interface PricingAnswer {
  pricing: {
    subtotal: number;
    discount: number;
    tax: number;
    tax_breakdown: Array<{ name: string; type: string; rate: number; amount: number }>;
    shipping: number;
    total: number;
    promo_code: string | null;
  };
}

test('shows the server’s pricing line by line: subtotal, discount, each tax line, shipping, total', async ({ page }) => {
  await openCart(page);
  // A parent whose default address is in Texas, with the demo's $25-off code on the cart.
  expect((await callFromPage(page, 'POST', '/login', { email: 'parent@playitsafe.test', password: 'PlayItSafe!2026' })).status).toBe(200);
  await seedCart(page, [[books[0].id, 2], [books[1].id, 1]]);
  expect((await callFromPage(page, 'POST', '/checkout/validate-promo', { code: 'SAVE25' })).status).toBe(200);
  await openCart(page);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

  const { pricing } = (await callFromPage<PricingAnswer>(page, 'POST', '/cart/pricing', { shipping_address: null })).body;
  const money = (value: number) => `$${value.toFixed(2)}`;
  const expected = (books[0].special_price ?? books[0].price) * 2 + (books[1].special_price ?? books[1].price);
  expect(pricing.subtotal).toBeCloseTo(expected, 2);
  expect(pricing.discount).toBe(25);
  expect(pricing.tax_breakdown.map((line) => line.name)).toEqual(['Texas Sales Tax']);

  await expect(page.getByTestId('summary-subtotal')).toContainText(money(pricing.subtotal));
  await expect(page.getByTestId('summary-discount')).toContainText('Discount (SAVE25)');
  await expect(page.getByTestId('summary-discount')).toContainText(money(pricing.discount));
  const taxRows = page.getByTestId('summary-tax');
  await expect(taxRows).toHaveCount(1);
  await expect(taxRows).toContainText('Texas Sales Tax (8.25%)');
  await expect(taxRows).toContainText(money(pricing.tax_breakdown[0].amount));
  await expect(page.getByTestId('summary-shipping')).toContainText(money(pricing.shipping));
  await expect(page.getByTestId('summary-total')).toHaveText(money(pricing.total));

  // Leave the demo account as the seed made it.
  await callFromPage(page, 'POST', '/checkout/remove-promo');
  expect((await callFromPage(page, 'DELETE', '/cart/clear')).status).toBe(200);
});

test('sends a guest to sign in and back to the checkout', async ({ page }) => {
  await openCart(page);
  await seedCart(page, [[books[0].id, 1]]);
  await page.reload();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('check@playitsafe.test');
  await page.getByLabel('Password', { exact: true }).fill('PlayItSafe!2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });

  // The guest cart went with the account; then leave the demo account's cart empty as the seed made it.
  const { productIds, cleared } = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': token };
    const cart = (await (await fetch('/cart', { headers })).json()) as { items: Array<{ product_id: number }> };
    const answer = await fetch('/cart/clear', { method: 'DELETE', headers });
    return { productIds: cart.items.map((line) => line.product_id), cleared: answer.status };
  });
  expect(productIds).toContain(books[0].id);
  expect(cleared).toBe(200);
});
