import { cookieLocaleOf } from '#server/http/locale.js';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { captchaImageUrl, captchaPolicyFrom, verifyHumanCheck } from '#server/captcha/captcha.service.js';
import { HttpError, ValidationError } from '#server/http/errors.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import { acceptUploads, checkUploads } from '#server/http/uploads.js';
import { toFieldErrors } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { TAX_DOCUMENT_RULE } from './account-fields.schemas.js';
import { accountFormOptions } from './account-form-options.js';
import {
  CAPTCHA_INCORRECT,
  REGISTRATION_CHECK_EMAIL,
  REGISTRATION_SUCCESS,
  registrationSchemaFor,
  TAX_DOCUMENT_FIELD,
  ZRegistrationVisitorType,
  type RegistrationVisitorType,
} from './registration.schemas.js';
import { registerAccount } from './registration.service.js';

// Registration attempts per address: generous for a school office behind one NAT, tight for a script
// (each attempt also costs a fresh captcha).
const REGISTRATIONS_PER_WINDOW = 20;
const REGISTRATION_WINDOW_MS = 15 * 60_000;

interface RegistrationControllerDeps {
  config: Pick<Config, 'appUrl' | 'captcha' | 'session'>;
  storage: FileStorage;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

const UPLOAD_RULES = { [TAX_DOCUMENT_FIELD]: TAX_DOCUMENT_RULE };

/** Routes organizations.register, individuals.register and register.store (guests only). */
export function registrationController({ config, storage, db, mailer, logger }: RegistrationControllerDeps) {
  const limiter = createSharedRateLimiter(db, logger, { name: 'registration', limit: REGISTRATIONS_PER_WINDOW, windowMs: REGISTRATION_WINDOW_MS });
  const deps = { db, mailer, logger, appUrl: config.appUrl, storage };
  const captchaPolicy = captchaPolicyFrom(config, { db, logger });

  const show = (visitorType: RegistrationVisitorType) => async (req: Request, res: Response) => {
    await res.inertia.render('auth/register', {
      visitorType,
      options: accountFormOptions(req.locale),
      captchaUrl: captchaImageUrl(route('register.captcha')),
    });
  };

  return {
    showOrganization: show('organizations'),
    showIndividual: show('other'),

    // Mounted before acceptTaxDocument: a refused attempt is answered before its body is read (decision 085).
    async limitAttempts(req: Request, _res: Response, next: NextFunction) {
      const throttle = await limiter.hit(req.ip ?? 'unknown');
      if (throttle.allowed) return next();
      const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
      next(new HttpError(429, `Too many registration attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`));
    },

    acceptTaxDocument: acceptUploads(storage, UPLOAD_RULES),

    async store(req: Request, res: Response) {
      const body: unknown = req.body ?? {};
      const kind = ZRegistrationVisitorType.safeParse((body as Record<string, unknown>).visitorType);
      if (!kind.success) throw new ValidationError({ visitorType: kind.error.issues[0]?.message ?? 'Please choose a registration type.' });

      // Every problem is reported at once: fields, the document and the captcha (which any attempt uses up).
      const parsed = registrationSchemaFor(kind.data).safeParse(body);
      const errors: Record<string, string> = parsed.success ? {} : toFieldErrors(parsed.error);
      const isOrganization = kind.data === 'organizations';
      const uploads = isOrganization ? await checkUploads(storage, req, UPLOAD_RULES, [TAX_DOCUMENT_FIELD]) : { files: {}, errors: {} };
      Object.assign(errors, uploads.errors);
      const captchaAnswer = (body as Record<string, unknown>).captcha;
      const captchaGiven = typeof captchaAnswer === 'string' && captchaAnswer.trim() !== '';
      // A failed second layer (docs/decisions/086) reads as a wrong code: a script learns nothing from it.
      const humanChecked = await verifyHumanCheck(req, 'register', body as Record<string, unknown>, captchaPolicy);
      if (!humanChecked && captchaGiven) errors.captcha = CAPTCHA_INCORRECT;
      if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);

      await registerAccount(deps, parsed.data, uploads.files[TAX_DOCUMENT_FIELD], cookieLocaleOf(req));
      res.status(201).json({ success: true, message: REGISTRATION_SUCCESS, detail: REGISTRATION_CHECK_EMAIL, redirect: route('login') });
    },
  };
}
