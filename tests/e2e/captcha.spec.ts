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
