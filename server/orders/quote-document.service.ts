import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules.js';
import { isPaidOrCompleteStatus, ORDER_STATUS_NAMES, type OrderStatusId } from './order-statuses.rules.js';
import { orderNumberOf } from './order-number.rules.js';
import { visibleOrdersWhere, type OrderViewer } from './orders.service.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import { formatDollars as money } from '#server/shared/money.js';

// The quote / invoice of an order (issue 12; docs/decisions/074): what a school's office needs to pay by check —
// who it is from and where to mail the check (the center's remit-to address), who it is for, the lines, tax, total
// and PO number. One view model, drawn twice: the HTML print view (quote-document.html.ts) and the PDF
// (quote-document.pdf.ts). Unpaid it is a quote with the amount due; paid, an invoice that says so.

export interface QuoteDocument {
  kind: 'Quote' | 'Invoice';
  order_number: string;
  issued_on: string;
  status: string;
  paid_on: string | null;
  po_number: string | null;
  remit_to: string[];
  from: { name: string; phone: string };
  bill_to: string[];
  ship_to: string[] | null;
  lines: { title: string; sku: string | null; qty: number; unit_cents: number; discount_cents: number; total_cents: number; kind: string }[];
  subtotal_cents: number;
  discount_cents: number;
  promo_code: string | null;
  tax_lines: { name: string; amount_cents: number }[];
  shipping_cents: number;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
  balance_due_cents: number;
  payment_note: string;
}

const include = {
  status: true,
  lines: { orderBy: { id: 'asc' } },
  owner: { select: { organizationName: true, firstName: true, lastName: true, address: true, city: true, state: true, zipCode: true, email: true, phone: true } },
  payments: { where: { status: { in: ['succeeded', 'pending'] } }, select: { kind: true, amountCents: true, status: true } },
} satisfies Prisma.OrderInclude;

type OrderForDocument = Prisma.OrderGetPayload<{ include: typeof include }>;


function taxLinesOf(value: unknown): { name: string; amount_cents: number }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((line): line is { name: string; amount_cents: number } => typeof line?.name === 'string' && typeof line?.amount_cents === 'number')
    .map((line) => ({ name: line.name, amount_cents: line.amount_cents }));
}

function toDocument(order: OrderForDocument): QuoteDocument {
  const paid = isPaidOrCompleteStatus(order.statusId) || order.paidAt !== null;
  const collected = order.payments.filter((payment) => payment.kind !== 'refund' && payment.status === 'succeeded').reduce((sum, payment) => sum + payment.amountCents, 0);
  const refunded = order.payments.filter((payment) => payment.kind === 'refund').reduce((sum, payment) => sum + payment.amountCents, 0);
  const owner = order.owner;
  const { remitTo } = CENTER_CONTACT;
  const cancelled = order.statusId === 4;
  const balanceDue = cancelled || paid ? 0 : order.totalCents;
  return {
    kind: paid ? 'Invoice' : 'Quote',
    order_number: orderNumberOf(order.id),
    issued_on: shopDateOf(order.createdAt),
    status: order.status?.name ?? ORDER_STATUS_NAMES[order.statusId as OrderStatusId] ?? '',
    paid_on: order.paidAt ? shopDateOf(order.paidAt) : null,
    po_number: order.poNumber,
    remit_to: [remitTo.payableTo, remitTo.attention, remitTo.street, remitTo.cityStateZip],
    from: { name: CENTER_CONTACT.name, phone: CENTER_CONTACT.phoneDisplay },
    bill_to: [
      owner.organizationName,
      `${order.firstName} ${order.lastName}`.trim(),
      owner.address,
      owner.city ? `${owner.city}, ${owner.state ?? ''} ${owner.zipCode ?? ''}`.trim() : null,
      order.customerEmail,
    ].filter((line): line is string => Boolean(line)),
    ship_to: order.shippingStreet
      ? [
          `${order.shippingFirstName ?? ''} ${order.shippingLastName ?? ''}`.trim(),
          order.shippingStreet,
          `${order.shippingCity ?? ''}, ${order.shippingState ?? ''} ${order.shippingZipCode ?? ''}`.trim(),
        ].filter(Boolean)
      : null,
    lines: order.lines.map((line) => ({
      title: line.title,
      sku: line.sku,
      qty: line.qty,
      unit_cents: line.unitPriceCents,
      discount_cents: line.discountCents,
      total_cents: line.lineSubtotalCents,
      kind: line.kind,
    })),
    subtotal_cents: order.subTotalCents,
    discount_cents: order.totalDiscountCents,
    promo_code: order.promoCode,
    tax_lines: taxLinesOf(order.taxBreakdown),
    shipping_cents: order.shippingCents,
    total_cents: order.totalCents,
    paid_cents: collected,
    refunded_cents: refunded,
    balance_due_cents: balanceDue,
    payment_note: cancelled
      ? 'This order was cancelled. Nothing is due.'
      : paid
        ? `Paid${order.paidAt ? ` on ${shopDateOf(order.paidAt)}` : ''}. Thank you.`
        : `Please make your check payable to ${remitTo.payableTo} for ${money(order.totalCents)}, write order #${orderNumberOf(order.id)}${order.poNumber ? ` and PO ${order.poNumber}` : ''} on it, and mail it to the remit-to address. Videos and programs can be streamed once the payment arrives.`,
  };
}

/** Staff: any order. */
export async function findQuoteDocumentForStaff(db: PrismaClient, orderId: number): Promise<QuoteDocument | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, include });
  return order ? toDocument(order) : null;
}

/**
 * The customer: a check order they may see (the order's owner, its purchaser, and the school's user managers, as on
 * the order detail page); anything else is "not found".
 */
export async function findQuoteDocumentForCustomer(db: PrismaClient, viewer: OrderViewer, orderId: number): Promise<QuoteDocument | null> {
  const order = await db.order.findFirst({ where: { AND: [{ id: orderId, paymentType: 'check' }, visibleOrdersWhere(viewer)] }, include });
  return order ? toDocument(order) : null;
}

export const quoteFileNameOf = (document: QuoteDocument) => `${document.kind}-${document.order_number}.pdf`;

