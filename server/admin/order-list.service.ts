import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { paginate, type Paginated } from '#server/http/pagination.js';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatusId } from '#server/orders/order-statuses.js';
import { startOfNextShopDay, startOfShopDay } from '#server/orders/shop-time-zone.js';
import { route, type QueryValue } from '#server/route-table.js';
import { centsToDecimal, formatShopDateTime, formatShopTimestamp, personName } from './admin-format.js';
import { toCsvRow } from './csv.js';
import { orderIdFromSearch, searchWordsOf } from './list-query.schemas.js';
import type { AdminOrderFilters, AdminOrderRow, Option } from './order-list.pages.js';
import { PAYMENT_TYPES, type OrderListSort, type PaymentTypeFilter, type TOrderListQuery } from './order-list.schemas.js';

// The staff orders list (docs/decisions/071): a read-only query over orders for the back office. Filters and
// search become one Prisma `where`, so the page, its count and the CSV export always show the same orders.

export const orderNumberOf = (id: number) => String(id).padStart(6, '0');

export const PAYMENT_TYPE_LABELS: Record<PaymentTypeFilter, string> = {
  credit_card: 'Card',
  paypal: 'PayPal',
  check: 'Check',
  discounted: 'No payment (discounted)',
};

export const STATUS_GROUP_LABELS = { paid: 'Paid or later (any paid status)', to_ship: 'To ship (paid, with physical items)' } as const;

export function orderStatusOptions(): Option[] {
  return [
    ...Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ value: id, label: name })),
    ...Object.entries(STATUS_GROUP_LABELS).map(([value, label]) => ({ value, label })),
  ];
}

export const paymentTypeOptions = (): Option<PaymentTypeFilter>[] => PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }));

const insensitive = (value: string) => ({ contains: value, mode: 'insensitive' as const });

/** Orders still to ship: paid (or being prepared) with at least one physical line. */
export const ordersToShipWhere: Prisma.OrderWhereInput = {
  statusId: { in: [ORDER_STATUS.paid, ORDER_STATUS.processing] },
  lines: { some: { isHardCopy: true } },
};

export function orderListWhere(query: TOrderListQuery): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  const words = searchWordsOf(query.search);
  if (words.length > 0) {
    const byWords: Prisma.OrderWhereInput = {
      AND: words.map((word) => ({
        OR: [
          { firstName: insensitive(word) },
          { lastName: insensitive(word) },
          { customerEmail: insensitive(word) },
          { owner: { organizationName: insensitive(word) } },
        ],
      })),
    };
    const orderId = orderIdFromSearch(query.search);
    and.push(orderId === null ? byWords : { OR: [{ id: orderId }, byWords] });
  }
  if (query.status === 'paid') and.push({ statusId: { gte: ORDER_STATUS.paid } });
  else if (query.status === 'to_ship') and.push(ordersToShipWhere);
  else if (query.status) and.push({ statusId: Number(query.status) });
  if (query.payment_type) and.push({ paymentType: query.payment_type });
  if (query.date_from || query.date_to) {
    const range: Prisma.DateTimeFilter = {};
    if (query.date_from) range.gte = startOfShopDay(query.date_from);
    if (query.date_to) range.lt = startOfNextShopDay(query.date_to);
    and.push(query.date_basis === 'paid' ? { paidAt: range } : { createdAt: range });
  }
  return and.length > 0 ? { AND: and } : {};
}

const ORDER_BY: Record<OrderListSort, (direction: 'asc' | 'desc') => Prisma.OrderOrderByWithRelationInput[]> = {
  created_at: (direction) => [{ createdAt: direction }, { id: direction }],
  id: (direction) => [{ id: direction }],
  total: (direction) => [{ totalCents: direction }, { id: direction }],
  customer: (direction) => [{ lastName: direction }, { firstName: direction }, { id: direction }],
  status: (direction) => [{ statusId: direction }, { id: direction }],
};

/** The filters as the page shows them, and what differs from the defaults as the URL carries it. */
export function orderFiltersOf(query: TOrderListQuery): AdminOrderFilters {
  return {
    search: query.search ?? '',
    status: query.status ?? '',
    payment_type: query.payment_type ?? '',
    date_from: query.date_from ?? '',
    date_to: query.date_to ?? '',
    date_basis: query.date_basis,
    sort: query.sort,
    direction: query.direction,
    per_page: query.per_page,
  };
}

export function orderListLinkQuery(query: TOrderListQuery): Record<string, QueryValue> {
  return {
    search: query.search,
    status: query.status,
    payment_type: query.payment_type,
    date_from: query.date_from,
    date_to: query.date_to,
    date_basis: query.date_basis === 'placed' ? undefined : query.date_basis,
    sort: query.sort === 'created_at' ? undefined : query.sort,
    direction: query.direction === 'desc' ? undefined : query.direction,
    per_page: query.per_page === 25 ? undefined : query.per_page,
  };
}

const rowSelect = {
  id: true,
  createdAt: true,
  paidAt: true,
  firstName: true,
  lastName: true,
  customerEmail: true,
  ownerUserId: true,
  statusId: true,
  paymentType: true,
  subTotalCents: true,
  totalDiscountCents: true,
  totalTaxCents: true,
  shippingCents: true,
  totalCents: true,
  poNumber: true,
  owner: { select: { organizationName: true } },
  _count: { select: { lines: true } },
} satisfies Prisma.OrderSelect;

type OrderListRecord = Prisma.OrderGetPayload<{ select: typeof rowSelect }>;

const statusNameOf = (statusId: number) => ORDER_STATUS_NAMES[statusId as OrderStatusId] ?? `Status ${statusId}`;

export async function findAdminOrders(db: PrismaClient, query: TOrderListQuery): Promise<Paginated<AdminOrderRow>> {
  const where = orderListWhere(query);
  const total = await db.order.count({ where });
  const meta = paginate({ total, page: query.page, perPage: query.per_page, path: route('admin.orders'), query: orderListLinkQuery(query) });
  const rows = await db.order.findMany({
    where,
    orderBy: ORDER_BY[query.sort](query.direction),
    skip: (meta.current_page - 1) * query.per_page,
    take: query.per_page,
    select: rowSelect,
  });
  const physical = new Set(
    rows.length === 0
      ? []
      : (
          await db.orderLine.findMany({
            where: { orderId: { in: rows.map((row) => row.id) }, isHardCopy: true },
            select: { orderId: true },
            distinct: ['orderId'],
          })
        ).map((line) => line.orderId),
  );
  return { ...meta, data: rows.map((row) => toAdminOrderRow(row, physical.has(row.id))) };
}

function toAdminOrderRow(order: OrderListRecord, hasPhysicalItems: boolean): AdminOrderRow {
  return {
    id: order.id,
    order_number: orderNumberOf(order.id),
    placed_at: order.createdAt.toISOString(),
    placed_at_label: formatShopDateTime(order.createdAt),
    customer_name: personName(order.firstName, order.lastName),
    customer_email: order.customerEmail,
    organization: order.owner.organizationName,
    status_id: order.statusId,
    status_name: statusNameOf(order.statusId),
    payment_type: order.paymentType,
    payment_type_label: PAYMENT_TYPE_LABELS[order.paymentType],
    total_cents: order.totalCents,
    items_count: order._count.lines,
    has_physical_items: hasPhysicalItems,
    detail_url: route('admin.orders.show', { id: order.id }),
    customer_url: route('admin.customers.show', { id: order.ownerUserId }),
  };
}

const CSV_HEADER = [
  'Order number',
  'Placed (shop time)',
  'Paid (shop time)',
  'Status',
  'Payment type',
  'Customer',
  'Email',
  'Organization',
  'PO number',
  'Lines',
  'Subtotal',
  'Discount',
  'Tax',
  'Shipping',
  'Total',
];
const EXPORT_BATCH = 1000;

/**
 * The filtered list as CSV lines, in the list's order, a batch at a time: the sorted ids are read once (a few
 * hundred kB for 100k orders), then rows are fetched by id in batches, so memory stays flat and no page of the
 * export is skipped or repeated if orders are placed meanwhile.
 */
export async function* exportAdminOrdersCsv(db: PrismaClient, query: TOrderListQuery): AsyncGenerator<string> {
  yield `\uFEFF${toCsvRow(CSV_HEADER)}`;
  const ids = (await db.order.findMany({ where: orderListWhere(query), orderBy: ORDER_BY[query.sort](query.direction), select: { id: true } })).map(
    (order) => order.id,
  );
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const records = new Map((await db.order.findMany({ where: { id: { in: batch } }, select: rowSelect })).map((order) => [order.id, order]));
    let chunk = '';
    for (const id of batch) {
      const order = records.get(id);
      if (order) chunk += toCsvRow(csvCellsOf(order));
    }
    yield chunk;
  }
}

function csvCellsOf(order: OrderListRecord): (string | number | null)[] {
  return [
    orderNumberOf(order.id),
    formatShopTimestamp(order.createdAt),
    order.paidAt ? formatShopTimestamp(order.paidAt) : '',
    statusNameOf(order.statusId),
    PAYMENT_TYPE_LABELS[order.paymentType],
    personName(order.firstName, order.lastName),
    order.customerEmail,
    order.owner.organizationName,
    order.poNumber,
    order._count.lines,
    centsToDecimal(order.subTotalCents),
    centsToDecimal(order.totalDiscountCents),
    centsToDecimal(order.totalTaxCents),
    centsToDecimal(order.shippingCents),
    centsToDecimal(order.totalCents),
  ];
}
