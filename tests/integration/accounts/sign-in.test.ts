import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { INACTIVE_ACCOUNT, INVALID_CREDENTIALS } from '#server/accounts/login.service';
import { SESSION_COOKIE } from '#server/http/session-store';
import { createSchoolUser, createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test can speak from its own address, so the per-IP throttle of one test
  // does not leak into another.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});

let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;
afterAll(() => t.close());

const json = (token: string) => ({ Accept: 'application/json', 'X-XSRF-TOKEN': token });

/** A browser with a session: visits the login page first, as the page would, and keeps cookies. */
async function browser() {
  const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
  const token = xsrfTokenFrom(await agent.get('/login'));
  return { agent, token };
}

function sessionIdFrom(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

describe('POST /login', () => {
  it('signs in, answers the redirect and a new session id', async () => {
    const user = await createUser(t.db, { email: 'parent-login@example.test' });
    const { agent, token } = await browser();
    const before = sessionIdFrom(await agent.get('/login'));
    const answer = await agent.post('/login').set(json(token)).send({ email: 'Parent-Login@example.test', password: DEFAULT_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'logged in successfully', redirect: '/' });
    const after = sessionIdFrom(answer);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const row = await t.db.session.findFirst({ where: { userId: user.id } });
    expect(row).not.toBeNull();
  });

  it('returns to the page that asked for sign-in', async () => {
    await createUser(t.db, { email: 'intended@example.test' });
    const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
    const guarded = await agent.get('/account/orders').set('Accept', 'text/html');
    expect(guarded.status).toBe(302);
    expect(guarded.headers.location).toBe('/login');
    const token = xsrfTokenFrom(await agent.get('/login'));
    const answer = await agent.post('/login').set(json(token)).send({ email: 'intended@example.test', password: DEFAULT_PASSWORD });
    expect(answer.body.redirect).toBe('/account/orders');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await createUser(t.db, { email: 'known@example.test' });
    const { agent, token } = await browser();
    const wrong = await agent.post('/login').set(json(token)).send({ email: 'known@example.test', password: 'not-it' });
    const unknown = await agent.post('/login').set(json(token)).send({ email: 'nobody@example.test', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ success: false, message: INVALID_CREDENTIALS });
  });

  it('gives the spec’s field messages for empty fields', async () => {
    const { agent, token } = await browser();
    const answer = await agent.post('/login').set(json(token)).send({ email: '', password: '' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    const missing = await agent.post('/login').set(json(token)).send({});
    expect(missing.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('refuses garbage bodies with a 4xx and a message', async () => {
    const { agent, token } = await browser();
    const broken = await agent.post('/login').set({ ...json(token), 'Content-Type': 'application/json' }).send('{');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const array = await agent.post('/login').set(json(token)).send([1, 2]);
    expect(array.status).toBe(422);
    const extra = await agent.post('/login').set(json(token)).send({ email: 'a@b.c', password: 'x', isAdmin: true });
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toHaveProperty('isAdmin');
    const huge = await agent.post('/login').set(json(token)).send({ email: 'a@b.c', password: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });

  it('refuses an inactive account with a clear message', async () => {
    await createUser(t.db, { email: 'inactive@example.test', isActive: false });
    const { agent, token } = await browser();
    const answer = await agent.post('/login').set(json(token)).send({ email: 'inactive@example.test', password: DEFAULT_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(INACTIVE_ACCOUNT);
  });

  it('refuses a post without the CSRF token with 419', async () => {
    const answer = await request(t.app).post('/login').set('Accept', 'application/json').send({ email: 'a@b.c', password: 'x' });
    expect(answer.status).toBe(419);
    expect(answer.body).toMatchObject({ success: false });
  });
});

describe('POST /logout', () => {
  it('destroys the session and forgets the journey, so the popup asks again', async () => {
    const user = await createSchoolUser(t.db, { email: 'logout@example.test' });
    const { agent, token } = await browser();
    await agent.post('/set-visitor-type').set(json(token)).send({ visitorType: 'schools' }).expect(200);
    const login = await agent.post('/login').set(json(token)).send({ email: 'logout@example.test', password: DEFAULT_PASSWORD });
    const freshToken = xsrfTokenFrom(login);
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(1);
    const answer = await agent.post('/logout').set(inertiaHeaders(freshToken));
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await agent.get('/').set(inertiaHeaders())).body.props.visitorType).toBeNull();
    const after = await agent.get('/account/profile').set('Accept', 'text/html');
    expect(after.headers.location).toBe('/login');
  });
});

describe('POST /set-visitor-type', () => {
  it('keeps schools or parent (in a cookie) and renders the nav from it', async () => {
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/'));
    const answer = await agent.post('/set-visitor-type').set(json(token)).send({ visitorType: 'schools' });
    expect(answer.body).toEqual({ success: true, visitorType: 'schools' });
    const page = await agent.get('/').set(inertiaHeaders(token));
    expect(page.body.props.visitorType).toBe('schools');
  });

  it('refuses anything else with 422', async () => {
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/'));
    for (const body of [{ visitorType: 'admin' }, {}, { visitorType: ['schools'] }]) {
      const answer = await agent.post('/set-visitor-type').set(json(token)).send(body);
      expect(answer.status).toBe(422);
      expect(answer.body.success).toBe(false);
    }
  });

  it('follows the account type once signed in', async () => {
    await createUser(t.db, { email: 'follows@example.test', accountTypeId: ACCOUNT_TYPE.parent });
    const { agent, token } = await browser();
    await agent.post('/set-visitor-type').set(json(token)).send({ visitorType: 'schools' });
    const login = await agent.post('/login').set(json(token)).send({ email: 'follows@example.test', password: DEFAULT_PASSWORD });
    const page = await agent.get('/').set(inertiaHeaders(xsrfTokenFrom(login)));
    expect(page.body.props.visitorType).toBe('parent');
    expect(page.body.props.auth.user).toMatchObject({ email: 'follows@example.test', role: 'parent', role_label: 'Parent/Individual' });
  });
});

describe('guards', () => {
  const accountPages = ['/checkout', '/account/profile', '/account/orders', '/account/programs', '/account/users', '/account/viewing-history'];

  it('sends guests from checkout and account pages to /login', async () => {
    for (const path of accountPages) {
      const answer = await request(t.app).get(path).set('Accept', 'text/html');
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe('/login');
    }
  });

  it('answers guests’ calls to checkout with 401 JSON', async () => {
    const answer = await request(t.app).get('/checkout/user-addresses').set('Accept', 'application/json');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Please sign in to continue.' });
  });

  it('sends a signed-in user away from the login page', async () => {
    await createUser(t.db, { email: 'guest-only@example.test' });
    const { agent, token } = await browser();
    await agent.post('/login').set(json(token)).send({ email: 'guest-only@example.test', password: DEFAULT_PASSWORD });
    const answer = await agent.get('/login').set('Accept', 'text/html');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
  });
});

describe('error page', () => {
  it('renders the Error component with the status for an unknown page', async () => {
    const answer = await request(t.app).get('/no-such-page').set(inertiaHeaders());
    expect(answer.status).toBe(404);
    expect(answer.body.component).toBe('error');
    expect(answer.body.props).toMatchObject({ status: 404 });
  });

  it('answers calls with JSON and never a stack trace', async () => {
    const answer = await request(t.app).get('/cart/not-a-route/x').set('Accept', 'application/json');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Not Found' });
  });

  it('sends helmet headers and no X-Powered-By', async () => {
    const answer = await request(t.app).get('/');
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
