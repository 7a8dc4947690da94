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
