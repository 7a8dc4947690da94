import { z } from 'zod';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules.js';
import { PRICING_PREVIEW_MESSAGES, PRICING_RULE_FORM_MESSAGES, PRICING_RULE_LIMITS, PROMO_CODE_FORM_MESSAGES, PROMO_CODE_LIMITS } from './pricing-admin.rules.js';

// The staff forms of promo codes, tax lines and shipping rates, and the "price this cart" preview (issue 15 items
// 4-5). Forms send dollars and percents as typed; the schemas turn them into integer cents and basis points.

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : trimmed(value));

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "450", "450.5", "$1,250.00" → cents; null when it is not an amount. */
export function parseDollarsToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.replace(/[$,\s]/g, '');
  if (!DOLLARS.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "20", "8.25", "12.5%" → basis points (2000, 825, 1250); null when not a percent with at most 2 decimals. */
export function parsePercentToBasisPoints(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.replace(/[%\s]/g, '');
  if (!PERCENT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A money field: cents; `min` 0 allows free (a shipping rate), 1 requires more than $0.00. */
const dollarsField = (messages: { required: string; format: string; positive?: string }, min: 0 | 1) =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? messages.required : messages.format) })
      .transform((value, ctx) => {
        const cents = parseDollarsToCents(value);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: messages.format });
          return z.NEVER;
        }
        if (cents < min) {
          ctx.addIssue({ code: 'custom', message: messages.positive ?? messages.format });
          return z.NEVER;
        }
        return cents;
      }),
  );

/** An optional money field: empty is null. */
const optionalDollars = (format: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.string(), z.number()], { error: format })
      .transform((value, ctx) => {
        const cents = parseDollarsToCents(value);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: format });
          return z.NEVER;
        }
        return cents;
      })
      .optional()
      .transform((value) => value ?? null),
  );

/** A whole number in [min, max]; empty is null when optional. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = String(value).replace(/,/g, '');
    const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(number >= min && number <= max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(emptyToUndefined, wholeNumber(message, min, max).optional().transform((value) => value ?? null));

/** A list of ids picked from a list (checkboxes); the service checks that each exists. */
const idList = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : value),
    z
      .array(z.union([z.number(), z.string()]), { error: message })
      .max(500, message)
      .transform((values, ctx) => {
        const ids = values.map((value) => (/^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : Number.NaN));
        if (ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return [...new Set(ids)];
      }),
  );

/** A checkbox: true/false (or 1/0, "1"/"0"). */
const flag = (message: string) =>
  z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')], { error: message })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const optionalDay = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: PROMO_CODE_FORM_MESSAGES.dateFormat })
    .refine(isCalendarDate, PROMO_CODE_FORM_MESSAGES.dateFormat)
    .optional()
    .transform((value) => value ?? null),
);

/** Every staff form here: the submission's key, and for an edit the `updated_at` the form was opened on. */
const envelope = {
  idempotency_key: z.preprocess(trimmed, z.uuid({ error: STAFF_FORM_MESSAGES.idempotencyKey })),
  expected_updated_at: z.preprocess(emptyToUndefined, z.iso.datetime({ error: STAFF_FORM_MESSAGES.stale }).optional()),
};

const M = PROMO_CODE_FORM_MESSAGES;

export const ZPromoCodeForm = z
  .object({
    ...envelope,
    code: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: M.codeRequired })
        .regex(new RegExp(`^[A-Za-z0-9_-]{${PROMO_CODE_LIMITS.codeMin},${PROMO_CODE_LIMITS.codeMax}}$`), M.codeFormat)
        // Stored upper-case: the storefront matches a typed code upper-cased (findPromoCodeByCode).
        .transform((value) => value.toUpperCase()),
    ),
    description: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: M.descriptionTooLong })
        .max(PROMO_CODE_LIMITS.descriptionMax, M.descriptionTooLong)
        .optional()
        .transform((value) => value ?? null),
    ),
    kind: z.enum(['percent', 'fixed'], { error: M.kindRequired }),
    value: z.preprocess(emptyToUndefined, z.union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? M.valueRequired : M.amountFormat) })),
    min_subtotal: optionalDollars(M.amountFormat),
    starts_on: optionalDay,
    ends_on: optionalDay,
    max_uses: optionalWholeNumber(M.maxUsesFormat, 1, PROMO_CODE_LIMITS.maxUses),
    max_uses_per_customer: optionalWholeNumber(M.maxUsesPerCustomerFormat, 1, PROMO_CODE_LIMITS.maxUsesPerCustomer),
    product_ids: idList(M.productsUnknown),
    product_type_ids: idList(M.productTypesUnknown),
    level_ids: idList(M.levelsUnknown),
    is_active: flag(M.activeRequired),
  })
  .transform((input, ctx) => {
    // The value's meaning follows the kind: a percent in basis points (1-100 %), or cents (more than $0.00).
    let value: number | null;
    if (input.kind === 'percent') {
      value = parsePercentToBasisPoints(input.value);
      if (value === null || value < 100 || value > 10_000) ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentRange });
    } else {
      value = parseDollarsToCents(input.value);
      if (value === null) ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountFormat });
      else if (value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountPositive });
    }
    if (input.starts_on && input.ends_on && input.ends_on < input.starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endsBeforeStart });
    if (input.max_uses !== null && input.max_uses_per_customer !== null && input.max_uses_per_customer > input.max_uses) {
      ctx.addIssue({ code: 'custom', path: ['max_uses_per_customer'], message: M.perCustomerAboveTotal });
    }
    return { ...input, value: value ?? 0 };
  });
export type TPromoCodeForm = z.output<typeof ZPromoCodeForm>;

export const ZPromoCodeDeleteForm = z.object({ idempotency_key: envelope.idempotency_key });

const R = PRICING_RULE_FORM_MESSAGES;
const name = z.preprocess(emptyToUndefined, z.string({ error: R.nameRequired }).max(PRICING_RULE_LIMITS.nameMax, R.nameTooLong));
const sortOrder = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : trimmed(value)),
  wholeNumber(R.sortOrderFormat, 0, PRICING_RULE_LIMITS.sortOrderMax),
);

export const ZTaxRateForm = z
  .object({
    ...envelope,
    name,
    // A two-letter state (checked against the list by the service); empty = every address.
    state: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: R.stateUnknown })
        .regex(/^[A-Za-z]{2}$/, R.stateUnknown)
        .optional()
        .transform((value) => value?.toUpperCase() ?? null),
    ),
    kind: z.enum(['percentage', 'fixed'], { error: R.taxKindRequired }),
    rate: z.preprocess(emptyToUndefined, z.union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? R.rateRequired : R.amountFormat) })),
    sort_order: sortOrder,
    is_active: flag(R.activeRequired),
  })
  .transform((input, ctx) => {
    let rate: number | null;
    if (input.kind === 'percentage') {
      rate = parsePercentToBasisPoints(input.rate);
      if (rate === null || rate < 100 || rate > 10_000) ctx.addIssue({ code: 'custom', path: ['rate'], message: R.percentRange });
    } else {
      rate = parseDollarsToCents(input.rate);
      if (rate === null) ctx.addIssue({ code: 'custom', path: ['rate'], message: R.amountFormat });
      else if (rate <= 0) ctx.addIssue({ code: 'custom', path: ['rate'], message: R.amountPositive });
    }
    return { ...input, rate: rate ?? 0 };
  });
export type TTaxRateForm = z.output<typeof ZTaxRateForm>;

export const ZShippingRuleForm = z
  .object({
    ...envelope,
    name,
    account_type_ids: idList(R.accountTypesUnknown),
    min_subtotal: z.preprocess((value) => (value === '' || value === null || value === undefined ? 0 : value), dollarsField({ required: R.minSubtotalFormat, format: R.minSubtotalFormat }, 0)),
    max_subtotal: optionalDollars(R.maxSubtotalFormat),
    amount: dollarsField({ required: R.shippingAmountRequired, format: R.amountFormat }, 0),
    sort_order: sortOrder,
    is_active: flag(R.activeRequired),
  })
  .superRefine((input, ctx) => {
    if (input.max_subtotal !== null && input.max_subtotal <= input.min_subtotal) ctx.addIssue({ code: 'custom', path: ['max_subtotal'], message: R.maxNotAboveMin });
  });
export type TShippingRuleForm = z.output<typeof ZShippingRuleForm>;

const P = PRICING_PREVIEW_MESSAGES;

/**
 * The preview's query: `account_type=5&state=TX&items=12:2,15:1&code=SAVE20`. Items are product:quantity pairs,
 * so the query stays flat (no nested-array parsing) and a preview can be bookmarked.
 */
export const ZPricingPreviewQuery = z.object({
  account_type: z.preprocess(emptyToUndefined, wholeNumber(P.accountTypeRequired, 1, 1000).optional()),
  state: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: P.stateUnknown })
      .regex(/^[A-Za-z]{2}$/, P.stateUnknown)
      .optional()
      .transform((value) => value?.toUpperCase() ?? null),
  ),
  items: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: P.itemsFormat })
      .max(400, P.itemsFormat)
      .transform((value, ctx) => {
        const items: { productId: number; qty: number }[] = [];
        for (const pair of value.split(',').filter(Boolean)) {
          const match = /^([1-9]\d{0,9}):([1-9]\d?)$/.exec(pair.trim());
          const productId = match ? Number(match[1]) : Number.NaN;
          const qty = match ? Number(match[2]) : Number.NaN;
          if (!match || productId > 2_147_483_647 || qty > PRICING_RULE_LIMITS.previewQtyMax) {
            ctx.addIssue({ code: 'custom', message: P.itemsFormat });
            return z.NEVER;
          }
          const same = items.find((item) => item.productId === productId);
          if (same) same.qty = Math.min(PRICING_RULE_LIMITS.previewQtyMax, same.qty + qty);
          else items.push({ productId, qty });
        }
        if (items.length > PRICING_RULE_LIMITS.previewItemsMax) {
          ctx.addIssue({ code: 'custom', message: P.itemsFormat });
          return z.NEVER;
        }
        return items;
      })
      .optional()
      .transform((value) => value ?? []),
  ),
  code: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: P.codeTooLong })
      .max(PROMO_CODE_LIMITS.codeMax, P.codeTooLong)
      .optional()
      .transform((value) => value ?? null),
  ),
  tax_exempt: z.preprocess((value) => (value === undefined || value === '' ? '0' : value), flag(P.taxExemptFormat)),
});
export type TPricingPreviewQuery = z.output<typeof ZPricingPreviewQuery>;
