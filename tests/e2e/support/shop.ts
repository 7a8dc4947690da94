import { expect, type Page } from '@playwright/test';

// The shop steps the browser journeys share: find a product, fill the cart through its calls, open the checkout and
// accept its terms, read a page's props from a first visit.

export interface ShopProduct {
  id: number;
  title: string;
}

/** The product of the demo shop the shop page finds first for this search. */
export async function findProduct(page: Page, search: string, title: string): Promise<ShopProduct> {
  const html = await (await page.request.get(`/shop?search=${encodeURIComponent(search)}`)).text();
  const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const products = (JSON.parse(json ?? '{}') as { props: { products: { data: ShopProduct[] } } }).props.products.data;
  const product = products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`The demo shop has no "${title}"`);
  return product;
}

/** Empties the signed-in user's cart and fills it through the cart calls, as the cart provider sends them. */
export async function fillCart(page: Page, lines: Array<[productId: number, qty: number]>) {
  await page.evaluate(async (entries) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token };
    const cleared = await fetch('/cart/clear', { method: 'DELETE', headers });
    if (!cleared.ok) throw new Error(`clearing the cart failed: ${cleared.status}`);
    for (const [product_id, qty] of entries) {
      const response = await fetch('/cart', { method: 'POST', headers, body: JSON.stringify({ product_id, qty }) });
      if (!response.ok) throw new Error(`filling the cart failed: ${response.status}`);
    }
  }, lines);
}

export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/^Checkout \| Order/);
}

export async function acceptTerms(page: Page) {
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel(/I accept the license agreement/).check();
}

/** The page object of a first (HTML) visit, read with the browser's cookies. */
export async function pageProps<T>(page: Page, url: string): Promise<T> {
  const html = await (await page.request.get(url)).text();
  const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`${url} carried no page object`);
  return (JSON.parse(json) as { props: T }).props;
}
