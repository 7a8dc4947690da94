import type { Request } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { isStaffRole, visitorTypeForRole } from '#server/shared/account-types.js';
import { ADDITIONAL_ITEM_TYPE_NAMES } from '#server/shared/additional-items.js';
import { routeManifest } from '#server/route-table.js';
import type { SharedProps, VisitorType } from './shared-props.types.js';

declare module 'express-session' {
  interface SessionData {
    visitorType?: VisitorType;
  }
}

const ROUTES = routeManifest();

/** How many items the cart of the visitor making a request holds; the cart module answers (wired in app.ts). */
export type CountCartOfRequest = (req: Request) => Promise<number>;

/** What every page receives. A signed-in user's visitor type follows the account type. */
export async function buildSharedProps(db: PrismaClient, req: Request, countCartOf: CountCartOfRequest): Promise<SharedProps> {
  const user = req.user ?? null;
  const visitorType = user ? visitorTypeForRole(user.role) : (req.session.visitorType ?? null);
  const [schoolLevels, additionalItemTypes, cartCount] = await Promise.all([
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    // Only the schools' Shop menu has "Additional Items" (storefront §2).
    visitorType === 'schools'
      ? db.productType.findMany({ where: { name: { in: [...ADDITIONAL_ITEM_TYPE_NAMES] } }, select: { id: true }, orderBy: { sortOrder: 'asc' } })
      : [],
    countCartOf(req),
  ]);
  return {
    appName: 'Play It Safe',
    auth: { user: user ? { ...user, is_staff: isStaffRole(user.role) } : null },
    visitorType,
    cart: { count: cartCount },
    schoolLevels,
    additionalItemTypeIds: additionalItemTypes.map((type) => type.id),
    routes: ROUTES,
  };
}
