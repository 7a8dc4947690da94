import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { forbidden, notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { isInertiaVisit } from '#server/http/request-kind.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import { acceptUploads, checkUploads, privateFileOf } from '#server/http/uploads.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { route } from '#server/route-table.js';
import { accountFormOptions } from './account-form-options.js';
import { PROFILE_FORBIDDEN, PROFILE_UPDATED, PROFILE_UPLOAD_RULES } from './profile.schemas.js';
import { findProfile, findViewableAvatar, updateProfile } from './profile.service.js';
import { viewerOf } from './viewer.rules.js';
import { findProfileCheckTerms } from './check-terms.service.js';

interface ProfileControllerDeps {
  config: Pick<Config, 'appUrl'>;
  storage: FileStorage;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** `{id}` in the path must be the signed-in user (404 when it cannot be an id); checked before any upload is read. */
export function requireOwnAccount(message: string): RequestHandler {
  return (req, _res, next) => {
    if (idParamOf(req) !== req.user?.id) return next(forbidden(message));
    next();
  };
}

/** Routes client.my-profile, client.profile.update and client.profile.avatar. */
export function profileController({ config, storage, db, mailer, logger }: ProfileControllerDeps) {
  const deps = { db, mailer, logger, appUrl: config.appUrl, storage };

  return {
    async show(req: Request, res: Response) {
      const profile = await findProfile(db, req.user!.id, req.locale);
      await res.inertia.render('account/profile', {
        profile: profile?.view ?? null,
        visibleFields: profile?.visible ?? [],
        editableFields: profile?.editable ?? [],
        options: accountFormOptions(req.locale),
        updateUrl: route('client.profile.update', { id: req.user!.id }),
        checkTerms: await findProfileCheckTerms(db, viewerOf(req.user!), req.locale),
      });
    },

    update: [
      requireOwnAccount(PROFILE_FORBIDDEN),
      acceptUploads(storage, PROFILE_UPLOAD_RULES),
      async (req: Request, res: Response) => {
        const { files, errors } = await checkUploads(storage, req, PROFILE_UPLOAD_RULES);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const user = await updateProfile(deps, req.user!.id, body, files, errors, req.locale);
        if (isInertiaVisit(req)) return res.inertia.flash({ success: PROFILE_UPDATED }).redirect(route('client.my-profile'));
        res.json({ success: true, message: PROFILE_UPDATED, user });
      },
    ] satisfies RequestHandler[],

    async avatar(req: Request, res: Response) {
      const stored = await findViewableAvatar(db, viewerOf(req.user!), idParamOf(req));
      const file = privateFileOf(stored);
      if (!file) throw notFound();
      await sendStoredFile(
        req,
        res,
        storage,
        { key: file.key, mime: file.mime, disposition: 'inline', cacheControl: 'private, max-age=3600', presign: 'never', logContext: { file: 'avatar' } },
        logger,
      );
    },
  };
}
