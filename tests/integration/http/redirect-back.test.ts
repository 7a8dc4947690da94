import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Issue 14 item 6: "back" (a form's success and its validation errors) goes only to a path on this site, whatever
// the Referer says. The requests name the host shop.test.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let lastAddress = 0;

async function postForgotPassword(referer: string, email: string) {
  // Each post from its own address, so the reset request limit stays out of the way.
  const agent = request.agent(t.app).set({ Host: 'shop.test', 'X-Forwarded-For': `192.0.2.${++lastAddress}` });
  const first = await agent.get('/forgot-password').expect(200);
  return agent.post('/forgot-password').set(inertiaHeaders(xsrfTokenFrom(first), { Referer: referer })).send({ email });
}

const HOSTILE_REFERERS: [string, string, string][] = [
  ['a doubled slash after this host', 'http://shop.test//evil.example/x', '/evil.example/x'],
  ['a backslash after this host', 'http://shop.test/\\evil.example/x', '/evil.example/x'],
  ['a protocol-relative path', '//evil.example/x', '/forgot-password'],
  ['a slash-backslash path', '/\\evil.example/x', '/forgot-password'],
  ['another host', 'http://other-host.example/x', '/forgot-password'],
];

describe('redirect back after POST /forgot-password', () => {
  it.each(HOSTILE_REFERERS)('with %s, the success answer stays on this site', async (_name, referer, location) => {
    const answer = await postForgotPassword(referer, 'someone@example.test');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(location);
  });

  it.each(HOSTILE_REFERERS)('with %s, the validation-error answer stays on this site', async (_name, referer, location) => {
    const answer = await postForgotPassword(referer, 'not-an-address');
    expect(answer.status).toBe(302);
    // The error handler's fallback is the home page; the success path's is the form.
    expect(answer.headers.location).toBe(location === '/forgot-password' ? '/' : location);
  });

  it('keeps the path and query of a full URL on this site', async () => {
    const answer = await postForgotPassword('http://shop.test/forgot-password?from=login#top', 'someone@example.test');
    expect(answer.headers.location).toBe('/forgot-password?from=login');
  });
});
