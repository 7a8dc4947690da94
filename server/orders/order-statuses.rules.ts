// Order status ids are fixed (prisma/schema.prisma, OrderStatus). The spec's badge rule: an id of 6 or
// more means paid or complete, so every state that must not count as paid sits below 6.
export const ORDER_STATUS = {
  pendingPayment: 1,
  poGenerated: 2,
  paymentFailed: 3,
  cancelled: 4,
  refunded: 5,
  paid: 6,
  processing: 7,
  shipped: 8,
  completed: 9,
  partiallyRefunded: 10,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_NAMES: Record<OrderStatusId, string> = {
  1: 'Pending Payment',
  2: 'PO Generated',
  3: 'Payment Failed',
  4: 'Cancelled',
  5: 'Refunded',
  6: 'Paid',
  7: 'Processing',
  8: 'Shipped',
  9: 'Completed',
  10: 'Partially Refunded',
};

/**
 * An order status's name. The order_statuses table holds these same names (prisma/reference-data.ts writes them
 * from this list), so no page reads that table for a name.
 */
export const orderStatusNameOf = (statusId: number): string => ORDER_STATUS_NAMES[statusId as OrderStatusId] ?? `Status ${statusId}`;

export const FIRST_PAID_STATUS_ID = ORDER_STATUS.paid;

export const isPaidOrCompleteStatus = (statusId: number) => statusId >= FIRST_PAID_STATUS_ID;
