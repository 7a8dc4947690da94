// The staff product form's limits and messages (issue 15 item 1; docs/decisions/105). Pure and zod-free, so the
// pages import them without loading zod.

export const PRODUCT_LIMITS = {
  title: 150,
  slug: 160,
  subtitle: 200,
  shortDescription: 500,
  richText: 20_000,
  sku: 60,
  category: 100,
  tags: 20,
  tag: 40,
  comboItems: 30,
  comboQuantity: 99,
  sortOrder: 100_000,
} as const;

export const PRODUCT_MESSAGES = {
  notFound: 'That product does not exist.',
  titleRequired: 'Please enter a title.',
  titleLength: `The title can be at most ${PRODUCT_LIMITS.title} characters.`,
  slugFormat: 'Use only lower-case letters, digits and single dashes in the slug, e.g. pre-k-program.',
  slugLength: `The slug can be at most ${PRODUCT_LIMITS.slug} characters.`,
  slugTaken: 'Another product already uses this slug.',
  subtitleLength: `The subtitle can be at most ${PRODUCT_LIMITS.subtitle} characters.`,
  shortDescriptionLength: `The short description can be at most ${PRODUCT_LIMITS.shortDescription} characters.`,
  descriptionLength: `The description can be at most ${PRODUCT_LIMITS.richText.toLocaleString('en-US')} characters.`,
  videoDescriptionLength: `The video description can be at most ${PRODUCT_LIMITS.richText.toLocaleString('en-US')} characters.`,
  // The optional Spanish text (issue 18, docs/decisions/156): the same limits as the English fields.
  titleEsLength: `The Spanish title can be at most ${PRODUCT_LIMITS.title} characters.`,
  subtitleEsLength: `The Spanish subtitle can be at most ${PRODUCT_LIMITS.subtitle} characters.`,
  shortDescriptionEsLength: `The Spanish short description can be at most ${PRODUCT_LIMITS.shortDescription} characters.`,
  descriptionEsLength: `The Spanish description can be at most ${PRODUCT_LIMITS.richText.toLocaleString('en-US')} characters.`,
  videoDescriptionEsLength: `The Spanish video description can be at most ${PRODUCT_LIMITS.richText.toLocaleString('en-US')} characters.`,
  priceRequired: 'Please enter the price.',
  priceFormat: 'Enter an amount in dollars and cents, e.g. 25.00.',
  specialPriceBelowPrice: 'The special price must be less than the price.',
  skuFormat: `The SKU can be at most ${PRODUCT_LIMITS.sku} letters, digits, dots, dashes or underscores.`,
  skuTaken: 'Another product already uses this SKU.',
  levelUnknown: 'Please choose a school level from the list.',
  gradeUnknown: 'Please choose a grade from the list.',
  gradeOutsideLevel: 'This grade belongs to another school level.',
  typeUnknown: 'Please choose a product type from the list.',
  accountTypeUnknown: 'Please choose an audience from the list.',
  categoryLength: `The category can be at most ${PRODUCT_LIMITS.category} characters.`,
  tagsCount: `A product can have at most ${PRODUCT_LIMITS.tags} tags.`,
  tagLength: `Each tag can be at most ${PRODUCT_LIMITS.tag} characters.`,
  sortOrder: `Enter a whole number from 0 to ${PRODUCT_LIMITS.sortOrder.toLocaleString('en-US')}.`,
  comboCount: `A combo can hold at most ${PRODUCT_LIMITS.comboItems} products.`,
  comboProductUnknown: 'Please choose a product from the list.',
  comboSelf: 'A combo cannot contain itself.',
  comboDuplicate: 'Each product can be in the combo only once.',
  comboQuantity: `Enter a quantity from 1 to ${PRODUCT_LIMITS.comboQuantity}.`,
  flag: 'Please choose yes or no.',
  stale: 'This product changed since you opened it. Reload the page and try again.',
  created: 'Product created.',
  updated: 'Product saved.',
  duplicated: 'Product duplicated. The copy is inactive until you activate it.',
  deactivated: 'Product deactivated. It is no longer on sale; past orders and licences keep it.',
  alreadyInactive: 'This product is already inactive.',
} as const;

/** A URL slug made from a title: "Pre-K & Kindergarten!" -> "pre-k-and-kindergarten". */
export function slugifyTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_LIMITS.slug - 8)
    .replace(/-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
