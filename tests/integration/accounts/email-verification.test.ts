import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isEmailVerified,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  sendVerificationEmail,
  VERIFICATION_LINK_EXPIRED,
  VERIFICATION_LINK_INVALID,
  VERIFICATION_LINK_SENT,
} from '#server/accounts/email-verification.service';
import { createMailer } from '#server/mail/mailer';
import { listMailbox, readMailboxMessage } from '#server/mail/mailbox';
import { createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders, signedInBrowser } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, mailer: createMailer(t.config), appUrl: t.config.appUrl });

/** The verification link of the newest message to `email`, as a path. */
async function latestLinkTo(email: string): Promise<string> {
  const entry = (await listMailbox(t.mailDir)).find((mail) => mail.to.includes(email) && mail.subject.startsWith('Verify'));
  const message = await readMailboxMessage(t.mailDir, entry!.id);
  const url = /http:\/\/shop\.test(\/email\/verify\/\S+)/.exec(message!.text)![1];
  return url;
}

const unverifiedUser = (email: string) => createUser(t.db, { email, emailVerifiedAt: null });

describe('GET /email/verify/:id/:token', () => {
  it('verifies the address with a valid link, then says it is already verified', async () => {
    const user = await unverifiedUser('verify-me@example.test');
    await sendVerificationEmail(deps(), user);
    const link = await latestLinkTo(user.email);
    const { agent, token } = await guestBrowser(t);

    const first = await agent.get(link).set(inertiaHeaders(token));
    expect(first.status).toBe(200);
    expect(first.body.component).toBe('auth/register-verification');
    expect(first.body.props).toMatchObject({ status: 'verified', message: EMAIL_VERIFIED, signedIn: false, continueUrl: '/login' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();

    const again = await agent.get(link).set(inertiaHeaders(token));
    expect(again.body.props).toMatchObject({ status: 'already-verified', message: EMAIL_ALREADY_VERIFIED });
  });

  it('says it in Spanish to a visitor who chose Spanish', async () => {
    const user = await unverifiedUser('verify-me-es@example.test');
    await sendVerificationEmail(deps(), user);
    const link = await latestLinkTo(user.email);
    const { agent, token } = await guestBrowser(t);

    const answer = await agent.get(link).set(inertiaHeaders(token)).set('Cookie', 'locale=es');
    expect(answer.status).toBe(200);
    expect(answer.body.props).toMatchObject({ status: 'verified', message: 'Su correo electrónico ha sido verificado. ¡Gracias!' });
  });

  it('refuses an expired link with 410 and leaves the address unverified', async () => {
    const user = await unverifiedUser('expired-link@example.test');
    await sendVerificationEmail(deps(), user, new Date(Date.now() - 25 * 3600_000));
    const link = await latestLinkTo(user.email);
    const { agent, token } = await guestBrowser(t);
    const answer = await agent.get(link).set(inertiaHeaders(token));
    expect(answer.status).toBe(410);
    expect(answer.body.props).toMatchObject({ status: 'expired', message: VERIFICATION_LINK_EXPIRED });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it('refuses a tampered token, another user id and a malformed id with 404, changing nothing', async () => {
    const user = await unverifiedUser('tampered@example.test');
    const other = await unverifiedUser('other-user@example.test');
    await sendVerificationEmail(deps(), user);
    const link = await latestLinkTo(user.email);
    const [, , , id, tokenPart] = link.split('/');
    const flipped = tokenPart.slice(0, -1) + (tokenPart.endsWith('A') ? 'B' : 'A');
    const { agent, token } = await guestBrowser(t);
    for (const url of [`/email/verify/${id}/${flipped}`, `/email/verify/${other.id}/${tokenPart}`, `/email/verify/abc/${tokenPart}`, `/email/verify/${id}/short`]) {
      const answer = await agent.get(url).set(inertiaHeaders(token));
      expect(answer.status, url).toBe(404);
      expect(answer.body.props).toMatchObject({ status: 'invalid', message: VERIFICATION_LINK_INVALID });
    }
    const rows = await t.db.user.findMany({ where: { id: { in: [user.id, other.id] } } });
    expect(rows.every((row) => row.emailVerifiedAt === null)).toBe(true);
  });

  it('makes an older link worthless once a new one is sent', async () => {
    const user = await unverifiedUser('two-links@example.test');
    await sendVerificationEmail(deps(), user);
    const oldLink = await latestLinkTo(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendVerificationEmail(deps(), user);
    const { agent, token } = await guestBrowser(t);
    const answer = await agent.get(oldLink).set(inertiaHeaders(token));
    expect(answer.status).toBe(404);
  });
});

describe('POST /email/verification-notification', () => {
  it('sends a new link to a signed-in, unverified user, at most 3 times in 15 minutes', async () => {
    const user = await unverifiedUser('resend@example.test');
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.post('/email/verification-notification').set(jsonHeaders(browser.token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: VERIFICATION_LINK_SENT });
    const link = await latestLinkTo(user.email);
    const verified = await browser.agent.get(link).set(inertiaHeaders(browser.token));
    expect(verified.body.props).toMatchObject({ status: 'verified', signedIn: true, continueUrl: '/account/profile' });

    const verifiedAnswer = await browser.agent.post('/email/verification-notification').set(jsonHeaders(browser.token));
    expect(verifiedAnswer.body.message).toBe(EMAIL_ALREADY_VERIFIED);

    const another = await unverifiedUser('resend-many@example.test');
    const second = await signedInBrowser(t, another.email);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await second.agent.post('/email/verification-notification').set(jsonHeaders(second.token))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('needs a signed-in user', async () => {
    const { agent, token } = await guestBrowser(t);
    const answer = await agent.post('/email/verification-notification').set(jsonHeaders(token));
    expect(answer.status).toBe(401);
  });
});

describe('what an unverified account may do', () => {
  it('signs in and is told on every page, the account area and checkout included, that the address needs verifying', async () => {
    const user = await unverifiedUser('browse-only@example.test');
    const browser = await signedInBrowser(t, user.email);
    for (const path of ['/', '/account/profile', '/shop', '/checkout']) {
      const page = await browser.agent.get(path).set(inertiaHeaders(browser.token));
      expect(page.status, path).toBe(200);
      expect(page.body.props.auth.user, path).toMatchObject({ email: user.email, email_verified: false });
    }
    const checkout = await browser.agent.get('/checkout').set(inertiaHeaders(browser.token));
    expect(checkout.body.props.user.email_verified).toBe(false);
    expect(await isEmailVerified(t.db, user.id)).toBe(false);
    const verified = await createUser(t.db);
    expect(await isEmailVerified(t.db, verified.id)).toBe(true);
  });
});
