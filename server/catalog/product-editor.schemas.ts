import { z } from 'zod';
import { emptyToUndefined, ZPage, ZPerPage, ZPositiveId, ZSearchTerm, zSortColumn, ZSortDirection } from '#server/http/list-query.schemas.js';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';
import { amountStringToCents } from '#server/shared/money.js';
import { PRODUCT_LIMITS as LIMIT, PRODUCT_MESSAGES as MESSAGE, SLUG_PATTERN } from './product-editor.rules.js';

// The staff product form (issue 15 item 1; docs/decisions/105): what the form posts, checked field by field with
// the messages the page shows. Prices arrive in dollars and leave as cents; descriptions are Markdown source.

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const trimmedText = (max: number, message: string) =>
  z.preprocess(emptyToNull, z.string({ error: message }).trim().max(max, message).nullable().default(null));

/** Dollars as typed ("25", "25.00", "$1,250.5") to cents, or the field's message. */
const dollars = (requiredMessage: string | null) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value),
    z.union([z.string(), z.null(), z.undefined()]).transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
        return null;
      }
      const cents = /^\d{1,7}(\.\d{1,2})?$/.test(value) ? amountStringToCents(value) : Number.NaN;
      if (Number.isNaN(cents)) {
        ctx.addIssue({ code: 'custom', message: MESSAGE.priceFormat });
        return z.NEVER;
      }
      return cents;
    }),
  );

const flag = z.preprocess((value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' || value === '' ? false : value), z.boolean({ error: MESSAGE.flag }).default(false));

/** An optional id from a select: empty means none. */
const optionalId = (message: string) =>
  z.preprocess(
    emptyToNull,
    z
      .union([z.string(), z.number()], { error: message })
      .transform((value, ctx) => {
        const text = String(value);
        if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2147483647) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return Number(text);
      })
      .nullable()
      .default(null),
  );

const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );

const ZTags = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value ?? []),
  z
    .array(z.string({ error: MESSAGE.tagLength }).trim(), { error: MESSAGE.tagLength })
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    // Checked on the whole list, so the form's one Tags field shows the message.
    .refine((tags) => tags.every((tag) => tag.length <= LIMIT.tag), MESSAGE.tagLength)
    .refine((tags) => tags.length <= LIMIT.tags, MESSAGE.tagsCount),
);

const ZComboItem = z.object({
  product_id: z.union([z.string(), z.number()], { error: MESSAGE.comboProductUnknown }).transform((value, ctx) => {
    const text = String(value);
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2147483647) {
      ctx.addIssue({ code: 'custom', message: MESSAGE.comboProductUnknown });
      return z.NEVER;
    }
    return Number(text);
  }),
  quantity: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: MESSAGE.comboQuantity }).int(MESSAGE.comboQuantity).min(1, MESSAGE.comboQuantity).max(LIMIT.comboQuantity, MESSAGE.comboQuantity),
  ),
});

const productFields = {
  idempotency_key: ZIdempotencyKey,
  title: z.preprocess(emptyToNull, z.string({ error: MESSAGE.titleRequired }).trim().min(1, MESSAGE.titleRequired).max(LIMIT.title, MESSAGE.titleLength)),
  /** Empty: made from the title (a free one). */
  slug: z.preprocess(
    emptyToNull,
    z.string({ error: MESSAGE.slugFormat }).trim().max(LIMIT.slug, MESSAGE.slugLength).regex(SLUG_PATTERN, MESSAGE.slugFormat).nullable().default(null),
  ),
  subtitle: trimmedText(LIMIT.subtitle, MESSAGE.subtitleLength),
  short_description: trimmedText(LIMIT.shortDescription, MESSAGE.shortDescriptionLength),
  description: trimmedText(LIMIT.richText, MESSAGE.descriptionLength),
  video_description: trimmedText(LIMIT.richText, MESSAGE.videoDescriptionLength),
  // Optional Spanish text (docs/decisions/156): empty means "show the English field to Spanish visitors".
  title_es: trimmedText(LIMIT.title, MESSAGE.titleEsLength),
  subtitle_es: trimmedText(LIMIT.subtitle, MESSAGE.subtitleEsLength),
  short_description_es: trimmedText(LIMIT.shortDescription, MESSAGE.shortDescriptionEsLength),
  description_es: trimmedText(LIMIT.richText, MESSAGE.descriptionEsLength),
  video_description_es: trimmedText(LIMIT.richText, MESSAGE.videoDescriptionEsLength),
  price: dollars(MESSAGE.priceRequired).pipe(z.number()),
  special_price: dollars(null),
  sku: z.preprocess(emptyToNull, z.string({ error: MESSAGE.skuFormat }).trim().regex(new RegExp(`^[A-Za-z0-9._-]{1,${LIMIT.sku}}$`), MESSAGE.skuFormat).nullable().default(null)),
  level_id: optionalId(MESSAGE.levelUnknown),
  grade_id: optionalId(MESSAGE.gradeUnknown),
  type_id: optionalId(MESSAGE.typeUnknown),
  account_type_id: optionalId(MESSAGE.accountTypeUnknown),
  tags: ZTags,
  category: trimmedText(LIMIT.category, MESSAGE.categoryLength),
  is_best_seller: flag,
  sort_order: wholeNumber(MESSAGE.sortOrder, LIMIT.sortOrder),
  combo_items: z
    .array(ZComboItem, { error: MESSAGE.comboProductUnknown })
    .max(LIMIT.comboItems, MESSAGE.comboCount)
    .default([])
    .refine((items) => new Set(items.map((item) => item.product_id)).size === items.length, MESSAGE.comboDuplicate),
  preview_video_account: flag,
  trainer_video_account: flag,
  is_licensed: flag,
  is_hard_copy: flag,
  is_active: flag,
};

const specialBelowPrice = (input: { price: number; special_price: number | null }) => input.special_price === null || input.special_price < input.price;
const SPECIAL_PRICE_ISSUE = { path: ['special_price'], message: MESSAGE.specialPriceBelowPrice };

export const ZCreateProductInput = z.object(productFields).refine(specialBelowPrice, SPECIAL_PRICE_ISSUE);
export type TCreateProductInput = z.output<typeof ZCreateProductInput>;

/** An edit also carries the product's updated_at as the form was opened (a stale form is refused). */
export const ZUpdateProductInput = z
  .object({ ...productFields, expected_updated_at: z.iso.datetime({ error: MESSAGE.stale, offset: true }) })
  .refine(specialBelowPrice, SPECIAL_PRICE_ISSUE);
export type TUpdateProductInput = z.output<typeof ZUpdateProductInput>;

export const ZProductActionInput = z.object({ idempotency_key: ZIdempotencyKey });

export type ProductFormValues = TCreateProductInput;

// The staff products list (admin.products): search, filters, sort and page, all in the URL.
export const PRODUCT_LIST_SORTS = ['updated_at', 'title', 'price', 'sort_order'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

const listEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());

export const ZProductListQuery = z.object({
  search: ZSearchTerm,
  level: ZPositiveId(MESSAGE.levelUnknown),
  grade: ZPositiveId(MESSAGE.gradeUnknown),
  type: ZPositiveId(MESSAGE.typeUnknown),
  active: listEnum(['1', '0'] as const, 'Please choose active or inactive products.'),
  sort: zSortColumn(PRODUCT_LIST_SORTS, 'Products cannot be sorted that way.', 'updated_at'),
  direction: ZSortDirection,
  page: ZPage,
  per_page: ZPerPage,
});
export type TProductListQuery = z.output<typeof ZProductListQuery>;
