import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A visitor writes to the center: the page checks the fields, the server checks them again with the captcha it
// drew, and a sent message resets the form and brings a new captcha.

const captchaImage = (page: Page) => page.getByRole('img', { name: 'Captcha code image' });

/** Waits until the captcha image shown has loaded, then asks the e2e harness which code it holds. */
async function shownCaptcha(page: Page): Promise<string> {
  await expect.poll(() => captchaImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const answer = await page.request.get('/__e2e/captcha/contact');
  expect(answer.status()).toBe(200);
  return answer.text();
}

async function fillValidMessage(page: Page) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Whitaker');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana.whitaker@example.org');
  await page.getByLabel('Country calling code').selectOption('+52');
  await page.getByLabel('Phone number').fill('55 1234 5678');
  await page.getByLabel('Organization').selectOption('Non-profit Organization');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to bring Play It Safe to our after-school program this spring.');
}

test('sends a message: success popup, the form resets and the captcha renews', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('main').getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByLabel('Country calling code')).toHaveValue('+1');
  await expect(page.getByLabel('Country calling code').locator('option')).toHaveCount(38);

  await fillValidMessage(page);
  const code = await shownCaptcha(page);
  const firstImage = await captchaImage(page).getAttribute('src');
  // Case does not matter.
  await page.getByLabel(/^Captcha/).fill(code.toLowerCase());

  const sent = page.waitForResponse((res) => res.url().endsWith('/contact-us') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['x-xsrf-token']).toBeTruthy();

  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Thank you for contacting us!');
  await expect(popup).toContainText('Your message has been received. We will get back to you as soon as possible.');
  await expect(popup).toBeHidden({ timeout: 6000 });

  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Country calling code')).toHaveValue('+1');
  await expect(page.getByLabel(/^Captcha/)).toHaveValue('');
  expect(await captchaImage(page).getAttribute('src')).not.toBe(firstImage);
  expect(await shownCaptcha(page)).not.toBe('');
});

test('an empty form shows every rule’s message and the error popup, without calling the server', async ({ page }) => {
  await page.goto('/contact-us');
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/contact-us')) posted = true;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please fill all the fields correctly.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  for (const message of [
    'First name must be at least 2 characters long',
    'Last name must be at least 2 characters long',
    'Please enter a valid email address (e.g., name@example.com)',
    'Please enter a valid phone number (at least 7 digits)',
    'Please select an organization type',
    'Message must be at least 10 characters long',
    'Please enter the captcha code',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Editing a field clears its message.
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Dana');
  await expect(page.getByText('First name must be at least 2 characters long')).toHaveCount(0);
  expect(posted).toBe(false);
});

test('a wrong captcha is refused by the server, shown on the field, and replaced by a new one', async ({ page }) => {
  await page.goto('/contact-us');
  await fillValidMessage(page);
  const code = await shownCaptcha(page);
  const firstImage = await captchaImage(page).getAttribute('src');
  await page.getByLabel(/^Captcha/).fill(code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');

  const refused = page.waitForResponse((res) => res.url().endsWith('/contact-us') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await refused).status()).toBe(422);
  await expect(page.getByRole('alertdialog')).toContainText('Please fill all the fields correctly.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Captcha code is incorrect')).toBeVisible();
  expect(await captchaImage(page).getAttribute('src')).not.toBe(firstImage);

  // The rest of the form is kept; with the new code it goes through.
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Dana');
  await page.getByLabel(/^Captcha/).fill(await shownCaptcha(page));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thank you for contacting us!');
});

test('New code draws another captcha', async ({ page }) => {
  await page.goto('/contact-us');
  const before = await shownCaptcha(page);
  const src = await captchaImage(page).getAttribute('src');
  await page.getByRole('button', { name: 'New code' }).click();
  await expect(captchaImage(page)).not.toHaveAttribute('src', src!);
  const after = await shownCaptcha(page);
  expect(after).toMatch(/^[A-Z0-9]{6}$/);
  // Two random codes in a row match once in two billion draws.
  expect(after).not.toBe(before);
});
