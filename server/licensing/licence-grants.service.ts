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

interface LicensedProduct {
  id: number;
  isLicensed: boolean;
  licenceMonths: number;
}

/**
 * For each product: the product itself if it streams, else the licensed products its combo bundles (in the combo's
 * order). One query for all the order's products, whatever their number, and two more when one of them is a combo.
 * (Prisma's `_count` aggregates all of product_combo_items for it: one row per item of each combo, a few dozen.)
 */
async function findLicensedProductsOf(tx: Tx, productIds: number[]): Promise<Map<number, LicensedProduct[]>> {
  const found = new Map<number, LicensedProduct[]>();
  if (!productIds.length) return found;
  const select = { id: true, isLicensed: true, licenceMonths: true } as const;
  const products = await tx.product.findMany({
    where: { id: { in: [...new Set(productIds)] } },
    select: { ...select, _count: { select: { comboItems: true } } },
  });
  const combos: number[] = [];
  for (const { _count, ...product } of products) {
    if (product.isLicensed) found.set(product.id, [product]);
    else {
      found.set(product.id, []);
      if (_count.comboItems > 0) combos.push(product.id);
    }
  }
  if (!combos.length) return found;
  const items = await tx.productComboItem.findMany({
    where: { comboProductId: { in: combos } },
    include: { itemProduct: { select } },
    orderBy: [{ comboProductId: 'asc' }, { sortOrder: 'asc' }],
  });
  for (const item of items) if (item.itemProduct.isLicensed) found.get(item.comboProductId)!.push(item.itemProduct);
  return found;
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
  const licensed = await findLicensedProductsOf(tx, lines.filter((line) => line.kind !== 'renewal').map((line) => line.productId));
  // Grants are written together, one insert for a run of them, in the order of the lines.
  let granted: Prisma.LicenceCreateManyInput[] = [];
  const flush = async () => {
    if (granted.length) await tx.licence.createMany({ data: granted });
    granted = [];
  };
  for (const line of lines) {
    if (line.kind === 'renewal') {
      const renewed = line.renewsLicenceId ? await findLatestRenewal(tx, line.renewsLicenceId) : null;
      if (!renewed) continue;
      const period = renewalPeriodOf(renewed.expiresAt, startsAt);
      // Written at once (after the grants before it), so a later renewal of the same chain continues from it.
      await flush();
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
    for (const product of licensed.get(line.productId) ?? []) {
      const months = line.isHardCopy ? Math.max(HARD_COPY_STREAMING_MONTHS, product.licenceMonths) : product.licenceMonths;
      granted.push({
        userId: order.ownerUserId,
        productId: product.id,
        orderId: order.id,
        orderLineId: line.id,
        startsAt,
        expiresAt: addMonths(startsAt, months),
      });
    }
  }
  await flush();
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
