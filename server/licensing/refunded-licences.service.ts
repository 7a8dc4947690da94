import type { Prisma } from '#server/db/generated/prisma/client.js';

// Licences whose money went back (docs/decisions/073): a line refunded in full, or a whole order refunded, stops
// streaming. They are suspended, not revoked, so the history stays readable and a reversed refund (or staff) can
// make them active again; revoked stays the word for "ended by staff".

type Tx = Prisma.TransactionClient;

/** Suspends the active licences the given lines of an order granted; returns how many. */
export async function suspendLicencesForOrderLines(tx: Tx, orderId: number, orderLineIds: number[]): Promise<number> {
  if (!orderLineIds.length) return 0;
  const { count } = await tx.licence.updateMany({
    where: { orderId, orderLineId: { in: orderLineIds }, status: 'active' },
    data: { status: 'suspended' },
  });
  return count;
}
