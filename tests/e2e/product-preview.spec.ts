import { seriousAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { findProduct } from './support/shop';

// Preview before paying (issue 13 item 1, docs/decisions/094): a guest watches a product's trailer on its product
// page, at phone and desktop widths, while the full video stays licensed.

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

test.describe('a guest parent', () => {
  test.use({ visitorType: 'parent' });

  for (const viewport of VIEWPORTS) {
    test(`plays the trailer on the product page at ${viewport.width} px`, async ({ page }, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const trailerRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/trailers/')) trailerRequests.push(request.url());
      });
      await page.setViewportSize(viewport);
      const title = 'Play It Safe at Home: Young Children (30-Day Rental)';
      const product = await findProduct(page, 'Young Children', title);

      await page.goto(`/products/${product.id}/preview`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const trailer = page.getByRole('region', { name: 'Watch the trailer' });
      const player = trailer.getByLabel(`Trailer: ${title}`);
      await expect(player).toHaveAttribute('src', `/trailers/${product.id}`);
      await expect(player).toHaveAttribute('controls', '');
      // Nothing of the video is downloaded until the visitor plays it; the product's picture stands in for it.
      await expect(player).toHaveAttribute('preload', 'none');
      await expect(player).toHaveAttribute('poster', /\S/);
      expect(await player.evaluate((video: HTMLVideoElement) => video.networkState === video.NETWORK_IDLE)).toBe(true);
      expect(trailerRequests).toEqual([]);
      await player.scrollIntoViewIfNeeded();
      // The player fits the page: no sideways scrolling at this width.
      const box = await player.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      expect(await seriousAxeViolations(page, 'main')).toEqual([]);

      await player.evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
      await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
      await page.screenshot({ path: testInfo.outputPath(`product-preview-${viewport.width}.png`), fullPage: false });

      // The full video of the same product is not sent to a guest.
      const full = await page.request.get(`/media/${product.id}/video`, { maxRedirects: 0 });
      expect(full.status()).toBe(302);
      expect(full.headers()['location']).toMatch(/^\/login/);
      expect(problems).toEqual([]);
    });
  }
});
