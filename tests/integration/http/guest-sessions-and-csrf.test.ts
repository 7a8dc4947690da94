import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '#server/http/csrf.js';
import { INTENDED_URL_COOKIE } from '#server/http/intended-url.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { VISITOR_TYPE_COOKIE } from '#server/http/visitor-type-cookie.js';
import { createProduct } from '#tests/factories/products';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Issue 14 item 7 / issue 19 "no session row for a guest": browsing stores nothing; a session row appears once the
// visitor did something that needs one. CSRF stays a signed double-submit token bound to the session once there is
// one (docs/decisions/088).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.session.deleteMany();
});

let lastAddress = 0;
const nextAddress = () => `192.0.2.${(++lastAddress % 250) + 1}`;
const json = (token: string) => ({ Accept: 'application/json', 'X-XSRF-TOKEN': token });

/** The `name=value` pair a response set for one cookie, as a browser would send it back. */
function cookiePair(response: request.Response, name: string): string {
  const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`the response set no ${name} cookie`);
  return line.split(';')[0];
}

const PAGES = ['/', '/shop', '/privacy-policy', '/about/faq', '/login', '/contact-us', '/shopping-cart', '/up'];

async function signIn(email: string) {
  const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
  const guestToken = xsrfTokenFrom(await agent.get('/login'));
  const answer = await agent.post('/login').set(json(guestToken)).send({ email, password: DEFAULT_PASSWORD });
  expect(answer.status).toBe(200);
  return { agent, guestToken, answer, token: xsrfTokenFrom(answer), sessionCookie: cookiePair(answer, SESSION_COOKIE) };
}

describe('guests who only browse store no session', () => {
  it('cookie-less GETs of pages and of the health route create no session row', async () => {
    for (let round = 0; round < 5; round++) {
      for (const url of PAGES) {
        const answer = await request(t.app).get(url).set('Accept', 'text/html');
        expect(answer.status, url).toBe(200);
        expect(([] as string[]).concat(answer.headers['set-cookie'] ?? []).join(';'), url).not.toContain(`${SESSION_COOKIE}=`);
      }
    }
    expect(await t.db.session.count()).toBe(0);
  });

  it('a guest clicking through pages (Inertia visits, cookies kept) keeps one CSRF token and no session row', async () => {
    const agent = request.agent(t.app);
    const first = await agent.get('/').set('Accept', 'text/html');
    const token = xsrfTokenFrom(first);
    for (const url of PAGES) {
      const answer = await agent.get(url).set(inertiaHeaders(token));
      expect(answer.status, url).toBe(200);
      expect(xsrfTokenFrom(answer), url).toBe(token);
    }
    expect(await t.db.session.count()).toBe(0);
  });

  it('a guest sent to sign in from an account page gets no session row, and returns there after signing in', async () => {
    await createUser(t.db, { email: 'rows-intended@example.test' });
    const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
    const guarded = await agent.get('/account/orders?page=2').set('Accept', 'text/html');
    expect(guarded.status).toBe(302);
    expect(guarded.headers.location).toBe('/login');
    expect(await t.db.session.count()).toBe(0);
    const token = xsrfTokenFrom(await agent.get('/login'));
    const answer = await agent.post('/login').set(json(token)).send({ email: 'rows-intended@example.test', password: DEFAULT_PASSWORD });
    expect(answer.body.redirect).toBe('/account/orders?page=2');
  });

  it('follows a remembered page only when it is a path on this site', async () => {
    await createUser(t.db, { email: 'rows-planted@example.test' });
    for (const planted of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const token = xsrfTokenFrom(await request(t.app).get('/login'));
      const answer = await request(t.app)
        .post('/login')
        .set({ ...json(token), 'X-Forwarded-For': nextAddress(), Cookie: `${CSRF_COOKIE}=${token}; ${INTENDED_URL_COOKIE}=${encodeURIComponent(planted)}` })
        .send({ email: 'rows-planted@example.test', password: DEFAULT_PASSWORD });
      expect(answer.status, planted).toBe(200);
      expect(answer.body.redirect, planted).toBe('/');
    }
  });

  it('a guest’s cart needs no session row: it is kept under its own cart session id (decision 010)', async () => {
    const product = await createProduct(t.db);
    const cartSessionId = randomUUID();
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/shop'));
    const added = await agent
      .post('/cart')
      .set({ ...json(token), 'X-Cart-Session': cartSessionId })
      .send({ product_id: product.id, qty: 1 });
    expect(added.status).toBe(200);
    const cart = await agent.get('/cart').set({ ...json(token), 'X-Cart-Session': cartSessionId });
    expect(cart.body.count).toBe(1);
    expect(await t.db.session.count()).toBe(0);
  });
});

describe('a session row once the visitor did something', () => {
  it('signing in stores one session, of that user', async () => {
    const user = await createUser(t.db, { email: 'rows-sign-in@example.test' });
    await signIn('rows-sign-in@example.test');
    const rows = await t.db.session.findMany();
    expect(rows.map((row) => row.userId)).toEqual([user.id]);
  });

  it('choosing a visitor type stores no session: the choice is a cookie the pages follow', async () => {
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/'));
    const chosen = await agent.post('/set-visitor-type').set(json(token)).send({ visitorType: 'schools' });
    expect(chosen.status).toBe(200);
    expect(cookiePair(chosen, VISITOR_TYPE_COOKIE)).toBe(`${VISITOR_TYPE_COOKIE}=schools`);
    expect((await agent.get('/').set(inertiaHeaders())).body.props.visitorType).toBe('schools');
    const again = await agent.post('/set-visitor-type').set(json(xsrfTokenFrom(chosen))).send({ visitorType: 'parent' });
    expect(again.status).toBe(200);
    expect((await agent.get('/').set(inertiaHeaders())).body.props.visitorType).toBe('parent');
    expect(await t.db.session.count()).toBe(0);
  });

  it('a cookie naming no journey counts as none chosen', async () => {
    const page = await request(t.app).get('/').set(inertiaHeaders()).set('Cookie', `${VISITOR_TYPE_COOKIE}=admins`);
    expect(page.body.props.visitorType).toBeNull();
  });

  it("the contact page's captcha and the journey choice sent at the same moment keep one session, holding the captcha", async () => {
    // A returning visitor's page tells the server the journey while the captcha image loads: two first requests at once.
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/contact-us'));
    const [image, chosen] = await Promise.all([
      agent.get('/captcha/contact.png'),
      agent.post('/set-visitor-type').set(json(token)).send({ visitorType: 'parent' }),
    ]);
    expect(image.status).toBe(200);
    expect(chosen.status).toBe(200);
    const rows = await t.db.session.findMany();
    expect(rows).toHaveLength(1);
    expect(cookiePair(image, SESSION_COOKIE)).toContain(encodeURIComponent(`s:${rows[0].sid}.`).slice(0, 10));
    expect((rows[0].data as { captchas?: { contact?: { code: string } } }).captchas?.contact?.code).toMatch(/^\w+$/);
  });

  it('a form sent back with errors keeps them in one session until the page shows them', async () => {
    const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
    const token = xsrfTokenFrom(await agent.get('/forgot-password'));
    const refused = await agent
      .post('/forgot-password')
      .set(inertiaHeaders(token, { Referer: 'http://shop.test/forgot-password' }))
      .send({ email: 'not an address' });
    expect(refused.status).toBe(302);
    expect(await t.db.session.count()).toBe(1);
    const page = await agent.get('/forgot-password').set(inertiaHeaders(xsrfTokenFrom(refused)));
    expect(page.body.props.errors.email).toBeTruthy();
  });
});

describe('CSRF without a stored session', () => {
  it('refuses a post without the token, or with the token but without its cookie', async () => {
    const agent = request.agent(t.app);
    const token = xsrfTokenFrom(await agent.get('/'));
    expect((await agent.post('/set-visitor-type').set('Accept', 'application/json').send({ visitorType: 'schools' })).status).toBe(419);
    expect((await request(t.app).post('/set-visitor-type').set(json(token)).send({ visitorType: 'schools' })).status).toBe(419);
    expect(await t.db.session.count()).toBe(0);
  });

  it('refuses another visitor’s token and a forged one', async () => {
    const victim = request.agent(t.app);
    await victim.get('/');
    const attackerToken = xsrfTokenFrom(await request(t.app).get('/'));
    const foreign = await victim.post('/set-visitor-type').set(json(attackerToken)).send({ visitorType: 'schools' });
    expect(foreign.status).toBe(419);

    // A token of the right shape whose signature the server never made, planted in the cookie too.
    const forged = `${'A'.repeat(43)}.${'B'.repeat(43)}`;
    const planted = await request(t.app)
      .post('/set-visitor-type')
      .set({ ...json(forged), Cookie: `${CSRF_COOKIE}=${forged}` })
      .send({ visitorType: 'schools' });
    expect(planted.status).toBe(419);
    expect(await t.db.session.count()).toBe(0);
  });

  it('answers an undecodable token header with 419, not 500', async () => {
    const agent = request.agent(t.app);
    await agent.get('/');
    for (const header of ['%', '%E0%A4%A']) {
      const answer = await agent.post('/set-visitor-type').set(json(header)).send({ visitorType: 'schools' });
      expect(answer.status, header).toBe(419);
    }
  });

  it('a 419 answer hands out a token the retry can use', async () => {
    const agent = request.agent(t.app);
    const refused = await agent.post('/set-visitor-type').set(json('stale')).send({ visitorType: 'schools' });
    expect(refused.status).toBe(419);
    const retry = await agent.post('/set-visitor-type').set(json(xsrfTokenFrom(refused))).send({ visitorType: 'schools' });
    expect(retry.status).toBe(200);
  });
});

describe('CSRF of a signed-in session', () => {
  it('rotates the token at sign-in; the one from before no longer works, even planted in the cookie', async () => {
    await createUser(t.db, { email: 'rotate@example.test' });
    const { guestToken, token, sessionCookie } = await signIn('rotate@example.test');
    expect(token).not.toBe(guestToken);
    const send = (echoed: string) =>
      request(t.app)
        .post('/set-visitor-type')
        .set({ ...json(echoed), Cookie: `${sessionCookie}; ${CSRF_COOKIE}=${echoed}` })
        .send({ visitorType: 'schools' });
    expect((await send(guestToken)).status).toBe(419);
    expect((await send(token)).status).toBe(200);
  });

  it('refuses the token of another signed-in session, even with its cookie', async () => {
    await createUser(t.db, { email: 'victim@example.test' });
    await createUser(t.db, { email: 'attacker@example.test' });
    const victim = await signIn('victim@example.test');
    const attacker = await signIn('attacker@example.test');
    const answer = await request(t.app)
      .post('/set-visitor-type')
      .set({ ...json(attacker.token), Cookie: `${victim.sessionCookie}; ${CSRF_COOKIE}=${attacker.token}` })
      .send({ visitorType: 'schools' });
    expect(answer.status).toBe(419);
  });

  it('keeps a signed-in browser’s token from page to page', async () => {
    await createUser(t.db, { email: 'steady@example.test' });
    const { agent, token } = await signIn('steady@example.test');
    const page = await agent.get('/account/profile').set(inertiaHeaders(token));
    expect(page.status).toBe(200);
    expect(xsrfTokenFrom(page)).toBe(token);
  });
});
