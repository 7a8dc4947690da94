import type { Request } from 'express';
import { notFound } from './errors.js';

// Every numeric route parameter (`:id`, `:productId`, ...) is read here, so none reaches the database outside the
// range of its integer columns: a value PostgreSQL cannot hold would fail the query (a 500) instead of finding nothing.

/** The largest value of a PostgreSQL `integer` (the shop's id columns). */
export const MAX_DATABASE_ID = 2_147_483_647;
const ID_PARAM = /^[1-9]\d{0,9}$/;

/** A route's numeric id parameter (1 .. MAX_DATABASE_ID, digits only), or null when it cannot be an id. */
export function parseIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !ID_PARAM.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DATABASE_ID ? id : null;
}

/** The numeric `:name` parameter of the route (`:id` by default), or a 404 carrying `message`. */
export function idParamOf(req: Request, message = 'Not Found', name = 'id'): number {
  const id = parseIdParam(req.params[name]);
  if (id === null) throw notFound(message);
  return id;
}
