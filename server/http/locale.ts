import type { NextFunction, Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#server/shared/locales.rules.js';
import { translateErrors, translateMessage } from '#server/shared/translation.js';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#server/shared/locales.rules.js';

declare global {
  namespace Express {
    interface Request {
      /** The language this request is answered in (set by `chooseLocale`). */
      locale: Locale;
    }
  }
}

// The choice of language is a preference, like the visitor type: a cookie for everyone (and the profile of a
// signed-in user, docs/decisions/160); a first visit without it follows the browser's Accept-Language.
export const LOCALE_COOKIE = 'locale';

/** The best of our languages for an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8` → es), or null. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The chosen language's cookie value, or null when there is none (or it says something else). */
export function cookieLocaleOf(req: Request): Locale | null {
  const header = req.headers.cookie;
  const value = header ? parseCookie(header)[LOCALE_COOKIE] : undefined;
  return isLocale(value) ? value : null;
}

/** Sets `req.locale`: the cookie's choice, else the signed-in user's, else the browser's languages, else English. */
export function chooseLocale(req: Request, _res: Response, next: NextFunction): void {
  const profileLocale = req.user?.locale;
  req.locale =
    cookieLocaleOf(req) ?? (isLocale(profileLocale) ? profileLocale : null) ?? negotiateLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
  next();
}

/** Keeps a choice of language for a year in this browser. */
export function rememberLocale(req: Request, res: Response, locale: Locale): void {
  res.cookie(LOCALE_COOKIE, locale, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: 365 * 24 * 3600_000 });
}

/**
 * JSON answers speak the visitor's language: their `message` and `errors` (validation, limits, refusals) are written
 * in English where they arise and translated here, on the way out (docs/decisions/159).
 */
export function translateJsonMessages(req: Request, res: Response, next: NextFunction): void {
  const { locale } = req;
  if (locale === DEFAULT_LOCALE) return next();
  const send = res.json.bind(res);
  res.json = (body: unknown) => send(translateAnswer(locale, body));
  next();
}

function translateAnswer(locale: Locale, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const answer = body as Record<string, unknown>;
  if (typeof answer.message !== 'string' && !isRecord(answer.errors)) return body;
  return {
    ...answer,
    ...(typeof answer.message === 'string' ? { message: translateMessage(locale, answer.message) } : {}),
    ...(isRecord(answer.errors) ? { errors: translateErrors(locale, answer.errors) } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
