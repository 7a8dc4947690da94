import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { RESET_MAIL_WINDOW_MINUTES } from './password-reset-throttle.js';
import { LOGIN_WINDOW_MINUTES } from './login-throttle.js';

// The pruning job (server/jobs) deletes login_throttles rows nobody has touched for a day: far past the longest
// window that counts them (sign-in 15 min, reset e-mails 60 min, decisions 081 and 092), so no live count is lost,
// and far enough that a sign-in racing the delete for the same key is practically impossible.
export const THROTTLE_ROW_MAX_IDLE_MINUTES = 24 * 60;
const LONGEST_WINDOW_MINUTES = Math.max(LOGIN_WINDOW_MINUTES, RESET_MAIL_WINDOW_MINUTES);

export async function pruneStaleLoginThrottles(db: PrismaClient, now = new Date()): Promise<number> {
  const idleMinutes = Math.max(THROTTLE_ROW_MAX_IDLE_MINUTES, LONGEST_WINDOW_MINUTES);
  const { count } = await db.loginThrottle.deleteMany({
    where: { updatedAt: { lt: new Date(now.getTime() - idleMinutes * 60_000) }, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
  });
  return count;
}
