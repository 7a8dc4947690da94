import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { HttpError, ValidationError, messageForStatus, notFound } from './errors.js';
import { isInertiaVisit, isJsonCall } from './request-kind.js';

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

function describe(error: unknown): StatusAndMessage {
  if (error instanceof HttpError) return { status: error.status, message: error.message, errors: error.errors };
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

/**
 * The one error handler. Calls get `{success:false, message, errors?}`; Inertia form posts with invalid
 * input go back with the errors in the session; everything else renders the Error page. No stack trace leaves.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  const { status, message, errors } = describe(error);
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return next(error);

  if (isJsonCall(req) || !res.inertia) {
    if (!isJsonCall(req) && !res.inertia) {
      res.status(status).type('text/plain').send(`${status} ${message}`);
      return;
    }
    res.status(status).json({ success: false, message, ...(errors ? { errors } : {}) });
    return;
  }
  if (error instanceof ValidationError && isInertiaVisit(req) && req.method !== 'GET') {
    res.inertia.withErrors(error.errors ?? {}).back();
    return;
  }
  res.status(status);
  res.inertia.render('error', { status, message }).catch((renderError: unknown) => {
    req.log?.error({ err: renderError }, 'error page failed');
    if (!res.headersSent) res.status(500).type('text/plain').send('500 Server Error');
  });
};
