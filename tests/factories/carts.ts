import { randomUUID } from 'node:crypto';
import type { Prisma } from '#server/db/generated/prisma/client.js';
import type { Db } from './db.js';

export interface CartOptions {
  /** A signed-in user's cart; without it the cart is a guest cart with a fresh cart session id. */
  userId?: number;
  cartSessionId?: string;
  promoCodeId?: number;
  items?: Array<Omit<Prisma.CartItemUncheckedCreateInput, 'cartId'>>;
}

export function createCart(db: Db, options: CartOptions = {}) {
  const { userId, promoCodeId, items = [] } = options;
  const cartSessionId = options.cartSessionId ?? (userId === undefined ? randomUUID() : undefined);
  return db.cart.create({
    data: { userId, cartSessionId, promoCodeId, items: { create: items } },
    include: { items: true },
  });
}
