import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { routeTable, type RouteAccess, type RouteName } from '#server/route-table.js';
import { notFound } from './errors.js';

export type RouteHandlers = Partial<Record<RouteName, RequestHandler[]>>;
export type AccessGuards = Record<RouteAccess, RequestHandler[]>;

/**
 * Mounts every route of the table in its order, each behind the guard its access level names.
 * A name without a handler yet still gets its guard, then answers 404.
 */
export function mountRouteTable(app: Express, handlers: RouteHandlers, guards: AccessGuards): void {
  for (const [name, definition] of Object.entries(routeTable) as [RouteName, (typeof routeTable)[RouteName]][]) {
    const chain = handlers[name] ?? [answerNotFound];
    const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    app[method](definition.path, ...guards[definition.access], ...chain.map(catchAsync));
  }
}

const answerNotFound: RequestHandler = (_req, _res, next) => next(notFound());

// Express 5 forwards rejected promises itself; this keeps a thrown value that is not an Error meaningful.
function catchAsync(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = handler(req, res, next) as unknown;
      if (result instanceof Promise) result.catch(next);
    } catch (error) {
      next(error);
    }
  };
}
