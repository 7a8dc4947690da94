import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { ORDER_STATUS, ORDER_STATUS_NAMES, orderStatusNameOf } from '#server/orders/orders.rules.js';
import { formatShopDateTime, formatShopTimestamp, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { route, type QueryValue } from '#server/route-table.js';
import { personName } from './admin-format.js';
import { toCsvRow } from './csv.js';
import { countAndReadPage, sortAndPageSizeLinkQuery } from './list-query.js';
import { orderIdFromSearch, searchWordsOf, type SortDirection } from '#server/http/list-query.schemas.js';
import type { AdminOrderFilters, AdminOrderRow, Option } from './order-list.pages.js';
import { PAYMENT_TYPES, type OrderListSort, type PaymentTypeFilter, type TOrderListQuery } from './order-list.schemas.js';
import { centsToAmountString } from '#server/shared/money.js';

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

/** Accounts whose organization holds each search word (few: only schools have one), found first by their own index. */
const ORGANIZATION_MATCH_LIMIT = 2000;

async function organizationOwnersOf(db: PrismaClient, words: string[]): Promise<Map<string, number[] | null>> {
  const owners = new Map<string, number[] | null>();
  for (const word of words) {
    const users = await db.user.findMany({ where: { organizationName: insensitive(word) }, select: { id: true }, take: ORGANIZATION_MATCH_LIMIT + 1 });
    // Past the limit (a word like "school"), the owner's organization is matched in the orders query itself.
    owners.set(word, users.length > ORGANIZATION_MATCH_LIMIT ? null : users.map((user) => user.id));
  }
  return owners;
}

/**
 * The list's filters as one `where`. Each search word must be in the purchaser's name or e-mail (the order's
 * snapshot, read through its generated `search_text`) or the owning account's organization; the organizations are
 * looked up first so the orders query is an OR of two indexed conditions (docs/decisions/071) rather than a join
 * PostgreSQL cannot index.
 */
export async function orderListWhere(db: PrismaClient, query: TOrderListQuery): Promise<Prisma.OrderWhereInput> {
  const and: Prisma.OrderWhereInput[] = [];
  const words = searchWordsOf(query.search);
  if (words.length > 0) {
    const owners = await organizationOwnersOf(db, words);
    const byWords: Prisma.OrderWhereInput = {
      AND: words.map((word) => {
        const ownerIds = owners.get(word);
        return {
          OR: [
            { searchText: insensitive(word) },
            ownerIds === null || ownerIds === undefined ? { owner: { organizationName: insensitive(word) } } : { ownerUserId: { in: ownerIds } },
          ],
        };
      }),
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

const ORDER_BY: Record<OrderListSort, (direction: SortDirection) => Prisma.OrderOrderByWithRelationInput[]> = {
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
    ...sortAndPageSizeLinkQuery(query),
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
} satisfies Prisma.OrderSelect;

type OrderListRecord = Prisma.OrderGetPayload<{ select: typeof rowSelect }>;

/**
 * Line counts and "has a physical line" of a page of orders, from their lines alone. (Prisma's `_count` in a select
 * aggregates the whole order_lines table before joining: hundreds of ms at 100k orders.)
 */
async function lineFactsOf(db: PrismaClient, orderIds: number[]): Promise<Map<number, { count: number; physical: boolean }>> {
  const facts = new Map<number, { count: number; physical: boolean }>(orderIds.map((id) => [id, { count: 0, physical: false }]));
  if (orderIds.length === 0) return facts;
  for (const line of await db.orderLine.findMany({ where: { orderId: { in: orderIds } }, select: { orderId: true, isHardCopy: true } })) {
    const fact = facts.get(line.orderId)!;
    fact.count += 1;
    fact.physical ||= line.isHardCopy;
  }
  return facts;
}

export async function findAdminOrders(db: PrismaClient, query: TOrderListQuery): Promise<Paginated<AdminOrderRow>> {
  const where = await orderListWhere(db, query);
  const { total, rows } = await countAndReadPage(
    () => db.order.count({ where }),
    (skip) => db.order.findMany({ where, orderBy: ORDER_BY[query.sort](query.direction), skip, take: query.per_page, select: rowSelect }),
    query.page,
    query.per_page,
  );
  const meta = paginate({ total, page: query.page, perPage: query.per_page, path: route('admin.orders'), locale: 'en', query: orderListLinkQuery(query) });
  const lines = await lineFactsOf(db, rows.map((row) => row.id));
  return { ...meta, data: rows.map((row) => toAdminOrderRow(row, lines.get(row.id)!)) };
}

function toAdminOrderRow(order: OrderListRecord, lines: { count: number; physical: boolean }): AdminOrderRow {
  return {
    id: order.id,
    order_number: orderNumberOf(order.id),
    placed_at: order.createdAt.toISOString(),
    placed_at_label: formatShopDateTime(order.createdAt),
    customer_name: personName(order.firstName, order.lastName),
    customer_email: order.customerEmail,
    organization: order.owner.organizationName,
    status_id: order.statusId,
    status_name: orderStatusNameOf(order.statusId),
    payment_type: order.paymentType,
    payment_type_label: PAYMENT_TYPE_LABELS[order.paymentType],
    total_cents: order.totalCents,
    items_count: lines.count,
    has_physical_items: lines.physical,
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
  const ids = (await db.order.findMany({ where: await orderListWhere(db, query), orderBy: ORDER_BY[query.sort](query.direction), select: { id: true } })).map(
    (order) => order.id,
  );
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const records = new Map((await db.order.findMany({ where: { id: { in: batch } }, select: rowSelect })).map((order) => [order.id, order]));
    const lines = await lineFactsOf(db, batch);
    let chunk = '';
    for (const id of batch) {
      const order = records.get(id);
      if (order) chunk += toCsvRow(csvCellsOf(order, lines.get(id)!.count));
    }
    yield chunk;
  }
}

function csvCellsOf(order: OrderListRecord, lineCount: number): (string | number | null)[] {
  return [
    orderNumberOf(order.id),
    formatShopTimestamp(order.createdAt),
    order.paidAt ? formatShopTimestamp(order.paidAt) : '',
    orderStatusNameOf(order.statusId),
    PAYMENT_TYPE_LABELS[order.paymentType],
    personName(order.firstName, order.lastName),
    order.customerEmail,
    order.owner.organizationName,
    order.poNumber,
    lineCount,
    centsToAmountString(order.subTotalCents),
    centsToAmountString(order.totalDiscountCents),
    centsToAmountString(order.totalTaxCents),
    centsToAmountString(order.shippingCents),
    centsToAmountString(order.totalCents),
  ];
}
