import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level } from 'pino';
import { routeTable } from '#server/route-table.js';
import { runInRequestScope, type Logger } from '#server/logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (docs/decisions/147). */
    id: string;
    /** The app's logger with the request's id bound. */
    log: Logger;
  }
}

// Secrets travel in some paths (reset and verification tokens); log the route shape, not the token.
const SECRET_PATHS = /^\/(reset-password|email\/verify)\/.*/;

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A balancer's or client's id is kept when it is short and plain (UUIDs, haproxy's unique-id, base64); anything
// else gets a new UUID, so a log line never carries a client's control characters or a novel (docs/decisions/147).
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/=-]{0,127}$/;

/** The request's id: the incoming X-Request-Id when it is acceptable, else a new UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

// Load balancers probe these every few seconds: a healthy answer is logged at debug level only.
const PROBE_PATHS = new Set(Object.values(routeTable).flatMap((route) => (route.access === 'probe' ? [route.path] : [])));

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

function levelOf(req: IncomingMessage, res: ServerResponse, failed: boolean): Level {
  if (failed) return PROBE_PATHS.has(pathOf(req.url)) ? 'warn' : 'error';
  if (res.statusCode >= 400) return 'warn';
  return PROBE_PATHS.has(pathOf(req.url)) ? 'debug' : 'info';
}

/** The line each answered request leaves: 'request completed', 'request aborted' or, from 500 on, 'request errored'. */
function logAnswer(req: IncomingMessage, res: ServerResponse, startedAt: number, error: Error | undefined) {
  const failed = error !== undefined || res.statusCode >= 500;
  const level = levelOf(req, res, failed);
  if (!req.log.isLevelEnabled(level)) return;
  const line: Record<string, unknown> = {
    req: { id: req.id, method: req.method, url: (req.url ?? '').replace(SECRET_PATHS, (_match, prefix: string) => `/${prefix}/[redacted]`) },
    res: { statusCode: res.statusCode },
    responseTime: Date.now() - startedAt,
  };
  if (failed) {
    line.err = error ?? new Error(`failed with status code ${res.statusCode}`);
    req.log[level](line, 'request errored');
  } else {
    req.log[level](line, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
  }
}

/**
 * The request id, taken from X-Request-Id or made, echoed in the response header and bound to req.log and, through
 * the request scope, to every line logged while the request is handled; one line when the answer is done.
 * (It does what pino-http did for this app, without building a request-bound child logger per request whose
 * bindings are serialised at once: a page view logs nothing else at the production level.)
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = Date.now();
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    req.log = logger.child({ reqId: id });
    const onDone = (error?: Error) => {
      res.off('close', onDone);
      res.off('finish', onDone);
      res.off('error', onDone);
      logAnswer(req, res, startedAt, error);
    };
    res.on('close', onDone);
    res.on('finish', onDone);
    res.on('error', onDone);
    runInRequestScope(id, next);
  };
}
