import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { canManageSchoolUsers, isStaffRole } from '#server/shared/account-types.js';
import { routeTable } from '#server/route-table.js';
import { HttpError, notFound } from './errors.js';
import { rememberIntendedUrl } from './intended-url.js';
import { isJsonCall } from './request-kind.js';

const LOGIN_PATH = routeTable.login.path;
const HOME_PATH = routeTable['client.home'].path;

/** Signed-in users only. A guest's page visit goes to /login and comes back after it; a call gets 401. */
export const requireUser: RequestHandler = (req, res, next) => {
  if (req.user) return next();
  if (req.method === 'GET' && !isJsonCall(req)) {
    rememberIntendedUrl(req, res);
    return redirectTo(res, LOGIN_PATH);
  }
  next(new HttpError(401, 'Please sign in to continue.'));
};

/** Signed-out visitors only (login, registration, password reset). */
export const requireGuest: RequestHandler = (req, res, next) => {
  if (!req.user) return next();
  if (req.method === 'GET' && !isJsonCall(req)) return redirectTo(res, HOME_PATH);
  next(new HttpError(403, 'You are already signed in.'));
};

/** The center's staff (administrator accounts, docs/decisions/070); any other account is told the page does not exist. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user || !isStaffRole(req.user.role)) return next(notFound('Not Found'));
  next();
};

const toMembership = (req: Request) => ({
  parentId: req.user!.parent_id,
  isManageSchoolUser: req.user!.is_manage_school_user,
  accountTypeId: req.user!.account_type_id,
});

/** The school's main account or a sub-user who manages school users; everyone else sees 'Not Found' (account-area §6). */
export const requireSchoolUserManager: RequestHandler = (req, _res, next) => {
  if (!req.user || !canManageSchoolUsers(toMembership(req))) return next(notFound('Not Found'));
  next();
};

function redirectTo(res: Response, url: string) {
  if (res.inertia) return res.inertia.redirect(url);
  res.redirect(url);
}

export const passThrough: RequestHandler = (_req: Request, _res: Response, next: NextFunction) => next();
