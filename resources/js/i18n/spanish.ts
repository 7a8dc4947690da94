import i18next from 'i18next';
import { spanishCatalog } from './spanish-catalog';
import type { Translate } from './translator';

// Spanish through i18next, loaded only when a visitor reads Spanish: English pages never download it
// (docs/decisions/159-english-source-text-as-keys.md).
const instance = i18next.createInstance();
void instance.init({
  lng: 'es',
  fallbackLng: false,
  resources: { es: { translation: spanishCatalog } },
  initAsync: false,
  // The keys are English sentences: dots, colons and empty strings are text, not key syntax.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
});

/** A text in Spanish, or the English text itself while the catalogue lacks it. */
export const translateSpanish: Translate = (text, values) => String(instance.t(text, { ...values, defaultValue: text }));
