import type { Request, RequestHandler, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { idParamOf } from '#server/http/route-params.js';
import { validate } from '#server/http/validation.rules.js';
import { CART_MESSAGES, type CartAnswer } from './cart.rules.js';
import { ZAddCartItemInput, ZUpdateCartItemInput } from './cart.schemas.js';
import {
  addCartItem,
  cartOwnerOf,
  cartSessionIdFromHeader,
  clearCart,
  findCartLines,
  removeCartItem,
  toCartItemView,
  updateCartItem,
  type CartLine,
  type CartOwner,
} from './cart.service.js';

type CartHandlers = Record<'index' | 'store' | 'update' | 'destroy' | 'clear' | 'show', RequestHandler>;

// Anything that is not a plausible id is a 404 (not in this cart).
const itemIdOf = (req: Request): number => idParamOf(req, CART_MESSAGES.itemNotFound);

/** Every cart call answers with the whole cart (storefront §7), so the page never guesses. */
async function answer(
  db: PrismaClient,
  req: Request,
  res: Response,
  owner: CartOwner,
  message: string,
  extra: { item?: CartLine; status?: number } = {},
) {
  const lines = await findCartLines(db, owner);
  const items = lines.map((line) => toCartItemView(line, req.locale));
  const body: CartAnswer = {
    success: true,
    message,
    items,
    count: items.reduce((sum, item) => sum + item.qty, 0),
    cart_session_id: req.user ? cartSessionIdFromHeader(req) : owner.cartSessionId,
    ...(extra.item ? { item: toCartItemView(extra.item, req.locale) } : {}),
  };
  res.status(extra.status ?? 200).json(body);
}

export function cartController(db: PrismaClient): CartHandlers {
  return {
    index: async (req, res) => {
      await answer(db, req, res, cartOwnerOf(req), CART_MESSAGES.loaded);
    },

    // The cart page (route 'shopping.cart'): the provider in the layout holds the lines; the page gets none.
    show: async (_req, res) => {
      await res.inertia.render('cart/index');
    },

    store: async (req, res) => {
      const input = validate(ZAddCartItemInput, req.body);
      const owner = cartOwnerOf(req);
      const item = await addCartItem(db, owner, req.user?.role ?? null, input);
      await answer(db, req, res, owner, CART_MESSAGES.added, { item });
    },

    update: async (req, res) => {
      const itemId = itemIdOf(req);
      const { qty } = validate(ZUpdateCartItemInput, req.body);
      const owner = cartOwnerOf(req);
      const item = await updateCartItem(db, owner, itemId, qty);
      await answer(db, req, res, owner, CART_MESSAGES.updated, { item });
    },

    destroy: async (req, res) => {
      const itemId = itemIdOf(req);
      const owner = cartOwnerOf(req);
      const item = await removeCartItem(db, owner, itemId);
      await answer(db, req, res, owner, CART_MESSAGES.removed, { item });
    },

    clear: async (req, res) => {
      const owner = cartOwnerOf(req);
      await clearCart(db, owner);
      await answer(db, req, res, owner, CART_MESSAGES.cleared);
    },
  };
}
