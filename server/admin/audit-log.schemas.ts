import { z } from 'zod';
import {
  DATE_RANGE_ISSUE,
  emptyToUndefined,
  isDateRangeInOrder,
  ZIsoDate,
  ZPage,
  ZPerPage,
  ZPositiveId,
} from '#server/http/list-query.schemas.js';

// The audit log page's query (admin.audit-log): who, what, when, and the order or customer it touched.

export const ZAuditLogQuery = z
  .object({
    actor: ZPositiveId('Please choose a staff member from the list.'),
    action: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: 'Please choose an action from the list.' })
        .regex(/^[a-z][a-z-]*\.[a-z][a-z-]*$/, 'Please choose an action from the list.')
        .max(60, 'Please choose an action from the list.')
        .optional(),
    ),
    order_id: ZPositiveId('Please enter an order number.'),
    customer_id: ZPositiveId('Please enter a customer id.'),
    date_from: ZIsoDate,
    date_to: ZIsoDate,
    page: ZPage,
    per_page: ZPerPage,
  })
  .refine(isDateRangeInOrder, DATE_RANGE_ISSUE);
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;
