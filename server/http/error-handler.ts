import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { PageObject } from '#server/inertia/page.js';
import type { SharedProps } from './shared-props.types.js';
import { MulterError } from 'multer';
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailable } from '#server/shared/file-storage.js';
import { HttpError, ValidationError, messageForStatus, notFound } from './errors.js';
import { isInertiaVisit, isJsonCall } from './request-kind.js';
import { DEFAULT_LOCALE } from '#server/shared/locales.rules.js';
import { translateMessage } from '#server/shared/translation.js';

/** Any URL no route answered. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

interface StatusAndMessage {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_SIZE: 'The file is too large.',
  LIMIT_FILE_COUNT: 'Too many files.',
  LIMIT_UNEXPECTED_FILE: 'That file field is not accepted.',
  LIMIT_FIELD_VALUE: 'A field is too long.',
  LIMIT_PART_COUNT: 'The form has too many parts.',
};

// What busboy (under multer) throws for a multipart body it cannot read: no or a wrong boundary, a cut-off body.
const MALFORMED_MULTIPART_ERRORS = new Set([
  'Multipart: Boundary not found',
  'Malformed content type',
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
]);
export const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read. Please try again.';

function describe(error: unknown): StatusAndMessage {
  if (error instanceof HttpError) return { status: error.status, message: error.message, errors: error.errors };
  // The file store is down (docs/decisions/131): a temporary condition the user can retry, not a fault of ours to hide.
  if (error instanceof StorageUnavailable) return { status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
  if (error instanceof Error && error.constructor === Error && MALFORMED_MULTIPART_ERRORS.has(error.message)) {
    return { status: 400, message: MALFORMED_MULTIPART_MESSAGE };
  }
  if (error instanceof MulterError) {
    const status = error.code === 'LIMIT_FILE_SIZE' ? 413 : 422;
    const message = MULTER_MESSAGES[error.code] ?? 'The upload could not be read.';
    return { status, message, errors: error.field ? { [error.field]: message } : undefined };
  }
  // body-parser errors carry an exposable status and a type.
  const candidate = error as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };
  const status = Number(candidate.status ?? candidate.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    if (candidate.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' };
    if (candidate.type === 'entity.too.large') return { status: 413, message: messageForStatus(413) };
    if (candidate.type === 'encoding.unsupported' || candidate.type === 'charset.unsupported')
      return { status: 415, message: messageForStatus(415) };
    return { status, message: messageForStatus(status) };
  }
  return { status: 500, message: messageForStatus(500) };
}

/** Draws the HTML shell around a page object (the app's root view). */
export type ShellRenderer = (page: PageObject, req: Request) => string | Promise<string>;

/**
 * The one error handler. Calls get `{success:false, message, errors?}`; Inertia form posts with invalid
 * input go back with the errors in the session; everything else renders the Error page. No stack trace leaves.
 */
export function errorHandler(options: { version: () => string; renderShell: ShellRenderer }): ErrorRequestHandler {
  return (error, req, res, next) => {
    const described = describe(error);
    const { status, errors } = described;
    // JSON answers are translated on the way out (translateJsonMessages); pages carry the message in the language here.
    const message = isJsonCall(req) ? described.message : translateMessage(req.locale ?? DEFAULT_LOCALE, described.message);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    if (res.headersSent) return next(error);

    if (isJsonCall(req)) {
      res.status(status).json({ success: false, message, ...(errors ? { errors } : {}) });
      return;
    }
    const sendStandalonePage = () => {
      const page = standaloneErrorPage(req, status, message, options.version());
      res.status(status).set('Vary', 'X-Inertia');
      if (isInertiaVisit(req)) res.set('X-Inertia', 'true').json(page);
      else {
        Promise.resolve(options.renderShell(page, req))
          .then((html) => res.type('html').send(html))
          .catch((shellError: unknown) => {
            req.log?.error({ err: shellError }, 'error page shell failed');
            if (!res.headersSent) res.type('text').send(message);
          });
      }
    };
    // Before the session and Inertia were ready (e.g. the database is down), there is only the standalone page.
    if (!res.inertia) return sendStandalonePage();
    if (error instanceof ValidationError && isInertiaVisit(req) && req.method !== 'GET') {
      res.inertia.withErrors(error.errors ?? {}).back();
      return;
    }
    res.status(status);
    res.inertia.render('error', { status, message }).catch((renderError: unknown) => {
      // Shared props need the database; when that is what failed, fall back to the standalone page.
      req.log?.error({ err: renderError }, 'error page failed');
      if (!res.headersSent) sendStandalonePage();
    });
  };
}

/** The Error page with the shared props a guest would get, built without the session or the database. */
function standaloneErrorPage(req: Request, status: number, message: string, version: string): PageObject {
  const shared: SharedProps = {
    appName: 'Play It Safe',
    locale: req.locale ?? DEFAULT_LOCALE,
    auth: { user: null },
    visitorType: null,
    cart: { count: 0 },
    schoolLevels: [],
    additionalItemTypeIds: [],
    head: [],
  };
  return { component: 'error', props: { ...shared, errors: {}, status, message }, url: req.originalUrl, version };
}
