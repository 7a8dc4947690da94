import { test as base, expect } from '@playwright/test';

type VisitorType = 'schools' | 'parent';

/**
 * `page` as a returning visitor who already chose a journey (no 'Choose Your Journey' popup);
 * tests about the popup itself use `freshPage`.
 */
export const test = base.extend<{ visitorType: VisitorType; freshPage: import('@playwright/test').Page }>({
  visitorType: ['schools', { option: true }],
  page: async ({ page, visitorType }, use) => {
    await page.addInitScript((choice) => {
      if (!sessionStorage.getItem('visitorType')) sessionStorage.setItem('visitorType', choice);
    }, visitorType);
    // A server-rendered page shows its forms before React runs: a test types only once the app has taken over, as
    // a person a moment later would (resources/js/app.tsx marks <html data-hydrated>).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.getElementById('app') || document.documentElement.hasAttribute('data-hydrated'));
      return response;
    };
    await use(page);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
