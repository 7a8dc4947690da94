import type { Browser, BrowserContext, Page } from '@playwright/test';
import { route, routeTable, type RouteName } from '#server/route-table';
import { seriousAxeViolations } from './support/accessibility';
import { englishLeftovers } from './support/english-leftovers';
import { expect, test, waitForTheAppAfterGoto } from './support/fixtures';
import { signIn } from './support/sign-in';

// DESIGN "UI": no serious axe-core violations. The frame pages at both widths:
const PAGES = ['/', '/shop', '/login', '/forgot-password', '/no-such-page'];

for (const width of [375, 1280]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

// Issue 18: every page of the route table, signed out and as each demo role, in each language. A language is
// chosen by the `locale` cookie; adding Spanish is adding 'es' here.
const LANGUAGES = ['en', 'es'] as const;

/** GET routes that answer a file, a feed or a probe rather than a page: axe has nothing to read there. */
const NOT_PAGES: Partial<Record<RouteName, string>> = {
  'product-trailer': 'a video file',
  'testimonial-image': 'a picture',
  'product-image': 'a picture',
  'register.captcha': 'a PNG',
  'register.captcha.audio': 'a WAV',
  'register.captcha.challenge': 'JSON',
  'contact.captcha': 'a PNG',
  'contact.captcha.audio': 'a WAV',
  'contact.captcha.challenge': 'JSON',
  'cart.index': 'JSON',
  'checkout.user-addresses': 'JSON',
  'checkout.stripe-config': 'JSON',
  'checkout.user-cards': 'JSON',
  'checkout.paypal-config': 'JSON',
  'client.profile.avatar': 'a picture',
  'client.order-po-file': 'an uploaded file',
  'client.order-quote-pdf': 'a PDF',
  'licensing.media': 'a licensed video or PDF',
  health: 'a probe',
  'seo.sitemap': 'XML',
  'seo.robots': 'plain text',
  'dev.mailbox': 'a development tool, not served in production',
  'dev.mailbox.message': 'a development tool, not served in production',
};

const ROLES = ['parent', 'school', 'manager', 'staff', 'check', 'trainer', 'preview'] as const;
type Role = (typeof ROLES)[number] | 'signed out';

/**
 * The public pages whose content depends on who is signed in; the others differ from the signed-out check only by
 * the header, which every account page shows too.
 */
const SIGNED_IN_PUBLIC_PAGES: RouteName[] = ['product-detail', 'shopping.cart'];

/** The links of each listing page the role was shown, so a listing is visited once per role. */
const listings = new WeakMap<Page, Map<string, string[]>>();

/** The path of the first link on `listing` that starts with `prefix`, or null when the role has none. */
async function firstLink(page: Page, listing: string, prefix: string): Promise<string | null> {
  const seen = listings.get(page) ?? new Map<string, string[]>();
  listings.set(page, seen);
  if (!seen.has(listing)) {
    await page.goto(listing);
    await page.waitForLoadState('networkidle');
    seen.set(listing, await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)));
  }
  return seen.get(listing)!.find((path) => path.startsWith(prefix)) ?? null;
}

/**
 * Where to find a real instance of each page with parameters, for the role signed in (null: the role has none,
 * e.g. a parent has no school users). A page with parameters missing here fails the loop.
 */
const DEMO_URLS: Partial<Record<RouteName, (page: Page) => Promise<string | null>>> = {
  'product-detail': (page) => firstLink(page, route('client.products'), '/products/'),
  'verification.verify': async () => route('verification.verify', { id: 1, token: 'not-a-real-token' }),
  'password.reset': async () => route('password.reset', { token: 'not-a-real-token' }),
  'client.order-detail': (page) => firstLink(page, route('client.orders'), '/account/orders/'),
  'client.order-detail-org': (page) => firstLink(page, route('client.orders'), '/account/organization-orders/'),
  'order.confirmation': async (page) => {
    const detail = await firstLink(page, route('client.orders'), '/account/orders/');
    const id = detail?.match(/^\/account\/orders\/(\d+)/)?.[1];
    return id ? route('order.confirmation', { id }) : null;
  },
  'client.video-detail': (page) => firstLink(page, route('client.my-videos'), '/account/videos/'),
  'client.program-detail': (page) => firstLink(page, route('client.my-programs'), '/account/programs/'),
  'client.school.user-detail': (page) => firstLink(page, route('client.school.my-users'), '/account/users/'),
};

function pagesOf(role: Role): RouteName[] {
  const names = (Object.keys(routeTable) as RouteName[]).filter((name) => {
    const definition = routeTable[name];
    return definition.method === 'GET' && !name.startsWith('admin.') && definition.access !== 'staff' && definition.access !== 'probe' && !(name in NOT_PAGES);
  });
  if (role === 'signed out') return names.filter((name) => ['public', 'guest'].includes(routeTable[name].access));
  return names.filter((name) => routeTable[name].access === 'user' || SIGNED_IN_PUBLIC_PAGES.includes(name));
}

async function contextFor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('visitorType')) sessionStorage.setItem('visitorType', 'schools');
  });
  return context;
}

for (const language of LANGUAGES) {
  // Serial: the last test reads what the others checked (a failed test restarts the worker, and skips the rest).
  test.describe.serial(`the route table in '${language}'`, () => {
    /** How many times each route was checked, over all roles. */
    const checked = new Map<RouteName, number>();

    for (const role of ['signed out', ...ROLES] as Role[]) {
      test(`every page of the route table, ${role}, in '${language}', has no serious or critical axe violations${language === 'es' ? ' and no English left' : ''}`, async ({ browser, baseURL }) => {
        test.setTimeout(600_000);
        const context = await contextFor(browser, baseURL!);
        const page = await context.newPage();
        waitForTheAppAfterGoto(page);
        if (role !== 'signed out') {
          await signIn(page, `${role}@playitsafe.test`);
          await page.evaluate(() => sessionStorage.setItem('visitorType', 'schools'));
        }
        // Chosen after signing in (the sign-in helper reads the English login page); the cookie outranks the profile.
        await context.addCookies([{ name: 'locale', value: language, url: baseURL! }]);
        const found: Record<string, string[]> = {};
        const shownPaths = new Set<string>();
        for (const name of pagesOf(role)) {
          const hasParameters = routeTable[name].path.includes(':');
          const demo = DEMO_URLS[name];
          if (hasParameters && !demo) throw new Error(`The accessibility loop needs demo parameters for '${name}' (DEMO_URLS).`);
          const url = hasParameters ? await demo!(page) : route(name);
          if (!url) continue;
          await page.goto(url);
          // A route that sends this role elsewhere (checkout.success without an order, My Videos for a school) shows
          // a page already checked.
          const shown = new URL(page.url()).pathname;
          if (shownPaths.has(shown)) continue;
          shownPaths.add(shown);
          const violations = await seriousAxeViolations(page);
          // In Spanish, also no English text of the catalogues left on the page (issue 18's "done when").
          if (language === 'es') violations.push(...(await englishLeftovers(page)).map((text) => `English left: ${text}`));
          checked.set(name, (checked.get(name) ?? 0) + 1);
          if (violations.length) found[`${name} (${url})`] = violations;
        }
        await context.close();
        expect(found).toEqual({});
      });
    }

    test(`every page with parameters was checked for at least one role in '${language}'`, () => {
      const unchecked = Object.keys(DEMO_URLS).filter((name) => !checked.has(name as RouteName));
      expect(unchecked).toEqual([]);
    });
  });
}
