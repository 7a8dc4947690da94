import { z } from 'zod';
import { ORDER_STATUS_NAMES } from '#server/orders/orders.rules.js';
import {
  DATE_RANGE_ISSUE,
  emptyToUndefined,
  isDateRangeInOrder,
  ZIsoDate,
  ZPage,
  ZPerPage,
  ZSearchTerm,
  ZSortDirection,
} from '#server/http/list-query.schemas.js';

// The staff orders list query (admin.orders, admin.orders.export): search, filters, sort and page, all in the URL.

export const ORDER_LIST_SORTS = ['created_at', 'id', 'total', 'customer', 'status'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/** A status id, or a group the dashboard links to: every paid-or-complete status, or paid orders still to ship. */
export const ORDER_STATUS_GROUPS = ['paid', 'to_ship'] as const;
export const ORDER_STATUS_FILTERS = [...Object.keys(ORDER_STATUS_NAMES), ...ORDER_STATUS_GROUPS] as const;
export type OrderStatusFilter = `${keyof typeof ORDER_STATUS_NAMES}` | (typeof ORDER_STATUS_GROUPS)[number];

export const PAYMENT_TYPES = ['credit_card', 'paypal', 'check', 'discounted'] as const;
export type PaymentTypeFilter = (typeof PAYMENT_TYPES)[number];

/** Which date the range filters: when the order was placed, or when it was paid (the dashboard's sales). */
export const DATE_BASES = ['placed', 'paid'] as const;

export const ZOrderListQuery = z
  .object({
    search: ZSearchTerm,
    status: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: 'Please choose a status from the list.' })
        .refine((value) => (ORDER_STATUS_FILTERS as readonly string[]).includes(value), 'Please choose a status from the list.')
        .transform((value) => value as OrderStatusFilter)
        .optional(),
    ),
    payment_type: z.preprocess(emptyToUndefined, z.enum(PAYMENT_TYPES, { error: 'Please choose a payment type from the list.' }).optional()),
    date_from: ZIsoDate,
    date_to: ZIsoDate,
    date_basis: z.preprocess(emptyToUndefined, z.enum(DATE_BASES, { error: 'Please filter by the placed or the paid date.' }).default('placed')),
    sort: z.preprocess(emptyToUndefined, z.enum(ORDER_LIST_SORTS, { error: 'Orders cannot be sorted that way.' }).default('created_at')),
    direction: ZSortDirection,
    page: ZPage,
    per_page: ZPerPage,
  })
  .refine(isDateRangeInOrder, DATE_RANGE_ISSUE);
export type TOrderListQuery = z.output<typeof ZOrderListQuery>;
