import type { Payment, Prisma } from '#server/db/generated/prisma/client.js';

// Payment rows (orders own each order's money) that staff write or end by hand (docs/decisions/072): a check
// received for a quote, and a pending card or wallet payment withdrawn because the buyer never finished it.

type Tx = Prisma.TransactionClient;

export const PENDING_PAYMENT_STATUSES = ['pending', 'requires_action'] as const;

/** One check per order: the key makes a second recording of the same quote impossible, whatever the form sent. */
export const checkPaymentKeyOf = (orderId: number) => `check-payment:order-${orderId}`;

export function createCheckPayment(
  tx: Tx,
  check: { orderId: number; userId: number; amountCents: number; checkNumber: string; receivedOn: Date; recordedByUserId: number },
): Promise<Payment> {
  return tx.payment.create({
    data: {
      orderId: check.orderId,
      userId: check.userId,
      provider: 'check',
      kind: 'check',
      amountCents: check.amountCents,
      status: 'succeeded',
      rawStatus: 'received',
      idempotencyKey: checkPaymentKeyOf(check.orderId),
      checkNumber: check.checkNumber,
      receivedOn: check.receivedOn,
      recordedByUserId: check.recordedByUserId,
    },
  });
}

export const isPendingCollection = (payment: Pick<Payment, 'kind' | 'status'>) =>
  (payment.kind === 'charge' || payment.kind === 'capture') && (PENDING_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/** A pending collection given up: kept (with why) as the trail of what the buyer tried. */
export async function withdrawPendingCollection(tx: Tx, paymentId: number, message: string, withdrawnByUserId: number | null): Promise<boolean> {
  const { count } = await tx.payment.updateMany({
    where: { id: paymentId, kind: { in: ['charge', 'capture'] }, status: { in: [...PENDING_PAYMENT_STATUSES] } },
    data: { status: 'cancelled', rawStatus: 'withdrawn', failureMessage: message, recordedByUserId: withdrawnByUserId },
  });
  return count === 1;
}

/** Cancelling an unpaid order ends whatever collection it was still waiting for. */
export async function cancelPendingCollections(tx: Tx, orderId: number, message: string): Promise<number> {
  const { count } = await tx.payment.updateMany({
    where: { orderId, kind: { in: ['charge', 'capture'] }, status: { in: [...PENDING_PAYMENT_STATUSES] } },
    data: { status: 'cancelled', rawStatus: 'cancelled', failureMessage: message },
  });
  return count;
}
