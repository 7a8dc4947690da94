import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The carousel's and the slider's interval (fade-carousel.tsx, best-sellers-slider.tsx).
const CAROUSEL_INTERVAL_MS = 5000;

// Issue 18: with prefers-reduced-motion nothing moves by itself. The same checks without it prove they can fail.

/** Each counter's shown number and its final value (read by screen readers), right after it scrolls into view. */
async function countersAsTheyScrollIn(page: Page) {
  return page.evaluate(async () => {
    const section = document.querySelector('section[aria-label="Play It Safe in numbers"]');
    section?.scrollIntoView({ block: 'center' });
    // Two frames: the observer reports and React renders the state it sets.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...(section?.querySelectorAll('dd') ?? [])].map((dd) => ({
      shown: dd.querySelector('[aria-hidden="true"]')?.textContent,
      final: dd.querySelector('.sr-only')?.textContent,
    }));
  });
}

const currentSlide = (page: Page) =>
  page.getByRole('region', { name: 'Featured collections' }).locator('button[aria-current="true"]').getAttribute('aria-label');

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the home page counters show their final values at once; the slider and the strip stay still', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Best seller products' });
    await expect(slider.getByText(/^1–3 of \d+$/)).toBeVisible();
    const counters = await countersAsTheyScrollIn(page);
    expect(counters.length).toBe(4);
    for (const counter of counters) expect(counter.shown).toBe(counter.final);

    // The strip of facts does not scroll: no animation runs anywhere on the page.
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 1500);
    await expect(slider.getByText(/^1–3 of \d+$/)).toBeVisible();
  });

  test('the shop banner carousel does not advance by itself', async ({ page }) => {
    await page.goto('/shop');
    const first = await currentSlide(page);
    expect(first).toMatch(/^Show slide 1:/);
    await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 1500);
    expect(await currentSlide(page)).toBe(first);
  });
});

test.describe('without reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  test('the counters count up and the carousel advances', async ({ page }) => {
    await page.goto('/');
    const counters = await countersAsTheyScrollIn(page);
    expect(counters.some((counter) => counter.shown !== counter.final)).toBe(true);
    for (const counter of counters) await expect(page.locator('dd [aria-hidden="true"]', { hasText: counter.final! }).first()).toBeVisible();

    await page.goto('/shop');
    await page.mouse.move(0, 0);
    expect(await currentSlide(page)).toMatch(/^Show slide 1:/);
    await expect.poll(() => currentSlide(page), { timeout: CAROUSEL_INTERVAL_MS + 3000 }).toMatch(/^Show slide 2:/);
  });
});
