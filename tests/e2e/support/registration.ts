import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solvedPayloadOf } from '#tests/support/human-check';

// Registering accounts in the browser journeys: the e2e server's test-only route tells the captcha code the
// server drew, and the proof-of-work is solved as the page solves it.

/** The password of the accounts the journeys register. */
export const REGISTERED_PASSWORD = 'Safer!Kids2026';

let sequence = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@example.test`;

async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie!.value);
}

/** The code the server drew for the captcha image this browser last loaded (test-only route of the e2e server). */
export async function captchaCode(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/__e2e/captcha/register');
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** Opens a registration page and waits for its captcha image, whose code the server keeps in the session. */
export async function openRegistration(page: Page, path: string) {
  const captchaLoaded = page.waitForResponse((response) => response.url().includes('/captcha/register.png') && response.ok());
  await page.goto(path);
  await captchaLoaded;
}

/** A small PDF the upload check accepts as a tax-exempt certificate. */
export const CERTIFICATE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * An account registered through POST /api/register, as the page sends it (the UI journey is tested in
 * accounts.spec.ts): a parent, or a school with its tax-exempt certificate (then waiting for staff review). Its
 * e-mail is not verified.
 */
export async function registerAccount(page: Page, email: string, kind: 'individual' | 'organization' = 'individual') {
  await openRegistration(page, `/register/${kind}`);
  const organization: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> =
    kind === 'organization'
      ? { title: 'Counselor', orgName: 'Lakeside Elementary', orgType: 'School', ein: '751234567', taxDoc: { name: 'exemption.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF } }
      : {};
  const answer = await page.request.post('/api/register', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
    multipart: {
      visitorType: kind === 'organization' ? 'organizations' : 'other',
      firstName: 'Robin',
      lastName: 'Garcia',
      email,
      phone: '8175550123',
      howHeard: 'Social media',
      address: '400 Oak Street',
      city: 'Fort Worth',
      state: 'TX',
      zip: '76104',
      password: REGISTERED_PASSWORD,
      confirmPassword: REGISTERED_PASSWORD,
      captcha: await captchaCode(page.request),
      altcha: await solvedPayloadOf(await (await page.request.get('/captcha/register/challenge')).json()),
      ...organization,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
