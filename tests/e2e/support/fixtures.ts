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
    await use(page);
  },
  freshPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
