import { viewerOf } from '#server/accounts/viewer.rules.js';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { requireSchoolUserManager } from '#server/http/guards.js';
import { DatabaseSessionStore } from '#server/http/session-store.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import {
  SCHOOL_USER_MESSAGES,
  ZCreateSchoolUserInput,
  ZSchoolUserPasswordInput,
  ZSchoolUsersQuery,
  ZUpdateSchoolUserInput,
} from './school-users.schemas.js';
import {
  createSchoolUser,
  deleteSchoolUser,
  findSchoolUser,
  findSchoolUsers,
  setSchoolUserPassword,
  updateSchoolUser,
  type SchoolUsersDeps,
} from './school-users.service.js';

// PUT /settings/my-users/{id} is multipart in the spec (account-area §7); it has no file, only text fields.
const parseFormFields = multer({ limits: { fields: 20, fieldSize: 2_000, fieldNameSize: 100, files: 0, parts: 20 } }).none();
const acceptFormFields: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  parseFormFields(req, res, (error?: unknown) => {
    if (error instanceof MulterError) return next(new ValidationError({ form: 'The form could not be read. Please try again.' }));
    next(error);
  });
};

const userIdOf = (req: Request): number => idParamOf(req, SCHOOL_USER_MESSAGES.userNotFound);

interface SchoolUsersControllerDeps {
  config: Pick<Config, 'appUrl' | 'session'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Routes client.school.my-users, client.school.user-detail, school-users.store, .update, .password, .destroy
 * (account-area §2 My Users, School user detail; §6; §7; §8 "Users"). Everyone but the main school account and
 * user managers gets 'Not Found'.
 */
export function schoolUsersController({ config, db, mailer, logger }: SchoolUsersControllerDeps) {
  const sessions = new DatabaseSessionStore(db, config.session.ttlMs);
  const deps: SchoolUsersDeps = { db, mailer, logger, appUrl: config.appUrl, endUserSessions: (userId) => sessions.destroyUserSessions(userId) };
  // The user is looked up before the multipart form is read: a request for another school's user is refused unread.
  const requireManagedUser: RequestHandler = async (req, _res, next) => {
    const user = await findSchoolUser(db, viewerOf(req.user!), userIdOf(req));
    next(user ? undefined : notFound(SCHOOL_USER_MESSAGES.userNotFound));
  };

  return {
    index: [
      requireSchoolUserManager,
      async (req: Request, res: Response) => {
        const parsed = ZSchoolUsersQuery.safeParse(req.query);
        if (!parsed.success) {
          const errors = toFieldErrors(parsed.error);
          throw new HttpError(422, Object.values(errors)[0], errors);
        }
        const query = parsed.data;
        await res.inertia.render('account/users/index', {
          users: await findSchoolUsers(db, viewerOf(req.user!), query, req.locale),
          filters: { search: query.search ?? '', status: query.status ?? '', sort_by: query.sort_by, sort_direction: query.sort_direction },
        });
      },
    ] satisfies RequestHandler[],

    show: [
      requireSchoolUserManager,
      async (req: Request, res: Response) => {
        const user = await findSchoolUser(db, viewerOf(req.user!), userIdOf(req));
        if (!user) throw notFound(SCHOOL_USER_MESSAGES.userNotFound);
        await res.inertia.render('account/users/show', { user, usersUrl: route('client.school.my-users') });
      },
    ] satisfies RequestHandler[],

    store: [
      requireSchoolUserManager,
      async (req: Request, res: Response) => {
        const input = validate(ZCreateSchoolUserInput, req.body);
        const { user, invitationSent } = await createSchoolUser(deps, viewerOf(req.user!), input, req.locale);
        res
          .status(201)
          .json({ success: true, message: invitationSent ? SCHOOL_USER_MESSAGES.created : SCHOOL_USER_MESSAGES.createdMailFailed, user });
      },
    ] satisfies RequestHandler[],

    update: [
      requireSchoolUserManager,
      requireManagedUser,
      acceptFormFields,
      async (req: Request, res: Response) => {
        const userId = userIdOf(req);
        const input = validate(ZUpdateSchoolUserInput, req.body ?? {});
        const user = await updateSchoolUser(deps, viewerOf(req.user!), userId, input);
        res.json({ success: true, message: SCHOOL_USER_MESSAGES.updated, user });
      },
    ] satisfies RequestHandler[],

    password: [
      requireSchoolUserManager,
      async (req: Request, res: Response) => {
        const userId = userIdOf(req);
        const input = validate(ZSchoolUserPasswordInput, req.body);
        await setSchoolUserPassword(deps, viewerOf(req.user!), userId, input);
        res.json({ success: true, message: SCHOOL_USER_MESSAGES.passwordUpdated });
      },
    ] satisfies RequestHandler[],

    destroy: [
      requireSchoolUserManager,
      async (req: Request, res: Response) => {
        await deleteSchoolUser(deps, viewerOf(req.user!), userIdOf(req));
        res.json({ success: true, message: SCHOOL_USER_MESSAGES.deleted });
      },
    ] satisfies RequestHandler[],
  };
}
