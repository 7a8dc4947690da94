import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartAnswer, CartItemView } from '#server/cart/cart.rules';
import { route } from '#server/storefront-route-table';
import { CART_CHANGED_EVENT, CART_DATA_STORAGE_KEY } from '#js/components/cart/cart-events';
import { cartSessionHeaders } from '#js/components/cart/cart-session';
import { jsonCall } from '#js/lib/http';

/** Storefront §9: the checkout re-polls the cart every 10 s. */
export const CART_REPOLL_MS = 10_000;

/** What identifies the cart the buyer is confirming: lines, quantities and prices. */
export function cartKeyOf(items: CartItemView[]): string {
  return items
    .map((item) => `${item.id}:${item.product_id}:${item.qty}:${item.product.final_price}`)
    .sort()
    .join(',');
}

/**
 * Storefront §4 "Cart-changed detection": flagged when another tab writes the stored cart, when a cartChanged event
 * arrives, or when the 10-second re-poll differs from the snapshot taken at page load. Once flagged it stays
 * flagged until the page is refreshed. `settle()` stops listening (the order went through and the cart empties).
 */
export function useCartChanged(snapshot: CartItemView[]): { changed: boolean; flag: () => void; settle: () => void } {
  const [changed, setChanged] = useState(false);
  const settled = useRef(false);
  const snapshotKey = useRef(cartKeyOf(snapshot));

  const flag = useCallback(() => {
    if (!settled.current) setChanged(true);
  }, []);
  const settle = useCallback(() => {
    settled.current = true;
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_DATA_STORAGE_KEY) flag();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CART_CHANGED_EVENT, flag);
    const timer = window.setInterval(() => {
      if (settled.current) return;
      jsonCall<CartAnswer>('GET', route('cart.index'), undefined, { headers: cartSessionHeaders() })
        .then((answer) => {
          if (cartKeyOf(answer.items) !== snapshotKey.current) flag();
        })
        .catch(() => {
          // A missed poll is retried on the next tick; the server checks the cart again at placement anyway.
        });
    }, CART_REPOLL_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CART_CHANGED_EVENT, flag);
      window.clearInterval(timer);
    };
  }, [flag]);

  return { changed, flag, settle };
}
