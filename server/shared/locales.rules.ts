// The shop's two languages (issue 18), shared by the server and the pages. English is the source language: the text
// in the code is the English UI and the key of its Spanish translation (docs/decisions/159).
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language formats dates, numbers and money with (Spanish as written in the United States). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A stored or sent language as one of the shop's, else English: what `users.locale`, a contact message's `locale` or
 * the page's prop say, never trusted as they are (null means "never chose").
 */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export type TranslationValues = Record<string, string | number>;

/** Fills `{{name}}` placeholders the way i18next does (values are text, never HTML). */
export function interpolate(text: string, values?: TranslationValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
