import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { HttpError } from './errors.js';
import { existingSession } from './lazy-session.js';
import { randomText } from './random-text.js';

// Signed double-submit cookie (docs/decisions/088): the script-readable XSRF-TOKEN cookie carries
// "<random>.<HMAC(random, signed-in session id)>", the Inertia client (and our JSON calls) echo it as X-XSRF-TOKEN,
// and nothing is kept in the session, so a guest who only browses gets no session row.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_EXPIRED_MESSAGE = 'Your session has expired. Please refresh the page and try again.';

const RANDOM_BYTES = 32;
const rotatedRequests = new WeakSet<Request>();

export interface CsrfOptions {
  /** The application secret; the signing key is derived from it, so it is never used raw twice. */
  secret: string;
  secureCookie: boolean;
  exemptPaths: string[];
}

/** A new token for this response even if the one the browser holds is still good. Signing in changes the session
 *  id, which alone makes every earlier token worthless; this makes the rotation explicit. */
export function rotateCsrfToken(req: Request): void {
  rotatedRequests.add(req);
}

/**
 * The session id a token is bound to: the signed-in session's; none for a guest, whose session (if any) holds
 * nothing a forged request could use. Decided from the session itself, never from the token.
 */
function bindingOf(req: Request): string {
  return existingSession(req)?.userId === undefined ? '' : req.sessionID;
}

function signatureOf(key: Buffer, random: string, binding: string): string {
  // Length-prefixed, so no (binding, random) pair can be re-split into another (OWASP's message layout).
  return createHmac('sha256', key).update(`${binding.length}!${binding}!${random.length}!${random}`).digest('base64url');
}

function mintToken(key: Buffer, binding: string): string {
  const random = randomText(RANDOM_BYTES, 'base64url');
  return `${random}.${signatureOf(key, random, binding)}`;
}

function sameString(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Tokens found genuine, with their binding: an HMAC depends on nothing else, so a browser's token is checked once
 *  per server, not on every page view (docs/decisions/165). Forgotten all at once when full. */
const GENUINE_TOKENS_KEPT = 10_000;

function isGenuine(key: Buffer, token: string, binding: string, genuine: Set<string>): boolean {
  const remembered = `${binding}!${token}`;
  if (genuine.has(remembered)) return true;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  if (!sameString(signatureOf(key, token.slice(0, dot), binding), token.slice(dot + 1))) return false;
  if (genuine.size >= GENUINE_TOKENS_KEPT) genuine.clear();
  genuine.add(remembered);
  return true;
}

/** The token the page echoed (header, or `_token` in a body); undefined when absent or not decodable. */
function echoedToken(req: Request): string | undefined {
  const header = req.get('x-xsrf-token') ?? req.get('x-csrf-token');
  const body: unknown = req.body;
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>)._token : undefined;
  const raw = header || (typeof fromBody === 'string' ? fromBody : undefined);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function cookieToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[CSRF_COOKIE] : undefined;
}

export function csrfProtection(options: CsrfOptions) {
  const key = createHmac('sha256', options.secret).update('play-it-safe/csrf-token').digest();
  const genuine = new Set<string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.exemptPaths.some((prefix) => req.path.startsWith(prefix))) return next();
    const held = cookieToken(req);

    // Decided when the status line goes out: by then a handler may have signed in (new session id) or stored
    // the session's first value. A token still good for the session is kept, so open tabs agree.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent) {
        const binding = bindingOf(req);
        const keep = held && !rotatedRequests.has(req) && isGenuine(key, held, binding, genuine);
        res.cookie(CSRF_COOKIE, keep ? held : mintToken(key, binding), {
          httpOnly: false,
          sameSite: 'lax',
          secure: options.secureCookie,
          path: '/',
        });
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;

    if (!SAFE_METHODS.has(req.method)) {
      const given = echoedToken(req);
      if (!given || !held || !sameString(held, given) || !isGenuine(key, given, bindingOf(req), genuine)) {
        return next(new HttpError(419, CSRF_EXPIRED_MESSAGE));
      }
    }
    next();
  };
}
