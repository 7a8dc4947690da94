// The shop's languages and the one shape every translation goes through (docs/decisions/159-english-source-text-as-keys.md).
// English is the source: the text in the code is both the English UI, word for word as the spec quotes it, and the
// key under which the Spanish catalogue (resources/lang/es/*.json) holds its translation.

import { interpolate, type TranslationValues } from '#server/shared/locales.rules';

export { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale, type TranslationValues } from '#server/shared/locales.rules';

export type Translate = (text: string, values?: TranslationValues) => string;

/** English needs no catalogue: the source text is the English text. */
export const translateEnglish: Translate = interpolate;

/**
 * Marks a text for translation where it is written (a label in a constant), for `t()` to translate where it is shown.
 * The catalogue test finds marked texts as it finds `t('...')` calls.
 */
export function msg(text: string): string {
  return text;
}
