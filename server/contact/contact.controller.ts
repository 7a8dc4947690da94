import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { captchaImageUrl, captchaPolicyFrom, verifyHumanCheck } from '#server/captcha/captcha.service.js';
import { HttpError, ValidationError } from '#server/http/errors.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import { route } from '#server/route-table.js';
import { checkContactInput, CONTACT_MESSAGES, type ContactErrors } from './contact.schemas.js';
import { contactFormOptions } from './contact-options.js';
import { receiveContactMessage } from './contact.service.js';

// Every submission counts, accepted or not: enough for a visitor who mistypes the captcha a few times,
// not for a script filling the staff mailbox (docs/decisions/024).
export const CONTACT_SUBMISSIONS_PER_WINDOW = 10;
export const CONTACT_WINDOW_MS = 15 * 60_000;

interface ContactControllerDeps {
  config: Pick<Config, 'mail' | 'captcha' | 'session'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Routes client.contact.us (the page) and contact.send (POST /contact-us, a JSON call). */
export function contactController({ config, db, mailer, logger }: ContactControllerDeps) {
  const limiter = createSharedRateLimiter(db, logger, { name: 'contact', limit: CONTACT_SUBMISSIONS_PER_WINDOW, windowMs: CONTACT_WINDOW_MS });
  const captchaPolicy = captchaPolicyFrom(config, { db, logger });

  return {
    async show(req: Request, res: Response) {
      // The staff inbox doubles as the public address of the Email button (STAFF_EMAIL).
      await res.inertia.render('contact/index', {
        captchaUrl: captchaImageUrl(route('contact.captcha')),
        contactEmail: config.mail.staffAddress,
        options: contactFormOptions(req.locale),
      });
    },

    async send(req: Request, res: Response) {
      const throttle = await limiter.hit(req.ip ?? 'unknown');
      if (!throttle.allowed) {
        const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
        res.set('Retry-After', String(throttle.retryAfterSeconds));
        throw new HttpError(429, `Too many messages were sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }

      const body: unknown = req.body;
      const checked = checkContactInput(isPlainObject(body) ? body : {});
      // Any answer uses the code up (right or wrong), so the page always shows a new captcha after a submission.
      // A failed second layer (docs/decisions/086) reads as a wrong code: a script learns nothing from it.
      const typedCaptcha = isPlainObject(body) && typeof body.captcha === 'string' ? body.captcha.trim() : '';
      const captchaMatches = await verifyHumanCheck(req, 'contact', isPlainObject(body) ? body : {}, captchaPolicy);
      const errors: ContactErrors = { ...checked.errors };
      if (typedCaptcha && !captchaMatches) errors.captcha = CONTACT_MESSAGES.captchaIncorrect;
      if (!checked.data || Object.keys(errors).length > 0) throw new ValidationError(errors as Record<string, string>, CONTACT_MESSAGES.formInvalid);

      await receiveContactMessage(
        { db, mailer, logger, staffAddress: config.mail.staffAddress },
        checked.data,
        { userId: req.user?.id ?? null, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, locale: req.locale },
      );
      res.json({ success: true, message: CONTACT_MESSAGES.successTitle });
    },
  };
}
