import type { OrderLine, Payment, PrismaClient } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import { HttpError, ValidationError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import { suspendLicencesForOrderLines } from '#server/licensing/licence-grants.service.js';
import { lockOrderForChange, recordStatusChange, refuseStaleForm } from './order-status-history.service.js';
import { ORDER_STATUS } from './orders.rules.js';
import type { TRefundInput } from './order-transitions.schemas.js';
import { centsToAmountString } from '#server/shared/money.js';

// Refunds as the order sees them (docs/decisions/073). The orders module owns each order's money (payments rows),
// so the refund rows are written here; the provider call is server/payments/refunds.service.ts. A staff refund:
// 1. reserve (reserveStaffRefund): with the order locked, check the amounts against what is left and write the
//    refund row (pending, rawStatus `requested`, its lines in refund_lines, its key derived from the form's key);
// 2. the provider is asked, outside any transaction, with that key (payments/refunds.service.ts);
// 3. settle (settleRefund): with the order locked, apply the row to the order unless it already was: how much of
//    each line it gives back (order_lines.refunded_cents, never beyond the line total), the status (Refunded when
//    every paid cent is back, else Partially Refunded), the licences of lines refunded in full, suspended.
// The provider's webhook for the same refund finds the row by its reference or the key it carries (Stripe
// metadata.refund_key, PayPal custom_id) and settles it through the same step 3, so it counts once whichever comes
// first. A refund made in the provider's dashboard has no row: recordOutsideRefund adds only the money no row
// accounts for.

type Tx = Prisma.TransactionClient;

/** What a provider answered about a refund (the gateways' RefundOutcome, as the order sees it). */
export type RefundAnswer =
  | { status: 'succeeded' | 'pending'; reference: string | null; rawStatus: string }
  | { status: 'failed'; reference: string | null; rawStatus: string | null; message: string };

export interface RefundLineShare {
  order_item_id: number;
  amount_cents: number;
}

/** Statuses a refund may start from: money was received and not all of it has gone back. */
export const REFUNDABLE_STATUSES: number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.processing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.completed,
  ORDER_STATUS.partiallyRefunded,
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

type LineLike = Pick<OrderLine, 'id' | 'lineTotalCents' | 'refundedCents'>;

/** What is left to refund on each line, after what was refunded and what refunds still in flight hold. */
export function lineRemainders(lines: LineLike[], heldByLine: Map<number, number>): Map<number, number> {
  return new Map(lines.map((line) => [line.id, Math.max(0, line.lineTotalCents - line.refundedCents - (heldByLine.get(line.id) ?? 0))]));
}

/**
 * Spreads a whole-order amount over the lines in proportion to what is left of each (never beyond it); what no
 * line can take is the shipping's part.
 */
export function allocateOverLines(amountCents: number, remainders: Map<number, number>): RefundLineShare[] {
  const entries = [...remainders.entries()].filter(([, left]) => left > 0);
  const capacity = entries.reduce((sum, [, left]) => sum + left, 0);
  const toLines = Math.min(amountCents, capacity);
  if (toLines === 0) return [];
  const shares = entries.map(([id, left]) => ({ id, left, share: Math.floor((toLines * left) / capacity) }));
  let rest = toLines - shares.reduce((sum, entry) => sum + entry.share, 0);
  for (const entry of shares) {
    if (rest === 0) break;
    const more = Math.min(rest, entry.left - entry.share);
    entry.share += more;
    rest -= more;
  }
  return shares.filter((entry) => entry.share > 0).map((entry) => ({ order_item_id: entry.id, amount_cents: entry.share }));
}

/**
 * The refund staff asked for, checked against what the order can take: per line (each at most what is left of it)
 * or for the order (at most what is left of the money; absent = all of it). Field messages name the problem.
 */
export function planRefund(
  order: { lines: (LineLike & { title: string })[] },
  input: Pick<TRefundInput, 'amount' | 'lines'>,
  money_: { remainingCents: number; heldByLine: Map<number, number> },
): { amountCents: number; lines: RefundLineShare[] } {
  const { remainingCents } = money_;
  if (remainingCents <= 0) throw new HttpError(409, 'This order has already been refunded in full.');
  const remainders = lineRemainders(order.lines, money_.heldByLine);

  if (input.lines?.length) {
    const errors: Record<string, string> = {};
    const shares: RefundLineShare[] = [];
    input.lines.forEach((requested, index) => {
      const line = order.lines.find((candidate) => candidate.id === requested.order_item_id);
      if (!line) {
        errors[`lines.${index}.order_item_id`] = 'That line is not part of this order.';
        return;
      }
      const left = remainders.get(line.id) ?? 0;
      if (left === 0) {
        errors[`lines.${index}.amount`] = `${line.title} has already been refunded in full.`;
        return;
      }
      const amount = requested.amount ?? left;
      if (amount > left) {
        errors[`lines.${index}.amount`] = `At most ${money(left)} can be refunded for ${line.title}.`;
        return;
      }
      shares.push({ order_item_id: line.id, amount_cents: amount });
    });
    const sum = shares.reduce((total, share) => total + share.amount_cents, 0);
    if (!Object.keys(errors).length) {
      if (input.amount !== undefined && input.amount !== sum) errors.amount = `The amount must equal the sum of the line amounts (${money(sum)}).`;
      else if (sum > remainingCents) errors.amount = `At most ${money(remainingCents)} can be refunded for this order.`;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { amountCents: sum, lines: shares };
  }

  const amountCents = input.amount ?? remainingCents;
  if (amountCents > remainingCents) throw new ValidationError({ amount: `At most ${money(remainingCents)} can be refunded for this order.` });
  // The whole remaining amount gives every line back in full; a part is spread over the lines.
  return { amountCents, lines: allocateOverLines(amountCents, remainders) };
}

export interface AppliedRefund {
  fromStatusId: number;
  toStatusId: number;
  fully: boolean;
  suspendedLicences: number;
  fullyRefundedLineIds: number[];
}

/**
 * Writes a refund into the order, whose row the caller holds locked: lines, status, licences, history.
 * `refundedTotalCents` is every cent given back so far, this refund included; `paidCents` what was received.
 */
export async function applyRefundToOrder(
  tx: Tx,
  order: { id: number; statusId: number; lines: OrderLine[] },
  refund: { lines: RefundLineShare[]; refundedTotalCents: number; paidCents: number },
  actorUserId: number | null,
  note: string,
  now = new Date(),
): Promise<AppliedRefund> {
  const refundedByLine = new Map(order.lines.map((line) => [line.id, line.refundedCents]));
  for (const share of refund.lines) {
    const line = order.lines.find((candidate) => candidate.id === share.order_item_id);
    if (!line) continue;
    // Never beyond the line's total, whatever a provider reports.
    const amount = Math.min(share.amount_cents, Math.max(0, line.lineTotalCents - (refundedByLine.get(line.id) ?? 0)));
    if (amount <= 0) continue;
    await tx.orderLine.update({ where: { id: line.id }, data: { refundedCents: { increment: amount } } });
    refundedByLine.set(line.id, (refundedByLine.get(line.id) ?? 0) + amount);
  }
  const fully = refund.refundedTotalCents >= refund.paidCents;
  const fullyRefundedLineIds = order.lines
    .filter((line) => fully || (line.lineTotalCents > 0 && (refundedByLine.get(line.id) ?? 0) >= line.lineTotalCents))
    .map((line) => line.id);
  const suspendedLicences = await suspendLicencesForOrderLines(tx, fullyRefundedLineIds);
  const toStatusId = fully ? ORDER_STATUS.refunded : ORDER_STATUS.partiallyRefunded;
  await tx.order.update({ where: { id: order.id }, data: { statusId: toStatusId, ...(fully ? { refundedAt: now } : {}) } });
  await recordStatusChange(tx, { orderId: order.id, fromStatusId: order.statusId, toStatusId, actorUserId, note });
  return { fromStatusId: order.statusId, toStatusId, fully, suspendedLicences, fullyRefundedLineIds };
}

// ---------------------------------------------------------------------------------------------------------------
// Refund rows
// ---------------------------------------------------------------------------------------------------------------

/** A refund row whose money is not yet written into the order. */
export const NOT_APPLIED_REFUND = ['requested', 'interrupted'];
const COLLECTION_KINDS = ['charge', 'capture', 'check'] as const;

export const staffRefundKeyOf = (formKey: string) => `staff-refund:${formKey}`;

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
  for (const refund of refunds.filter((row) => NOT_APPLIED_REFUND.includes(row.rawStatus ?? ''))) {
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
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const known = await db.payment.findUnique({ where: { idempotencyKey: key } });
      const payment = await findCollectedPayment(db, orderId);
      if (known) return { refund: known, paymentReference: payment?.providerReference ?? null, orderId };
    }
    throw error;
  }
}

/** The provider did not answer: the row stays pending, and the same form (same key) may ask again. */
export async function markRefundInterrupted(db: PrismaClient | Tx, refundId: number): Promise<void> {
  await db.payment.update({ where: { id: refundId }, data: { rawStatus: 'interrupted' } });
}

/** A refused refund keeps the provider's reason; the order is untouched. */
export async function markRefundFailed(db: PrismaClient | Tx, refundId: number, outcome: Extract<RefundAnswer, { status: 'failed' }>): Promise<void> {
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
  outcome: Extract<RefundAnswer, { status: 'succeeded' | 'pending' }>,
  actorUserId: number | null,
): Promise<SettledRefund> {
  const first = await tx.payment.findUniqueOrThrow({ where: { id: refundId } });
  const order = await lockOrderForChange(tx, first.orderId!);
  if (!order) throw new HttpError(404, 'Order not found');
  const refund = await tx.payment.findUniqueOrThrow({ where: { id: refundId } });
  const toApply = NOT_APPLIED_REFUND.includes(refund.rawStatus ?? '') && refund.status !== 'failed';
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
      `Refund of ${centsToAmountString(refund.amountCents)} USD through ${refund.provider}${refund.checkNumber ? ` (check ${refund.checkNumber})` : ''}`,
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
export async function settleReportedRefund(tx: Tx, refund: Payment, outcome: RefundAnswer, logger: Logger): Promise<void> {
  if (outcome.status === 'failed') {
    const wasApplied = !NOT_APPLIED_REFUND.includes(refund.rawStatus ?? '') && refund.status !== 'failed';
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
    `Refund of ${centsToAmountString(amountCents)} USD reported by ${payment.provider}`,
  );
}
