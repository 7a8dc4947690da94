import type { CartItemView } from '#server/cart/cart.rules';
import { writeStorage } from '#js/lib/browser-storage';

// How one change to the cart reaches everything else (storefront §4 "Cart"): a `cartChanged` window event for
// this tab (the checkout page's cart-changed detection listens to it) and a `cart_data` record with a timestamp
// in local storage, whose `storage` event tells the other tabs to refresh.

export const CART_CHANGED_EVENT = 'cartChanged';
export const CART_DATA_STORAGE_KEY = 'cart_data';

export type CartAction = 'add' | 'update' | 'remove' | 'clear';

export interface CartChangedDetail {
  action: CartAction;
  productId: number | null;
  cartItemId: number | null;
  quantity: number | null;
}

export interface CartDataRecord extends CartChangedDetail {
  items: CartItemView[];
  count: number;
  timestamp: number;
}

export function broadcastCartChange(detail: CartChangedDetail, items: CartItemView[], count: number): void {
  if (typeof window === 'undefined') return;
  const record: CartDataRecord = { ...detail, items, count, timestamp: Date.now() };
  writeStorage('local', CART_DATA_STORAGE_KEY, JSON.stringify(record));
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}
