import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SCROLL_PRODUCTS } from './support/e2e-paths';

// The shop grid with its own scrolling list (ScrollingList, which speaks the protocol of Inertia's <InfiniteScroll>)
// over the adapter's scroll props (docs/decisions/099): phones load the next page as they scroll, wider screens keep
// the pager.

const SEARCH = `/shop?search=${encodeURIComponent(SCROLL_PRODUCTS.search)}`;
const cards = (page: Page) => page.getByRole('heading', { level: 3, name: new RegExp(`^${SCROLL_PRODUCTS.search} \\d+$`) });
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Showing \d+ to \d+ of \d+ products$/ });

/** Opens the shop once the journey choice has reached the server (the page then reloads its list once). */
async function openShop(page: Page, url = SEARCH) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

async function scrollToListEnd(page: Page) {
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('scrolling loads the next pages into the list, then a button asks, and the URL follows', async ({ page }) => {
    await openShop(page);
    await expect(heading(page)).toHaveText('Showing 1 to 12 of 40 products');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    const second = page.waitForRequest((request) => request.headers()['x-inertia-infinite-scroll-merge-intent'] === 'append');
    await scrollToListEnd(page);
    const request = await second;
    expect(request.headers()['x-inertia-partial-data']).toBe('products');
    expect(new URL(request.url()).searchParams.get('page')).toBe('2');
    expect(new URL(request.url()).searchParams.get('search')).toBe(SCROLL_PRODUCTS.search);
    await expect(cards(page)).toHaveCount(24);
    await expect(heading(page)).toHaveText('Showing 1 to 24 of 40 products');

    await scrollToListEnd(page);
    await expect(cards(page)).toHaveCount(36);
    // The address names the page whose products are on screen.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(page).toHaveURL(/[?&]page=3/);

    // After two pages by themselves, the list waits for a tap so the footer can be reached.
    await scrollToListEnd(page);
    await page.getByRole('button', { name: 'Show more products' }).click();
    await expect(cards(page)).toHaveCount(40);
    await expect(heading(page)).toHaveText('Showing 1 to 40 of 40 products');
    await expect(page.getByText('That is all 40 products.')).toBeVisible();
  });

  test('the back button returns to the list as it was scrolled', async ({ page }) => {
    await openShop(page);
    await scrollToListEnd(page);
    await expect(cards(page)).toHaveCount(24);
    await cards(page).nth(20).getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/\d+\//);
    await page.goBack();
    await expect(cards(page)).toHaveCount(24);
    await expect(heading(page)).toHaveText('Showing 1 to 24 of 40 products');
  });

  test('a new search replaces the scrolled list instead of adding to it', async ({ page }) => {
    await openShop(page);
    await scrollToListEnd(page);
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Show filters' }).click();
    const reload = page.waitForRequest((request) => request.headers()['x-inertia-reset'] === 'products');
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill(`${SCROLL_PRODUCTS.search} 3`);
    await search.press('Enter');
    expect((await reload).headers()['x-inertia-partial-data']).toContain('appliedFilters');
    // "… 3", "… 30" to "… 39": eleven products, one page.
    await expect(heading(page)).toHaveText('Showing 1 to 11 of 11 products');
    await expect(cards(page)).toHaveCount(11);
  });

  test('opened on a later page, scrolling up brings in the earlier products above', async ({ page }) => {
    await openShop(page, `${SEARCH}&page=3`);
    await expect(cards(page).first()).toHaveText(`${SCROLL_PRODUCTS.search} 25`);
    await cards(page).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -600);
    await expect(cards(page).first()).toHaveText(`${SCROLL_PRODUCTS.search} 13`);
    await expect(heading(page)).toHaveText(/^Showing (13|1) to 36 of 40 products$/);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the pager replaces the list with the page it names', async ({ page }) => {
    await openShop(page);
    await expect(cards(page)).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const visit = page.waitForRequest((request) => request.headers()['x-inertia-reset'] === 'products');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    expect((await visit).headers()['x-inertia-partial-data']).toContain('appliedFilters');
    await expect(heading(page)).toHaveText('Showing 13 to 24 of 40 products');
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toHaveText(`${SCROLL_PRODUCTS.search} 13`);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
