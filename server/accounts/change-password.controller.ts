import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { HttpError } from '#server/http/errors.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import { DatabaseSessionStore } from '#server/http/session-store.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { PASSWORD_CHANGE_FORBIDDEN, PASSWORD_UPDATED, ZChangePassword } from './change-password.schemas.js';
import { changePassword } from './change-password.service.js';
import { requireOwnAccount } from './profile.controller.js';

// Wrong current passwords per account: enough for typos, not for guessing from a stolen session.
const ATTEMPTS_PER_WINDOW = 5;
const ATTEMPT_WINDOW_MS = 15 * 60_000;

interface ChangePasswordControllerDeps {
  config: Pick<Config, 'session'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes client.reset-password (the page) and client.password.change. */
export function changePasswordController({ config, db, mailer, logger }: ChangePasswordControllerDeps) {
  const sessions = new DatabaseSessionStore(db, config.session.ttlMs);
  const limiter = createSharedRateLimiter(db, logger, { name: 'change-password', limit: ATTEMPTS_PER_WINDOW, windowMs: ATTEMPT_WINDOW_MS });

  return {
    async show(req: Request, res: Response) {
      await res.inertia.render('account/change-password', { updateUrl: route('client.password.change', { id: req.user!.id }) });
    },

    update: [
      requireOwnAccount(PASSWORD_CHANGE_FORBIDDEN),
      async (req: Request, res: Response) => {
        const input = validate(ZChangePassword, req.body ?? {});
        const userId = req.user!.id;
        const throttle = await limiter.hit(String(userId));
        if (!throttle.allowed) {
          const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
          throw new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
        }
        const changedAt = await changePassword(
          { db, mailer, logger, endOtherSessions: (id) => sessions.destroyUserSessions(id, req.sessionID) },
          userId,
          input,
        );
        await limiter.reset(String(userId));
        // This session stays signed in: it is as new as the password (server/accounts/current-user.service.ts).
        req.session.signedInAt = changedAt.getTime();
        res.json({ success: true, message: PASSWORD_UPDATED });
      },
    ] satisfies RequestHandler[],
  };
}
