import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { parseCookie } from 'cookie';
import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { centsToDollars } from '#server/shared/money.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import type { Role } from '#server/http/shared-props.types.js';
import { CART_SESSION_COOKIE, CART_SESSION_HEADER, FIXED_QTY_ACCOUNT_TYPE_ID, isCartSessionId, MAX_CART_QTY } from './cart-calls.rules.js';
import { CART_MESSAGES, type CartItemView } from './cart.rules.js';
import type { TAddCartItemInput } from './cart.schemas.js';
import { renewalLineViewOf } from './renewal-line.rules.js';
import type { Locale } from '#server/http/locale.js';
import { localizedProduct, SPANISH_TEXT_SELECT } from '#server/shared/product-text.rules.js';

// Carts live in the database (docs/decisions/010-cart-sessions-and-merge.md): a guest's cart is found by its cart
// session id, a signed-in user's by user id. Prices always come from the products, never from a request.

type Db = PrismaClient | Prisma.TransactionClient;

/** Whose cart a request means: the signed-in user's, else the guest cart of the cart session id (if any). */
export interface CartOwner {
  userId: number | null;
  cartSessionId: string | null;
}

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

/** Roles that may not buy (storefront §6), with the spec's words. */
const REFUSED_ROLES: Partial<Record<Role, string>> = {
  administrator: CART_MESSAGES.administrator,
  preview: CART_MESSAGES.preview,
  trainer: CART_MESSAGES.trainer,
};

export function cartRefusalFor(role: Role | null): string | null {
  return role ? (REFUSED_ROLES[role] ?? null) : null;
}

const productSelect = {
  id: true,
  title: true,
  subtitle: true,
  shortDescription: true,
  description: true,
  ...SPANISH_TEXT_SELECT,
  image: true,
  sku: true,
  slug: true,
  priceCents: true,
  specialPriceCents: true,
  renewalPriceCents: true,
  accountTypeId: true,
  typeId: true,
  levelId: true,
  isHardCopy: true,
  isLicensed: true,
  licenceMonths: true,
} satisfies Prisma.ProductSelect;

const itemInclude = {
  product: { select: productSelect },
  renewsLicence: { select: { id: true, expiresAt: true } },
} satisfies Prisma.CartItemInclude;

export type CartLine = Prisma.CartItemGetPayload<{ include: typeof itemInclude }>;

/** Only products still on sale count; a line whose product was withdrawn stays hidden until it is back. */
const onSale = { product: { isActive: true } } satisfies Prisma.CartItemWhereInput;

/** special price ?? price for purchases; the renewal price for renewal lines. */
export function unitPriceCentsOf(line: { kind: CartLine['kind']; product: Pick<CartLine['product'], 'priceCents' | 'specialPriceCents' | 'renewalPriceCents'> }): number {
  if (line.kind === 'renewal') return line.product.renewalPriceCents;
  return line.product.specialPriceCents ?? line.product.priceCents;
}

/**
 * A cart line as the pages show it, with the product's text in the visitor's language (docs/decisions/156); a
 * renewal line carries its wording and new expiry, computed here.
 */
export function toCartItemView(line: CartLine, locale: Locale): CartItemView {
  const unit = unitPriceCentsOf(line);
  const product = localizedProduct(line.product, locale);
  return {
    id: line.id,
    product_id: line.productId,
    qty: line.qty,
    image: line.product.image,
    line_total: centsToDollars(unit * line.qty),
    renewal: line.kind === 'renewal' && line.renewsLicence ? renewalLineViewOf(product.title, line.renewsLicence, new Date(), locale) : null,
    product: {
      title: product.title,
      subtitle: product.subtitle,
      description: product.shortDescription ?? product.description,
      final_price: centsToDollars(unit),
      account_type_id: line.product.accountTypeId,
      sku: line.product.sku,
      slug: line.product.slug,
    },
  };
}

function cartWhere(owner: CartOwner): Prisma.CartWhereInput | null {
  if (owner.userId !== null) return { userId: owner.userId };
  if (owner.cartSessionId) return { cartSessionId: owner.cartSessionId, userId: null };
  return null;
}

/** The owner's cart with its lines on sale, or null when there is none yet. */
export async function findCart(db: Db, owner: CartOwner) {
  const where = cartWhere(owner);
  if (!where) return null;
  const cart = await db.cart.findFirst({
    where,
    include: { items: { where: onSale, include: { product: itemInclude.product }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!cart) return null;
  return { ...cart, items: await withRenewedLicences(db, cart.items) };
}

/**
 * The licence each renewal line renews (itemInclude's `renewsLicence`), read only when the cart has renewal lines:
 * the include would ask for it on every cart read (pricing, the cart page, order placement).
 */
async function withRenewedLicences<Item extends { renewsLicenceId: number | null }>(
  db: Db,
  items: Item[],
): Promise<(Item & { renewsLicence: { id: number; expiresAt: Date } | null })[]> {
  const ids = items.flatMap((item) => (item.renewsLicenceId === null ? [] : [item.renewsLicenceId]));
  const licences = ids.length ? await db.licence.findMany({ where: { id: { in: ids } }, select: itemInclude.renewsLicence.select }) : [];
  const byId = new Map(licences.map((licence) => [licence.id, licence]));
  return items.map((item) => ({ ...item, renewsLicence: item.renewsLicenceId === null ? null : (byId.get(item.renewsLicenceId) ?? null) }));
}

export async function findCartLines(db: Db, owner: CartOwner): Promise<CartLine[]> {
  return (await findCart(db, owner))?.items ?? [];
}

/** The header's count: the sum of the quantities. */
export async function countCartItems(db: Db, owner: CartOwner): Promise<number> {
  const where = cartWhere(owner);
  if (!where) return 0;
  const result = await db.cartItem.aggregate({ _sum: { qty: true }, where: { cart: where, ...onSale } });
  return result._sum.qty ?? 0;
}

async function findOrCreateCartId(db: Db, owner: CartOwner): Promise<number> {
  if (owner.userId !== null) {
    const cart = await db.cart.upsert({ where: { userId: owner.userId }, create: { userId: owner.userId }, update: {}, select: { id: true } });
    return cart.id;
  }
  if (!owner.cartSessionId) throw new Error('A guest cart needs a cart session id');
  const cart = await db.cart.upsert({
    where: { cartSessionId: owner.cartSessionId },
    create: { cartSessionId: owner.cartSessionId },
    update: {},
    select: { id: true, userId: true },
  });
  // A session id that once named a signed-in user's cart is never someone else's cart for a guest.
  if (cart.userId !== null) throw notFound(CART_MESSAGES.itemNotFound);
  return cart.id;
}

/**
 * Adds a product, or replaces its quantity when it is already in the cart (storefront §4). Programs for schools
 * (account_type_id 5) are one licence per school, so their quantity is always 1.
 */
export async function addCartItem(db: PrismaClient, owner: CartOwner, role: Role | null, input: TAddCartItemInput): Promise<CartLine> {
  const refusal = cartRefusalFor(role);
  if (refusal) throw new HttpError(403, refusal);
  const product = await db.product.findFirst({ where: { id: input.product_id, isActive: true }, select: { id: true, accountTypeId: true } });
  if (!product) throw new HttpError(404, CART_MESSAGES.productUnavailable, { product_id: CART_MESSAGES.productUnavailable });
  // A school's program is one licence per school: a parent account is told so and nothing is added (decision 097).
  if (role === 'parent' && product.accountTypeId === FIXED_QTY_ACCOUNT_TYPE_ID) {
    throw new HttpError(403, CART_MESSAGES.schoolsProgramForParent, { product_id: CART_MESSAGES.schoolsProgramForParent });
  }
  const qty = product.accountTypeId === FIXED_QTY_ACCOUNT_TYPE_ID ? 1 : input.qty;

  return db.$transaction(async (tx) => {
    const cartId = await findOrCreateCartId(tx, owner);
    const line = await tx.cartItem.upsert({
      where: { cartId_productId: { cartId, productId: product.id } },
      create: { cartId, productId: product.id, qty },
      update: { qty },
      include: itemInclude,
    });
    await tx.cart.update({ where: { id: cartId }, data: { updatedAt: new Date() } });
    return line;
  });
}

async function findOwnLine(db: Db, owner: CartOwner, itemId: number) {
  const where = cartWhere(owner);
  if (!where) return null;
  return db.cartItem.findFirst({ where: { id: itemId, cart: where, ...onSale }, include: itemInclude });
}

/** Changes one line's quantity. A line of another cart is "not in your cart" (404) and nothing changes. */
export async function updateCartItem(db: PrismaClient, owner: CartOwner, itemId: number, qty: number): Promise<CartLine> {
  const line = await findOwnLine(db, owner, itemId);
  if (!line) throw notFound(CART_MESSAGES.itemNotFound);
  if (line.product.accountTypeId === FIXED_QTY_ACCOUNT_TYPE_ID && qty !== 1) {
    throw new ValidationError({ qty: CART_MESSAGES.qtyFixed });
  }
  return db.cartItem.update({ where: { id: line.id }, data: { qty }, include: itemInclude });
}

export async function removeCartItem(db: PrismaClient, owner: CartOwner, itemId: number): Promise<CartLine> {
  const line = await findOwnLine(db, owner, itemId);
  if (!line) throw notFound(CART_MESSAGES.itemNotFound);
  await db.cartItem.delete({ where: { id: line.id } });
  return line;
}

export async function clearCart(db: PrismaClient, owner: CartOwner): Promise<void> {
  const where = cartWhere(owner);
  if (!where) return;
  await db.cartItem.deleteMany({ where: { cart: where } });
}

/** Keeps (or, with null, drops) the promo code on the owner's cart; false when the owner has no cart. */
export async function setCartPromoCode(db: Db, owner: CartOwner, promoCodeId: number | null): Promise<boolean> {
  const where = cartWhere(owner);
  if (!where) return false;
  const { count } = await db.cart.updateMany({ where, data: { promoCodeId } });
  return count > 0;
}

/**
 * At sign-in the guest cart joins the user's (docs/decisions/010): quantities of a product in both are added and
 * capped at 10 (1 for school programs); the user's promo code wins, else the guest's moves over; the guest cart is
 * then gone, so its session id names nothing. Accounts that may not buy keep their cart and drop the guest's.
 */
/**
 * A renewal line for a licence in the user's cart (licensing decides whether it may be renewed), replacing any line
 * of the same product: the cart holds one line per product.
 */
export async function putRenewalInCart(db: PrismaClient, userId: number, renewal: { licenceId: number; productId: number }, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const cart = await tx.cart.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
    const line = { qty: 1, kind: 'renewal' as const, renewsLicenceId: renewal.licenceId };
    await tx.cartItem.upsert({
      where: { cartId_productId: { cartId: cart.id, productId: renewal.productId } },
      create: { cartId: cart.id, productId: renewal.productId, ...line },
      update: line,
    });
    await tx.cart.update({ where: { id: cart.id }, data: { updatedAt: now } });
  });
}

/** Locks a signed-in buyer's cart row: parallel placements of one cart queue here. */
export async function lockBuyerCart(tx: Db, userId: number): Promise<void> {
  // One round trip: find and lock the row together (no row, no lock, as before).
  await tx.$queryRaw`SELECT id FROM carts WHERE user_id = ${userId} FOR UPDATE`;
}

/** Takes what was bought out of the buyer's cart (items added meanwhile stay) and drops the promo code it used. */
export async function emptyOrderedCartLines(tx: Db, order: { userId: number; promoCodeId: number | null }, productIds: number[]): Promise<void> {
  const cart = await tx.cart.findUnique({ where: { userId: order.userId }, select: { id: true, promoCodeId: true } });
  if (!cart) return;
  await tx.cartItem.deleteMany({ where: { cartId: cart.id, productId: { in: productIds } } });
  if (cart.promoCodeId === null) return;
  // What is left is counted only when a promo code could be dropped because the cart is now empty.
  const left = cart.promoCodeId === order.promoCodeId ? 0 : await tx.cartItem.count({ where: { cartId: cart.id } });
  if (left === 0) {
    await tx.cart.update({ where: { id: cart.id }, data: { promoCodeId: null } });
  }
}

export async function mergeGuestCart(db: PrismaClient, userId: number, cartSessionId: string | null): Promise<void> {
  if (!cartSessionId) return;
  await db.$transaction(async (tx) => {
    const guest = await tx.cart.findFirst({ where: { cartSessionId, userId: null }, include: { items: { include: itemInclude } } });
    if (!guest) return;
    const user = await tx.user.findUnique({ where: { id: userId }, select: { accountTypeId: true } });
    const mayBuy = user !== null && ![ACCOUNT_TYPE.administrator, ACCOUNT_TYPE.preview, ACCOUNT_TYPE.trainer].includes(
      user.accountTypeId as 1 | 2 | 3,
    );
    const own = await tx.cart.findUnique({ where: { userId }, include: { items: true } });

    if (!mayBuy) {
      await tx.cart.delete({ where: { id: guest.id } });
      return;
    }
    if (!own) {
      // The user has no cart yet: the guest cart simply becomes theirs.
      await tx.cart.update({ where: { id: guest.id }, data: { userId, cartSessionId: null } });
      return;
    }
    for (const line of guest.items) {
      const existing = own.items.find((item) => item.productId === line.productId);
      const cap = line.product.accountTypeId === FIXED_QTY_ACCOUNT_TYPE_ID ? 1 : MAX_CART_QTY;
      if (existing) {
        await tx.cartItem.update({ where: { id: existing.id }, data: { qty: Math.min(existing.qty + line.qty, cap) } });
      } else {
        await tx.cartItem.create({
          data: { cartId: own.id, productId: line.productId, qty: Math.min(line.qty, cap), kind: line.kind, renewsLicenceId: line.renewsLicenceId },
        });
      }
    }
    if (own.promoCodeId === null && guest.promoCodeId !== null) {
      await tx.cart.update({ where: { id: own.id }, data: { promoCodeId: guest.promoCodeId } });
    }
    await tx.cart.delete({ where: { id: guest.id } });
  });
}
