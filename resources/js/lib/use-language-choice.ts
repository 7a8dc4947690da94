import { useSyncExternalStore } from 'react';
import { readLanguageChoice, subscribeToLanguageChoice, type LanguageCode } from './language-choice';

/** The remembered ENG/ESP choice; every switch on the page shows the same value. */
export function useLanguageChoice(): LanguageCode {
  return useSyncExternalStore(subscribeToLanguageChoice, readLanguageChoice, () => 'en');
}
