import type { OrderLine, Prisma } from '#server/db/generated/prisma/client.js';
import { addMonths } from './order-placement.checks.js';

// Licences an order grants once it is paid (DESIGN "Licences"): one per licensed product bought, owned by the
// order's owner (the school's main account for school orders). A hard copy includes a year of streaming. A renewal
// line extends the renewed licence by a year from the later of today and its expiry, as a new licence row that
// continues it (renewed_from_id), so the history stays visible.

const RENEWAL_MONTHS = 12;
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

export async function grantOrderLicences(
  tx: Tx,
  order: { id: number; ownerUserId: number },
  lines: Pick<OrderLine, 'id' | 'productId' | 'kind' | 'renewsLicenceId' | 'isHardCopy'>[],
  paidAt: Date,
): Promise<void> {
  for (const line of lines) {
    if (line.kind === 'renewal') {
      const renewed = line.renewsLicenceId ? await findLatestRenewal(tx, line.renewsLicenceId) : null;
      if (!renewed) continue;
      const startsAt = renewed.expiresAt > paidAt ? renewed.expiresAt : paidAt;
      await tx.licence.create({
        data: {
          userId: order.ownerUserId,
          productId: renewed.productId,
          orderId: order.id,
          orderLineId: line.id,
          startsAt,
          expiresAt: addMonths(startsAt, RENEWAL_MONTHS),
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
          startsAt: paidAt,
          expiresAt: addMonths(paidAt, months),
        },
      });
    }
  }
}

/** A refund or a dispute takes the streaming away until it is settled (schema: LicenceStatus). */
export async function setOrderLicencesStatus(tx: Tx, orderId: number, status: 'active' | 'suspended'): Promise<void> {
  await tx.licence.updateMany({ where: { orderId }, data: { status } });
}
