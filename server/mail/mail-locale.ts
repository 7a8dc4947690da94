import { isLocale, type Locale } from '#server/shared/locales.rules.js';

/** The language an account's e-mails are written in: its saved choice (users.locale), else English. */
export const recipientLocale = (saved: string | null | undefined): Locale => (isLocale(saved) ? saved : 'en');
