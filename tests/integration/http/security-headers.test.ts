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

// A file from disk is no page (decision 169): it carries what a file needs, not the page policies (about 1.3 KB on
// each of the thirty-odd files a first visit loads).
describe('a file the shop ships', () => {
  it.each([
    ['the favicon', '/favicon.svg'],
    ['a picture', '/images/banners/shop-1-narrow.svg'],
  ])('%s: no sniffing, same-origin only, and a policy of its own', async (_name, url) => {
    const answer = await request(t.app).get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    expect(answer.headers['permissions-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it('a missing file is answered as a page is, with the page policies', async () => {
    const answer = await request(t.app).get('/images/no-such-picture.svg').set('Accept', 'text/html');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(answer.headers['permissions-policy']).toBeDefined();
  });
});
