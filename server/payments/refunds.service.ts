import type { Payment, Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { Prisma as PrismaNamespace } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import {
  allocateOverLines,
  applyRefundToOrder,
  lineRemainders,
  planRefund,
  REFUNDABLE_STATUSES,
  type AppliedRefund,
  type RefundLineShare,
} from '#server/orders/order-refunds.service.js';
import { lockOrderForChange, refuseStaleForm } from '#server/orders/order-status-history.js';
import type { TRefundInput } from '#server/orders/order-transitions.schemas.js';
import type { PaymentGateway, RefundOutcome } from './payment-gateway.js';
import type { PaymentGateways } from './payment-gateways.js';

// Refunds (issue 12; docs/decisions/073), one row per refund in `payments` (kind refund), through the provider that
// took the money. A staff refund is three steps:
// 1. reserve: with the order locked, check the amounts against what is left and write the refund row (pending,
//    rawStatus `requested`, its lines in refund_lines, its key derived from the form's idempotency key);
// 2. ask the provider, outside any transaction, with that key (Stripe Idempotency-Key, PayPal-Request-Id): a
//    repeated form replays the provider's first answer, never a second refund;
// 3. settle: with the order locked, apply the row to the order (lines, status, licences) unless it already was.
// The provider's webhook for the same refund finds the row by its reference or by the key it carries (Stripe
// metadata.refund_key, PayPal custom_id) and settles it through the same step 3, so it is counted once whichever
// arrives first. A refund made in the provider's dashboard has no row: Stripe's charge.refunded running total and
// PayPal's refund event add only the money no row accounts for.

type Tx = Prisma.TransactionClient;

/** A refund row whose money is not yet written into the order. */
const NOT_APPLIED = ['requested', 'interrupted'];
const COLLECTION_KINDS = ['charge', 'capture', 'check'] as const;

export const staffRefundKeyOf = (formKey: string) => `staff-refund:${formKey}`;

export function refundGatewayFor(gateways: PaymentGateways, provider: string): PaymentGateway | null {
  if (provider === 'stripe') return gateways.stripe;
  if (provider === 'paypal') return gateways.paypal;
  if (provider === 'test') return gateways.test;
  if (provider === 'check') return gateways.check;
  return null;
}

/** The money the order was paid with: the card charge, the wallet capture or the check. */
function findCollectedPayment(tx: Tx | PrismaClient, orderId: number) {
  return tx.payment.findFirst({
    where: { orderId, kind: { in: [...COLLECTION_KINDS] }, status: { in: ['succeeded', 'disputed'] } },
    orderBy: { id: 'desc' },
  });
}

/** Every cent given back or on its way back (failed refunds excluded), and what in-flight refunds hold per line. */
async function refundTotalsOf(tx: Tx, orderId: number) {
  const refunds = await tx.payment.findMany({ where: { orderId, kind: 'refund', status: { in: ['pending', 'succeeded'] } } });
  const heldByLine = new Map<number, number>();
  for (const refund of refunds.filter((row) => NOT_APPLIED.includes(row.rawStatus ?? ''))) {
    for (const share of sharesOf(refund)) heldByLine.set(share.order_item_id, (heldByLine.get(share.order_item_id) ?? 0) + share.amount_cents);
  }
  return { refundedCents: refunds.reduce((sum, row) => sum + row.amountCents, 0), heldByLine };
}

function sharesOf(refund: Pick<Payment, 'refundLines'>): RefundLineShare[] {
  return Array.isArray(refund.refundLines) ? (refund.refundLines as unknown as RefundLineShare[]) : [];
}

export interface ReservedRefund {
  refund: Payment;
  /** What the money was taken with (the reference the provider refunds). */
  paymentReference: string | null;
  orderId: number;
}

/** Step 1. Returns the existing row when this form was submitted before (a retry resumes it). */
export async function reserveStaffRefund(
  db: PrismaClient,
  orderId: number,
  input: TRefundInput,
  actorUserId: number,
): Promise<ReservedRefund> {
  const key = staffRefundKeyOf(input.idempotency_key);
  try {
    return await db.$transaction(
      async (tx) => {
        const order = await lockOrderForChange(tx, orderId);
        if (!order) throw new HttpError(404, 'Order not found');
        const payment = await findCollectedPayment(tx, order.id);
        const known = await tx.payment.findUnique({ where: { idempotencyKey: key } });
        if (known) return { refund: known, paymentReference: payment?.providerReference ?? null, orderId: order.id };

        refuseStaleForm(order, input.expected_status);
        if (!REFUNDABLE_STATUSES.includes(order.statusId)) throw new HttpError(409, 'Only a paid order can be refunded.');
        if (!payment) throw new HttpError(409, 'Nothing was paid for this order, so there is nothing to refund.');
        const totals = await refundTotalsOf(tx, order.id);
        const plan = planRefund(order, input, { remainingCents: payment.amountCents - totals.refundedCents, heldByLine: totals.heldByLine });
        const refund = await tx.payment.create({
          data: {
            orderId: order.id,
            userId: order.userId,
            provider: payment.provider,
            kind: 'refund',
            amountCents: plan.amountCents,
            status: 'pending',
            rawStatus: 'requested',
            idempotencyKey: key,
            refundLines: plan.lines as unknown as Prisma.InputJsonValue,
            checkNumber: payment.provider === 'check' ? (input.check_number ?? null) : null,
            failureMessage: input.reason ?? null,
            recordedByUserId: actorUserId,
          },
        });
        return { refund, paymentReference: payment.providerReference, orderId: order.id };
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
  } catch (error) {
    // The same form, submitted twice at once: the other request wrote the row; resume it.
    if (error instanceof PrismaNamespace.PrismaClientKnownRequestError && error.code === 'P2002') {
      const known = await db.payment.findUnique({ where: { idempotencyKey: key } });
      const payment = await findCollectedPayment(db, orderId);
      if (known) return { refund: known, paymentReference: payment?.providerReference ?? null, orderId };
    }
    throw error;
  }
}

/** Step 2: the provider, with the row's key. Throws when its answer is unknown (the row stays pending). */
export async function requestProviderRefund(
  deps: { db: PrismaClient; gateways: PaymentGateways; logger: Logger },
  reserved: ReservedRefund,
): Promise<RefundOutcome> {
  const { refund } = reserved;
  if (refund.status === 'failed') return { status: 'failed', reference: refund.providerReference, rawStatus: refund.rawStatus, message: refund.failureMessage ?? 'The refund failed.' };
  // Already answered (a webhook settled it, or this is the same form again): no second call.
  if (!NOT_APPLIED.includes(refund.rawStatus ?? '')) {
    return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', reference: refund.providerReference, rawStatus: refund.rawStatus ?? 'succeeded' };
  }
  const gateway = refundGatewayFor(deps.gateways, refund.provider);
  if (!gateway) {
    const message = `This order was paid through ${refund.provider}, which is not configured here. Refund it in the provider's dashboard.`;
    await deps.db.payment.update({ where: { id: refund.id }, data: { status: 'failed', rawStatus: 'provider_unavailable', failureMessage: message } });
    return { status: 'failed', reference: null, rawStatus: 'provider_unavailable', message };
  }
  try {
    return await gateway.refund({
      paymentReference: reserved.paymentReference,
      amountCents: refund.amountCents,
      currency: 'USD',
      idempotencyKey: refund.idempotencyKey,
      refundKey: refund.idempotencyKey,
      metadata: { order_id: String(reserved.orderId) },
    });
  } catch (error) {
    deps.logger.error({ err: error, refundId: refund.id }, 'refund request got no answer');
    await deps.db.payment.update({ where: { id: refund.id }, data: { rawStatus: 'interrupted' } });
    throw new HttpError(502, 'The payment provider did not answer. Nothing was refunded twice: submit the same form again, or check the provider.');
  }
}

/** A refused refund keeps the provider's reason; the order is untouched. */
export async function markRefundFailed(db: PrismaClient | Tx, refundId: number, outcome: Extract<RefundOutcome, { status: 'failed' }>): Promise<void> {
  await db.payment.update({
    where: { id: refundId },
    data: { status: 'failed', rawStatus: outcome.rawStatus ?? 'failed', failureMessage: outcome.message, ...(outcome.reference ? { providerReference: outcome.reference } : {}) },
  });
}

export interface SettledRefund {
  refundId: number;
  orderId: number;
  userId: number;
  ownerUserId: number;
  amountCents: number;
  provider: string;
  lines: RefundLineShare[];
  lineTitles: string[];
  /** Null when the refund was already written into the order (by the other of webhook and staff). */
  applied: AppliedRefund | null;
  statusBefore: number;
  statusAfter: number;
}

/**
 * Step 3, for staff and webhooks alike: with the order locked, the refund row takes the provider's answer and, the
 * first time only, its money is written into the order.
 */
export async function settleRefund(
  tx: Tx,
  refundId: number,
  outcome: Extract<RefundOutcome, { status: 'succeeded' | 'pending' }>,
  actorUserId: number | null,
): Promise<SettledRefund> {
  const first = await tx.payment.findUniqueOrThrow({ where: { id: refundId } });
  const order = await lockOrderForChange(tx, first.orderId!);
  if (!order) throw new HttpError(404, 'Order not found');
  const refund = await tx.payment.findUniqueOrThrow({ where: { id: refundId } });
  const toApply = NOT_APPLIED.includes(refund.rawStatus ?? '') && refund.status !== 'failed';
  await tx.payment.update({
    where: { id: refund.id },
    data: {
      status: outcome.status === 'succeeded' ? 'succeeded' : 'pending',
      rawStatus: outcome.rawStatus,
      ...(outcome.reference && !refund.providerReference ? { providerReference: outcome.reference } : {}),
    },
  });
  let applied: AppliedRefund | null = null;
  if (toApply) {
    const payment = await findCollectedPayment(tx, order.id);
    const totals = await refundTotalsOf(tx, order.id);
    applied = await applyRefundToOrder(
      tx,
      order,
      { lines: sharesOf(refund), refundedTotalCents: totals.refundedCents, paidCents: payment?.amountCents ?? order.totalCents },
      actorUserId,
      `Refund of ${(refund.amountCents / 100).toFixed(2)} USD through ${refund.provider}${refund.checkNumber ? ` (check ${refund.checkNumber})` : ''}`,
    );
  }
  const lineIds = new Set(sharesOf(refund).map((share) => share.order_item_id));
  return {
    refundId: refund.id,
    orderId: order.id,
    userId: order.userId,
    ownerUserId: order.ownerUserId,
    amountCents: refund.amountCents,
    provider: refund.provider,
    lines: sharesOf(refund),
    lineTitles: order.lines.filter((line) => lineIds.has(line.id)).map((line) => line.title),
    applied,
    statusBefore: order.statusId,
    statusAfter: applied?.toStatusId ?? order.statusId,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the providers report (webhooks)
// ---------------------------------------------------------------------------------------------------------------

/** Our refund row for a provider's refund: by its id, or by the key we gave it (a webhook can beat our step 3). */
export function findRefundRow(tx: Tx, provider: string, refundId: string | null | undefined, refundKey: string | null | undefined) {
  const or: Prisma.PaymentWhereInput[] = [];
  if (refundId) or.push({ providerReference: refundId });
  if (refundKey) or.push({ idempotencyKey: refundKey });
  if (!or.length) return Promise.resolve(null);
  return tx.payment.findFirst({ where: { provider, kind: 'refund', OR: or } });
}

/** A provider's later word on one of our refunds: settles it (once), or records that it failed. */
export async function settleReportedRefund(tx: Tx, refund: Payment, outcome: RefundOutcome, logger: Logger): Promise<void> {
  if (outcome.status === 'failed') {
    const wasApplied = !NOT_APPLIED.includes(refund.rawStatus ?? '') && refund.status !== 'failed';
    await markRefundFailed(tx, refund.id, outcome);
    // The order already shows this money as returned: staff must look (refund again, or tell the customer).
    if (wasApplied) logger.error({ refundId: refund.id, orderId: refund.orderId }, 'a refund the order counts as made failed at the provider');
    return;
  }
  if (refund.status === 'failed') return;
  await settleRefund(tx, refund.id, outcome, null);
}

/**
 * A refund nobody asked for here (the provider's dashboard, a reversal): only the money no refund row accounts
 * for is added, as its own row, spread over the lines. `totalRefundedCents` is the provider's running total for the
 * payment (Stripe); `refundCents` one refund's amount (PayPal).
 */
export async function recordOutsideRefund(
  tx: Tx,
  payment: Payment,
  report: { eventKey: string; reference?: string | null; totalRefundedCents?: number; refundCents?: number; rawStatus: string },
): Promise<void> {
  if (payment.orderId === null) return;
  const order = await lockOrderForChange(tx, payment.orderId);
  if (!order) return;
  const totals = await refundTotalsOf(tx, order.id);
  const left = payment.amountCents - totals.refundedCents;
  const amountCents = Math.min(left, report.totalRefundedCents !== undefined ? report.totalRefundedCents - totals.refundedCents : (report.refundCents ?? 0));
  if (amountCents <= 0) return;
  const lines = allocateOverLines(amountCents, lineRemainders(order.lines, totals.heldByLine));
  await tx.payment.create({
    data: {
      orderId: order.id,
      userId: payment.userId,
      provider: payment.provider,
      providerReference: report.reference ?? null,
      kind: 'refund',
      amountCents,
      status: 'succeeded',
      rawStatus: report.rawStatus,
      idempotencyKey: `refund:${payment.provider}:${report.eventKey}`,
      refundLines: lines as unknown as Prisma.InputJsonValue,
    },
  });
  // Money back for an order that is not paid (say, cancelled meanwhile) is kept as a row for staff, nothing more.
  if (!REFUNDABLE_STATUSES.includes(order.statusId)) return;
  await applyRefundToOrder(
    tx,
    order,
    { lines, refundedTotalCents: totals.refundedCents + amountCents, paidCents: payment.amountCents },
    null,
    `Refund of ${(amountCents / 100).toFixed(2)} USD reported by ${payment.provider}`,
  );
}
