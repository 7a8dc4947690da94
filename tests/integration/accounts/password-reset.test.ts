import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/accounts/password-hash.service.js';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from '#server/accounts/password-reset.controller.js';
import { INVALID_RESET_LINK } from '#server/accounts/password-reset.schemas.js';
import { listMailbox, readMailboxMessage, type StoredMail } from '#server/mail/mailbox.js';
import { createUser } from '#tests/factories/users.js';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app.js';

const NEW_PASSWORD = 'Brand-New-Pass1';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A browser-like visitor: a session, the XSRF token from a first page load, Inertia headers on every request. */
async function visitor(firstPage = '/forgot-password') {
  const agent = request.agent(t.app);
  const first = await agent.get(firstPage).expect(200);
  const xsrf = xsrfTokenFrom(first);
  const headers = (referer?: string) => inertiaHeaders(xsrf, referer ? { Referer: referer } : {});
  return {
    agent,
    /** An Inertia visit; answers the page object. */
    async visit(url: string) {
      const response = await agent.get(url).set(headers()).expect(200);
      return response.body as { component: string; props: Record<string, unknown>; flash?: Record<string, unknown> };
    },
    post(url: string, body: object, referer?: string) {
      return agent.post(url).set(headers(referer)).send(body);
    },
  };
}

async function mailsTo(email: string): Promise<StoredMail[]> {
  const entries = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(email));
  const mails = await Promise.all(entries.map((entry) => readMailboxMessage(t.mailDir, entry.id)));
  return mails.filter((mail): mail is StoredMail => mail !== null);
}

function resetLinkIn(text: string): URL {
  const match = text.match(/http:\/\/shop\.test\/reset-password\/\S+/);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return new URL(match[0]);
}

/** Asks for a reset link for `email` and returns the link from the newest e-mail. */
async function requestResetLink(email: string): Promise<URL> {
  const v = await visitor();
  await v.post('/forgot-password', { email }, '/forgot-password').expect(302);
  const [newest] = await mailsTo(email);
  return resetLinkIn(newest.text);
}

const pathOf = (link: URL) => `${link.pathname}${link.search}`;
const tokenOf = (link: URL) => decodeURIComponent(link.pathname.split('/').pop()!);

async function createSessionsFor(userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    await t.db.session.create({
      data: {
        sid: randomBytes(16).toString('hex'),
        data: { cookie: { originalMaxAge: 3600_000 }, userId },
        expiresAt: new Date(Date.now() + 3600_000),
        userId,
      },
    });
  }
}

describe('forgot password (password.request, password.email)', () => {
  it('renders the request page', async () => {
    const v = await visitor();
    const page = await v.visit('/forgot-password');
    expect(page.component).toBe('auth/forgot-password');
  });

  it('gives the same answer for an unknown e-mail as for a known one, and e-mails only the known one', async () => {
    const user = await createUser(t.db);
    const answers = [];
    for (const email of [user.email, 'nobody-here@example.test']) {
      const v = await visitor();
      const response = await v.post('/forgot-password', { email }, '/forgot-password');
      const page = await v.visit(response.headers.location);
      answers.push({ status: response.status, location: response.headers.location, flash: page.flash, errors: page.props.errors });
    }
    expect(answers[0]).toEqual({ status: 302, location: '/forgot-password', flash: { success: RESET_LINK_SENT }, errors: {} });
    expect(answers[1]).toEqual(answers[0]);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
  });

  it('e-mails an HTML and a text version holding a link valid for 60 minutes; only a hash of the token is stored', async () => {
    const user = await createUser(t.db, { firstName: 'Dana', email: 'Dana.Reset@Example.test' });
    const v = await visitor();
    await v.post('/forgot-password', { email: '  DANA.reset@example.TEST ' }, '/forgot-password').expect(302);

    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Reset your Play It Safe password');
    const link = resetLinkIn(mail.text);
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Play It <span');
    expect(mail.text).toContain('Hello Dana,');
    expect(mail.text).toContain("The Women's Center of Tarrant County");

    const token = tokenOf(link);
    const [row] = await t.db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const page = await v.visit(pathOf(link));
    expect(page.component).toBe('auth/reset-password');
    expect(page.props).toMatchObject({ token, email: user.email, linkValid: true });
  });

  it('throttles requests per visitor and e-mail: 5 per 15 minutes', async () => {
    const v = await visitor();
    for (let i = 0; i < 5; i++) {
      await v.post('/forgot-password', { email: 'busy@example.test' }, '/forgot-password').expect(302);
      expect((await v.visit('/forgot-password')).flash).toEqual({ success: RESET_LINK_SENT });
    }
    await v.post('/forgot-password', { email: 'busy@example.test' }, '/forgot-password').expect(302);
    const page = await v.visit('/forgot-password');
    expect((page.props.errors as Record<string, string>).email).toMatch(/^Too many reset requests for this e-mail\. Please try again in \d+ minutes?\.$/);
    expect(page.flash).toBeUndefined();
  });

  it('sends at most 3 reset e-mails per account in an hour, however many addresses ask, and answers the same', async () => {
    const user = await createUser(t.db, { email: 'mail-bombed@example.test' });
    // The app behind one trusted proxy hop, so each request comes from its own address (X-Forwarded-For).
    const proxied = await createTestApp({ db: t.db, env: { TRUST_PROXY: '1', MAIL_DIR: t.mailDir } });
    try {
      const answers = [];
      for (let i = 1; i <= 4; i++) {
        const agent = request.agent(proxied.app).set('X-Forwarded-For', `198.51.100.${i}`);
        const xsrf = xsrfTokenFrom(await agent.get('/forgot-password').expect(200));
        const response = await agent.post('/forgot-password').set(inertiaHeaders(xsrf, { Referer: '/forgot-password' })).send({ email: user.email });
        const page = (await agent.get(response.headers.location).set(inertiaHeaders(xsrf)).expect(200)).body;
        answers.push({ status: response.status, location: response.headers.location, flash: page.flash, errors: page.props.errors });
        expect(await mailsTo(user.email)).toHaveLength(Math.min(i, 3));
      }
      expect(answers[0]).toEqual({ status: 302, location: '/forgot-password', flash: { success: RESET_LINK_SENT }, errors: {} });
      expect(answers[3]).toEqual(answers[0]);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
  ])('validates %j: %s', async (body, message) => {
    const v = await visitor();
    await v.post('/forgot-password', body, '/forgot-password').expect(302);
    const page = await v.visit('/forgot-password');
    expect(page.props.errors).toEqual({ email: message });
  });
});

describe('reset password (password.reset, password.update)', () => {
  it('sets the new password, uses up the token and ends every session of the user', async () => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    await createSessionsFor(user.id, 2);
    const other = await createUser(t.db);
    await createSessionsFor(other.id, 1);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(2);

    const v = await visitor(pathOf(link));
    const response = await v
      .post('/reset-password', { token: tokenOf(link), email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, pathOf(link))
      .expect(302);
    expect(response.headers.location).toBe('/login');
    const page = await v.visit('/login');
    expect(page.flash).toEqual({ success: PASSWORD_RESET_DONE });

    const updated = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(NEW_PASSWORD, updated.passwordHash)).toBe(true);
    expect(updated.passwordChangedAt).not.toBeNull();
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.session.count({ where: { userId: other.id } })).toBe(1);
    const [token] = await t.db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(token.usedAt).not.toBeNull();
  });

  it('refuses a token that was already used', async () => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const body = { token: tokenOf(link), email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const v = await visitor(pathOf(link));
    await v.post('/reset-password', body, pathOf(link)).expect(302, /\/login/);

    const again = await visitor(pathOf(link));
    const response = await again.post('/reset-password', { ...body, password: 'Another-Pass2', password_confirmation: 'Another-Pass2' }, pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(pathOf(link));
    const page = await again.visit(pathOf(link));
    expect(page.props).toMatchObject({ linkValid: false, errors: { email: INVALID_RESET_LINK } });
    const updated = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(NEW_PASSWORD, updated.passwordHash)).toBe(true);
  });

  it('refuses a link that is 61 minutes old', async () => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const [row] = await t.db.passwordResetToken.findMany({ where: { userId: user.id } });
    const ago = 61 * 60_000;
    await t.db.passwordResetToken.update({
      where: { id: row.id },
      data: { createdAt: new Date(row.createdAt.getTime() - ago), expiresAt: new Date(row.expiresAt.getTime() - ago) },
    });

    const v = await visitor(pathOf(link));
    expect((await v.visit(pathOf(link))).props.linkValid).toBe(false);
    await v
      .post('/reset-password', { token: tokenOf(link), email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, pathOf(link))
      .expect(302);
    const page = await v.visit(pathOf(link));
    expect(page.props.errors).toEqual({ email: INVALID_RESET_LINK });
    const unchanged = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(unchanged.passwordHash).toBe(user.passwordHash);
  });

  it('invalidates the older link when a new one is requested', async () => {
    const user = await createUser(t.db);
    const older = await requestResetLink(user.email);
    const newer = await requestResetLink(user.email);
    expect(tokenOf(older)).not.toBe(tokenOf(newer));

    const v = await visitor(pathOf(older));
    await v
      .post('/reset-password', { token: tokenOf(older), email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, pathOf(older))
      .expect(302);
    expect((await v.visit(pathOf(older))).props.errors).toEqual({ email: INVALID_RESET_LINK });

    await v
      .post('/reset-password', { token: tokenOf(newer), email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, pathOf(newer))
      .expect(302, /\/login/);
  });

  it('refuses a valid token sent with another e-mail address', async () => {
    const user = await createUser(t.db);
    const someoneElse = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const v = await visitor(pathOf(link));
    await v
      .post(
        '/reset-password',
        { token: tokenOf(link), email: someoneElse.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        pathOf(link),
      )
      .expect(302);
    expect((await v.visit(pathOf(link))).props.errors).toEqual({ email: INVALID_RESET_LINK });
  });

  it.each([
    [{ password: 'abcdefgh', password_confirmation: 'abcdefgh' }, { password: 'Password does not meet security requirements' }],
    [{ password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' }, { password: 'Password does not meet security requirements' }],
    [{ password: 'Abcdefgh1', password_confirmation: 'Abcdefgh2' }, { password_confirmation: 'Passwords do not match' }],
    [{ password: '', password_confirmation: '' }, { password: 'Password is required', password_confirmation: 'Please confirm your password' }],
    [{ email: 'nope', password: 'Abcdefgh1', password_confirmation: 'Abcdefgh1' }, { email: 'Please enter a valid email address' }],
    [{ email: '', password: 'abc', password_confirmation: 'abd' }, {
      email: 'Email is required',
      password: 'Password does not meet security requirements',
      password_confirmation: 'Passwords do not match',
    }],
    [{ token: '', password: 'Abcdefgh1', password_confirmation: 'Abcdefgh1' }, { token: INVALID_RESET_LINK }],
  ])('validates %j', async (fields, errors) => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const v = await visitor(pathOf(link));
    await v.post('/reset-password', { token: tokenOf(link), email: user.email, ...fields }, pathOf(link)).expect(302);
    expect((await v.visit(pathOf(link))).props.errors).toEqual(errors);
    const [row] = await t.db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(row.usedAt).toBeNull();
  });

  it('accepts a password with 3 of the 5 criteria', async () => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const v = await visitor(pathOf(link));
    await v
      .post('/reset-password', { token: tokenOf(link), email: user.email, password: 'abcdefg1', password_confirmation: 'abcdefg1' }, pathOf(link))
      .expect(302, /\/login/);
  });
});

describe('development mailbox (dev.mailbox, dev.mailbox.message)', () => {
  it('lists messages newest first and shows one with its HTML, text and links', async () => {
    const user = await createUser(t.db);
    const link = await requestResetLink(user.email);
    const v = await visitor('/dev/mailbox');

    const list = await v.visit('/dev/mailbox');
    expect(list.component).toBe('dev/mailbox');
    const messages = list.props.messages as { id: string; date: string; to: string[]; subject: string }[];
    expect(messages[0]).toMatchObject({ to: [user.email], subject: 'Reset your Play It Safe password' });
    const dates = messages.map((message) => message.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const show = await v.visit(`/dev/mailbox/${messages[0].id}`);
    expect(show.component).toBe('dev/mailbox-message');
    const message = show.props.message as StoredMail & { links: string[] };
    expect(message.html).toContain('<html');
    expect(message.text).toContain(link.toString());
    expect(message.links).toContain(link.toString());

    await v.agent.get('/dev/mailbox/1234567890123-00000000').set(inertiaHeaders()).expect(404);
    await v.agent.get('/dev/mailbox/..%2F..%2Fpackage').set(inertiaHeaders()).expect(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      db: t.db,
      env: {
        NODE_ENV: 'production',
        MAIL_DIR: t.mailDir,
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STAFF_EMAIL: 'office@playitsafe.org',
        MAIL_FROM: 'Play It Safe <no-reply@playitsafe.org>',
        TARRANT_COUNTY_FORM_URL: 'https://forms.tarrantcounty.com/scheduling',
      },
    });
    try {
      const [newest] = await listMailbox(t.mailDir);
      expect(newest).toBeDefined();
      await request(production.app).get('/dev/mailbox').expect(404);
      await request(production.app).get(`/dev/mailbox/${newest.id}`).expect(404);
      await request(production.app).get('/dev/mailbox').set(inertiaHeaders()).expect(404);
    } finally {
      await production.close();
    }
  });
});
