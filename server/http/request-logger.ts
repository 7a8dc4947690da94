import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { routeTable } from '#server/route-table.js';
import { runInRequestScope, type Logger } from '#server/logger.js';

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

/**
 * pino-http with a request id: taken from X-Request-Id or made, echoed in the response header, bound to req.log
 * and, through the request scope, to every line logged while the request is handled.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const logRequest = pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return PROBE_PATHS.has(pathOf(req.url)) ? 'warn' : 'error';
      if (res.statusCode >= 400) return 'warn';
      return PROBE_PATHS.has(pathOf(req.url)) ? 'debug' : 'info';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(SECRET_PATHS, (_m, prefix: string) => `/${prefix}/[redacted]`),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    logRequest(req, res);
    runInRequestScope(String(req.id), next);
  };
}
