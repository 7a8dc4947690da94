import type { Request, RequestHandler, Response } from 'express';
import { Header } from './headers.js';
import { Inertia, isInertiaRequest, type InertiaOptions } from './inertia.js';

declare global {
  namespace Express {
    interface Response {
      inertia: Inertia;
    }
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MUTATING_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * The Inertia middleware: answers stale-asset visits with 409, fixes redirects for the client,
 * and attaches `res.inertia`. Mount it after the session middleware.
 */
export function createInertia(options: InertiaOptions): RequestHandler {
  return (req, res, next) => {
    if (isInertiaRequest(req)) {
      const version = options.version();
      if (req.method === 'GET' && (req.get(Header.version) ?? '') !== (version ?? '')) {
        // Nothing is rendered, so flash data and errors stay in the session for the reload.
        res
          .status(409)
          .set({ [Header.location]: fullUrl(req), ...(version ? { [Header.version]: version } : {}) })
          .end();
        return;
      }
      fixRedirectsBeforeHeaders(req, res);
    }
    res.inertia = new Inertia(req, res, options);
    next();
  };
}

function fullUrl(req: Request): string {
  const host = req.host;
  return host ? `${req.protocol}://${host}${req.originalUrl}` : req.originalUrl;
}

/**
 * Rewrites redirects just before they go out, so plain `res.redirect()` calls anywhere in the app are covered too:
 * - a target with a #fragment becomes an empty 409 + X-Inertia-Redirect, because XHR loses fragments when
 *   following a redirect (prefetches excepted, as in the v3 protocol);
 * - 302 after PUT/PATCH/DELETE becomes 303, or the browser would repeat the method.
 */
function fixRedirectsBeforeHeaders(req: Request, res: Response): void {
  const end = res.end;
  res.end = function patchedEnd(this: Response, ...args: unknown[]) {
    if (!res.headersSent && redirectsToFragment(req, res)) {
      const location = res.get('Location') ?? '';
      res.statusCode = 409;
      res.setHeader(Header.redirect, location);
      res.removeHeader('Location');
      res.removeHeader('Content-Type');
      res.setHeader('Content-Length', '0');
      return (end as () => Response).call(this);
    }
    return (end as (...all: unknown[]) => Response).apply(this, args);
  } as Response['end'];

  const writeHead = res.writeHead;
  res.writeHead = function patchedWriteHead(this: Response, statusCode: number, ...rest: unknown[]) {
    const status = statusCode === 302 && MUTATING_METHODS.has(req.method) ? 303 : statusCode;
    const args = status !== statusCode && typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return (writeHead as (...all: unknown[]) => Response).call(this, status, ...args);
  } as Response['writeHead'];
}

function redirectsToFragment(req: Request, res: Response): boolean {
  return REDIRECT_STATUSES.has(res.statusCode) && (res.get('Location')?.includes('#') ?? false) && req.get(Header.purpose) !== 'prefetch';
}
