import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { CARD_ATTEMPTS_PER_WINDOW } from '#server/checkout/checkout.controller';
import { CONTACT_SUBMISSIONS_PER_WINDOW, CONTACT_WINDOW_MS } from '#server/contact/contact.controller';
import { createSharedRateLimiter, pruneExpiredRateLimits, type RateLimitRule } from '#server/http/rate-limit';
import { createUser } from '#tests/factories/users';
import { guestBrowser, jsonHeaders, solveCaptcha } from '#tests/integration/accounts/account-helpers';
import { signInBuyer } from '#tests/integration/checkout/checkout-buyer';
import { QUICK_CAPTCHA_ENV, solveProofOfWork } from '#tests/support/human-check';
import { createTestDatabase } from '#tests/support/test-database';
import { createTestApp, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Shared rate limits (issue 16 item 3, docs/decisions/141-143): two app instances over one database, as two servers
// behind the balancer are, count every limit together; windows end; a database fault falls back to a per-process count.

const REGISTRATIONS_PER_WINDOW = 20;
const silent = pino({ level: 'silent' });

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV } });
  second = await createTestApp({ env: { TRUST_PROXY: '1', ...QUICK_CAPTCHA_ENV }, db: first.db });
});
afterAll(async () => {
  await second.close();
  await first.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A guest tab on one server, coming from `ip` (the balancer's X-Forwarded-For), holding its CSRF token. */
async function guestOn(t: TestApp, ip: string, page = '/login') {
  const agent = request.agent(t.app);
  const token = xsrfTokenFrom(await agent.get(page).set('X-Forwarded-For', ip));
  return { post: (url: string, body: object) => agent.post(url).set({ Accept: 'application/json', 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip }).send(body) };
}

describe('limits shared by two servers over one database', () => {
  it('refuses the registration past the limit when the attempts were split across both servers', async () => {
    const ip = '203.0.113.10';
    const tabs = [await guestOn(first, ip), await guestOn(second, ip)];
    for (let attempt = 0; attempt < REGISTRATIONS_PER_WINDOW; attempt++) {
      // An empty form is refused by its rules (422), and counts as an attempt.
      expect((await tabs[attempt % 2]!.post('/api/register', {})).status).toBe(422);
    }
    for (const tab of tabs) {
      const refused = await tab.post('/api/register', {});
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/);
    }
    // Another address is not held back on either server.
    expect((await (await guestOn(second, '203.0.113.11')).post('/api/register', {})).status).toBe(422);
  });

  it('counts contact messages from one address on both servers and answers the next with a wait time', async () => {
    const ip = '203.0.113.20';
    const tabs = [await guestOn(first, ip, '/contact-us'), await guestOn(second, ip, '/contact-us')];
    for (let attempt = 0; attempt < CONTACT_SUBMISSIONS_PER_WINDOW; attempt++) {
      expect((await tabs[attempt % 2]!.post('/contact-us', {})).status).toBe(422);
    }
    const refused = await tabs[1]!.post('/contact-us', {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages were sent from your connection\. Please try again in 15 minutes\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
  });

  it('counts card attempts per person on both servers, then answers 429 with Retry-After', async () => {
    const buyer = await createUser(first.db, { email: 'card-attempts@example.org' });
    const tabs = [await signInBuyer(first.app, buyer), await signInBuyer(second.app, buyer)];
    for (let attempt = 0; attempt < CARD_ATTEMPTS_PER_WINDOW; attempt++) {
      const setup = await tabs[attempt % 2]!.post('/checkout/setup-intent');
      expect(setup.status).toBe(200);
    }
    for (const tab of tabs) {
      const refused = await tab.post('/checkout/setup-intent');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(CHECKOUT_MESSAGES.tooManyAttempts);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Someone else's card attempts are their own.
    const other = await createUser(first.db, { email: 'other-card-attempts@example.org' });
    expect((await (await signInBuyer(second.app, other)).post('/checkout/setup-intent')).status).toBe(200);
  });
});

describe('the captcha proof-of-work on two servers', () => {
  it('passes a solved challenge once, whichever server sees it again', async () => {
    const message = {
      first_name: 'Dana',
      last_name: 'Whitaker',
      email: 'dana.whitaker@example.org',
      phone_country_code: '+1',
      phone_number: '(817) 555-0142',
      organization: 'School',
      message: 'We would like to schedule presentations for our 2nd grade classrooms this spring.',
      website: '',
    };
    const onFirst = await guestBrowser(first, '/contact-us');
    const altcha = await solveProofOfWork(onFirst.agent, 'contact');
    const firstCode = await solveCaptcha(first, onFirst, 'contact');
    const accepted = await onFirst.agent.post('/contact-us').set(jsonHeaders(onFirst.token)).send({ ...message, captcha: firstCode, altcha });
    expect(accepted.status).toBe(200);

    const onSecond = await guestBrowser(second, '/contact-us');
    const secondCode = await solveCaptcha(second, onSecond, 'contact');
    const replayed = await onSecond.agent.post('/contact-us').set(jsonHeaders(onSecond.token)).send({ ...message, captcha: secondCode, altcha });
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors).toEqual({ captcha: 'Captcha code is incorrect' });
  });
});

describe('createSharedRateLimiter', () => {
  const rule = (name: string, limit = 3): RateLimitRule => ({ name, limit, windowMs: 60_000 });

  it('admits exactly the limit of hits made at once through two instances', async () => {
    const [a, b] = [createSharedRateLimiter(first.db, silent, rule('burst', 10)), createSharedRateLimiter(first.db, silent, rule('burst', 10))];
    const results = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).hit('key')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.filter((result) => !result.allowed).every((result) => result.retryAfterSeconds > 0 && result.retryAfterSeconds <= 60)).toBe(true);
  });

  it('starts a new window once the last one has ended, on every server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-01T08:00:00Z'));
    const [a, b] = [createSharedRateLimiter(first.db, silent, rule('window')), createSharedRateLimiter(first.db, silent, rule('window'))];
    expect((await a.hit('school')).allowed).toBe(true);
    vi.setSystemTime(new Date('2026-09-01T08:00:20Z'));
    expect(await b.hit('school')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect((await a.hit('school')).allowed).toBe(true);
    // The window runs from the first hit: 40 s of it are left.
    expect(await b.hit('school')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });

    vi.setSystemTime(new Date('2026-09-01T08:00:59Z'));
    expect((await a.hit('school')).allowed).toBe(false);
    vi.setSystemTime(new Date('2026-09-01T08:01:00Z'));
    expect(await b.hit('school')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it('keeps limits and keys apart, and forgets a key on reset', async () => {
    const shortLimit = createSharedRateLimiter(first.db, silent, rule('apart-one', 1));
    const other = createSharedRateLimiter(first.db, silent, rule('apart-two', 1));
    expect((await shortLimit.hit('7')).allowed).toBe(true);
    expect((await shortLimit.hit('7')).allowed).toBe(false);
    expect((await shortLimit.hit('8')).allowed).toBe(true);
    expect((await other.hit('7')).allowed).toBe(true);
    await shortLimit.reset('7');
    expect((await shortLimit.hit('7')).allowed).toBe(true);
  });

  it('prunes the counts whose window ended over an hour ago, and no others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-01T08:00:00Z'));
    const limiter = createSharedRateLimiter(first.db, silent, rule('prune'));
    await limiter.hit('old');
    vi.setSystemTime(new Date('2026-09-01T08:30:00Z'));
    await limiter.hit('recent');
    vi.setSystemTime(new Date('2026-09-01T09:20:00Z'));
    await limiter.hit('live');
    const prefixed = { key: { startsWith: 'prune:' } };
    // 'old' ended at 08:01, 'recent' at 08:31, 'live' ends at 09:21.
    await pruneExpiredRateLimits(first.db, new Date('2026-09-01T09:01:30Z'));
    expect((await first.db.rateLimit.findMany({ where: prefixed, orderBy: { key: 'asc' } })).map((row) => row.key)).toEqual(['prune:live', 'prune:recent']);
    await pruneExpiredRateLimits(first.db, new Date('2026-09-01T09:31:30Z'));
    expect((await first.db.rateLimit.findMany({ where: prefixed })).map((row) => row.key)).toEqual(['prune:live']);
  });
});

describe('when the database does not answer', () => {
  it('counts the limit in this process instead, refusing past it, and says so in the log', async () => {
    const database = await createTestDatabase();
    const warnings: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const limiter = createSharedRateLimiter(database.prisma, logger, { name: 'outage', limit: 2, windowMs: 60_000 });
    expect((await limiter.hit('ip')).allowed).toBe(true);
    await database.close();

    // The hit already counted in the database is not known here: the process counts afresh, to the same limit.
    expect((await limiter.hit('ip')).allowed).toBe(true);
    expect((await limiter.hit('ip')).allowed).toBe(true);
    const refused = await limiter.hit('ip');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, rateLimit: 'outage', msg: 'rate limit counted in this process: the database did not answer' });
  });
});
