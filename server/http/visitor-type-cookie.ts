import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import type { VisitorType } from '#server/shared/account-types.js';

// A guest's journey choice (schools or parent) is a preference, not state to protect: it lives in a cookie, so
// choosing it stores no session row, and a page that also starts a session at the same moment (the contact page's
// captcha) keeps its one session (docs/decisions/088, 102).
export const VISITOR_TYPE_COOKIE = 'visitor_type';
const VISITOR_TYPES: readonly VisitorType[] = ['schools', 'parent'];

export function rememberVisitorType(req: Request, res: Response, visitorType: VisitorType): void {
  res.cookie(VISITOR_TYPE_COOKIE, visitorType, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** Signing out asks the journey again, as it did when the choice lived in the session. */
export function forgetVisitorType(res: Response): void {
  res.clearCookie(VISITOR_TYPE_COOKIE, { path: '/' });
}

/** The journey a guest chose, or null (not chosen, or a cookie that says something else). */
export function chosenVisitorTypeOf(req: Request): VisitorType | null {
  const header = req.headers.cookie;
  const value = header ? parseCookie(header)[VISITOR_TYPE_COOKIE] : undefined;
  return VISITOR_TYPES.find((type) => type === value) ?? null;
}
