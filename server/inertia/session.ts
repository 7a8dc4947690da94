import type { Request } from 'express';
import type { ValidationErrors } from './errors.js';

/** What the adapter keeps in the session between a redirect and the next render. */
export interface InertiaSessionState {
  errors?: ValidationErrors;
  flash?: Record<string, unknown>;
  clearHistory?: boolean;
  preserveFragment?: boolean;
}

declare module 'express-session' {
  interface SessionData {
    inertia: InertiaSessionState;
  }
}

/** The adapter's session state for writing; the session middleware must run before Inertia's. */
export function sessionState(req: Request): InertiaSessionState {
  // Typed as always present, but absent when express-session is not mounted.
  const session = req.session as Request['session'] | undefined;
  if (!session) {
    throw new Error('Inertia: flash data, errors and clearHistory need express-session mounted before createInertia()');
  }
  return (session.inertia ??= {});
}

/** Removes and returns the state, so each piece is delivered by exactly one render. */
export function takeSessionState(req: Request): InertiaSessionState {
  // express-session sets req.sessionID as it starts; a session started only when first used (the app's lazySession)
  // has none yet, and reading req.session would start it for nothing.
  const session = req.sessionID === undefined ? undefined : (req.session as Request['session'] | undefined);
  const state = session?.inertia;
  if (!session || !state) return {};
  delete session.inertia;
  return state;
}
