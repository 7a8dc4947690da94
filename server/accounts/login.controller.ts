import type { Request, RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { cartSessionIdFromHeader, mergeGuestCart } from '#server/cart/cart.service.js';
import { rotateCsrfToken } from '#server/http/csrf.js';
import { takeIntendedUrl } from '#server/http/intended-url.js';
import { isJsonCall } from '#server/http/request-kind.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { validate } from '#server/http/validation.rules.js';
import { routeTable } from '#server/route-table.js';
import { sameOriginPath } from '#server/shared/same-origin-path.rules.js';
import { authenticate, saveUserLocale } from './login.service.js';
import { ZLocaleInput, ZLoginInput, ZVisitorTypeInput } from './login.schemas.js';
import { cookieLocaleOf, rememberLocale } from '#server/http/locale.js';
import { forgetVisitorType, rememberVisitorType } from '#server/http/visitor-type-cookie.js';

const HOME = routeTable['client.home'].path;

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function loginController(db: PrismaClient): Record<'show' | 'store' | 'logout' | 'setVisitorType' | 'setLocale', RequestHandler> {
  return {
    show: async (_req, res) => {
      await res.inertia.render('auth/login');
    },

    store: async (req, res) => {
      const input = validate(ZLoginInput, req.body);
      const { userId, locale } = await authenticate(db, input, req.ip ?? 'unknown');
      const intended = takeIntendedUrl(req, res);
      // A new session id at sign-in, so an id planted before it is worthless after.
      await regenerate(req);
      req.session.userId = userId;
      req.session.signedInAt = Date.now();
      rotateCsrfToken(req);
      // The guest cart joins the user's (docs/decisions/010); a failed merge must not fail the sign-in.
      await mergeGuestCart(db, userId, cartSessionIdFromHeader(req)).catch((error: unknown) => {
        req.log?.error({ err: error }, 'guest cart merge failed');
      });
      // The account's language comes back on a new browser; a first choice made before signing in is kept for it.
      if (locale) rememberLocale(req, res, locale);
      else if (cookieLocaleOf(req)) await saveUserLocale(db, userId, req.locale);
      res.json({ success: true, message: 'logged in successfully', redirect: sameOriginPath(intended, req.host) ?? HOME });
    },

    logout: async (req, res) => {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      forgetVisitorType(res);
      if (isJsonCall(req)) return void res.json({ success: true, message: 'Logged out', redirect: HOME });
      res.redirect(303, HOME);
    },

    setVisitorType: async (req, res) => {
      const { visitorType } = validate(ZVisitorTypeInput, req.body);
      rememberVisitorType(req, res, visitorType);
      res.json({ success: true, visitorType });
    },

    setLocale: async (req, res) => {
      const { locale } = validate(ZLocaleInput, req.body);
      rememberLocale(req, res, locale);
      if (req.user) await saveUserLocale(db, req.user.id, locale);
      res.json({ success: true, locale });
    },
  };
}
