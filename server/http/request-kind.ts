import type { Request, Response } from 'express';

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

/** The headers likelyPhone reads. */
const PHONE_HINT_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'];

/**
 * Whether the browser says it is a phone: Chromium's Sec-CH-UA-Mobile client hint, or "Mobi" in the User-Agent
 * (Safari and Firefox on phones; the token MDN advises). A guess for a page's first, server-rendered look only; the
 * page goes by the real screen once it runs (docs/decisions/171). An answer shaped by it calls varyOnPhoneHints.
 */
export function likelyPhone(req: Request): boolean {
  const hint = req.get('sec-ch-ua-mobile');
  if (hint !== undefined) return hint.trim() === '?1';
  return /Mobi/.test(req.get('user-agent') ?? '');
}

/** Names the headers likelyPhone reads in the answer's Vary, so a cache keeps the phone's and the desktop's apart. */
export function varyOnPhoneHints(res: Response): void {
  res.vary(PHONE_HINT_HEADERS.join(', '));
}
