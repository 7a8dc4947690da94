import type { OrderLine, Prisma } from '#server/db/generated/prisma/client.js';
import { addMonths } from '#server/shared/dates.js';
import { renewalPeriodOf } from '#server/cart/renewal-line.rules.js';

// The licensing module owns the licences table: every grant, suspension and extension is written here.
// Licences an order grants once it is paid (DESIGN "Licences"): one per licensed product bought, owned by the
// order's owner (the school's main account for school orders). A hard copy includes a year of streaming. A renewal
// line extends the renewed licence by a year from the later of today and its expiry, as a new licence row that
// continues it (renewed_from_id), so the history stays visible.

const HARD_COPY_STREAMING_MONTHS = 12;

type Tx = Prisma.TransactionClient;

/** The product itself if it streams, else the licensed products a combo bundles. */
async function findLicensedProducts(tx: Tx, productId: number) {
  const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true, isLicensed: true, licenceMonths: true } });
  if (!product) return [];
  if (product.isLicensed) return [product];
  const items = await tx.productComboItem.findMany({
    where: { comboProductId: productId },
    include: { itemProduct: { select: { id: true, isLicensed: true, licenceMonths: true } } },
    orderBy: { sortOrder: 'asc' },
  });
  return items.map((item) => item.itemProduct).filter((item) => item.isLicensed);
}

/** The newest licence in a chain of renewals, so renewing an already renewed licence extends the last one. */
async function findLatestRenewal(tx: Tx, licenceId: number) {
  // Each link is locked before it is read, so two orders renewing the same licence queue up and the second
  // continues where the first ended.
  const lockAndRead = async (id: number) => {
    await tx.$queryRaw`SELECT id FROM licences WHERE id = ${id} FOR UPDATE`;
    return tx.licence.findUnique({ where: { id }, include: { renewedBy: { select: { id: true } } } });
  };
  let licence = await lockAndRead(licenceId);
  for (let hops = 0; licence?.renewedBy && hops < 100; hops += 1) licence = await lockAndRead(licence.renewedBy.id);
  return licence;
}

export type GrantableOrderLine = Pick<OrderLine, 'id' | 'productId' | 'kind' | 'renewsLicenceId' | 'isHardCopy'>;

/**
 * The licences a paid order grants, starting at `startsAt` (the payment time; for a check, the day it was received).
 * Runs inside the transaction that marks the order paid.
 */
export async function grantLicencesForOrder(
  tx: Tx,
  order: { id: number; ownerUserId: number },
  lines: GrantableOrderLine[],
  startsAt: Date,
): Promise<void> {
  for (const line of lines) {
    if (line.kind === 'renewal') {
      const renewed = line.renewsLicenceId ? await findLatestRenewal(tx, line.renewsLicenceId) : null;
      if (!renewed) continue;
      const period = renewalPeriodOf(renewed.expiresAt, startsAt);
      await tx.licence.create({
        data: {
          userId: order.ownerUserId,
          productId: renewed.productId,
          orderId: order.id,
          orderLineId: line.id,
          startsAt: period.startsAt,
          expiresAt: period.expiresAt,
          renewedFromId: renewed.id,
        },
      });
      continue;
    }
    for (const product of await findLicensedProducts(tx, line.productId)) {
      const months = line.isHardCopy ? Math.max(HARD_COPY_STREAMING_MONTHS, product.licenceMonths) : product.licenceMonths;
      await tx.licence.create({
        data: {
          userId: order.ownerUserId,
          productId: product.id,
          orderId: order.id,
          orderLineId: line.id,
          startsAt,
          expiresAt: addMonths(startsAt, months),
        },
      });
    }
  }
}

/** A refund or a dispute takes the streaming away until it is settled (schema: LicenceStatus). */
export async function suspendLicencesForOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.licence.updateMany({ where: { orderId }, data: { status: 'suspended' } });
}

/** Only the licences granted by these order lines (a refund of some lines). */
export async function suspendLicencesForOrderLines(tx: Tx, orderLineIds: number[]): Promise<number> {
  if (!orderLineIds.length) return 0;
  // Only active ones: a licence staff revoked stays revoked (docs/decisions/073).
  const { count } = await tx.licence.updateMany({ where: { orderLineId: { in: orderLineIds }, status: 'active' }, data: { status: 'suspended' } });
  return count;
}

/** A dispute won: the order's licences stream again. */
export async function restoreLicencesForOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.licence.updateMany({ where: { orderId }, data: { status: 'active' } });
}

/** Moves a licence's expiry (staff extend it); the caller checks the new date and records who did it. */
export async function extendLicence(tx: Tx, licenceId: number, expiresAt: Date): Promise<void> {
  await tx.licence.update({ where: { id: licenceId }, data: { expiresAt } });
}

/** True when every renewed licence exists and belongs to this owner (a renewal line may only renew one's own). */
export async function ownsLicences(tx: Tx, licenceIds: number[], ownerUserId: number): Promise<boolean> {
  const owned = await tx.licence.count({ where: { id: { in: licenceIds }, userId: ownerUserId } });
  return owned === licenceIds.length;
}
