import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { parseCookie } from 'cookie';
import { CART_SESSION_COOKIE, CART_SESSION_HEADER, isCartSessionId } from './cart-calls.rules.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { countCartItems, type CartOwner } from './cart.service.js';

/** The cart session id a cart call carries in its header; a missing or malformed one counts as none. */
export function cartSessionIdFromHeader(req: Request): string | null {
  const value = req.get(CART_SESSION_HEADER);
  return isCartSessionId(value) ? value.toLowerCase() : null;
}

/** The mirror cookie, read only to count a guest's cart on a page's first paint. */
export function cartSessionIdFromCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[CART_SESSION_COOKIE];
  return isCartSessionId(value) ? value.toLowerCase() : null;
}

/** Whose cart a cart call means. A guest without a usable id gets a fresh one (the answer hands it to the page). */
export function cartOwnerOf(req: Request): CartOwner & { cartSessionId: string } {
  return { userId: req.user?.id ?? null, cartSessionId: cartSessionIdFromHeader(req) ?? randomUUID() };
}

/** The cart count a page shows in the header. A guest's cart session id reaches the server on page loads through
 *  its mirror cookie (docs/decisions/010). */
export function countCartOfPageRequest(db: PrismaClient, req: Request): Promise<number> {
  return countCartItems(db, { userId: req.user?.id ?? null, cartSessionId: req.user ? null : cartSessionIdFromCookie(req) });
}
