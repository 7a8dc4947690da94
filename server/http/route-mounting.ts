import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { routeTable, type RouteAccess, type RouteName } from '#server/route-table.js';
import { nulByteRefusalOf } from './nul-bytes.js';

/** The handler chain of every named route: total, so a route without a handler fails the type check. */
export type RouteHandlers = Record<RouteName, RequestHandler[]>;
export type AccessGuards = Record<RouteAccess, RequestHandler[]>;

/**
 * Mounts the routes of the given access levels in the table's order, each behind the guard its access level names. Every handler
 * first refuses a NUL byte in the route's parameters, query or body (a multipart body is parsed by a handler, so
 * the ones after it check what it parsed): no route can forget it.
 */
export function mountRouteTable(app: Express, handlers: RouteHandlers, guards: AccessGuards, accessLevels: readonly RouteAccess[]): void {
  for (const [name, definition] of Object.entries(routeTable) as [RouteName, (typeof routeTable)[RouteName]][]) {
    if (!accessLevels.includes(definition.access)) continue;
    const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    app[method](definition.path, ...guards[definition.access], ...handlers[name].map(catchAsync));
  }
}

// The NUL-byte refusal, then the handler. Express 5 forwards rejected promises itself; this keeps a thrown value
// that is not an Error meaningful.
function catchAsync(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = nulByteRefusalOf(req);
    if (refusal) return next(refusal);
    try {
      const result = handler(req, res, next) as unknown;
      if (result instanceof Promise) result.catch(next);
    } catch (error) {
      next(error);
    }
  };
}
