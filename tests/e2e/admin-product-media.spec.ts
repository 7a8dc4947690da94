import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { seriousAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { acceptTerms, fillCart, openCheckout } from './support/shop';
import { takeOffSale } from './support/catalogue';
import { signIn } from './support/sign-in';

// Issue 15 item 2's journey: staff create a product through the product form, give it a picture and a video on its
// media page, it appears in the shop with the picture in modern formats, a school buys it, and the video plays in
// My Programs.

test.describe.configure({ mode: 'serial' });

const PHOTO = path.join('test-results', 'media-journey', 'classroom-photo.jpg');
const VIDEO = path.join('prisma', 'media', 'demo-video.mp4');

async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

test('staff create a product with a picture and a video; a school buys it and watches the video', async ({ page }) => {
  test.setTimeout(150_000);
  await mkdir(path.dirname(PHOTO), { recursive: true });
  await writeFile(PHOTO, await sharp({ create: { width: 1280, height: 960, channels: 3, background: { r: 30, g: 110, b: 190 } } }).jpeg().toBuffer());
  const title = `Media Journey Program ${Date.now()}`;

  // Staff create the product with the product form.
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/products/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Price (dollars)', exact: true }).fill('120.00');
  await page.getByLabel('Licensed video or program').check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const productId = Number(/\/admin\/products\/(\d+)\/edit/.exec(page.url())?.[1]);
  expect(productId).toBeGreaterThan(0);

  // Its media page: the alt text is required, then the picture is saved in the shop's sizes.
  await page.getByRole('link', { name: 'Pictures, videos and PDFs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Media: ${title}` })).toBeVisible();
  const mainImage = page.locator('form').filter({ has: page.getByLabel('Upload the main image') });
  await mainImage.getByLabel('Upload the main image').setInputFiles(PHOTO);
  await mainImage.getByRole('button', { name: 'Save main image' }).click();
  await expect(mainImage.getByText('Please describe the picture (alt text) for people who cannot see it.')).toBeVisible();
  await mainImage.getByLabel('Alt text (what the picture shows)').fill('Children and a teacher in a classroom');
  await mainImage.getByRole('button', { name: 'Save main image' }).click();
  await expect(page.getByText('The main image was saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Children and a teacher in a classroom' })).toBeVisible();

  // The full video goes up in chunks with a progress bar, then is private on the product.
  await page.getByLabel('Upload a video').first().setInputFiles(VIDEO);
  await page.getByRole('button', { name: 'Upload video' }).first().click();
  await expect(page.getByText('Full video saved.')).toBeVisible();
  await expect(page.getByText(/On file: videos\/[0-9a-f-]{36}\.mp4/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Removing asks first; dismissing the question keeps the video.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Remove: Full video' }).click();
  await expect(page.getByText(/On file: videos\/[0-9a-f-]{36}\.mp4/)).toBeVisible();

  // In the shop: the card shows the uploaded picture with AVIF and WebP sources.
  await page.goto(`/shop?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/product-images\/[0-9a-f-]{36}\/240\.avif 240w/);
  const picture = card.locator('picture img');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0 ? image.currentSrc : '')))
    .toMatch(/\/product-images\/[0-9a-f-]{36}\/(240|480|960)\.avif$/);

  // A school buys it with its saved card.
  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.school);
  await fillCart(page, [[productId, 1]]);
  await openCheckout(page);
  await acceptTerms(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();

  // The video plays in My Programs.
  await page.goto('/account/programs');
  await page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) }).getByRole('link', { name: /View Detail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Watch Video' }).click();
  const player = page.getByLabel(`Video: ${title}`);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);

  // Staff take it off sale again: the school keeps its licence, the shop's other tests keep the demo catalogue.
  await signOut(page);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await takeOffSale(page, productId);
});
