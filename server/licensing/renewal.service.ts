import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { putRenewalInCart } from '#server/cart/cart.service.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { isRenewable, licenceOwnerIdOf, summarizeLicences, type LicenceViewer } from './licences.service.js';
import { LICENSING_MESSAGES } from './licensing.schemas.js';

// Renew (docs/decisions/053-licence-renewal-and-reminders.md): a renewal line in the viewer's cart, priced by
// the cart at the product's renewal price ($30 per program per year). Paying it extends the licence by a year
// from the later of today and the old expiry (order placement, server/checkout).

/**
 * Puts a renewal line for the licence in the viewer's cart, replacing any line of the same product (the cart
 * holds one line per product). Only the licence that ends last of the owner's licences for that product can be
 * renewed, once it is in the renewal window.
 */
export async function addLicenceRenewalToCart(db: PrismaClient, viewer: LicenceViewer, licenceId: number, now = new Date()): Promise<void> {
  if (viewer.role !== 'schools') throw new HttpError(403, LICENSING_MESSAGES.renewalNotAllowed);
  const ownerId = licenceOwnerIdOf(viewer);
  const licence = await db.licence.findFirst({
    where: { id: licenceId, userId: ownerId },
    select: {
      id: true,
      productId: true,
      user: { select: { accountTypeId: true } },
      product: { select: { accountTypeId: true, isLicensed: true, isActive: true, renewalPriceCents: true } },
    },
  });
  if (!licence) throw notFound(LICENSING_MESSAGES.licenceNotFound);

  const siblings = await db.licence.findMany({
    where: { userId: ownerId, productId: licence.productId },
    select: { id: true, orderId: true, status: true, startsAt: true, expiresAt: true },
  });
  const chain = summarizeLicences(siblings, now);
  const renewable =
    chain.head?.id === licence.id &&
    isRenewable({ viewerRole: viewer.role, ownerAccountTypeId: licence.user.accountTypeId, product: licence.product, head: chain.head }, now);
  if (!renewable) throw new HttpError(422, LICENSING_MESSAGES.renewalNotOffered);

  await putRenewalInCart(db, viewer.userId, { licenceId: licence.id, productId: licence.productId }, now);
}
