import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { HttpError } from '#server/http/errors.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import { isJsonCall } from '#server/http/request-kind.js';
import { route } from '#server/route-table.js';
import { translate } from '#server/shared/translation.js';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  sendVerificationEmail,
  VERIFICATION_LINK_EXPIRED,
  VERIFICATION_LINK_INVALID,
  VERIFICATION_LINK_SENT,
  verifyEmail,
} from './email-verification.service.js';

const RESENDS_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

interface EmailVerificationControllerDeps {
  config: Pick<Config, 'appUrl'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes verification.verify (the link in the e-mail) and verification.send (a new link, signed in). */
export function emailVerificationController({ config, db, mailer, logger }: EmailVerificationControllerDeps) {
  const limiter = createSharedRateLimiter(db, logger, { name: 'verification-resend', limit: RESENDS_PER_WINDOW, windowMs: RESEND_WINDOW_MS });

  return {
    // A GET that changes state, as every verification link does: it is idempotent, needs the secret token,
    // and signs nobody in (docs/decisions/030-email-verification.md).
    async verify(req: Request, res: Response) {
      const result = await verifyEmail(db, String(req.params.id), String(req.params.token));
      if (result === 'verified') logger.info({ userId: Number(req.params.id) }, 'email verified');
      const messages = {
        verified: EMAIL_VERIFIED,
        'already-verified': EMAIL_ALREADY_VERIFIED,
        invalid: VERIFICATION_LINK_INVALID,
        expired: VERIFICATION_LINK_EXPIRED,
      } as const;
      const ok = result === 'verified' || result === 'already-verified';
      res.status(ok ? 200 : result === 'expired' ? 410 : 404);
      await res.inertia.render('auth/register-verification', {
        status: result,
        message: translate(req.locale, messages[result]),
        signedIn: Boolean(req.user),
        continueUrl: req.user ? route('client.my-profile') : route('login'),
      });
    },

    async resend(req: Request, res: Response) {
      const user = await db.user.findUniqueOrThrow({ where: { id: req.user!.id }, select: { id: true, email: true, firstName: true, emailVerifiedAt: true, locale: true } });
      let message = EMAIL_ALREADY_VERIFIED;
      if (!user.emailVerifiedAt) {
        const throttle = await limiter.hit(String(user.id));
        if (!throttle.allowed) {
          const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
          throw new HttpError(429, `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before asking for another link.`);
        }
        try {
          await sendVerificationEmail({ db, mailer, appUrl: config.appUrl }, user);
        } catch (error) {
          logger.error({ err: error, userId: user.id }, 'verification e-mail could not be sent');
          throw new HttpError(503, 'We could not send the email just now. Please try again in a few minutes.');
        }
        message = VERIFICATION_LINK_SENT;
      }
      if (isJsonCall(req)) return void res.json({ success: true, message });
      res.inertia.flash({ success: message }).back(route('client.my-profile'));
    },
  };
}
