import type { PrismaClient } from '#server/db/generated/prisma/client.js';

// At most 10 sign-in attempts per account and per IP address in 15 minutes. The attempt is counted
// before the password is checked, so parallel guesses cannot slip past the limit; a success is handed back.
export const MAX_LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MINUTES = 15;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

async function countAttempt(db: PrismaClient, key: string): Promise<{ attempts: number; windowStartAt: Date }> {
  const rows = await db.$queryRaw<{ failures: number; window_start_at: Date }[]>`
    INSERT INTO login_throttles (key, failures, window_start_at, updated_at)
    VALUES (${key}, 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttles.window_start_at < now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)
                      THEN 1 ELSE login_throttles.failures + 1 END,
      window_start_at = CASE WHEN login_throttles.window_start_at < now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)
                      THEN now() ELSE login_throttles.window_start_at END,
      updated_at = now()
    RETURNING failures, window_start_at`;
  const row = rows[0]!;
  return { attempts: Number(row.failures), windowStartAt: new Date(row.window_start_at) };
}

export async function recordLoginAttempt(db: PrismaClient, email: string, ip: string): Promise<ThrottleVerdict> {
  const counts = await Promise.all([countAttempt(db, accountKey(email)), countAttempt(db, ipKey(ip))]);
  const blocked = counts.filter((count) => count.attempts > MAX_LOGIN_ATTEMPTS);
  if (blocked.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const windowEnds = Math.max(...blocked.map((count) => count.windowStartAt.getTime() + LOGIN_WINDOW_MINUTES * 60_000));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000)) };
}

/** After a successful sign-in: the account starts afresh, and the address gets back the attempt that succeeded. */
export async function recordLoginSuccess(db: PrismaClient, email: string, ip: string): Promise<void> {
  await db.$transaction([
    db.loginThrottle.deleteMany({ where: { key: accountKey(email) } }),
    db.loginThrottle.updateMany({ where: { key: ipKey(ip), failures: { gt: 0 } }, data: { failures: { decrement: 1 } } }),
  ]);
}
