// What the pages need to make cart calls from anywhere in the shop (the cart provider and the guest's cart session id
// in resources/js/components/cart, both in the entry bundle, and the product page's quantity picker): the quantities a
// call may send, the session id's header, cookie and form, and the provider's own words when a call fails. Kept apart
// from cart.rules.ts so that the entry and the shop's pages do not carry the cart page's words and rules
// (CART_MESSAGES, which includes these). Pure: no dependencies but the account-type ids.

import { ACCOUNT_TYPE } from '#server/shared/account-types.js';

export const MIN_CART_QTY = 1;
export const MAX_CART_QTY = 10;
export const DEFAULT_ADD_QTY = 1;
/** Products for this account type (schools programs) are one licence per school: quantity fixed at 1. */
export const FIXED_QTY_ACCOUNT_TYPE_ID = ACCOUNT_TYPE.schools;

/** Header carrying the guest's cart session id (a UUID the page keeps in local storage). */
export const CART_SESSION_HEADER = 'X-Cart-Session';
/** The same id mirrored into a cookie, so the server can count the guest's cart on a page's first paint. */
export const CART_SESSION_COOKIE = 'cart_session_id';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A cart session id the server accepts: a UUID (anything else is treated as no id at all). */
export function isCartSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The cart provider's messages when a call fails without the server's own words; part of CART_MESSAGES. */
export const CART_CALL_FAILURES = {
  loadFailed: 'Failed to load cart',
  addFailed: 'Failed to add to cart',
  addError: 'An error occurred while adding to cart',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear cart',
} as const;
