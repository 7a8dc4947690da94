import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// DESIGN "UI": no serious axe-core violations. Later features add their pages to this list.
const PAGES = ['/', '/shop', '/login', '/forgot-password', '/no-such-page'];

for (const width of [375, 1280]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
