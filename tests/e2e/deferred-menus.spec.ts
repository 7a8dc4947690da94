import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

// docs/decisions/100-js-budget.md: the header's menus load after first paint; a stand-in holds each trigger's place
// until its code arrives. Whatever the visitor did to the stand-in (a press, a click, a key) must survive the hand-over,
// whenever the code arrives: before the press, during it, or after it. The menu's chunk is held back here and let
// through at a chosen moment, so the race a visitor meets by chance happens on every run.

interface DeferredMenu {
  name: string;
  /** The lazily loaded chunk, as Vite names it after its source file. */
  chunk: string;
  width: number;
  trigger: (page: Page) => Locator;
  opened: (page: Page) => Locator;
}

const MENUS: DeferredMenu[] = [
  {
    name: 'the language menu',
    chunk: 'language-dropdown',
    width: 1280,
    trigger: (page) => page.getByRole('button', { name: /^Language: / }),
    opened: (page) => page.getByRole('menu', { name: 'Language' }),
  },
  {
    name: 'the account menu',
    chunk: 'account-dropdown',
    width: 1280,
    trigger: (page) => page.getByRole('button', { name: 'Account', exact: true }),
    opened: (page) => page.getByRole('menu', { name: 'Account' }),
  },
  {
    name: 'a navigation menu',
    chunk: 'nav-dropdown',
    width: 1280,
    trigger: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Curriculum' }),
    opened: (page) => page.getByRole('menu', { name: 'Curriculum' }),
  },
  {
    name: 'the mobile drawer',
    chunk: 'mobile-drawer',
    width: 375,
    trigger: (page) => page.getByRole('button', { name: 'Open menu' }),
    opened: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
];

/** Holds the chunk's request until `release()`; `arrived()` resolves once the page has run the module. */
async function holdChunk(page: Page, chunk: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let url = '';
  await page.route(new RegExp(`/build/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    url = route.request().url();
    await released;
    await route.continue();
  });
  return {
    release,
    /** The module has loaded and run in the page, and React has had a few frames to put the part in place. */
    async arrived() {
      await expect.poll(() => url, { message: `the ${chunk} chunk was requested` }).not.toBe('');
      await page.evaluate(async (moduleUrl) => {
        await import(moduleUrl);
        for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }, url);
    },
  };
}

/** Errors and warnings the page logs about hydration (a server/browser mismatch); checked empty after each test. */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

async function openPage(page: Page, menu: DeferredMenu) {
  hydrationMessages = watchHydration(page);
  await page.setViewportSize({ width: menu.width, height: 800 });
  const held = await holdChunk(page, menu.chunk);
  await page.goto('/');
  const trigger = menu.trigger(page);
  await expect(trigger).toBeVisible();
  return { held, trigger };
}

async function pressOn(page: Page, trigger: Locator) {
  // Just after hydration the stand-in is put back in its Suspense boundary (a new button in the same place): a box
  // asked for as that happens is null, so ask until it answers.
  const boxes: NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>[] = [];
  await expect
    .poll(async () => {
      const box = await trigger.boundingBox();
      if (box) boxes.push(box);
      return box;
    })
    .not.toBeNull();
  const box = boxes[boxes.length - 1];
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

/**
 * A page whose app has not started: the server's HTML is on screen, the app's entry script is held until `start()`.
 * The visitor has chosen the schools journey (so the server renders the navigation's menus too).
 */
async function openPageBeforeTheApp(browser: Browser, baseURL: string, menu: DeferredMenu) {
  const context = await browser.newContext({ baseURL, viewport: { width: menu.width, height: 800 } });
  await context.addCookies([{ name: 'visitor_type', value: 'schools', url: baseURL }]);
  await context.addInitScript(() => sessionStorage.setItem('visitorType', 'schools'));
  const page = await context.newPage();
  hydrationMessages = watchHydration(page);
  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));
  await page.route(/\/build\/assets\/app-[\w-]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const trigger = menu.trigger(page);
  await expect(trigger).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  return {
    page,
    trigger,
    async start() {
      start();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    },
  };
}

let hydrationMessages: string[] = [];
test.afterEach(() => {
  expect(hydrationMessages, 'hydration warnings').toEqual([]);
  hydrationMessages = [];
});

for (const menu of MENUS) {
  test.describe(menu.name, () => {
    test('opens when clicked before the app has started', async ({ browser, baseURL }) => {
      const { page, trigger, start } = await openPageBeforeTheApp(browser, baseURL!, menu);
      await trigger.click();
      await start();
      await expect(menu.opened(page)).toBeVisible();
      await page.context().close();
    });

    test('keeps the focus given before the app started, and opens by keyboard with it', async ({ browser, baseURL }) => {
      const { page, trigger, start } = await openPageBeforeTheApp(browser, baseURL!, menu);
      await tabTo(page, trigger);
      await start();
      await expect(menu.trigger(page)).toBeFocused();
      await page.keyboard.press('Enter');
      const opened = menu.opened(page);
      await expect(opened).toBeVisible();
      await expect.poll(() => opened.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu.trigger(page)).toBeFocused();
      await page.context().close();
    });

    test('opens when its code arrives between the press and the release of a click', async ({ page }) => {
      const { held, trigger } = await openPage(page, menu);
      await pressOn(page, trigger);
      held.release();
      await held.arrived();
      await page.mouse.up();
      await expect(menu.opened(page)).toBeVisible();
    });

    test('opens when its code arrives after a whole click', async ({ page }) => {
      const { held, trigger } = await openPage(page, menu);
      await trigger.click();
      await expect(menu.opened(page)).toHaveCount(0);
      held.release();
      await held.arrived();
      await expect(menu.opened(page)).toBeVisible();
    });

    test('opened by keyboard before its code arrives, takes the focus and gives it back to its button', async ({ page }) => {
      const { held, trigger } = await openPage(page, menu);
      await trigger.focus();
      await page.keyboard.press('Enter');
      held.release();
      await held.arrived();
      const opened = menu.opened(page);
      await expect(opened).toBeVisible();
      await expect.poll(() => opened.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(opened).toHaveCount(0);
      await expect(menu.trigger(page)).toBeFocused();
    });
  });
}
