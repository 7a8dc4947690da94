import { z } from 'zod';
import type { FileRule } from '#server/http/uploads.types.js';

// My Orders query (account-area §7 GET client.orders) and the purchase order form (§5, §7, §8).

export const ORDER_SORT_COLUMNS = ['created_at', 'id', 'total'] as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const ORDERS_PER_PAGE = 10;
export const INVALID_DATE = 'Please choose a valid date.';
export const DATE_RANGE_REVERSED = 'The end date cannot be before the start date.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// An absent or empty parameter means "no filter" / the default; anything else must be on the whitelist.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const isoDate = z.preprocess(emptyToUndefined, z.string({ error: INVALID_DATE }).refine(isCalendarDate, INVALID_DATE).optional());

export const ZOrdersQuery = z
  .object({
    date_from: isoDate,
    date_to: isoDate,
    sort_by: z.preprocess(emptyToUndefined, z.enum(ORDER_SORT_COLUMNS, { error: 'Orders cannot be sorted that way.' }).default('created_at')),
    sort_direction: z.preprocess(emptyToUndefined, z.enum(SORT_DIRECTIONS, { error: 'Please sort ascending or descending.' }).default('desc')),
    page: z.preprocess(
      emptyToUndefined,
      z.string({ error: 'Please choose a valid page.' }).regex(/^[1-9]\d{0,5}$/, 'Please choose a valid page.').transform(Number).default(1),
    ),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_to'],
    message: DATE_RANGE_REVERSED,
  });
export type TOrdersQuery = z.output<typeof ZOrdersQuery>;

export const PO_UPDATED = 'PO information updated successfully';
export const PO_UPDATE_FAILED = 'Failed to update PO information';
export const PO_UPDATE_ERROR = 'An error occurred while updating PO information';
export const PO_ALREADY_ADDED = 'This order already has a purchase order.';
export const PO_ONLY_FOR_CHECK_ORDERS = 'A purchase order can only be added to an order paid by check.';
export const PO_NUMBER_MAX = 50;
export const PO_FILE_FIELD = 'po_file';

/** po_number required; agencies without one enter N/A (account-area §5). */
export const ZPurchaseOrderInput = z.object({
  po_number: z
    .string({ error: 'PO number is required' })
    .trim()
    .min(1, 'PO number is required')
    .max(PO_NUMBER_MAX, `PO number must be at most ${PO_NUMBER_MAX} characters`)
    .regex(/^[\p{L}\p{N} ./#_-]+$/u, 'PO number may contain letters, numbers, spaces and . / # _ - only'),
});
export type TPurchaseOrderInput = z.output<typeof ZPurchaseOrderInput>;

/** Optional PO file: JPG, JPEG, PNG or PDF up to 2 MB (account-area §5, §9). */
export const PO_FILE_RULE: FileRule = {
  maxBytes: 2 * 1024 * 1024,
  kinds: ['jpg', 'png', 'pdf'],
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  typeMessage: 'The PO file must be a JPG, JPEG, PNG or PDF file',
  sizeMessage: 'The PO file must be 2 MB or smaller',
};
