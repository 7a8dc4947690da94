import { ADDITIONAL_ITEM_TYPE_NAMES } from '#server/shared/additional-items.js';

// School levels, grades and product types as staff edit them (issue 15 item 3; docs/decisions/108). Pure, for the
// page and the server.

export const TAXONOMY_KINDS = ['levels', 'grades', 'types'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const TAXONOMY_LIMITS = { name: 60, slug: 80, sortOrder: 10_000 } as const;

export const TAXONOMY_NOUNS: Record<TaxonomyKind, string> = { levels: 'School level', grades: 'Grade', types: 'Product type' };

export const TAXONOMY_MESSAGES = {
  notFound: 'That entry does not exist.',
  nameRequired: 'Please enter a name.',
  nameLength: `The name can be at most ${TAXONOMY_LIMITS.name} characters.`,
  nameTaken: 'Another entry of this list already has this name.',
  slugFormat: 'Use only lower-case letters, digits and single dashes in the slug, e.g. middle-school.',
  slugLength: `The slug can be at most ${TAXONOMY_LIMITS.slug} characters.`,
  slugTaken: 'Another entry of this list already uses this slug.',
  sortOrder: `Enter a whole number from 0 to ${TAXONOMY_LIMITS.sortOrder.toLocaleString('en-US')}.`,
  levelRequired: 'Please choose the school level of this grade.',
  levelUnknown: 'Please choose a school level from the list.',
  unchanged: 'Nothing to save: the entry already reads like this.',
} as const;

/**
 * Names the storefront looks for by name (the Pre-K and Kindergarten banners on the shop, the Additional Items
 * menu): renaming one of them takes it out of that place, so the page warns before such a rename.
 */
export const NAMES_THE_SHOP_USES: Record<'levels' | 'types', readonly string[]> = {
  levels: ['Pre-K', 'Kindergarten'],
  types: ADDITIONAL_ITEM_TYPE_NAMES,
};
