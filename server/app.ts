import path from 'node:path';
import express, { type Express } from 'express';
import session from 'express-session';
import type { Config } from './config.js';
import type { PrismaClient } from './db/generated/prisma/client.js';
import type { Logger } from './logger.js';
import { serializePage } from './inertia/escape.js';
import { createInertia } from './inertia/middleware.js';
import { always } from './inertia/props.js';
import { loadCurrentUser } from './accounts/current-user.service.js';
import { compressAnswers } from './http/compressed-answers.js';
import { csrfProtection } from './http/csrf.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import type { FrontendAssets } from './http/frontend-assets.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStorage } from './shared/file-storage.js';
import { requireGuest, requireStaff, requireUser, passThrough } from './http/guards.js';
import { methodOverride } from './http/method-override.js';
import { requestLogger } from './http/request-logger.js';
import type { ServerLifecycle } from './http/probes.js';
import { renderDocument } from './http/root-view.js';
import { buildPageHead, pageHeadInputOf, pathOf } from './http/page-head.js';
import { mountRouteTable } from './http/route-mounting.js';
import { mountPublicFiles } from './http/public-files.js';
import { securityHeaders } from './http/security-headers.js';
import { chooseLocale, translateJsonMessages } from './http/locale.js';
import { lazySession } from './http/lazy-session.js';
import { DatabaseSessionStore, SESSION_COOKIE, SESSION_ID_BYTES } from './http/session-store.js';
import { randomText } from './http/random-text.js';
import { buildSharedProps } from './http/shared-props.js';
import { translateErrors } from './shared/translation.js';
import { countCartOfPageRequest } from './cart/cart.service.js';
import { buildRouteHandlers } from './routes.js';

export interface AppDeps {
  config: Config;
  db: PrismaClient;
  logger: Logger;
  assets: FrontendAssets;
  /** Outgoing e-mail; built from config.mail when absent (server/mail/mailer.ts). */
  mailer?: Mailer;
  /** Set by main.ts while it shuts down (/readyz answers 503); absent = never draining. */
  lifecycle?: ServerLifecycle;
  /** Where stored files live; built from config.storage when absent (server/shared/create-file-storage.ts). */
  storage?: FileStorage;
}

export interface App {
  app: Express;
  sessionStore: DatabaseSessionStore;
}

const JSON_BODY_LIMIT = '100kb';
// Webhooks verify a signature over the exact bytes, so they get the raw body and no CSRF check.
const WEBHOOK_PREFIX = '/webhooks/';

/** Middleware order and route mounting, nothing else. */
export function createApp(deps: AppDeps): App {
  const { config, db, logger, assets } = deps;
  const app = express();
  const sessionStore = new DatabaseSessionStore(db, config.session.ttlMs);
  const secureCookies = config.isProduction;

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');

  app.use(requestLogger(logger));
  // Files from disk first, with the headers a file needs (setShippedFileHeaders); pages and calls get the page
  // policies below. Both mounts sit on their own prefixes, so no other request touches the disk.
  assets.mount(app);
  mountPublicFiles(app, path.resolve('public'), { maxAge: config.isProduction ? '1d' : 0 });
  app.use(
    securityHeaders({
      development: config.env === 'development',
      https: config.isProduction && config.appUrl.startsWith('https:'),
      embedFrameHosts: [new URL(config.tarrantCountyFormUrl).origin],
    }),
  );
  const routeHandlers = buildRouteHandlers(deps);
  const guards = {
    public: [passThrough],
    guest: [requireGuest],
    user: [requireUser],
    staff: [requireUser, requireStaff],
    probe: [passThrough],
  };
  // Health probes answer before the session, the cookies and CSRF (docs/decisions/145).
  mountRouteTable(app, routeHandlers, guards, ['probe']);
  // HTML, page JSON and API answers (brotli when accepted); the built assets above are already compressed. A JSON
  // answer compressed before is served from memory (docs/decisions/165).
  app.use(compressAnswers());

  app.use(
    lazySession(session({
      name: SESSION_COOKIE,
      // express-session's own ids (uid-safe: 24 random bytes, base64url), from the pooled source.
      genid: () => randomText(SESSION_ID_BYTES, 'base64url'),
      secret: config.session.secret,
      store: sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: config.session.ttlMs },
    }), SESSION_COOKIE),
  );
  app.use(loadCurrentUser(db));
  app.use(chooseLocale);
  app.use(translateJsonMessages);
  app.use(
    createInertia({
      version: () => assets.version(),
      rootView: ({ page, pageJson, req }) => renderDocument(assets, page, pageJson, req),
      sharedProps: async (req) => ({
        ...(await buildSharedProps(db, req, (pageReq) => countCartOfPageRequest(db, pageReq))),
        head: always(buildPageHead(config.appUrl, pathOf(req.originalUrl), pageHeadInputOf(req.res), req.locale)),
      }),
      translateMessages: (req, messages) => translateErrors(req.locale, messages),
      reportRescued: (error, { path, component, req }) => req.log?.error({ err: error, prop: path, component }, 'deferred prop failed; sent as rescued'),
    }),
  );

  app.use(WEBHOOK_PREFIX, express.raw({ type: '*/*', limit: '1mb' }));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.use(methodOverride);
  app.use(csrfProtection({ secret: config.session.secret, secureCookie: secureCookies, exemptPaths: [WEBHOOK_PREFIX] }));

  mountRouteTable(app, routeHandlers, guards, ['public', 'guest', 'user', 'staff']);

  app.use(notFoundHandler);
  app.use(
    errorHandler({
      version: () => assets.version(),
      renderShell: (page, req) => renderDocument(assets, page, serializePage(page), req),
    }),
  );
  return { app, sessionStore };
}
