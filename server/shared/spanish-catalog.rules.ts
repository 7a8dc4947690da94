import i18next, { type i18n } from 'i18next';

/**
 * An i18next instance over a Spanish catalogue, set up the one way the pages and the server both read it
 * (docs/decisions/159): the keys are English sentences, so dots, colons and empty strings are text, not key syntax.
 */
export function createSpanishI18next(entries: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: entries } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
