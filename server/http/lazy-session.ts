import type { Request, RequestHandler } from 'express';

/**
 * express-session, started for a request without a session cookie only when something first reads or writes
 * `req.session` (docs/decisions/170). Most of those requests are guests browsing: they never need one, and making
 * one (its id, its objects, three SHA-1 hashes of it to learn that nothing changed) was about a tenth of a page
 * view's CPU. express-session handles a cookie-less request synchronously up to `next()`, so starting it at the
 * first touch gives the same session, cookie and save as starting it up front; it must happen before the answer's
 * headers go out, as any session write must.
 */
export function lazySession(startSession: RequestHandler, cookieName: string): RequestHandler {
  const cookiePrefix = `${cookieName}=`;
  return (req, res, next) => {
    if (req.headers.cookie?.includes(cookiePrefix)) {
      startSession(req, res, next);
      return;
    }
    const start = () => {
      delete (req as Partial<Request>).session;
      void startSession(req, res, () => {});
    };
    Object.defineProperty(req, 'session', {
      configurable: true,
      enumerable: true,
      get() {
        start();
        return req.session;
      },
      set(value: Request['session']) {
        start();
        req.session = value;
      },
    });
    next();
  };
}

/**
 * The request's session if it has one already (from its cookie, or made during this request); never starts one.
 * express-session sets `req.sessionID` as it starts.
 */
export function existingSession(req: Request): Request['session'] | undefined {
  return req.sessionID === undefined ? undefined : (req.session as Request['session'] | undefined);
}
