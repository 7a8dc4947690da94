import type { Request } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { isStaffRole, visitorTypeForRole } from '#server/accounts/roles.js';
import { cartSessionIdFromCookie } from '#server/cart/cart-owner.js';
import { countCartItems } from '#server/cart/cart.service.js';
import { routeManifest } from '#server/route-table.js';
import type { SharedProps, VisitorType } from './shared-props.types.js';

declare module 'express-session' {
  interface SessionData {
    visitorType?: VisitorType;
  }
}

const ROUTES = routeManifest();

/** What every page receives. A signed-in user's visitor type follows the account type. */
export async function buildSharedProps(db: PrismaClient, req: Request): Promise<SharedProps> {
  const user = req.user ?? null;
  const [schoolLevels, cartCount] = await Promise.all([
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    // A guest's cart session id reaches the server on page loads through its mirror cookie (docs/decisions/010).
    countCartItems(db, { userId: user?.id ?? null, cartSessionId: user ? null : cartSessionIdFromCookie(req) }),
  ]);
  return {
    appName: 'Play It Safe',
    auth: { user: user ? { ...user, is_staff: isStaffRole(user.role) } : null },
    visitorType: user ? visitorTypeForRole(user.role) : (req.session.visitorType ?? null),
    cart: { count: cartCount },
    schoolLevels,
    routes: ROUTES,
  };
}
