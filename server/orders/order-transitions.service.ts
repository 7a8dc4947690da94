import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { formatDollars } from '#server/shared/money.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import {
  cancelPendingCollections,
  createCheckPayment,
  isPendingCollection,
  withdrawPendingCollection,
} from './staff-payments.service.js';
import { releasePromoCodeUse } from '#server/pricing/pricing.service.js';
import { completePaidOrder } from './order-payments.service.js';
import { lockOrderForChange, recordStatusChange, refuseStaleForm } from './order-status-history.service.js';
import { ORDER_STATUS, orderStatusNameOf, type OrderStatusId } from './orders.rules.js';
import { availableOrderActions, type AvailableOrderActions } from './order-transitions.rules.js';
import {
  ORDER_ACTION_MESSAGES,
  type TCancelOrderInput,
  type TFulfilmentInput,
  type TRecordCheckPaymentInput,
} from './order-transitions.schemas.js';
import { shopDateOf, startOfShopDay } from '#server/shared/shop-time-zone.js';

// The order transitions staff make (issue 12, deliver 3; docs/decisions/042 and 072), each a short step over the
// owners' services inside the caller's transaction (the staff controller wraps it with its audit event):
// - record a check: PO Generated -> Paid, licences granted from the day the check was received, as for a card;
// - fulfil: Paid -> Processing -> Shipped -> Completed (download-only: Paid -> Completed);
// - cancel an unpaid order: Pending Payment / PO Generated -> Cancelled, its promo use given back;
// - withdraw a pending payment the buyer never finished (staff, or the job after PENDING_PAYMENT_MAX_AGE_MINUTES):
//   the payment is cancelled, the order becomes Payment Failed and gives its promo use back.
// Each locks the order row and acts only from the statuses it expects, so a double submit or a stale form changes
// nothing; each writes its move to order_status_changes.

type Tx = Prisma.TransactionClient;

export interface OrderChange {
  orderId: number;
  /** The purchaser, who is e-mailed. */
  userId: number;
  ownerUserId: number;
  before: Prisma.InputJsonObject;
  after: Prisma.InputJsonObject;
}


async function findOrderToChange(tx: Tx, orderId: number, expectedStatus: number | undefined) {
  const order = await lockOrderForChange(tx, orderId);
  if (!order) throw notFound('Order not found');
  refuseStaleForm(order, expectedStatus);
  return order;
}

// ---------------------------------------------------------------------------------------------------------------
// Record a check payment on a quote
// ---------------------------------------------------------------------------------------------------------------

export async function recordCheckPayment(
  tx: Tx,
  orderId: number,
  input: TRecordCheckPaymentInput,
  actorUserId: number,
  now = new Date(),
): Promise<OrderChange> {
  const order = await findOrderToChange(tx, orderId, input.expected_status);
  if (order.paymentType !== 'check' || order.statusId !== ORDER_STATUS.poGenerated) throw new HttpError(409, ORDER_ACTION_MESSAGES.notAQuote);

  const errors: Record<string, string> = {};
  // A check for part of the order is not recorded (docs/decisions/072): the quote stays open until the whole
  // amount has arrived, and staff record it then.
  if (input.amount !== order.totalCents) {
    errors.amount = `The amount must equal the order total of ${formatDollars(order.totalCents)}. Record the check once the whole amount has arrived.`;
  }
  if (input.received_on > shopDateOf(now)) errors.received_on = ORDER_ACTION_MESSAGES.receivedOnFuture;
  else if (input.received_on < shopDateOf(order.createdAt)) errors.received_on = ORDER_ACTION_MESSAGES.receivedOnBeforeOrder;
  if (Object.keys(errors).length) throw new ValidationError(errors);

  // Licences start on the day the check was received, in the shop's calendar.
  const paidAt = startOfShopDay(input.received_on);
  const receivedOn = new Date(`${input.received_on}T00:00:00.000Z`);
  const payment = await createCheckPayment(tx, {
    orderId: order.id,
    userId: order.userId,
    amountCents: input.amount,
    checkNumber: input.check_number,
    receivedOn,
    recordedByUserId: actorUserId,
  });
  // The same step a card payment takes once its money arrives: Paid, licences, the bought items out of the cart.
  await completePaidOrder(tx, order.id, paidAt);
  await recordStatusChange(tx, {
    orderId: order.id,
    fromStatusId: order.statusId,
    toStatusId: ORDER_STATUS.paid,
    actorUserId,
    note: `Check ${input.check_number} for ${formatDollars(input.amount)} received on ${input.received_on}`,
  });
  const licences = await tx.licence.count({ where: { orderId: order.id } });
  return {
    orderId: order.id,
    userId: order.userId,
    ownerUserId: order.ownerUserId,
    before: { status: orderStatusNameOf(order.statusId) },
    after: {
      status: orderStatusNameOf(ORDER_STATUS.paid),
      payment_id: payment.id,
      check_number: input.check_number,
      amount_cents: input.amount,
      received_on: input.received_on,
      licences_granted: licences,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fulfilment
// ---------------------------------------------------------------------------------------------------------------

/** Statuses an order can be fulfilled from: paid, in any stage, including after a partial refund. */
const FULFILLABLE: number[] = [ORDER_STATUS.paid, ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.partiallyRefunded];

function fulfilmentTarget(action: TFulfilmentInput['action'], statusId: number, hasPhysicalItems: boolean): OrderStatusId {
  if (!FULFILLABLE.includes(statusId)) {
    throw new HttpError(409, `A ${orderStatusNameOf(statusId)} order cannot be fulfilled; only paid orders can.`);
  }
  const target = { processing: ORDER_STATUS.processing, shipped: ORDER_STATUS.shipped, completed: ORDER_STATUS.completed }[action];
  if (statusId === target) throw new HttpError(409, `The order is already ${orderStatusNameOf(target)}.`);
  if (!hasPhysicalItems) {
    if (action !== 'completed') throw new HttpError(409, ORDER_ACTION_MESSAGES.nothingToShip);
    return target;
  }
  if (action === 'processing' && statusId === ORDER_STATUS.shipped) throw new HttpError(409, 'The order has already shipped.');
  if (action === 'completed' && statusId !== ORDER_STATUS.shipped) throw new HttpError(409, 'Ship the order before marking it completed.');
  return target;
}

export interface FulfilmentChange extends OrderChange {
  shipped: { carrier: string; trackingNumber: string } | null;
}

export async function advanceFulfilment(
  tx: Tx,
  orderId: number,
  input: TFulfilmentInput,
  actorUserId: number,
  now = new Date(),
): Promise<FulfilmentChange> {
  const order = await findOrderToChange(tx, orderId, input.expected_status);
  const target = fulfilmentTarget(input.action, order.statusId, order.lines.some((line) => line.isHardCopy));
  const shipped = input.action === 'shipped' ? { carrier: input.carrier!, trackingNumber: input.tracking_number! } : null;
  await tx.order.update({
    where: { id: order.id },
    data: {
      statusId: target,
      ...(shipped ? { shippingCarrier: shipped.carrier, trackingNumber: shipped.trackingNumber, shippedAt: now } : {}),
      ...(target === ORDER_STATUS.completed ? { completedAt: now } : {}),
    },
  });
  await recordStatusChange(tx, {
    orderId: order.id,
    fromStatusId: order.statusId,
    toStatusId: target,
    actorUserId,
    note: shipped ? `${shipped.carrier.toUpperCase()} ${shipped.trackingNumber}` : null,
  });
  return {
    orderId: order.id,
    userId: order.userId,
    ownerUserId: order.ownerUserId,
    before: { status: orderStatusNameOf(order.statusId), carrier: order.shippingCarrier, tracking_number: order.trackingNumber },
    after: { status: orderStatusNameOf(target), ...(shipped ? { carrier: shipped.carrier, tracking_number: shipped.trackingNumber } : {}) },
    shipped,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Cancel an unpaid order
// ---------------------------------------------------------------------------------------------------------------

const UNPAID: number[] = [ORDER_STATUS.pendingPayment, ORDER_STATUS.poGenerated];

export async function cancelUnpaidOrder(tx: Tx, orderId: number, input: TCancelOrderInput, actorUserId: number, now = new Date()): Promise<OrderChange> {
  const order = await findOrderToChange(tx, orderId, input.expected_status);
  if (!UNPAID.includes(order.statusId)) throw new HttpError(409, ORDER_ACTION_MESSAGES.cannotCancel);
  const promoUse = await tx.promoCodeUse.findUnique({ where: { orderId: order.id }, select: { id: true } });
  await releasePromoCodeUse(tx, order.id);
  const cancelledPayments = await cancelPendingCollections(tx, order.id, 'The order was cancelled by the shop.');
  await tx.order.update({ where: { id: order.id }, data: { statusId: ORDER_STATUS.cancelled, cancelledAt: now } });
  await recordStatusChange(tx, { orderId: order.id, fromStatusId: order.statusId, toStatusId: ORDER_STATUS.cancelled, actorUserId, note: input.reason ?? null });
  return {
    orderId: order.id,
    userId: order.userId,
    ownerUserId: order.ownerUserId,
    before: { status: orderStatusNameOf(order.statusId), promo_code: order.promoCode },
    after: {
      status: orderStatusNameOf(ORDER_STATUS.cancelled),
      promo_use_released: promoUse !== null,
      payments_cancelled: cancelledPayments,
      ...(input.reason ? { reason: input.reason } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Withdraw a pending payment (staff by hand, or the job)
// ---------------------------------------------------------------------------------------------------------------

export async function withdrawPendingPayment(
  tx: Tx,
  orderId: number,
  input: { payment_id: number; expected_status?: number },
  actorUserId: number | null,
  reason: string,
): Promise<OrderChange> {
  const order = await findOrderToChange(tx, orderId, input.expected_status);
  const payment = await tx.payment.findFirst({ where: { id: input.payment_id, orderId: order.id } });
  if (!payment) throw new ValidationError({ payment_id: 'That payment is not part of this order.' });
  if (!isPendingCollection(payment)) throw new ValidationError({ payment_id: ORDER_ACTION_MESSAGES.paymentNotPending });
  await withdrawPendingCollection(tx, payment.id, reason, actorUserId);

  const promoUse = await tx.promoCodeUse.findUnique({ where: { orderId: order.id }, select: { id: true } });
  let statusId = order.statusId;
  if (order.statusId === ORDER_STATUS.pendingPayment) {
    statusId = ORDER_STATUS.paymentFailed;
    await releasePromoCodeUse(tx, order.id);
    // The placement key is freed, so the buyer can place the same cart again as a new order (040).
    await tx.order.update({
      where: { id: order.id },
      data: { statusId, cancelledAt: new Date(), idempotencyKey: `${order.idempotencyKey}:withdrawn-${payment.id}` },
    });
    await recordStatusChange(tx, { orderId: order.id, fromStatusId: order.statusId, toStatusId: statusId, actorUserId, note: reason });
  }
  return {
    orderId: order.id,
    userId: order.userId,
    ownerUserId: order.ownerUserId,
    before: { status: orderStatusNameOf(order.statusId), payment_id: payment.id, payment_status: payment.status },
    after: {
      status: orderStatusNameOf(statusId),
      payment_id: payment.id,
      payment_status: 'cancelled',
      promo_use_released: statusId !== order.statusId && promoUse !== null,
    },
  };
}

export const STALE_PAYMENT_REASON = (minutes: number) => `Withdrawn: the payment was still pending after ${minutes} minutes.`;

/**
 * The job: every pending card or wallet payment older than `maxAgeMinutes` whose order still waits for it is
 * withdrawn, one order per transaction (a webhook settling one of them meanwhile wins: the order is no longer
 * pending and is left alone).
 */
export async function withdrawStalePendingPayments(
  db: PrismaClient,
  options: { maxAgeMinutes: number; logger?: Logger; now?: Date },
): Promise<{ withdrawn: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.maxAgeMinutes * 60_000);
  const stale = await db.payment.findMany({
    where: {
      kind: { in: ['charge', 'capture'] },
      status: { in: ['pending', 'requires_action'] },
      updatedAt: { lt: cutoff },
      order: { statusId: ORDER_STATUS.pendingPayment },
    },
    select: { id: true, orderId: true },
    orderBy: { id: 'asc' },
    take: 500,
  });
  let withdrawn = 0;
  for (const payment of stale) {
    try {
      await db.$transaction(async (tx) => {
        const order = await lockOrderForChange(tx, payment.orderId!);
        const current = await tx.payment.findUnique({ where: { id: payment.id } });
        if (!order || order.statusId !== ORDER_STATUS.pendingPayment || !current || !isPendingCollection(current) || current.updatedAt >= cutoff) return;
        await withdrawPendingPayment(tx, order.id, { payment_id: payment.id }, null, STALE_PAYMENT_REASON(options.maxAgeMinutes));
        withdrawn += 1;
      });
    } catch (error) {
      options.logger?.error({ err: error, paymentId: payment.id }, 'stale payment could not be withdrawn');
    }
  }
  return { withdrawn };
}

/** What the staff order page may offer for this order now (null: no such order). */
export async function findAvailableOrderActions(db: PrismaClient, orderId: number): Promise<AvailableOrderActions | null> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { statusId: true, paymentType: true, lines: { select: { isHardCopy: true } }, payments: { select: { kind: true, status: true, amountCents: true } } },
  });
  if (!order) return null;
  const collected = order.payments
    .filter((payment) => payment.kind !== 'refund' && (payment.status === 'succeeded' || payment.status === 'disputed'))
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const refunded = order.payments
    .filter((payment) => payment.kind === 'refund' && payment.status !== 'failed')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  return availableOrderActions({
    statusId: order.statusId,
    paymentType: order.paymentType,
    hasPhysicalItems: order.lines.some((line) => line.isHardCopy),
    refundableCents: Math.max(0, collected - refunded),
    hasPendingPayment: order.payments.some((payment) => isPendingCollection(payment)),
  });
}
