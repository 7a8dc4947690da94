import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { createSpanishI18next } from './spanish-catalog.rules.js';
import { interpolate, type Locale, type TranslationValues } from './locales.rules.js';

// What the server says in the visitor's language: validation and flash messages, error pages, e-mails
// (docs/decisions/159). English is the source text and the key; Spanish comes from resources/lang/es/*.json through
// i18next, the same catalogue the pages use.

const CATALOG_DIR = path.resolve('resources/lang/es');

function readSpanishCatalog(): Record<string, string> {
  const catalog: Record<string, string> = {};
  for (const file of readdirSync(CATALOG_DIR).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(catalog, JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8')) as Record<string, string>);
  }
  return catalog;
}

interface MessageTemplate {
  pattern: RegExp;
  names: string[];
  key: string;
}

/** A catalogue key with placeholders ("Only {{count}} left.") as a pattern that reads the values back out of a message. */
function templateOf(key: string): MessageTemplate | null {
  const names: string[] = [];
  const parts = key.split(/\{\{\s*([\w.]+)\s*\}\}/g);
  if (parts.length === 1) return null;
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, key };
}

class SpanishCatalog {
  private readonly instance: i18n;
  private readonly templates: MessageTemplate[];

  constructor(private readonly entries: Record<string, string>) {
    this.instance = createSpanishI18next(entries);
    this.templates = Object.keys(entries)
      .map(templateOf)
      .filter((template): template is MessageTemplate => template !== null);
  }

  translate(text: string, values?: TranslationValues): string {
    return String(this.instance.t(text, { ...values, defaultValue: text }));
  }

  /** A finished message: the catalogue's text for it, or for the template it was made from, else the message itself. */
  translateMessage(message: string): string {
    if (Object.hasOwn(this.entries, message)) return this.translate(message);
    for (const template of this.templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
      return this.translate(template.key, values);
    }
    return message;
  }
}

let spanish: SpanishCatalog | null = null;
function spanishCatalog(): SpanishCatalog {
  spanish ??= new SpanishCatalog(readSpanishCatalog());
  return spanish;
}

/** A text of the code in a language: `translate(locale, 'Hello {{name}},', { name })`. */
export function translate(locale: Locale, text: string, values?: TranslationValues): string {
  if (locale === 'en') return interpolate(text, values);
  return spanishCatalog().translate(text, values);
}

/** What a text in one language is: `const t = translatorFor(locale)`, then `t('Hello {{name}},', { name })`. */
export type Translator = (text: string, values?: TranslationValues) => string;

/** The `t` of an e-mail or document written in one language (the recipient's, or the request's). */
export const translatorFor =
  (locale: Locale): Translator =>
  (text, values) =>
    translate(locale, text, values);

/** A message already written in English (a validation error, a flash) in the visitor's language. */
export function translateMessage(locale: Locale, message: string): string {
  return locale === 'en' ? message : spanishCatalog().translateMessage(message);
}

/** Every message of `{field: message}` errors (or lists of them) in the visitor's language. */
export function translateErrors<Errors extends Record<string, unknown>>(locale: Locale, errors: Errors): Errors {
  if (locale === 'en') return errors;
  const translated: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [field, value] of Object.entries(errors)) translated[field] = translateValue(locale, value);
  return translated as Errors;
}

function translateValue(locale: Locale, value: unknown): unknown {
  if (typeof value === 'string') return translateMessage(locale, value);
  if (Array.isArray(value)) return value.map((item) => translateValue(locale, item));
  if (value && typeof value === 'object') return translateErrors(locale, value as Record<string, unknown>);
  return value;
}
