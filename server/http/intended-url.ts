import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';

// Where to return after sign-in (Laravel's url.intended), kept in a short-lived cookie rather than the session, so a
// guest (or a crawler) who opens an account link gets no session row (docs/decisions/088).
export const INTENDED_URL_COOKIE = 'intended_url';
const INTENDED_URL_TTL_MS = 60 * 60_000;
const MAX_LENGTH = 2000;

/** A path on this site only: one leading slash, no `//` or `/\` (which browsers read as another host), printable ASCII. */
function isSameSitePath(url: string): boolean {
  return url.length <= MAX_LENGTH && /^\/(?![/\\])[!-~]*$/.test(url) && !url.includes('\\');
}

export function rememberIntendedUrl(req: Request, res: Response): void {
  if (!isSameSitePath(req.originalUrl)) return;
  res.cookie(INTENDED_URL_COOKIE, req.originalUrl, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: INTENDED_URL_TTL_MS,
  });
}

/** The remembered page, used up by the sign-in that reads it; undefined when there is none or it is not a local path. */
export function takeIntendedUrl(req: Request, res: Response): string | undefined {
  const header = req.headers.cookie;
  const url = header ? parseCookie(header)[INTENDED_URL_COOKIE] : undefined;
  if (url === undefined) return undefined;
  res.clearCookie(INTENDED_URL_COOKIE, { path: '/' });
  return isSameSitePath(url) ? url : undefined;
}
