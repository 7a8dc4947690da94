import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';

// Sign-in throttle (docs/decisions/092): attempts are counted in 15-minute windows per account at an address,
// per account from anywhere, and per address. An attempt is admitted only while all three are below their
// limits, and is counted *before* the password is checked, so parallel guesses cannot slip past; a success
// hands its attempt back. Past SLOW_DOWN_AFTER attempts an address is answered ever more slowly before it is
// refused at its ceiling, which is high enough for a school whose teachers share one address.
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = {
  /** One person mistyping at one address is stopped here, and only for that account at that address. */
  accountAtAddress: 10,
  /** Guessing at one account from many addresses. */
  account: 20,
  /** Everyone behind one address together (a school). */
  address: 100,
} as const;
export const SLOW_DOWN_AFTER = 30;
export const SLOW_DOWN_STEP_MS = 200;
export const MAX_SLOW_DOWN_MS = 5_000;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** How long to wait before checking the password of an admitted attempt. */
  delayMs: number;
}

type Tx = Prisma.TransactionClient;
type CounterName = keyof typeof LOGIN_LIMITS;

function counterKeys(email: string, ip: string): Record<CounterName, string> {
  const account = email.toLowerCase();
  return { account: `account:${account}`, accountAtAddress: `account-ip:${ip}|${account}`, address: `ip:${ip}` };
}
// Always taken in this order (account, account at address, address), so two sign-ins never wait on each other's locks in a cycle.
const COUNTER_ORDER: CounterName[] = ['account', 'accountAtAddress', 'address'];

/** The growing wait for the attempt-th attempt from one address in the window: none up to SLOW_DOWN_AFTER. */
export function slowDownFor(addressAttempts: number): number {
  return Math.min(MAX_SLOW_DOWN_MS, Math.max(0, addressAttempts - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS);
}

/** Locks the counter's row (creating it) and reads its attempts in the current window. */
async function lockCounter(tx: Tx, key: string): Promise<{ attempts: number; retryAfterSeconds: number }> {
  await tx.$executeRaw`
    INSERT INTO login_throttles (key, failures, window_start_at, updated_at) VALUES (${key}, 0, now(), now())
    ON CONFLICT (key) DO NOTHING`;
  const rows = await tx.$queryRaw<{ attempts: number; retry_after_seconds: number }[]>`
    SELECT CASE WHEN window_start_at <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) THEN 0 ELSE failures END AS attempts,
           ceil(extract(epoch FROM window_start_at + make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) - now()))::int AS retry_after_seconds
    FROM login_throttles WHERE key = ${key} FOR UPDATE`;
  const row = rows[0]!;
  return { attempts: Number(row.attempts), retryAfterSeconds: Number(row.retry_after_seconds) };
}

async function countAttempt(tx: Tx, key: string): Promise<number> {
  const rows = await tx.$queryRaw<{ failures: number }[]>`
    UPDATE login_throttles SET
      failures = CASE WHEN window_start_at <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) THEN 1 ELSE failures + 1 END,
      window_start_at = CASE WHEN window_start_at <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) THEN now() ELSE window_start_at END,
      updated_at = now()
    WHERE key = ${key}
    RETURNING failures`;
  return Number(rows[0]!.failures);
}

/** Admits and counts a sign-in attempt, or refuses it (uncounted) while any of its counters is at its limit. */
export async function recordLoginAttempt(db: PrismaClient, email: string, ip: string): Promise<ThrottleVerdict> {
  const keys = counterKeys(email, ip);
  return db.$transaction(async (tx) => {
    const refusals: number[] = [];
    for (const name of COUNTER_ORDER) {
      const counter = await lockCounter(tx, keys[name]);
      if (counter.attempts >= LOGIN_LIMITS[name]) refusals.push(counter.retryAfterSeconds);
    }
    if (refusals.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, ...refusals), delayMs: 0 };
    const attempts = {} as Record<CounterName, number>;
    for (const name of COUNTER_ORDER) attempts[name] = await countAttempt(tx, keys[name]);
    return { allowed: true, retryAfterSeconds: 0, delayMs: slowDownFor(attempts.address) };
  });
}

/**
 * After a successful sign-in: that account at that address starts afresh, and the account and the address get
 * back the attempt that succeeded (so a correct sign-in never resets what others guessed at the account).
 */
export async function recordLoginSuccess(db: PrismaClient, email: string, ip: string): Promise<void> {
  const keys = counterKeys(email, ip);
  await db.$transaction([
    db.loginThrottle.updateMany({ where: { key: keys.account, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } }),
    db.loginThrottle.deleteMany({ where: { key: keys.accountAtAddress } }),
    db.loginThrottle.updateMany({ where: { key: keys.address, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } }),
  ]);
}
