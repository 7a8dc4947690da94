import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_SENT } from '#server/accounts/password-reset.controller';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Issue 14 item 4 (docs/decisions/080): TRUST_PROXY takes Express's `trust proxy` forms, and the client address is
// the right-most one no trusted proxy vouches for, so a client cannot escape a per-address limit by sending its own
// X-Forwarded-For values. supertest connects from the loopback address, which plays the proxy here.
let oneHop: TestApp;
let loopbackProxy: TestApp;
beforeAll(async () => {
  oneHop = await createTestApp({ env: { TRUST_PROXY: '1' } });
  loopbackProxy = await createTestApp({ db: oneHop.db, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await loopbackProxy?.close();
  await oneHop?.close();
});

/** Asks for a reset link as a browser whose request reaches the app with this X-Forwarded-For; answers the flash or error. */
async function askForResetLink(t: TestApp, forwardedFor: string, email: string) {
  const agent = request.agent(t.app).set('X-Forwarded-For', forwardedFor);
  const xsrf = xsrfTokenFrom(await agent.get('/forgot-password').expect(200));
  await agent.post('/forgot-password').set(inertiaHeaders(xsrf, { Referer: '/forgot-password' })).send({ email }).expect(302);
  const page = (await agent.get('/forgot-password').set(inertiaHeaders(xsrf)).expect(200)).body;
  return (page.props.errors as Record<string, string>).email ?? page.flash?.success;
}

describe('TRUST_PROXY', () => {
  it('with 1 hop, a rotating left-most X-Forwarded-For value stays within the per-address limit of the right-most one', async () => {
    // The reset request limit: 5 per visitor address and e-mail in 15 minutes.
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push(await askForResetLink(oneHop, `10.9.8.${i}, 5.6.7.8`, 'rotating@example.test'));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(RESET_LINK_SENT));
    expect(answers[5]).toMatch(/^Too many reset requests for this e-mail\./);
  });

  it('with 1 hop, different right-most addresses are different visitors even with the same left-most value', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push(await askForResetLink(oneHop, `1.2.3.4, 5.6.8.${i}`, 'shared-left@example.test'));
    expect(answers).toEqual(Array(6).fill(RESET_LINK_SENT));
  });

  it('with proxy addresses, the client is the right-most address that is not one of them', async () => {
    const agent = request.agent(loopbackProxy.app).set('X-Forwarded-For', '1.2.3.4, 5.6.7.9');
    const xsrf = xsrfTokenFrom(await agent.get('/login').expect(200));
    await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': xsrf }).send({ email: 'nobody@example.test', password: 'wrong-password-1' });
    // The sign-in throttle counts failures per address in the database, keyed by req.ip.
    const keys = (await loopbackProxy.db.loginThrottle.findMany({ where: { key: { startsWith: 'ip:' } } })).map((row) => row.key);
    expect(keys).toContain('ip:5.6.7.9');
    expect(keys).not.toContain('ip:1.2.3.4');
  });
});
