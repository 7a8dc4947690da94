import { seriousAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

// DESIGN "UI": no serious axe-core violations. Later features add their pages to this list.
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
