import { createHash } from 'node:crypto';
import type { LineKind, PaymentType, Prisma } from '#server/db/generated/prisma/client.js';
import { isShippedLine } from '#server/pricing/pricing.rules.js';

// The order's own rules: its status ids and names, its number, and the snapshot written at placement.

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

/** The order number buyers and staff see: the order id padded to 6 digits (#000123). */
export const orderNumberOf = (orderId: number) => String(orderId).padStart(6, '0');

// The order as it is written at placement (DESIGN "Order lines snapshot title, price and tax"): who bought, where it
// ships, which card, the totals, and each line with the title, price and tax it was sold at. Pure: order placement
// builds it from its re-priced cart, and the test factories build their orders with the same function.

export interface SnapshotBuyer {
  userId: number;
  /** Whose orders and licences these are: the school's main account for a school sub-user, else the buyer. */
  ownerUserId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export interface SnapshotAddress {
  id: number;
  receiverName: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string | null;
}

export interface SnapshotCard {
  id: number;
  cardType: string;
  lastFour: string;
}

export interface SnapshotTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  taxLines: { name: string; type: string; rate: number; amountCents: number }[];
}

export interface SnapshotLine {
  product: { id: number; title: string; subtitle: string | null; image: string | null; sku: string | null; isLicensed: boolean; isHardCopy: boolean; licenceMonths: number };
  kind: LineKind;
  renewsLicenceId: number | null;
  qty: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export interface OrderSnapshotInput {
  buyer: SnapshotBuyer;
  statusId: number;
  paymentType: PaymentType;
  paymentProvider: string | null;
  shippingAddress: SnapshotAddress | null;
  card: SnapshotCard | null;
  totals: SnapshotTotals;
  lines: SnapshotLine[];
  promo: { promoCodeId: number; code: string } | null;
  idempotencyKey: string;
  /** When the buyer accepted the terms and the licence agreement (the placement time). */
  acceptedAt: Date;
}

export interface OrderSnapshot {
  order: Prisma.OrderUncheckedCreateInput;
  lines: Omit<Prisma.OrderLineUncheckedCreateInput, 'orderId'>[];
}

/** What the order was made from, to tell a later placement of the same cart state apart from a changed cart. */
export function cartFingerprintOf(lines: Pick<SnapshotLine, 'product' | 'kind' | 'renewsLicenceId' | 'qty' | 'unitPriceCents'>[], totalCents: number): string {
  const material = lines.map((line) => `${line.product.id}:${line.kind}:${line.renewsLicenceId ?? ''}x${line.qty}@${line.unitPriceCents}`);
  return createHash('sha256').update(`${material.join(',')}=${totalCents}`).digest('hex');
}

export function buildOrderSnapshot(input: OrderSnapshotInput): OrderSnapshot {
  const { buyer, shippingAddress: address, card, totals } = input;
  const [shippingFirstName = null, ...shippingLastNames] = address ? address.receiverName.trim().split(/\s+/) : [];
  return {
    order: {
      userId: buyer.userId,
      ownerUserId: buyer.ownerUserId,
      statusId: input.statusId,
      paymentType: input.paymentType,
      paymentProvider: input.paymentProvider,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      shippingAddressId: address?.id ?? null,
      shippingFirstName: address ? shippingFirstName : null,
      shippingLastName: address ? shippingLastNames.join(' ') : null,
      shippingStreet: address?.street ?? null,
      shippingCity: address?.city ?? null,
      shippingState: address?.state ?? null,
      shippingZipCode: address?.zipCode ?? null,
      shippingCountry: address?.country ?? null,
      shippingPhone: address?.phoneNumber ?? null,
      savedCardId: card?.id ?? null,
      cardBrand: card?.cardType ?? null,
      cardLastFour: card?.lastFour ?? null,
      subTotalCents: totals.subtotalCents,
      totalDiscountCents: totals.discountCents,
      totalTaxCents: totals.taxCents,
      taxBreakdown: totals.taxLines.map((line) => ({ name: line.name, type: line.type, rate: line.rate, amount_cents: line.amountCents })),
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      promoCodeId: input.promo?.promoCodeId ?? null,
      promoCode: input.promo?.code ?? null,
      idempotencyKey: input.idempotencyKey,
      cartFingerprint: cartFingerprintOf(input.lines, totals.totalCents),
      termsAcceptedAt: input.acceptedAt,
      licenseAcceptedAt: input.acceptedAt,
    },
    lines: input.lines.map((line) => ({
      productId: line.product.id,
      kind: line.kind,
      renewsLicenceId: line.renewsLicenceId,
      title: line.product.title,
      subtitle: line.product.subtitle,
      image: line.product.image,
      sku: line.product.sku,
      unitPriceCents: line.unitPriceCents,
      qty: line.qty,
      lineSubtotalCents: line.subtotalCents,
      discountCents: line.discountCents,
      taxCents: line.taxCents,
      lineTotalCents: line.totalCents,
      isLicensed: line.product.isLicensed,
      isHardCopy: isShippedLine(line),
      licenceMonths: line.product.isLicensed ? line.product.licenceMonths : null,
    })),
  };
}
