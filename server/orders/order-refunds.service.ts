import type { OrderLine, Prisma } from '#server/db/generated/prisma/client.js';
import { HttpError, ValidationError } from '#server/http/errors.js';
import { suspendLicencesForOrderLines } from '#server/licensing/refunded-licences.service.js';
import { recordStatusChange } from './order-status-history.js';
import { ORDER_STATUS } from './order-statuses.js';
import type { TRefundInput } from './order-transitions.schemas.js';

// What a refund does to an order (docs/decisions/073): how much of each line it gives back (order_lines.
// refunded_cents; a line never beyond its total), the order's status (Refunded when every paid cent is back, else
// Partially Refunded), and the licences of lines refunded in full, suspended. The money itself moves at the
// provider (server/payments/refunds.service.ts), which calls this with the order row locked.

type Tx = Prisma.TransactionClient;

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
  const suspendedLicences = await suspendLicencesForOrderLines(tx, order.id, fullyRefundedLineIds);
  const toStatusId = fully ? ORDER_STATUS.refunded : ORDER_STATUS.partiallyRefunded;
  await tx.order.update({ where: { id: order.id }, data: { statusId: toStatusId, ...(fully ? { refundedAt: now } : {}) } });
  await recordStatusChange(tx, { orderId: order.id, fromStatusId: order.statusId, toStatusId, actorUserId, note });
  return { fromStatusId: order.statusId, toStatusId, fully, suspendedLicences, fullyRefundedLineIds };
}
