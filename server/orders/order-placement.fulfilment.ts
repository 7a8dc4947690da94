import type { Prisma } from '#server/db/generated/prisma/client.js';
import { ORDER_STATUS } from './order-statuses.js';
import { grantOrderLicences, setOrderLicencesStatus } from './order-placement.licences.js';

// What happens to a placed order when its money moves (docs/decisions/042-order-statuses.md): paid (licences,
// cart emptied), not paid (the pending order is withdrawn), refunded, disputed. Each step locks the order row and
// acts only from the state it expects, so the placing request, a retry and a webhook can race without doing
// anything twice.

type Tx = Prisma.TransactionClient;

async function lockOrder(tx: Tx, orderId: number) {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId }, include: { lines: { orderBy: { id: 'asc' } } } });
}

/** Takes what was bought out of the buyer's cart (items added meanwhile stay) and drops the promo code it used. */
export async function emptyOrderedCartItems(tx: Tx, order: { userId: number; promoCodeId: number | null }, productIds: number[]): Promise<void> {
  const cart = await tx.cart.findUnique({ where: { userId: order.userId }, select: { id: true, promoCodeId: true } });
  if (!cart) return;
  await tx.cartItem.deleteMany({ where: { cartId: cart.id, productId: { in: productIds } } });
  const left = await tx.cartItem.count({ where: { cartId: cart.id } });
  if (cart.promoCodeId !== null && (left === 0 || cart.promoCodeId === order.promoCodeId)) {
    await tx.cart.update({ where: { id: cart.id }, data: { promoCodeId: null } });
  }
}

/** An order whose total is 0, or whose money just arrived: Paid, licences granted, cart emptied. */
export async function completePaidOrder(tx: Tx, orderId: number, paidAt: Date): Promise<void> {
  const order = await tx.order.update({
    where: { id: orderId },
    data: { statusId: ORDER_STATUS.paid, paidAt },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
  await grantOrderLicences(tx, order, order.lines, paidAt);
  await emptyOrderedCartItems(tx, order, order.lines.map((line) => line.productId));
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
export async function fulfilPaidOrder(tx: Tx, orderId: number, payment: SettledPayment, paidAt = new Date()): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  await tx.payment.update({
    where: { id: payment.paymentId },
    data: { status: 'succeeded', providerReference: payment.reference, rawStatus: payment.rawStatus, failureMessage: null },
  });
  if (!order || order.statusId !== ORDER_STATUS.pendingPayment) return false;
  await completePaidOrder(tx, order.id, paidAt);
  return true;
}

/** Gives a withdrawn or cancelled order's promo code use back, so the buyer (and the code's limit) can use it again. */
export async function releasePromoCodeUse(tx: Tx, orderId: number): Promise<void> {
  const use = await tx.promoCodeUse.findUnique({ where: { orderId } });
  if (!use) return;
  await tx.promoCodeUse.delete({ where: { id: use.id } });
  await tx.promoCode.updateMany({ where: { id: use.promoCodeId, usesCount: { gt: 0 } }, data: { usesCount: { decrement: 1 } } });
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
export async function withdrawUnpaidOrder(tx: Tx, orderId: number, payment: FailedPayment): Promise<boolean> {
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
  await setOrderLicencesStatus(tx, order.id, stage === 'won' ? 'active' : 'suspended');
}
