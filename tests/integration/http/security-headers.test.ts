import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

// Issue 14 item 9: a Permissions-Policy on every answer. Camera, microphone, geolocation and the like are off for
// the page and every frame; the Payment Request API only for the page and the Stripe and PayPal frames.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directivesOf(header: string | undefined): Record<string, string> {
  expect(header).toBeDefined();
  return Object.fromEntries(header!.split(',').map((part) => part.trim().split('=') as [string, string]));
}

describe('Permissions-Policy', () => {
  it.each([
    ['a page', '/', 'text/html'],
    ['the checkout page (a redirect to sign-in)', '/checkout', 'text/html'],
    ['a JSON call', '/cart', 'application/json'],
  ])('is sent with %s', async (_name, url, accept) => {
    const answer = await request(t.app).get(url).set('Accept', accept);
    const directives = directivesOf(answer.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb']) expect(directives[feature]).toBe('()');
    expect(directives.payment).toBe('(self "https://js.stripe.com" "https://www.paypal.com" "https://www.sandbox.paypal.com")');
  });
});
