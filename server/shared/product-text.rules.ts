// A product's customer-visible text in the visitor's language (issue 18, docs/decisions/156). Products carry optional
// Spanish twins of their English text fields; a Spanish visitor (req.locale 'es') reads each Spanish field, or the
// English one when the Spanish one is empty, field by field. The catalog owns the products; this rule lives in
// shared because the catalog, cart, checkout, licensing and content modules all show product text, and the catalog
// itself depends on licensing and cart (a catalog file here would be an import cycle). Placed orders keep the
// snapshot they were written with; nothing here touches them.

import type { Locale } from './locales.rules.js';
import { translate } from './translation.js';

/** Each English text field and its optional Spanish twin (Prisma field names). */
export const SPANISH_TEXT_FIELDS = {
  title: 'titleEs',
  subtitle: 'subtitleEs',
  shortDescription: 'shortDescriptionEs',
  description: 'descriptionEs',
  videoDescription: 'videoDescriptionEs',
} as const;

type EnglishField = keyof typeof SPANISH_TEXT_FIELDS;
type SpanishField = (typeof SPANISH_TEXT_FIELDS)[EnglishField];

/** A product row as read: any English text fields, with (for a Spanish visitor) their Spanish twins. */
export type ProductTextRow = { [K in EnglishField]?: string | null } & { [K in SpanishField]?: string | null };

/** The Prisma select for every Spanish twin: add it beside the English fields a page shows. */
export const SPANISH_TEXT_SELECT = {
  titleEs: true,
  subtitleEs: true,
  shortDescriptionEs: true,
  descriptionEs: true,
  videoDescriptionEs: true,
} as const;

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The product with its English text fields in the visitor's language: for 'es' each English field the row carries
 * becomes its Spanish twin when that one has text; for 'en' the row is returned as it is. Other fields are untouched.
 */
export function localizedProduct<T extends ProductTextRow>(product: T, locale: Locale): T {
  if (locale !== 'es') return product;
  const localized: T = { ...product };
  for (const [english, spanish] of Object.entries(SPANISH_TEXT_FIELDS) as [EnglishField, SpanishField][]) {
    const text = product[spanish];
    if (english in product && hasText(text)) (localized as ProductTextRow)[english] = text;
  }
  return localizedTaxonomy(localized, locale);
}

/**
 * A school level, grade or product type name in the visitor's language. Staff name them in English; the names the shop
 * ships with have their Spanish in the catalogue (resources/lang/es/server-shop.json), and a name staff add later is
 * shown as written until the catalogue has it (docs/decisions/156).
 */
export const localizedName = (name: string, locale: Locale): string => (locale === 'en' ? name : translate(locale, name));

const TAXONOMY_PARTS = ['level', 'grade', 'type'] as const;

/** The row's `level`, `grade` and `type` (those it carries) with their names in the visitor's language. */
export function localizedTaxonomy<T extends object>(row: T, locale: Locale): T {
  if (locale === 'en') return row;
  const localized = { ...row } as Record<string, unknown>;
  for (const part of TAXONOMY_PARTS) {
    const value = localized[part] as { name?: unknown } | null | undefined;
    if (value && typeof value.name === 'string') localized[part] = { ...value, name: localizedName(value.name, locale) };
  }
  return localized as T;
}

/**
 * An English thing and its Spanish twin (a parent guide, a coloring book) in the order a visitor should meet them:
 * the Spanish one first for a Spanish visitor, the English one first for everyone else.
 */
export function inVisitorLanguageOrder<T>(english: T, spanish: T, locale: Locale): [T, T] {
  return locale === 'es' ? [spanish, english] : [english, spanish];
}
