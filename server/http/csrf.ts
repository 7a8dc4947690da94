import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './errors.js';

// Laravel-style CSRF: the token lives in the session and is mirrored into a script-readable XSRF-TOKEN cookie,
// which the Inertia client (and our JSON calls) echo back as X-XSRF-TOKEN.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_COOKIE = 'XSRF-TOKEN';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
  }
}

export function ensureCsrfToken(req: Request): string {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

/** A new token, e.g. after sign-in, so a token seen before authentication is worthless after it. */
export function rotateCsrfToken(req: Request): string {
  req.session.csrfToken = randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function tokenFromRequest(req: Request): string | undefined {
  const header = req.get('x-xsrf-token') ?? req.get('x-csrf-token');
  if (header) return header;
  const body: unknown = req.body;
  if (body && typeof body === 'object' && typeof (body as Record<string, unknown>)._token === 'string') {
    return (body as Record<string, string>)._token;
  }
  return undefined;
}

// The cookie value is URL-encoded; a header that does not decode (`%`, `%E0%A4%A`) is a wrong token, not a crash.
function decodedToken(given: string): string {
  try {
    return decodeURIComponent(given);
  } catch {
    return '';
  }
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function csrfProtection(options: { secureCookie: boolean; exemptPaths: string[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.exemptPaths.some((prefix) => req.path.startsWith(prefix))) return next();
    if (!SAFE_METHODS.has(req.method)) {
      const expected = req.session.csrfToken;
      const given = tokenFromRequest(req);
      if (!expected || !given || !sameToken(expected, decodedToken(given))) {
        return next(new HttpError(419, 'Your session has expired. Please refresh the page and try again.'));
      }
    }
    // Set the cookie after the handler may have rotated the token.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent && req.session?.csrfToken) {
        res.cookie(CSRF_COOKIE, req.session.csrfToken, {
          httpOnly: false,
          sameSite: 'lax',
          secure: options.secureCookie,
          path: '/',
        });
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    ensureCsrfToken(req);
    next();
  };
}
