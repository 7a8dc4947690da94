import { z } from 'zod';
import type { FileRule } from '#server/http/uploads.types.js';
import { DATE_RANGE_ISSUE, isDateRangeInOrder, zSortColumn, zSortDirection, ZIsoDate, ZPage } from '#server/http/list-query.schemas.js';

// My Orders query (account-area §7 GET client.orders) and the purchase order form (§5, §7, §8).

export const ORDER_SORT_COLUMNS = ['created_at', 'id', 'total'] as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];
export const ORDERS_PER_PAGE = 10;

export const ZOrdersQuery = z
  .object({
    date_from: ZIsoDate,
    date_to: ZIsoDate,
    sort_by: zSortColumn(ORDER_SORT_COLUMNS, 'Orders cannot be sorted that way.', 'created_at'),
    sort_direction: zSortDirection('desc'),
    page: ZPage,
  })
  .refine(isDateRangeInOrder, DATE_RANGE_ISSUE);
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
