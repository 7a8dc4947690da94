import type { Request } from 'express';

/** An Inertia visit (page object as JSON) rather than a first, full-page load. */
export function isInertiaVisit(req: Request): boolean {
  return req.get('x-inertia') === 'true';
}

/** A call from the pages' own fetch code (the spec's "calls"), which wants `{success, message}` JSON back. */
export function isJsonCall(req: Request): boolean {
  if (isInertiaVisit(req)) return false;
  const preferred = req.accepts(['html', 'json']);
  if (preferred === 'json') return true;
  return !req.get('accept') && Boolean(req.is('application/json'));
}

/** The headers likelyPhone reads; an answer shaped by it names them in Vary. */
const PHONE_HINT_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'];

/**
 * Whether the browser says it is a phone: Chromium's Sec-CH-UA-Mobile client hint, or "Mobi" in the User-Agent
 * (Safari and Firefox on phones; the token MDN advises). A guess for a page's first, server-rendered look only; the
 * page goes by the real screen once it runs (docs/decisions/171). Adds the headers it read to the answer's Vary.
 */
export function likelyPhone(req: Request): boolean {
  req.res?.vary(PHONE_HINT_HEADERS.join(', '));
  const hint = req.get('sec-ch-ua-mobile');
  if (hint !== undefined) return hint.trim() === '?1';
  return /Mobi/.test(req.get('user-agent') ?? '');
}
