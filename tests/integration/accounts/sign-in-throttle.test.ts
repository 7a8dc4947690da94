import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_LIMITS,
  MAX_SLOW_DOWN_MS,
  SLOW_DOWN_AFTER,
  SLOW_DOWN_STEP_MS,
  recordLoginAttempt,
  recordLoginSuccess,
} from '#server/accounts/login-throttle';
import { INVALID_CREDENTIALS } from '#server/accounts/login.service';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// The sign-in throttle of docs/decisions/092: per account at an address, per account, and a school-sized
// ceiling per address with a growing delay before it.

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test can speak from its own addresses, so one test's counters stay its own.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

const TOO_MANY = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

/** A browser at one address with a session: visits the login page first, as the page would. */
async function browserAt(address: string) {
  const agent = request.agent(t.app).set('X-Forwarded-For', address);
  const token = xsrfTokenFrom(await agent.get('/login'));
  return {
    signIn: (email: string, password: string) =>
      agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email, password }),
  };
}

describe('sign-in throttle', () => {
  it('stops one account at one address after 10 failures, counting parallel guesses before the password is checked', async () => {
    await createUser(t.db, { email: 'pupil-guess@example.test' });
    const school = await browserAt(nextAddress());
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => school.signIn('pupil-guess@example.test', `guess-${i}`)),
    );
    expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(LOGIN_LIMITS.accountAtAddress);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(2);
    const right = await school.signIn('pupil-guess@example.test', DEFAULT_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ success: false, message: 'Too many login attempts. Please try again in 15 minutes.' });
  });

  it('lets another account sign in from an address where one account failed more than 10 times', async () => {
    await createUser(t.db, { email: 'mistyping-pupil@example.test' });
    await createUser(t.db, { email: 'teacher@example.test' });
    const address = nextAddress();
    const school = await browserAt(address);
    for (let i = 0; i < 12; i++) await school.signIn('mistyping-pupil@example.test', `wrong-${i}`);
    expect((await school.signIn('mistyping-pupil@example.test', DEFAULT_PASSWORD)).status).toBe(429);
    const teacher = await school.signIn('teacher@example.test', DEFAULT_PASSWORD);
    expect(teacher.status).toBe(200);
    expect(teacher.body).toMatchObject({ success: true, message: 'logged in successfully' });
    // Someone else at the same address guessing at unknown e-mails is answered as usual.
    const classmate = await browserAt(address);
    expect((await classmate.signIn('nobody@example.test', 'x')).body).toMatchObject({ success: false, message: INVALID_CREDENTIALS });
  });

  it('locks an account after 20 failures from any addresses, even from a fresh address with the right password', async () => {
    await createUser(t.db, { email: 'targeted@example.test' });
    const first = await browserAt(nextAddress());
    for (let i = 0; i < LOGIN_LIMITS.accountAtAddress; i++) expect((await first.signIn('targeted@example.test', `a-${i}`)).status).toBe(401);
    // The account at that address is stopped, but its owner elsewhere still signs in.
    const owner = await browserAt(nextAddress());
    expect((await owner.signIn('targeted@example.test', DEFAULT_PASSWORD)).status).toBe(200);
    // The rest of the account's limit from other addresses (counted as a failed sign-in counts them, without the slow hash).
    for (let i = 0; i < LOGIN_LIMITS.account - LOGIN_LIMITS.accountAtAddress; i++) {
      expect((await recordLoginAttempt(t.db, 'targeted@example.test', nextAddress())).allowed).toBe(true);
    }
    const fresh = await browserAt(nextAddress());
    const right = await fresh.signIn('targeted@example.test', DEFAULT_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(TOO_MANY);
  });

  it('slows an address down ever more after 30 attempts and refuses everyone behind it at 100, with the message', async () => {
    await createUser(t.db, { email: 'late-teacher@example.test' });
    const address = nextAddress();
    const delays: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.address; i++) {
      const verdict = await recordLoginAttempt(t.db, `pupil-${i}@school.example.test`, address);
      expect(verdict.allowed).toBe(true);
      delays.push(verdict.delayMs);
    }
    expect(delays.slice(0, SLOW_DOWN_AFTER).every((delay) => delay === 0)).toBe(true);
    expect(delays.slice(SLOW_DOWN_AFTER, SLOW_DOWN_AFTER + 3)).toEqual([SLOW_DOWN_STEP_MS, 2 * SLOW_DOWN_STEP_MS, 3 * SLOW_DOWN_STEP_MS]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)).toBe(MAX_SLOW_DOWN_MS);

    const ceiling = await recordLoginAttempt(t.db, 'one-more-pupil@school.example.test', address);
    expect(ceiling).toMatchObject({ allowed: false, delayMs: 0 });
    const teacher = await (await browserAt(address)).signIn('late-teacher@example.test', DEFAULT_PASSWORD);
    expect(teacher.status).toBe(429);
    expect(teacher.body.message).toMatch(TOO_MANY);
    // Only that address is refused.
    expect((await (await browserAt(nextAddress())).signIn('late-teacher@example.test', DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('waits the computed delay before checking a password from a slowed address, and then signs in', async () => {
    await createUser(t.db, { email: 'slowed-teacher@example.test' });
    const address = nextAddress();
    for (let i = 0; i < SLOW_DOWN_AFTER + 1; i++) await recordLoginAttempt(t.db, `pupil-${i}@slow.example.test`, address);
    const school = await browserAt(address);
    const started = performance.now();
    const answer = await school.signIn('slowed-teacher@example.test', DEFAULT_PASSWORD);
    expect(answer.status).toBe(200);
    // The 32nd attempt from the address: two steps of delay.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * SLOW_DOWN_STEP_MS - 5);
  });

  it('hands a success’s attempt back without forgiving what others guessed at the account', async () => {
    const email = 'handed-back@example.test';
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i++) {
      expect((await recordLoginAttempt(t.db, email, `192.0.2.${i}`)).allowed).toBe(true);
    }
    const home = '192.0.2.200';
    expect((await recordLoginAttempt(t.db, email, home)).allowed).toBe(true);
    await recordLoginSuccess(t.db, email, home);
    // 19 failures stand: one more guess anywhere is admitted, the next one refused.
    expect((await recordLoginAttempt(t.db, email, '192.0.2.201')).allowed).toBe(true);
    const refused = await recordLoginAttempt(t.db, email, '192.0.2.202');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });
});
