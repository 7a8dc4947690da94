import { setTimeout as sleep } from 'node:timers/promises';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import { isLocale, type Locale } from '#server/shared/locales.rules.js';
import { hashPassword, verifyPassword } from './password-hash.service.js';
import { recordLoginAttempt, recordLoginSuccess } from './login-throttle.js';
import type { TLoginInput } from './login.schemas.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const INACTIVE_ACCOUNT = 'This account is inactive. Please contact your school administrator or our support team.';

const tooManyAttempts = (minutes: number) => `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

// Verified against when the e-mail is unknown, so both answers take as long.
let dummyHash: Promise<string> | undefined;

/** Checks the credentials under the throttle; answers the same for an unknown e-mail and a wrong password. */
export async function authenticate(db: PrismaClient, input: TLoginInput, ip: string): Promise<{ userId: number; locale: Locale | null }> {
  const email = input.email.toLowerCase();
  const verdict = await recordLoginAttempt(db, email, ip);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new HttpError(429, tooManyAttempts(minutes));
  }
  // An address past its soft limit is slowed down before the password is checked, so a quick answer gives nothing away.
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  const user = await db.user.findFirst({ where: { email, deletedAt: null }, select: { id: true, passwordHash: true, isActive: true, locale: true } });
  dummyHash ??= hashPassword('not-a-real-password');
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !matches) throw new HttpError(401, INVALID_CREDENTIALS, { email: INVALID_CREDENTIALS });
  if (!user.isActive) throw new HttpError(403, INACTIVE_ACCOUNT);
  await Promise.all([recordLoginSuccess(db, email, ip), db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } })]);
  return { userId: user.id, locale: isLocale(user.locale) ? user.locale : null };
}

/** Keeps the language a signed-in user chose, for their next sign-in on any browser and for their e-mails. */
export async function saveUserLocale(db: PrismaClient, userId: number, locale: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}
