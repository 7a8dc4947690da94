import type { Prisma } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import { ORDER_ACTION_MESSAGES } from './order-transitions.schemas.js';

// The two things every order transition does first and last: lock the order row (so two staff members, a webhook
// and a job moving the same order queue up instead of acting on what the other is changing) and write the move to
// order_status_changes with who made it (null: the buyer, a provider or a job).

type Tx = Prisma.TransactionClient;

export async function lockOrderForChange(tx: Tx, orderId: number) {
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId }, include: { lines: { orderBy: { id: 'asc' } } } });
}

/** A form opened on another status than the order has now must not act on what it did not show. */
export function refuseStaleForm(order: { statusId: number }, expectedStatus: number | undefined): void {
  if (expectedStatus !== undefined && expectedStatus !== order.statusId) throw new StaleOrderError();
}

export class StaleOrderError extends HttpError {
  constructor() {
    super(409, ORDER_ACTION_MESSAGES.staleForm);
    this.name = 'StaleOrderError';
  }
}

export async function recordStatusChange(
  tx: Tx,
  change: { orderId: number; fromStatusId: number | null; toStatusId: number; actorUserId: number | null; note?: string | null },
): Promise<void> {
  if (change.fromStatusId === change.toStatusId) return;
  await tx.orderStatusChange.create({
    data: {
      orderId: change.orderId,
      fromStatusId: change.fromStatusId,
      toStatusId: change.toStatusId,
      actorUserId: change.actorUserId,
      note: change.note ?? null,
    },
  });
}
