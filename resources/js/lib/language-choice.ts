import { readStorage, writeStorage } from './browser-storage';

// The ENG/ESP switch is a remembered local preference only (spec §2): it does not change any content.

export const LANGUAGES = [
  { code: 'en', label: 'ENG', name: 'English' },
  { code: 'es', label: 'ESP', name: 'Español' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';
const listeners = new Set<() => void>();

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function readLanguageChoice(): LanguageCode {
  const value = readStorage('local', LANGUAGE_KEY);
  return isLanguageCode(value) ? value : 'en';
}

export function storeLanguageChoice(code: LanguageCode): void {
  writeStorage('local', LANGUAGE_KEY, code);
  for (const listener of listeners) listener();
}

export function subscribeToLanguageChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
