import type { Order, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Viewer } from '#server/accounts/viewer.rules.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import { route } from '#server/route-table.js';
import { isPaidOrCompleteStatus, orderNumberOf, type OrderSnapshot, orderStatusNameOf } from './orders.rules.js';
import { ORDERS_PER_PAGE, type TOrdersQuery } from './orders.schemas.js';
import { shopDateOf, startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone.js';
import { centsToDollars } from '#server/shared/money.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// The account area's orders (account-area §2 My Orders, Order detail, Organization order detail, §4 PO).
// Who sees which order (docs/decisions/033-account-orders.md): a school's main account and its user managers see
// every order the school owns; any other user sees the orders they placed or own.

type Db = PrismaClient | Prisma.TransactionClient;

/** Whether a placement (by its idempotency key) already made an order. */
export async function orderExistsForPlacement(db: Db, placementKey: string): Promise<boolean> {
  return (await db.order.findUnique({ where: { idempotencyKey: placementKey }, select: { id: true } })) !== null;
}

/** Writes a placed order and its snapshotted lines (buildOrderSnapshot), inside the placement's transaction. */
export async function createOrderFromSnapshot(tx: Prisma.TransactionClient, snapshot: OrderSnapshot): Promise<Order> {
  const order = await tx.order.create({ data: snapshot.order });
  await tx.orderLine.createMany({ data: snapshot.lines.map((line) => ({ ...line, orderId: order.id })) });
  return order;
}

/** Who is asking: the signed-in Viewer (server/accounts/viewer.rules.ts). */
export type OrderViewer = Pick<Viewer, 'userId' | 'accountTypeId' | 'accountId' | 'canManageSchoolUsers'>;

export function visibleOrdersWhere(viewer: OrderViewer): Prisma.OrderWhereInput {
  if (viewer.accountTypeId === ACCOUNT_TYPE.schools && viewer.canManageSchoolUsers) return { ownerUserId: viewer.accountId };
  return { OR: [{ userId: viewer.userId }, { ownerUserId: viewer.userId }] };
}

/** Check orders open the organization variant of the detail page (account-area §2). */
export const orderDetailUrl = (order: { id: number; paymentType: string }) =>
  route(order.paymentType === 'check' ? 'client.order-detail-org' : 'client.order-detail', { id: order.id });

export interface OrderListRow {
  id: number;
  order_number: string;
  purchase_date: string;
  created_at: string;
  total: number;
  status_name: string;
  payment_type: string;
  items_count: number;
  placed_by: string | null;
  detail_url: string;
}

const SORT_ORDER: Record<TOrdersQuery['sort_by'], (direction: SortDirection) => Prisma.OrderOrderByWithRelationInput[]> = {
  created_at: (direction) => [{ createdAt: direction }, { id: direction }],
  id: (direction) => [{ id: direction }],
  total: (direction) => [{ totalCents: direction }, { id: direction }],
};

/** My Orders: one page of the viewer's orders, with the pager's labels and the status names in `locale`. */
export async function findAccountOrders(db: PrismaClient, viewer: OrderViewer, query: TOrdersQuery, locale: Locale): Promise<Paginated<OrderListRow>> {
  const createdAt: Prisma.DateTimeFilter = {};
  if (query.date_from) createdAt.gte = startOfShopDay(query.date_from);
  if (query.date_to) createdAt.lt = startOfNextShopDay(query.date_to);
  const where: Prisma.OrderWhereInput = {
    AND: [visibleOrdersWhere(viewer), ...(query.date_from || query.date_to ? [{ createdAt }] : [])],
  };

  const total = await db.order.count({ where });
  const linkQuery = {
    date_from: query.date_from,
    date_to: query.date_to,
    sort_by: query.sort_by === 'created_at' ? undefined : query.sort_by,
    sort_direction: query.sort_direction === 'desc' ? undefined : query.sort_direction,
  };
  const meta = paginate({ total, page: query.page, perPage: ORDERS_PER_PAGE, path: route('client.orders'), locale, query: linkQuery });
  const rows = await db.order.findMany({
    where,
    orderBy: SORT_ORDER[query.sort_by](query.sort_direction),
    skip: (meta.current_page - 1) * ORDERS_PER_PAGE,
    take: ORDERS_PER_PAGE,
    include: { user: { select: { firstName: true, lastName: true } }, _count: { select: { lines: true } } },
  });
  return {
    ...meta,
    data: rows.map((order) => ({
      id: order.id,
      order_number: orderNumberOf(order.id),
      purchase_date: shopDateOf(order.createdAt),
      created_at: order.createdAt.toISOString(),
      total: centsToDollars(order.totalCents),
      status_name: translate(locale, orderStatusNameOf(order.statusId)),
      payment_type: order.paymentType,
      items_count: order._count.lines,
      // A school sees who placed each order; for one's own orders it goes without saying.
      placed_by: order.userId === viewer.userId ? null : `${order.user.firstName} ${order.user.lastName}`.trim(),
      detail_url: orderDetailUrl(order),
    })),
  };
}

const PAYMENT_LABELS: Record<string, string> = {
  paypal: 'PayPal',
  check: 'Check',
  discounted: 'No payment needed (fully discounted)',
};

function paymentMethodLabel(order: { paymentType: string; cardBrand: string | null; cardLastFour: string | null }): string {
  if (order.paymentType === 'credit_card') {
    const brand = order.cardBrand ? order.cardBrand.charAt(0).toUpperCase() + order.cardBrand.slice(1) : 'Card';
    return order.cardLastFour ? `${brand} ending in ${order.cardLastFour}` : 'Credit card';
  }
  return PAYMENT_LABELS[order.paymentType] ?? order.paymentType;
}

interface TaxLine {
  name?: unknown;
  amount_cents?: unknown;
}

export interface OrderDetail {
  id: number;
  order_number: string;
  purchase_date: string;
  created_at: string;
  status_id: number;
  status_name: string;
  is_paid: boolean;
  payment_type: string;
  payment_method: string;
  purchaser: { first_name: string; last_name: string; email: string; phone: string | null };
  delivery_address: { name: string; street: string | null; city: string | null; state: string | null; zip_code: string | null; country: string | null; phone: string | null } | null;
  items: { id: number; product_id: number; title: string; subtitle: string | null; description: string | null; image: string | null; qty: number; price: number; total: number; kind: string }[];
  summary: { subtotal: number; discount: number; promo_code: string | null; tax: number; tax_lines: { name: string; amount: number }[]; shipping: number; total: number };
  /** submitted_on: the shop-calendar date (YYYY-MM-DD). */
  purchase_order: { po_number: string | null; has_file: boolean; file_url: string | null; submitted_on: string | null };
  can_add_purchase_order: boolean;
  is_check_order: boolean;
}

const detailInclude = {
  lines: { orderBy: { id: 'asc' }, include: { product: { select: { shortDescription: true } } } },
} satisfies Prisma.OrderInclude;

/** One order the viewer may see, or null (another user's order is "not found", not "forbidden"). */
export async function findAccountOrderDetail(db: PrismaClient, viewer: OrderViewer, orderId: number): Promise<OrderDetail | null> {
  const order = await db.order.findFirst({ where: { AND: [{ id: orderId }, visibleOrdersWhere(viewer)] }, include: detailInclude });
  if (!order) return null;
  const taxLines = Array.isArray(order.taxBreakdown) ? (order.taxBreakdown as TaxLine[]) : [];
  const hasAddress = Boolean(order.shippingStreet);
  const isCheckOrder = order.paymentType === 'check';
  return {
    id: order.id,
    order_number: orderNumberOf(order.id),
    purchase_date: shopDateOf(order.createdAt),
    created_at: order.createdAt.toISOString(),
    status_id: order.statusId,
    status_name: orderStatusNameOf(order.statusId),
    is_paid: isPaidOrCompleteStatus(order.statusId),
    payment_type: order.paymentType,
    payment_method: paymentMethodLabel(order),
    purchaser: { first_name: order.firstName, last_name: order.lastName, email: order.customerEmail, phone: order.customerPhone },
    delivery_address: hasAddress
      ? {
          name: `${order.shippingFirstName ?? ''} ${order.shippingLastName ?? ''}`.trim(),
          street: order.shippingStreet,
          city: order.shippingCity,
          state: order.shippingState,
          zip_code: order.shippingZipCode,
          country: order.shippingCountry,
          phone: order.shippingPhone,
        }
      : null,
    items: order.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      title: line.title,
      subtitle: line.subtitle,
      description: line.product.shortDescription,
      image: line.image,
      qty: line.qty,
      price: centsToDollars(line.unitPriceCents),
      total: centsToDollars(line.lineSubtotalCents),
      kind: line.kind,
    })),
    summary: {
      subtotal: centsToDollars(order.subTotalCents),
      discount: centsToDollars(order.totalDiscountCents),
      promo_code: order.promoCode,
      tax: centsToDollars(order.totalTaxCents),
      tax_lines: taxLines
        .filter((line) => typeof line.name === 'string' && typeof line.amount_cents === 'number')
        .map((line) => ({ name: line.name as string, amount: centsToDollars(line.amount_cents as number) })),
      shipping: centsToDollars(order.shippingCents),
      total: centsToDollars(order.totalCents),
    },
    purchase_order: {
      po_number: order.poNumber,
      has_file: Boolean(order.poFile),
      file_url: order.poFile ? route('client.order-po-file', { id: order.id }) : null,
      submitted_on: order.poSubmittedAt ? shopDateOf(order.poSubmittedAt) : null,
    },
    can_add_purchase_order: isCheckOrder && order.poNumber === null,
    is_check_order: isCheckOrder,
  };
}

/** The order for a PO change: visible to the viewer, else null. */
export function findVisibleOrder(db: PrismaClient, viewer: OrderViewer, orderId: number) {
  return db.order.findFirst({ where: { AND: [{ id: orderId }, visibleOrdersWhere(viewer)] } });
}

/**
 * Sets the PO number and file once. The condition on po_number makes a second, racing submission a no-op that
 * reports false, so a PO that staff may already have acted on is never silently replaced.
 */
export async function savePurchaseOrder(db: PrismaClient, orderId: number, poNumber: string, poFile: string | null, now = new Date()): Promise<boolean> {
  const { count } = await db.order.updateMany({
    where: { id: orderId, paymentType: 'check', poNumber: null },
    data: { poNumber, poFile, poSubmittedAt: now },
  });
  return count === 1;
}

/**
 * The stored PO file of an order, for the order's purchaser or owner, its school's user managers, and
 * administrators; null for anyone else and for an order without a file.
 */
export async function findPurchaseOrderFile(db: PrismaClient, viewer: OrderViewer, orderId: number): Promise<{ path: string; orderNumber: string } | null> {
  const where: Prisma.OrderWhereInput =
    viewer.accountTypeId === ACCOUNT_TYPE.administrator ? { id: orderId } : { AND: [{ id: orderId }, visibleOrdersWhere(viewer)] };
  const order = await db.order.findFirst({ where, select: { id: true, poFile: true } });
  if (!order?.poFile) return null;
  return { path: order.poFile, orderNumber: orderNumberOf(order.id) };
}
