import { localeOf } from '#server/shared/locales.rules.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { ValidationError } from '#server/http/errors.js';
import { passwordChangedMail } from './account-notices.mail.js';
import { CURRENT_PASSWORD_INCORRECT, NEW_PASSWORD_SAME_AS_CURRENT, type TChangePassword } from './change-password.schemas.js';
import { hashPassword, verifyPassword } from './password-hash.service.js';

export interface ChangePasswordDeps {
  db: PrismaClient;
  mailer: Mailer;
  /** Ends every session of the user except the one that made the change. */
  endOtherSessions: (userId: number) => Promise<unknown>;
  logger?: Logger;
}

/**
 * Checks the current password, stores the new one and ends the user's other sessions, so whoever knew the old
 * password is signed out elsewhere. Returns the moment of the change (the current session is renewed with it).
 */
export async function changePassword(deps: ChangePasswordDeps, userId: number, input: TChangePassword, now = new Date()): Promise<Date> {
  const { db } = deps;
  const user = await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: { id: true, email: true, firstName: true, passwordHash: true, locale: true } });
  if (!(await verifyPassword(input.current_password, user.passwordHash))) throw new ValidationError({ current_password: CURRENT_PASSWORD_INCORRECT });
  if (input.new_password === input.current_password) throw new ValidationError({ new_password: NEW_PASSWORD_SAME_AS_CURRENT });

  const passwordHash = await hashPassword(input.new_password);
  await db.user.update({ where: { id: user.id }, data: { passwordHash, passwordChangedAt: now } });
  await deps.endOtherSessions(user.id);
  deps.logger?.info({ userId: user.id }, 'password changed');
  try {
    await deps.mailer.send(passwordChangedMail({ to: user.email, firstName: user.firstName, locale: localeOf(user.locale) }));
  } catch (error) {
    deps.logger?.error({ err: error, userId: user.id }, 'password change notice could not be sent');
  }
  return now;
}
