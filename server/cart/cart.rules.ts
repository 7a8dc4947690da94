// The cart's limits, words and page-facing shapes (storefront §3 "Cart item", §4 "Cart", §5 "Cart quantity",
// §8 "Cart", §9). Pure, so the pages import them without pulling in zod. The quantity limits and what every page's
// cart calls need (the session id's rules, the failure words) are in cart-calls.rules.ts, out of the entry bundle's
// way.

import { CART_CALL_FAILURES, MAX_CART_QTY, MIN_CART_QTY } from './cart-calls.rules.js';
import type { RenewalLineView } from './renewal-line.rules.js';

export const CART_DESCRIPTION_MAX_LENGTH = 150;

export const CART_MESSAGES = {
  qtyMax: 'You cannot add more than 10 of this item to the cart.',
  qtyBelowMin: 'Item removed from cart (quantity cannot be less than 1)',
  qtyInvalid: 'The quantity must be a whole number from 1 to 10.',
  qtyFixed: 'The quantity of this program is fixed at 1.',
  badBody: 'The request body must be a JSON object.',
  productRequired: 'Please choose a product.',
  productUnavailable: 'This product is not available.',
  itemNotFound: 'This item is not in your cart.',
  added: 'Item added to cart successfully!',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  loaded: 'Cart loaded',
  administrator: 'Administrators are not allowed to add items to cart',
  preview: 'Preview are not allowed to add items to cart',
  trainer: 'Trainer are not allowed to add items to cart',
  schoolsProgramForParent:
    'This program is licensed to one school or organization, so it cannot be bought with a parent account. Please ask your school to order it, or choose one of our videos for families.',
  ...CART_CALL_FAILURES,
  removeConfirmTitle: 'Remove Item',
  removeConfirmText: 'Are you sure you want to remove this item from your cart?',
  removeConfirmButton: 'Yes, remove it!',
  clearConfirmTitle: 'Clear Cart',
  clearConfirmText: 'Are you sure you want to clear your entire cart? This action cannot be undone.',
  clearConfirmButton: 'Yes, clear cart!',
  cancelButton: 'Cancel',
} as const;

/** A cart line as the page receives it (storefront §3 "Cart item"); final_price in dollars. */
export interface CartItemView {
  id: number;
  product_id: number;
  qty: number;
  image: string | null;
  /** Dollars: qty × final_price, computed on the server. */
  line_total: number;
  /** Set on a licence renewal line: what it says in place of the product title (docs/decisions/098). */
  renewal: RenewalLineView | null;
  product: {
    title: string;
    subtitle: string | null;
    description: string | null;
    final_price: number;
    account_type_id: number | null;
    sku: string | null;
    slug: string;
  };
}

/** Every cart call answers with the whole cart, so the page never guesses. */
export interface CartAnswer {
  success: boolean;
  message: string;
  items: CartItemView[];
  /** Sum of the quantities (the header's count). */
  count: number;
  /** The guest cart session id the server used; the page adopts it when it sent none or a malformed one. */
  cart_session_id: string | null;
  item?: CartItemView;
}

export type QuantityChange = { kind: 'update'; qty: number } | { kind: 'remove' } | { kind: 'refuse'; message: string };

/**
 * The cart page's quantity rule (storefront §4, §5): a typed value that is not a number counts as 1; below 1
 * removes the item; above 10 is refused with the spec's message; otherwise it is the new quantity.
 */
export function quantityChangeFor(value: string | number): QuantityChange {
  const text = String(value).trim();
  const number = text === '' ? Number.NaN : Number(text);
  const qty = Number.isFinite(number) ? Math.trunc(number) : 1;
  if (qty < MIN_CART_QTY) return { kind: 'remove' };
  if (qty > MAX_CART_QTY) return { kind: 'refuse', message: CART_MESSAGES.qtyMax };
  return { kind: 'update', qty };
}

/** The description on a cart line, cut at 150 characters (storefront §2, §9). */
export function truncateDescription(text: string | null, max = CART_DESCRIPTION_MAX_LENGTH): string {
  if (!text) return '';
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}...` : plain;
}
