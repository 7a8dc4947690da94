import { afterEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type { PrismaClient } from '#server/db/generated/prisma/client';
import { createLocalRateLimiter, createSharedRateLimiter } from '#server/http/rate-limit';

// The limiter's answers (docs/decisions/141-143); sharing between servers is tested over a database in
// tests/integration/http/shared-rate-limits.test.ts.

afterEach(() => {
  vi.useRealTimers();
});

describe('createLocalRateLimiter', () => {
  it('admits the limit in a window, refuses with the seconds left, and starts afresh when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-01T08:00:00Z'));
    const limiter = createLocalRateLimiter({ name: 'local', limit: 2, windowMs: 10 * 60_000 });
    expect(await limiter.hit('198.51.100.1')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.hit('198.51.100.1')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    vi.setSystemTime(new Date('2026-09-01T08:04:00Z'));
    expect(await limiter.hit('198.51.100.1')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 360 });
    expect((await limiter.hit('198.51.100.2')).allowed).toBe(true);

    vi.setSystemTime(new Date('2026-09-01T08:10:00Z'));
    expect(await limiter.hit('198.51.100.1')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it('forgets a key on reset', async () => {
    const limiter = createLocalRateLimiter({ name: 'reset', limit: 1, windowMs: 60_000 });
    await limiter.hit('7');
    expect((await limiter.hit('7')).allowed).toBe(false);
    await limiter.reset('7');
    expect((await limiter.hit('7')).allowed).toBe(true);
  });
});

describe('createSharedRateLimiter when its table cannot be reached', () => {
  const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
  const db = { rateLimit: { deleteMany: unreachable, upsert: unreachable, findFirst: unreachable } } as unknown as PrismaClient;

  it('counts the same limit in this process, refusing past it, and warns at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-01T08:00:00Z'));
    const warnings: { rateLimit?: string; msg?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const limiter = createSharedRateLimiter(db, logger, { name: 'contact', limit: 3, windowMs: 15 * 60_000 });

    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await limiter.hit('198.51.100.9'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBe(15 * 60);
    expect(warnings).toEqual([expect.objectContaining({ rateLimit: 'contact', msg: 'rate limit counted in this process: the database did not answer' })]);

    vi.setSystemTime(new Date('2026-09-01T08:01:00Z'));
    await limiter.hit('198.51.100.10');
    expect(warnings).toHaveLength(2);
  });
});
