import type { RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { RouteHandlers } from '#server/http/route-mounting.js';
import { routeTable, type RouteName } from '#server/route-table.js';
import { buildAccountNav } from './account-nav.rules.js';

/** Every account page's layout props: the sidebar and whether the e-mail still needs verifying (the banner). */
export function shareAccountArea(db: PrismaClient): RequestHandler {
  return async (req, res, next) => {
    if (req.user && res.inertia) {
      const user = await db.user.findUnique({ where: { id: req.user.id }, select: { emailVerifiedAt: true } });
      res.inertia.share({
        accountNav: buildAccountNav(req.user, req.path),
        accountEmail: { address: req.user.email, verified: Boolean(user?.emailVerifiedAt) },
      });
    }
    next();
  };
}

const isAccountPage = (name: RouteName) => {
  const definition = routeTable[name];
  // Files (a PO download, a profile picture) are not pages.
  return (
    definition.method === 'GET' &&
    definition.path.startsWith('/account/') &&
    !definition.path.endsWith('/file') &&
    !definition.path.startsWith('/account/avatars/')
  );
};

/**
 * Puts the account layout's props in front of every account page handler (GET /account/...), the licensing
 * pages included, so no page can forget them.
 */
export function withAccountArea(db: PrismaClient, handlers: RouteHandlers): RouteHandlers {
  const share = shareAccountArea(db);
  return Object.fromEntries(
    Object.entries(handlers).map(([name, chain]) => [name, isAccountPage(name as RouteName) && chain ? [share, ...chain] : chain]),
  ) as RouteHandlers;
}
