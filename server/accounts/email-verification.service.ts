import { localeOf } from '#server/shared/locales.rules.js';
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { parseIdParam } from '#server/http/route-params.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { emailVerificationMail } from './email-verification.mail.js';

// E-mail verification (docs/decisions/030-email-verification.md). The link carries the user id and a random
// token; the table keeps only the token's SHA-256 hash and its expiry, so the link cannot be forged or reused
// after it expires. An unverified account may sign in and browse, but not place an order.

export const EMAIL_VERIFICATION_TTL_HOURS = 24;
const TOKEN_BYTES = 32;

export const EMAIL_VERIFIED = 'Your email address has been verified. Thank you!';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid. Please use the link from the most recent email we sent you.';
export const VERIFICATION_LINK_EXPIRED = 'This verification link has expired. Sign in and request a new one from My Account.';
export const VERIFICATION_LINK_SENT = 'A new verification link has been sent to your email address.';

export interface EmailVerificationDeps {
  db: PrismaClient;
  mailer: Mailer;
  /** Absolute base of the link in the e-mail (config.appUrl). */
  appUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link for the user's current address (older unused links stop working), sent by e-mail. */
export async function sendVerificationEmail(
  deps: EmailVerificationDeps,
  user: { id: number; email: string; firstName: string; locale?: string | null },
  now = new Date(),
): Promise<void> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await deps.db.$transaction([
    deps.db.emailVerificationToken.deleteMany({ where: { userId: user.id } }),
    deps.db.emailVerificationToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000) },
    }),
  ]);
  const verifyUrl = new URL(route('verification.verify', { id: user.id, token }), deps.appUrl).toString();
  await deps.mailer.send(
    emailVerificationMail({
      to: user.email,
      firstName: user.firstName,
      verifyUrl,
      expiresInHours: EMAIL_VERIFICATION_TTL_HOURS,
      locale: localeOf(user.locale),
    }),
  );
}

export type VerifyEmailResult = 'verified' | 'already-verified' | 'invalid' | 'expired';

/**
 * Marks the address verified when the link is genuine and unexpired. Idempotent: opening the link again
 * answers 'already-verified'. A link for another user id, a changed token or a superseded link is 'invalid'.
 */
export async function verifyEmail(db: PrismaClient, idParam: string, token: string, now = new Date()): Promise<VerifyEmailResult> {
  const userId = parseIdParam(idParam);
  if (userId === null || token.length < 20 || token.length > 200) return 'invalid';
  const row = await db.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!row || row.userId !== userId || row.user.deletedAt !== null) return 'invalid';
  if (row.usedAt !== null || row.user.emailVerifiedAt !== null) return 'already-verified';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  await db.$transaction([
    db.emailVerificationToken.update({ where: { id: row.id }, data: { usedAt: now } }),
    db.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } }),
  ]);
  return 'verified';
}

export async function isEmailVerified(db: PrismaClient, userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return Boolean(user?.emailVerifiedAt);
}
