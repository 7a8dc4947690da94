import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../prisma/seed';
import { expect, test } from './support/fixtures';
import { seriousAxeViolations } from './support/accessibility';
import { signIn } from './support/sign-in';
import { openMail } from './support/mailbox';
import { CONTACT_INBOX_MESSAGES } from '#server/contact/contact-inbox.rules';

// Issue 15 items 6 and 7: a visitor writes through the contact form, staff find the message unread in the back
// office and reply, and the reply is in the mailbox; staff add a testimonial with a picture and it shows on the home
// page (then hide it again, so the storefront's testimonial count is what the other journeys expect).

async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function sendContactMessage(page: Page, message: string) {
  await page.goto('/contact-us');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Castillo');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('robin.castillo@example.org');
  await page.getByLabel('Phone number').fill('817 555 0142');
  await page.getByLabel('Organization').selectOption('School');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  const image = page.getByRole('img', { name: 'Captcha code image' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByLabel(/^Captcha/).fill(await (await page.request.get('/__e2e/captcha/contact')).text());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thank you for contacting us!');
}

test('a visitor’s message reaches the staff inbox unread, and the staff reply arrives by e-mail', async ({ page }) => {
  const message = 'Could someone call us about training our counselors this spring? Thank you.';
  await sendContactMessage(page, message);

  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Unread messages/ })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Robin Castillo' });
  await expect(row).toContainText('Unread');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Message from Robin Castillo' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel(/Your reply/).fill('Dear Robin,\nYes: our trainer will call you this week to plan the sessions.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  // The e-mail leaves through the queue: the reply shows Sending until the worker sent it, then Sent with the time.
  await expect(page.getByText(CONTACT_INBOX_MESSAGES.replyQueued)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Sent [A-Z][a-z]{2} \d/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1_000] });
  await expect(page.getByText('contact-message.reply')).toBeVisible();

  // Opened and answered: no longer unread.
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Robin Castillo' })).not.toContainText('Unread');

  await openMail(page, { to: 'robin.castillo@example.org', subject: 'Re: your message to Play It Safe' });
  await expect(page.getByText('our trainer will call you this week').first()).toBeVisible();
});

test('staff add a testimonial with a picture and it shows on the home page', async ({ page }) => {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/testimonials');
  await page.getByRole('link', { name: 'Add a testimonial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a testimonial' })).toBeVisible();

  // The server's messages, per field.
  await page.getByLabel('Rating (stars, 0 to 5)').fill('4.25');
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(page.getByText('Please enter the name of the person quoted.')).toBeVisible();
  await expect(page.getByText('Ratings go by tenths of a star (e.g. 4.5).')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Name').fill('Jordan Ellis');
  await page.getByLabel('Title (e.g. Teacher)').fill('Principal');
  await page.getByLabel('Organization').fill('Lakeview Middle School');
  await page.getByLabel('Rating (stars, 0 to 5)').fill('4.5');
  await page.getByLabel(/^Testimonial\b/).fill('Every class we taught with Play It Safe knew how to ask for help.');
  await page.getByLabel(/Choose a picture/).setInputFiles({ name: 'jordan.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(page.getByText('The testimonial was added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Testimonials in order' }).getByRole('listitem').first()).toContainText('Jordan Ellis');

  await signOut(page);
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'What teachers and parents say' });
  await expect(reviews.getByText('Every class we taught with Play It Safe knew how to ask for help.')).toBeVisible();
  const avatar = reviews.getByRole('listitem').filter({ hasText: 'Jordan Ellis' }).locator('img');
  // Lazy: it loads when scrolled to.
  await avatar.scrollIntoViewIfNeeded();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(112);

  // Hidden again: the storefront's other journeys count the seed's twelve.
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/testimonials');
  await page.getByRole('link', { name: 'Edit Jordan Ellis' }).click();
  await page.getByLabel(/^Published/).uncheck();
  await page.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(page.getByText('The testimonial was saved.')).toBeVisible();
  await signOut(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'What teachers and parents say' }).getByText('Jordan Ellis')).toHaveCount(0);
});

test('staff put the home page\'s best sellers in a new order with the keyboard', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/admin/best-sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Home best sellers' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const items = page.getByRole('list', { name: 'Best sellers in order' }).getByRole('listitem');
  const second = (await items.nth(1).getByRole('paragraph').first().textContent())!;
  const first = (await items.nth(0).getByRole('paragraph').first().textContent())!;
  await page.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The order of the best sellers was saved.')).toBeVisible();
  await expect(items.nth(0)).toContainText(second);
  await expect(items.nth(1)).toContainText(first);

  // Back as the seed had it: other journeys read the home page's best sellers.
  await page.getByRole('button', { name: `Move ${first} up` }).click();
  await expect(items.nth(0)).toContainText(first);

  await page.goto('/admin/testimonials');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
