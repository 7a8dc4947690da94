import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules.js';
import { isPaidOrCompleteStatus, orderNumberOf, orderStatusNameOf } from './orders.rules.js';
import { visibleOrdersWhere, type OrderViewer } from './orders.service.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { formatShopDate, shopDateOf } from '#server/shared/shop-time-zone.js';
import { formatDollars as money } from '#server/shared/money.js';
import { translateMessage, translatorFor } from '#server/shared/translation.js';

// The quote / invoice of an order (issue 12; docs/decisions/074): what a school's office needs to pay by check —
// who it is from and where to mail the check (the center's remit-to address), who it is for, the lines, tax, total
// and PO number. One view model, drawn twice: the HTML print view (quote-document.html.ts) and the PDF
// (quote-document.pdf.ts). Unpaid it is a quote with the amount due; paid, an invoice that says so. Written in
// the customer's language when it is theirs (docs/decisions/161).

export interface QuoteDocument {
  /** The language it is written in: the customer's when it is theirs, English for staff (docs/decisions/161). */
  locale: Locale;
  kind: 'Quote' | 'Invoice';
  /** The kind in the document's language ("Quote", "Cotización"). */
  title: string;
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

/** A date of the document: English keeps its YYYY-MM-DD; Spanish reads "24 nov 2026" (shop time either way). */
const documentDateOf = (instant: Date, locale: Locale) => (locale === 'en' ? shopDateOf(instant) : formatShopDate(instant, locale));

function paymentNoteOf(order: OrderForDocument, state: { cancelled: boolean; paid: boolean }, locale: Locale): string {
  const t = translatorFor(locale);
  if (state.cancelled) return t('This order was cancelled. Nothing is due.');
  if (state.paid) return order.paidAt ? t('Paid on {{date}}. Thank you.', { date: documentDateOf(order.paidAt, locale) }) : t('Paid. Thank you.');
  const values = { payee: CENTER_CONTACT.remitTo.payableTo, amount: money(order.totalCents), number: orderNumberOf(order.id) };
  return order.poNumber
    ? t(
        'Please make your check payable to {{payee}} for {{amount}}, write order #{{number}} and PO {{po}} on it, and mail it to the remit-to address. Videos and programs can be streamed once the payment arrives.',
        { ...values, po: order.poNumber },
      )
    : t(
        'Please make your check payable to {{payee}} for {{amount}}, write order #{{number}} on it, and mail it to the remit-to address. Videos and programs can be streamed once the payment arrives.',
        values,
      );
}

function toDocument(order: OrderForDocument, locale: Locale): QuoteDocument {
  const t = translatorFor(locale);
  const paid = isPaidOrCompleteStatus(order.statusId) || order.paidAt !== null;
  const collected = order.payments.filter((payment) => payment.kind !== 'refund' && payment.status === 'succeeded').reduce((sum, payment) => sum + payment.amountCents, 0);
  const refunded = order.payments.filter((payment) => payment.kind === 'refund').reduce((sum, payment) => sum + payment.amountCents, 0);
  const owner = order.owner;
  const { remitTo } = CENTER_CONTACT;
  const cancelled = order.statusId === 4;
  const balanceDue = cancelled || paid ? 0 : order.totalCents;
  return {
    locale,
    kind: paid ? 'Invoice' : 'Quote',
    title: paid ? t('Invoice') : t('Quote'),
    order_number: orderNumberOf(order.id),
    issued_on: documentDateOf(order.createdAt, locale),
    // Status names are the shop's English messages (server.json has their Spanish).
    status: translateMessage(locale, orderStatusNameOf(order.statusId)),
    paid_on: order.paidAt ? documentDateOf(order.paidAt, locale) : null,
    po_number: order.poNumber,
    // A postal address is written as the post office reads it; only "Attn:" is the document's language.
    remit_to: [remitTo.payableTo, t('Attn: {{attention}}', { attention: remitTo.attention }), remitTo.street, remitTo.cityStateZip],
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
    tax_lines: taxLinesOf(order.taxBreakdown).map((line) => ({ ...line, name: translateMessage(locale, line.name) })),
    shipping_cents: order.shippingCents,
    total_cents: order.totalCents,
    paid_cents: collected,
    refunded_cents: refunded,
    balance_due_cents: balanceDue,
    payment_note: paymentNoteOf(order, { cancelled, paid }, locale),
  };
}

/** Staff: any order, in English (staff pages stay English, issue 18). */
export async function findQuoteDocumentForStaff(db: PrismaClient, orderId: number): Promise<QuoteDocument | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, include });
  return order ? toDocument(order, 'en') : null;
}

/**
 * The customer: a check order they may see (the order's owner, its purchaser, and the school's user managers, as on
 * the order detail page); anything else is "not found".
 */
export async function findQuoteDocumentForCustomer(db: PrismaClient, viewer: OrderViewer, orderId: number, locale: Locale): Promise<QuoteDocument | null> {
  const order = await db.order.findFirst({ where: { AND: [{ id: orderId, paymentType: 'check' }, visibleOrdersWhere(viewer)] }, include });
  return order ? toDocument(order, locale) : null;
}

/**
 * The PDF's file name: "Quote-000123.pdf", "Cotizacion-000123.pdf". Accents are dropped, so the plain
 * Content-Disposition filename stays ASCII for every browser.
 */
export const quoteFileNameOf = (document: QuoteDocument) =>
  `${document.title.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}-${document.order_number}.pdf`;

