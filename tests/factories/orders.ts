import { randomUUID } from 'node:crypto';
import type {
  Address,
  LineKind,
  Licence,
  PaymentType,
  Prisma,
  Product,
  SavedCard,
  User,
} from '#server/db/generated/prisma/client.js';
import { buildOrderSnapshot, isPaidOrCompleteStatus, ORDER_STATUS } from '#server/orders/orders.rules.js';
import { addMonths, type Db } from './db.js';

export interface OrderLineInput {
  product: Product;
  qty?: number;
  /** Defaults to special price ?? price (purchase) or the renewal price (renewal). */
  unitPriceCents?: number;
  kind?: LineKind;
  /** For renewal lines: the licence being extended. */
  renews?: Licence;
}

export interface OrderOptions {
  /** The purchaser. */
  user: User;
  lines: OrderLineInput[];
  /** Owner of the licences; defaults to the school main account of a sub-user, else the purchaser. */
  ownerUserId?: number;
  statusId?: number;
  paymentType?: PaymentType;
  /** When paid; defaults to now for paid statuses, null otherwise. Also the creation time unless createdAt is given. */
  paidAt?: Date | null;
  createdAt?: Date;
  shippingAddress?: Address | null;
  card?: SavedCard | null;
  /** Percentage tax on the discounted lines, in basis points (825 = 8.25 %). */
  taxRate?: { name: string; basisPoints: number };
  shippingCents?: number;
  discountCents?: number;
  promoCode?: { id: number; code: string } | null;
  idempotencyKey?: string;
  /** Provider reference of the payment row (paid card/PayPal orders). */
  paymentReference?: string;
  overrides?: Partial<Prisma.OrderUncheckedCreateInput>;
}

function unitPriceOf(line: OrderLineInput): number {
  if (line.unitPriceCents !== undefined) return line.unitPriceCents;
  if (line.kind === 'renewal') return line.product.renewalPriceCents;
  return line.product.specialPriceCents ?? line.product.priceCents;
}

/** Splits `total` over `weights` proportionally; the last share takes the rounding remainder. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  let allocated = 0;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total - allocated;
    const share = Math.floor((total * weight) / sum);
    allocated += share;
    return share;
  });
}

/**
 * An order with snapshotted lines (built by order placement's own buildOrderSnapshot), its payment row and (once
 * paid) its licences, as order placement writes them. Combo lines grant licences for the licensed products they bundle; a renewal line
 * starts a new licence where the renewed one ends. Totals are simple arithmetic, not the pricing
 * engine: tests of pricing should not rely on this factory.
 */
export async function createOrder(db: Db, options: OrderOptions) {
  const { user, lines: lineInputs } = options;
  const statusId = options.statusId ?? ORDER_STATUS.paid;
  const isPaid = isPaidOrCompleteStatus(statusId);
  const paidAt = options.paidAt !== undefined ? options.paidAt : isPaid ? new Date() : null;
  const createdAt = options.createdAt ?? paidAt ?? new Date();
  const paymentType = options.paymentType ?? 'credit_card';
  const paymentProvider = paymentType === 'credit_card' ? (options.card?.provider ?? 'test') : paymentType === 'paypal' ? 'paypal' : null;

  const priced = lineInputs.map((line) => {
    const qty = line.qty ?? 1;
    const unitPriceCents = unitPriceOf(line);
    return { ...line, qty, unitPriceCents, lineSubtotalCents: unitPriceCents * qty };
  });
  const subTotalCents = priced.reduce((sum, line) => sum + line.lineSubtotalCents, 0);
  const discountCents = Math.min(options.discountCents ?? 0, subTotalCents);
  const lineDiscounts = allocate(discountCents, priced.map((line) => line.lineSubtotalCents));
  const taxBasisPoints = options.taxRate?.basisPoints ?? 0;
  const lineTaxes = priced.map((line, index) =>
    Math.round(((line.lineSubtotalCents - lineDiscounts[index]) * taxBasisPoints) / 10_000),
  );
  const totalTaxCents = lineTaxes.reduce((a, b) => a + b, 0);
  const shippingCents = options.shippingCents ?? 0;
  const totalCents = subTotalCents - discountCents + totalTaxCents + shippingCents;

  const snapshot = buildOrderSnapshot({
    buyer: {
      userId: user.id,
      ownerUserId: options.ownerUserId ?? user.parentId ?? user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
    },
    statusId,
    paymentType,
    paymentProvider,
    shippingAddress: options.shippingAddress ?? null,
    card: options.card ?? null,
    totals: {
      subtotalCents: subTotalCents,
      discountCents,
      taxCents: totalTaxCents,
      shippingCents,
      totalCents,
      taxLines: options.taxRate ? [{ name: options.taxRate.name, type: 'percentage', rate: taxBasisPoints, amountCents: totalTaxCents }] : [],
    },
    lines: priced.map((line, index) => ({
      product: line.product,
      kind: line.kind ?? 'purchase',
      renewsLicenceId: line.renews?.id ?? null,
      qty: line.qty,
      unitPriceCents: line.unitPriceCents,
      subtotalCents: line.lineSubtotalCents,
      discountCents: lineDiscounts[index],
      taxCents: lineTaxes[index],
      totalCents: line.lineSubtotalCents - lineDiscounts[index] + lineTaxes[index],
    })),
    promo: options.promoCode ? { promoCodeId: options.promoCode.id, code: options.promoCode.code } : null,
    idempotencyKey: options.idempotencyKey ?? randomUUID(),
    acceptedAt: createdAt,
  });
  const order = await db.order.create({ data: { ...snapshot.order, paidAt, createdAt, ...options.overrides } });

  const lines = [];
  for (const line of snapshot.lines) lines.push(await db.orderLine.create({ data: { ...line, orderId: order.id, createdAt } }));

  const payment =
    isPaid && paymentProvider && totalCents > 0
      ? await db.payment.create({
          data: {
            orderId: order.id,
            userId: user.id,
            provider: paymentProvider,
            providerReference: options.paymentReference ?? `${paymentProvider}_${order.idempotencyKey}`,
            kind: paymentType === 'paypal' ? 'capture' : 'charge',
            amountCents: totalCents,
            status: 'succeeded',
            rawStatus: paymentType === 'paypal' ? 'COMPLETED' : 'succeeded',
            idempotencyKey: `payment:${order.idempotencyKey}`,
            createdAt: paidAt ?? createdAt,
          },
        })
      : null;

  const licences: Licence[] = [];
  if (isPaid && paidAt) {
    for (const [index, line] of priced.entries()) {
      const orderLineId = lines[index].id;
      if (line.kind === 'renewal' && line.renews) {
        const startsAt = line.renews.expiresAt > paidAt ? line.renews.expiresAt : paidAt;
        licences.push(
          await db.licence.create({
            data: {
              userId: order.ownerUserId,
              productId: line.product.id,
              orderId: order.id,
              orderLineId,
              startsAt,
              expiresAt: addMonths(startsAt, 12),
              renewedFromId: line.renews.id,
            },
          }),
        );
        continue;
      }
      for (const product of await licensedProductsOf(db, line.product)) {
        licences.push(
          await db.licence.create({
            data: {
              userId: order.ownerUserId,
              productId: product.id,
              orderId: order.id,
              orderLineId,
              startsAt: paidAt,
              expiresAt: addMonths(paidAt, product.licenceMonths),
            },
          }),
        );
      }
    }
  }

  return { order, lines, payment, licences };
}

/** The product itself if it streams, else the licensed products a combo bundles. */
async function licensedProductsOf(db: Db, product: Product): Promise<Product[]> {
  if (product.isLicensed) return [product];
  const items = await db.productComboItem.findMany({
    where: { comboProductId: product.id },
    include: { itemProduct: true },
    orderBy: { sortOrder: 'asc' },
  });
  return items.map((item) => item.itemProduct).filter((item) => item.isLicensed);
}

/** A paid card order (status Paid) with lines, payment and licences. */
export function createPaidOrder(db: Db, options: OrderOptions) {
  return createOrder(db, { statusId: ORDER_STATUS.paid, ...options });
}

/** A check order waiting for payment (status PO Generated): no payment row, no licences. */
export function createCheckOrder(db: Db, options: OrderOptions) {
  return createOrder(db, { statusId: ORDER_STATUS.poGenerated, paymentType: 'check', paidAt: null, ...options });
}
