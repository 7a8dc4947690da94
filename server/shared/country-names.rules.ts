import { INTL_LOCALE, type Locale } from './locales.rules.js';

// Country names in the visitor's language. English keeps the shop's own wording; Spanish comes from the CLDR names
// of Intl.DisplayNames rather than a hand-written list (docs/decisions/163-option-labels-banners-calendar.md).

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A region's name by its ISO 3166 code ("MX" → "México" in Spanish); the code itself when it is not one. */
export function regionName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

/** A country as addresses show it: the shop ships within the US, other codes are shown as stored. */
export const countryName = (code: string, locale: Locale = 'en') => (code !== 'US' ? code : locale === 'en' ? 'United States' : regionName(code, locale));
