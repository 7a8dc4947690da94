import type { Order, Payment, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { emptyOrderedCartLines } from '#server/cart/cart.service.js';
import {
  type GrantableOrderLine,
  grantLicencesForOrder,
  restoreLicencesForOrder,
  suspendLicencesForOrder,
} from '#server/licensing/licence-grants.service.js';
import { releasePromoCodeUse } from '#server/pricing/pricing.service.js';
import { sendOrderConfirmation, type ConfirmationDeps } from './order-confirmation.mail.js';
import { ORDER_STATUS } from './orders.rules.js';

// What happens to an order when its money moves (docs/decisions/042-order-statuses.md): paid (licences granted by
// licensing, ordered lines taken out of the cart by cart), not paid (the pending order is withdrawn and pricing
// gives its promo use back), refunded, disputed. The orders module owns orders, order_lines and payments; the
// checkout's placement, the payment webhooks and the staff pages all move an order's money through these
// functions. Each step locks the order row and acts only from the state it expects, so the placing request, a
// retry and a webhook can race without doing anything twice.

type Tx = Prisma.TransactionClient;

async function lockOrder(tx: Tx, orderId: number) {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId }, include: { lines: { orderBy: { id: 'asc' } } } });
}

type PaidOrderRow = Pick<Order, 'id' | 'userId' | 'ownerUserId' | 'promoCodeId'>;
type PaidOrderLines = GrantableOrderLine[];

/**
 * An order whose total is 0, or whose money just arrived (by card, wallet or a check staff recorded): Paid,
 * licences granted from `paidAt`, the ordered lines taken out of the buyer's cart. A caller that holds the order row
 * locked with its lines (markOrderPaid) passes them, so they are not read again.
 */
export async function completePaidOrder(
  tx: Tx,
  orderId: number,
  paidAt: Date,
  locked?: { order: PaidOrderRow; lines: PaidOrderLines },
): Promise<void> {
  let order: PaidOrderRow;
  let lines: PaidOrderLines;
  if (locked) {
    await tx.order.update({ where: { id: orderId }, data: { statusId: ORDER_STATUS.paid, paidAt }, select: { id: true } });
    ({ order, lines } = locked);
  } else {
    const updated = await tx.order.update({
      where: { id: orderId },
      data: { statusId: ORDER_STATUS.paid, paidAt },
      include: { lines: { orderBy: { id: 'asc' } } },
    });
    order = updated;
    lines = updated.lines;
  }
  await grantLicencesForOrder(tx, order, lines, paidAt);
  await emptyOrderedCartLines(tx, order, lines.map((line) => line.productId));
}

export interface SettledPayment {
  paymentId: number;
  reference: string;
  rawStatus: string;
}

/**
 * The provider says the money was taken. True when this call moved the order from Pending Payment to Paid (the
 * caller then sends the confirmation e-mail); false when someone else already did.
 */
export async function markOrderPaid(tx: Tx, orderId: number, payment: SettledPayment, paidAt = new Date()): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  await tx.payment.update({
    where: { id: payment.paymentId },
    data: { status: 'succeeded', providerReference: payment.reference, rawStatus: payment.rawStatus, failureMessage: null },
  });
  if (!order || order.statusId !== ORDER_STATUS.pendingPayment) return false;
  await completePaidOrder(tx, order.id, paidAt, { order, lines: order.lines });
  return true;
}

export interface FailedPayment {
  paymentId: number;
  reference: string | null;
  rawStatus: string | null;
  message: string;
}

/**
 * The provider refused the money: the payment keeps the reason, the pending order is withdrawn (its lines and
 * promo use with it) so the cart can be paid again. False when the order was no longer pending.
 */
export async function markPaymentFailed(tx: Tx, orderId: number, payment: FailedPayment): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  // An order already paid (say, by a webhook that arrived first) keeps its payment as it is.
  if (order && order.statusId !== ORDER_STATUS.pendingPayment) return false;
  await tx.payment.update({
    where: { id: payment.paymentId },
    data: { status: 'failed', providerReference: payment.reference, rawStatus: payment.rawStatus, failureMessage: payment.message },
  });
  if (!order) return false;
  await releasePromoCodeUse(tx, order.id);
  await tx.order.delete({ where: { id: order.id } });
  return true;
}

// Refunds (staff, provider webhooks): server/orders/order-refunds.service.ts.

/**
 * A dispute (chargeback): while it is open the payment is marked disputed and the licences are suspended; won, all
 * is as before; lost, the order counts as refunded.
 */
export async function recordOrderDispute(
  tx: Tx,
  payment: { id: number; orderId: number | null },
  stage: 'opened' | 'won' | 'lost',
  now = new Date(),
): Promise<void> {
  await tx.payment.update({ where: { id: payment.id }, data: { status: stage === 'opened' ? 'disputed' : 'succeeded', rawStatus: `dispute_${stage}` } });
  if (payment.orderId === null) return;
  const order = await lockOrder(tx, payment.orderId);
  if (!order) return;
  if (stage === 'lost') await tx.order.update({ where: { id: order.id }, data: { statusId: ORDER_STATUS.refunded, refundedAt: now } });
  if (stage === 'won') await restoreLicencesForOrder(tx, order.id);
  else await suspendLicencesForOrder(tx, order.id);
}

/**
 * The confirmation e-mail: after placement, after a webhook finished the payment, after a check was recorded, or
 * resent by staff. True when it went out.
 */
export function sendOrderConfirmationEmail(deps: ConfirmationDeps, order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
  return sendOrderConfirmation(deps, order);
}

// ---------------------------------------------------------------------------------------------------------------
// The payment row order placement collects with (one per attempt, keyed `${placementKey}:${attempt}`)
// ---------------------------------------------------------------------------------------------------------------

export interface PendingPaymentInput {
  orderId: number;
  userId: number;
  provider: string;
  kind: 'charge' | 'capture';
  amountCents: number;
  /** A wallet payment is known by its wallet order until the capture gives it its own id. */
  providerReference: string | null;
  placementKey: string;
}

/** The next attempt's payment row for a placement, in state "collecting". */
export async function startOrderPayment(tx: Tx, input: PendingPaymentInput): Promise<Payment> {
  const attempts = await tx.payment.count({ where: { idempotencyKey: { startsWith: `${input.placementKey}:` } } });
  return tx.payment.create({
    data: {
      orderId: input.orderId,
      userId: input.userId,
      provider: input.provider,
      providerReference: input.providerReference,
      kind: input.kind,
      amountCents: input.amountCents,
      status: 'pending',
      rawStatus: 'collecting',
      idempotencyKey: `${input.placementKey}:${attempts + 1}`,
    },
  });
}

/** The provider gave no answer: the next attempt (a retry or the webhook) finds out with the same key. */
export async function markPaymentInterrupted(db: PrismaClient, paymentId: number): Promise<void> {
  await db.payment.update({ where: { id: paymentId }, data: { rawStatus: 'interrupted' } });
}

/** Accepted but not final (the webhook finishes it), or waiting for the buyer's bank (3-D Secure). */
export async function markPaymentWaiting(
  db: PrismaClient,
  paymentId: number,
  outcome: { reference: string; rawStatus: string; requiresAction: boolean },
): Promise<void> {
  await db.payment.update({
    where: { id: paymentId },
    data: outcome.requiresAction
      ? { status: 'requires_action', providerReference: outcome.reference, rawStatus: outcome.rawStatus }
      : { providerReference: outcome.reference, rawStatus: outcome.rawStatus },
  });
}

/** Takes over an interrupted or abandoned collection; one taker wins the conditional update. */
export async function claimPendingPayment(db: PrismaClient, payment: Pick<Payment, 'id' | 'updatedAt'>): Promise<boolean> {
  const claimed = await db.payment.updateMany({
    where: { id: payment.id, status: 'pending', updatedAt: payment.updatedAt },
    data: { rawStatus: 'collecting' },
  });
  return claimed.count > 0;
}

/** A placement as it stands: its order with the latest payment, or why it was withdrawn. */
export async function findPlacement(db: PrismaClient, placementKey: string) {
  return db.order.findUnique({ where: { idempotencyKey: placementKey }, include: { payments: { orderBy: { id: 'desc' }, take: 1 } } });
}

/** Why a withdrawn placement has no order: the message of its refused payment. */
export async function findRefusalOfWithdrawnPlacement(db: PrismaClient, placementKey: string): Promise<string | null> {
  const failed = await db.payment.findFirst({ where: { idempotencyKey: { startsWith: `${placementKey}:` }, status: 'failed' }, orderBy: { id: 'desc' } });
  return failed?.failureMessage ?? null;
}
