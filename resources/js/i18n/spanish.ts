import { createSpanishI18next } from '#server/shared/spanish-catalog.rules';
import { spanishCatalog } from './spanish-catalog';
import type { Translate } from './translator';

// Spanish through i18next, loaded only when a visitor reads Spanish: English pages never download it
// (docs/decisions/159-english-source-text-as-keys.md).
const instance = createSpanishI18next(spanishCatalog);

/** A text in Spanish, or the English text itself while the catalogue lacks it. */
export const translateSpanish: Translate = (text, values) => String(instance.t(text, { ...values, defaultValue: text }));
