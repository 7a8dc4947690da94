import { test as base, expect, type Page } from '@playwright/test';

type VisitorType = 'schools' | 'parent';

/**
 * `page` as a returning visitor who already chose a journey (no 'Choose Your Journey' popup);
 * tests about the popup itself use `freshPage`.
 */
export const test = base.extend<{ visitorType: VisitorType; freshPage: Page }>({
  visitorType: ['schools', { option: true }],
  page: async ({ page, visitorType }, use) => {
    await page.addInitScript((choice) => {
      if (!sessionStorage.getItem('visitorType')) sessionStorage.setItem('visitorType', choice);
    }, visitorType);
    waitForTheAppAfterGoto(page);
    await use(page);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    waitForTheAppAfterGoto(page);
    await use(page);
    await context.close();
  },
});

/**
 * A server-rendered page shows its links and forms before React runs: after each goto, a test acts only once the
 * app has taken over, as a person a moment later would (resources/js/app.tsx marks <html data-hydrated>), and its
 * islands too (components/ui/island.tsx marks each with data-island-hydrated).
 */
export function waitForTheAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        !document.getElementById('app') ||
        (document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('[data-island]:not([data-island-hydrated])')),
    );
    return response;
  };
}

export { expect };
