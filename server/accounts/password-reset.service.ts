import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { localeOf } from '#server/shared/locales.rules.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { hashPassword } from './password-hash.service.js';
import { passwordResetMail } from './password-reset.mail.js';

// Forgot / reset password. The plain token only travels in the e-mail link; the table keeps its
// SHA-256 hash, so a leaked database cannot be used to reset anyone's password.

export const PASSWORD_RESET_TTL_MINUTES = 60;
const TOKEN_BYTES = 32;

export interface PasswordResetDeps {
  db: PrismaClient;
  mailer: Mailer;
  /** Absolute base of the link in the e-mail (config.appUrl). */
  appUrl: string;
  /** Ends every session of a user (DatabaseSessionStore.destroyUserSessions). */
  endUserSessions: (userId: number) => Promise<unknown>;
  logger?: Logger;
  /** The forgot-password form's per-account limit (password-reset-throttle.ts); staff sends have none. */
  admitResetMail?: (userId: number) => Promise<boolean>;
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link when an active account has this e-mail; does nothing otherwise. The caller
 * answers the same either way, so the form does not reveal who has an account. A new link
 * invalidates the older unused ones.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, now = new Date()): Promise<void> {
  const { db, mailer, appUrl } = deps;
  const user = await db.user.findFirst({ where: { email, isActive: true, deletedAt: null } });
  if (!user) return;
  if (deps.admitResetMail && !(await deps.admitResetMail(user.id))) {
    deps.logger?.warn({ userId: user.id }, 'password reset e-mail withheld: per-account limit reached');
    return;
  }

  const resetUrl = await issuePasswordResetLink(db, appUrl, user, PASSWORD_RESET_TTL_MINUTES, now);
  await mailer.send(
    passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      resetUrl,
      expiresInMinutes: PASSWORD_RESET_TTL_MINUTES,
      locale: localeOf(user.locale),
    }),
  );
}

/**
 * A new single-use link to choose a password (forgot password; a school user's invitation, server/schools), valid
 * for `ttlMinutes`. The user's older unused links stop working.
 */
export async function issuePasswordResetLink(
  db: PrismaClient,
  appUrl: string,
  user: { id: number; email: string },
  ttlMinutes = PASSWORD_RESET_TTL_MINUTES,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.$transaction([
    db.passwordResetToken.deleteMany({ where: { userId: user.id, OR: [{ usedAt: null }, { expiresAt: { lte: now } }] } }),
    db.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + ttlMinutes * 60_000) },
    }),
  ]);
  return new URL(route('password.reset', { token }, { email: user.email }), appUrl).toString();
}

/** The unused, unexpired token for this e-mail, or null. */
export async function findUsableResetToken(db: PrismaClient, token: string, email: string, now = new Date()) {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashResetToken(token) }, include: { user: true } });
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  const { user } = row;
  if (user.email !== email || !user.isActive || user.deletedAt !== null) return null;
  return row;
}

export type ResetPasswordResult = { status: 'reset'; userId: number } | { status: 'invalid-token' };

/**
 * Sets the new password, uses up the token and ends every session of the account, so whoever
 * knew the old password is signed out everywhere.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  input: { token: string; email: string; password: string },
  now = new Date(),
): Promise<ResetPasswordResult> {
  const { db } = deps;
  const row = await findUsableResetToken(db, input.token, input.email, now);
  if (!row) return { status: 'invalid-token' };

  const passwordHash = await hashPassword(input.password);
  const claimed = await db.$transaction(async (tx) => {
    // The conditional update makes the token single-use even when two submissions race.
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) return false;
    // The link reached this mailbox, so the address is verified too (a new school user's first password).
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, passwordChangedAt: now, emailVerifiedAt: row.user.emailVerifiedAt ?? now },
    });
    await tx.passwordResetToken.deleteMany({ where: { userId: row.userId, usedAt: null } });
    return true;
  });
  if (!claimed) return { status: 'invalid-token' };

  await deps.endUserSessions(row.userId);
  deps.logger?.info({ userId: row.userId }, 'password reset');
  return { status: 'reset', userId: row.userId };
}
