import type { RequestHandler } from 'express';
import type { RouteHandlers } from '#server/http/route-mounting.js';
import { routeTable, type RouteName } from '#server/route-table.js';
import { translate } from '#server/shared/translation.js';
import { buildAccountNav } from './account-nav.rules.js';

/** Every account page's layout props: the sidebar. (The verification banner reads the shared `auth.user`.) */
export function shareAccountArea(): RequestHandler {
  return (req, res, next) => {
    if (req.user && res.inertia) {
      const accountNav = buildAccountNav(req.user, req.path).map((item) => ({ ...item, label: translate(req.locale, item.label) }));
      res.inertia.share({ accountNav });
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
export function withAccountArea(handlers: RouteHandlers): RouteHandlers {
  const share = shareAccountArea();
  return Object.fromEntries(
    Object.entries(handlers).map(([name, chain]) => [name, isAccountPage(name as RouteName) && chain ? [share, ...chain] : chain]),
  ) as RouteHandlers;
}
