import type { NextFunction, Request, Response } from 'express';
import { parseCookie } from 'cookie';

declare global {
  namespace Express {
    interface Request {
      /** The language this request is answered in (set by `chooseLocale`). */
      locale: Locale;
    }
  }
}

// The shop's two languages (issue 18). The choice is a preference, like the visitor type: a cookie for everyone;
// a first visit without it follows the browser's Accept-Language.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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

/** Sets `req.locale`: the cookie's choice, else the browser's languages, else English. */
export function chooseLocale(req: Request, _res: Response, next: NextFunction): void {
  req.locale = cookieLocaleOf(req) ?? negotiateLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
  next();
}
