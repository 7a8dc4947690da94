import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page loaded with every picture it shows. For pages whose captcha runs its proof of work in a worker, instead
 * of `networkidle`: a worker's script fetch whose answer Playwright never reports (the worker ends as it lands) kept
 * one such wait open until the test timed out (CI, 2026-11-28).
 */
export async function waitForPictures(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'), undefined, { timeout: 15_000 });
}

/**
 * The serious and critical axe-core violations of the page as it has settled (DESIGN "UI"). Waits for running
 * finite animations first (a looping one never settles): a toast or a page fading in is measured mid-way
 * otherwise, and its contrast reads too low.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // Only violations are read: axe then keeps one node of each passing rule instead of all of them, which makes a
  // run about twice as fast on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
