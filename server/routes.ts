import type { AppDeps } from './app.js';
import type { RouteHandlers } from './http/route-mounting.js';
import { healthController } from './content/health.controller.js';

/**
 * The handler of each named route (the names, methods, paths and access levels are in route-table.ts).
 * A name without a handler answers 404 behind its guard until its feature lands.
 */
export function buildRouteHandlers({ db }: AppDeps): RouteHandlers {
  const health = healthController(db);
  return {
    health: [health.show],
  };
}
