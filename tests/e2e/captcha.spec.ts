import { expect, test } from './support/fixtures';

// The test-only reader in the e2e server must see the code the image drew, or the contact and registration
// journeys cannot be tested. This proves the harness, not the product.
test('the e2e harness reads the captcha the page was shown', async ({ page }) => {
  await page.goto('/');
  const image = await page.request.get('/captcha/contact.png');
  expect(image.ok()).toBe(true);
  const code = await page.request.get('/__e2e/captcha/contact');
  expect(code.status()).toBe(200);
  expect(await code.text()).toMatch(/^[A-Z0-9]{6}$/);
});

// Issue 18: the code spoken, for visitors who cannot see the image (docs/decisions/151).
test('"Listen to the code" plays the spoken code of the image shown, and says so when there is none', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('img', { name: 'Captcha code image' })).toBeVisible();
  const listen = page.getByRole('button', { name: 'Listen to the code' });
  const spoken = page.waitForResponse((response) => response.url().includes('/captcha/contact.wav'));
  await listen.focus();
  await page.keyboard.press('Enter');
  const answer = await spoken;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('audio/wav');
  await expect(page.getByRole('button', { name: 'Play the code again' })).toBeVisible();

  // A session without a code (its cookie gone, as when it expired): the button says what to do.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Play the code again' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'There is no code to read out' })).toBeVisible();
});
