import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { ValidationError } from '#server/http/errors.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import { DatabaseSessionStore } from '#server/http/session-store.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { admitResetMail } from './password-reset-throttle.js';
import { INVALID_RESET_LINK, ZEmailAddress, ZForgotPasswordInput, ZResetPasswordInput } from './password-reset.schemas.js';
import { findUsableResetToken, requestPasswordReset, resetPassword, type PasswordResetDeps } from './password-reset.service.js';

export const RESET_LINK_SENT = 'If an account exists for that e-mail, we have sent a link to reset the password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in.';

// Light throttle on reset requests per visitor address and e-mail: enough for a typo or a lost e-mail. Mail-bombing
// one account from many addresses is stopped by the per-account limit (password-reset-throttle.ts).
const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_REQUEST_WINDOW_MS = 15 * 60_000;

interface PasswordResetControllerDeps {
  config: Pick<Config, 'appUrl' | 'session'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes password.request, password.email, password.reset and password.update (guests only). */
export function passwordResetController({ config, db, mailer, logger }: PasswordResetControllerDeps) {
  const sessions = new DatabaseSessionStore(db, config.session.ttlMs);
  const deps: PasswordResetDeps = {
    db,
    mailer,
    appUrl: config.appUrl,
    logger,
    endUserSessions: (userId) => sessions.destroyUserSessions(userId),
    admitResetMail: (userId) => admitResetMail(db, userId),
  };
  const requestLimiter = createSharedRateLimiter(db, logger, {
    name: 'password-reset-request',
    limit: RESET_REQUESTS_PER_WINDOW,
    windowMs: RESET_REQUEST_WINDOW_MS,
  });

  return {
    async showRequestForm(_req: Request, res: Response) {
      await res.inertia.render('auth/forgot-password');
    },

    async sendResetLink(req: Request, res: Response) {
      const { email } = validate(ZForgotPasswordInput, req.body);
      const throttle = await requestLimiter.hit(`${req.ip}|${email}`);
      if (!throttle.allowed) {
        const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
        throw new ValidationError({
          email: `Too many reset requests for this e-mail. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }
      try {
        await requestPasswordReset(deps, email);
      } catch (error) {
        // The answer must not differ for a known address, so a failed send is logged, not shown.
        logger.error({ err: error }, 'password reset e-mail could not be sent');
      }
      res.inertia.flash({ success: RESET_LINK_SENT }).back(route('password.request'));
    },

    async showResetForm(req: Request, res: Response) {
      const token = String(req.params.token);
      const email = typeof req.query.email === 'string' ? req.query.email : '';
      const parsedEmail = ZEmailAddress.safeParse(email);
      // Tell the visitor at once when the link is spent; without an e-mail in the URL the form finds out on submit.
      const linkValid = parsedEmail.success ? (await findUsableResetToken(db, token, parsedEmail.data)) !== null : email === '';
      await res.inertia.render('auth/reset-password', { token, email, linkValid });
    },

    async resetPassword(req: Request, res: Response) {
      const input = validate(ZResetPasswordInput, req.body);
      const result = await resetPassword(deps, input);
      if (result.status === 'invalid-token') throw new ValidationError({ email: INVALID_RESET_LINK });
      res.inertia.flash({ success: PASSWORD_RESET_DONE }).redirect(route('login'));
    },
  };
}
