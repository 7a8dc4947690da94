import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test, waitForTheAppAfterGoto } from './support/fixtures';
import { signIn } from './support/sign-in';

// Issue 19 item 2: storefront and account pages arrive rendered by the server (readable before any JavaScript runs)
// and the browser hydrates them without a mismatch; product pages carry their JSON-LD Product data.

const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|Minified React error #(418|419|423|425)/i;

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function firstProductPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const url = /<loc>([^<]*\/products\/[^<]*)<\/loc>/.exec(sitemap)?.[1];
  if (!url) throw new Error('The sitemap lists no product');
  return new URL(url).pathname;
}

test('public pages arrive rendered and hydrate without a mismatch, at phone and desktop widths', async ({ page }) => {
  const problems = collectProblems(page);
  const productPath = await firstProductPath(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/shop', productPath, '/privacy-policy', '/about/faq', '/contact-us', '/login', '/register/organization']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<div id="app" data-server-rendered="true">');
      expect(html, path).toMatch(/<title data-inertia="">[^<]+\| Play It Safe<\/title>/);
      // The fixture's goto waits for the app to hydrate the page; hydration problems are collected meanwhile.
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test("on a phone the shop arrives as the phone's scrolling list, and hydrates into it without a mismatch", async ({ browser }) => {
  // A phone says so (Sec-CH-UA-Mobile: ?1, or "Mobi" in its user agent): the server renders the list a phone shows,
  // without the pager, so hydrating does not render the list again (decision 171). A narrow desktop window cannot
  // be told apart from the server: it gets the pager first and the scrolling list once the app runs, as before.
  for (const [name, options, pagerFirst] of [
    ['Pixel 7', devices['Pixel 7'], false],
    ['iPhone 13', devices['iPhone 13'], false],
    ['a narrow desktop window', { viewport: { width: 375, height: 800 } }, true],
  ] as const) {
    const noScript = await browser.newContext({ ...options, javaScriptEnabled: false });
    const before = await noScript.newPage();
    await before.goto('/shop');
    await expect(before.getByRole('navigation', { name: 'Pagination' }), name).toHaveCount(pagerFirst ? 1 : 0);
    await noScript.close();

    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('visitorType', 'schools'));
    const problems = collectProblems(page);
    waitForTheAppAfterGoto(page);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: /Showing 1 to 12 of \d+ products/ }), name).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' }), name).toHaveCount(0);
    expect(problems, name).toEqual([]);
    await context.close();
  }
});

test('a product page reads without JavaScript and describes itself to search engines', async ({ browser, page }) => {
  const productPath = await firstProductPath(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(productPath);
  const title = (await noScript.locator('h1').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(noScript).toHaveTitle(`${title} | Play It Safe`);
  await expect(noScript.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  await expect(noScript.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${productPath}$`));
  await expect(noScript.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  const jsonLd = JSON.parse((await noScript.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: title, offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' } });
  expect((jsonLd.offers as { price: string }).price).toMatch(/^\d+\.\d\d$/);
  await context.close();

  // After a visit in the app, the head follows the page: one canonical link, now the shop's.
  await page.goto(productPath);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('account pages arrive rendered for a signed-in school and hydrate without a mismatch', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page, 'school@playitsafe.test');
  for (const path of ['/account/profile', '/account/orders', '/account/programs', '/account/users']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="app" data-server-rendered="true">');
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

/** A page whose goto waits for the app only, not for its islands (the tests below hold an island's code back). */
async function pageWithoutIslandWait(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('visitorType', 'schools'));
  return page;
}

const appHydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

test('the footer arrives in the HTML and keeps it while its code loads, then its links are the app’s (decision 174)', async ({ browser }) => {
  const page = await pageWithoutIslandWait(browser);
  const problems = collectProblems(page);
  const html = await (await page.request.get('/privacy-policy')).text();
  const footer = /<footer[^]*<\/footer>/.exec(html)?.[0] ?? '';
  expect(footer).toContain('href="/terms-of-use"');
  // The entry preloads the page's own files as it starts; the HTML names them on its script, not as preloads.
  expect(html).toMatch(/<script type="module" [^>]*data-page-files="\/build\/assets\/privacy-policy-[^"]+\.js[^"]*"/);

  // The footer's chunk is held: the app runs, and the server's footer stays on screen, links and all, also after a
  // partial reload has given the page new props (the journey chosen in this tab is sent to the server, which did
  // not know it, and the navigation's props are reloaded): React then renders the footer's static copy.
  let releaseFooter = () => {};
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
  await page.route(/\/build\/assets\/site-footer-[^/]+\.js$/, async (route) => {
    await footerHeld;
    await route.continue();
  });
  const reloaded = page.waitForResponse((response) => response.request().headers()['x-inertia-partial-data']?.includes('visitorType') ?? false);
  await page.goto('/privacy-policy');
  await appHydrated(page);
  await reloaded;
  const termsLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).first();
  await expect(termsLink).toBeVisible();
  // React has not taken the footer over yet (its elements carry no fiber).
  const footerIsReacts = () =>
    page.evaluate(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber')));
  expect(await footerIsReacts()).toBe(false);
  releaseFooter();

  // Once hydrated, a footer link is a visit of the app (an Inertia request), not a new document.
  await expect.poll(footerIsReacts).toBe(true);
  const visit = page.waitForRequest((request) => request.headers()['x-inertia'] === 'true' && request.url().endsWith('/terms-of-use'));
  await termsLink.click();
  await visit;
  await expect(page.locator('h1').first()).toHaveText(/Terms of Use/i);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a button of an island pressed before its code arrives is pressed again once it has (decision 174)', async ({ browser }) => {
  const page = await pageWithoutIslandWait(browser);
  const problems = collectProblems(page);
  let releaseBanners = () => {};
  const bannersHeld = new Promise<void>((resolve) => (releaseBanners = resolve));
  await page.route(/\/build\/assets\/shop-banners-[^/]+\.js$/, async (route) => {
    await bannersHeld;
    await route.continue();
  });
  await page.goto('/shop');
  await appHydrated(page);
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  const third = carousel.getByRole('button', { name: 'Show slide 3' });
  await expect(third).not.toHaveAttribute('aria-current', 'true');
  // The server's carousel is on screen, but its code is held: React has no handler for the press yet.
  await third.click();
  await expect(third).not.toHaveAttribute('aria-current', 'true');
  releaseBanners();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('group', { name: /^3 of 3:/ })).toBeVisible();
  expect(problems).toEqual([]);
  await page.context().close();
});
