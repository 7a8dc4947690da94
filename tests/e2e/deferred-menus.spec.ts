import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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

async function openPage(page: Page, menu: DeferredMenu) {
  await page.setViewportSize({ width: menu.width, height: 800 });
  const held = await holdChunk(page, menu.chunk);
  await page.goto('/');
  const trigger = menu.trigger(page);
  await expect(trigger).toBeVisible();
  return { held, trigger };
}

async function pressOn(page: Page, trigger: Locator) {
  const box = await trigger.boundingBox();
  if (!box) throw new Error('the trigger has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

for (const menu of MENUS) {
  test.describe(menu.name, () => {
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
