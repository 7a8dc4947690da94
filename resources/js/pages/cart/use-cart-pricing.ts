import { useEffect, useState } from 'react';
import type { CartItemView } from '#server/cart/cart.rules';
import type { PricingView } from '#server/pricing/pricing.schemas';
import { route } from '#server/storefront-route-table';
import { cartSessionHeaders } from '#js/components/cart/cart-session';
import { jsonCall } from '#js/lib/http';

export type PricingStatus = 'loading' | 'ready' | 'failed';

interface PricingState {
  /** The cart (ids, quantities, prices) this pricing belongs to. */
  key: string;
  status: PricingStatus;
  pricing: PricingView | null;
}

/** What identifies the cart's contents for pricing: any change of line, quantity or price reloads it. */
function pricingKeyOf(items: CartItemView[]): string {
  return items.map((item) => `${item.id}:${item.product_id}:${item.qty}:${item.product.final_price}`).join(',');
}

/**
 * The server's pricing of this cart (POST /cart/pricing), reloaded whenever the items change (storefront §4).
 * A failure is only logged; the page then falls back to its local total (storefront §8).
 */
export function useCartPricing(items: CartItemView[], enabled: boolean): { status: PricingStatus; pricing: PricingView | null } {
  const key = pricingKeyOf(items);
  const [state, setState] = useState<PricingState>({ key: '', status: 'loading', pricing: null });

  useEffect(() => {
    if (!enabled || !key) return;
    const controller = new AbortController();
    jsonCall<{ success: boolean; pricing: PricingView }>(
      'POST',
      route('cart.pricing'),
      { shipping_address: null },
      { headers: cartSessionHeaders(), signal: controller.signal },
    )
      .then((answer) => setState({ key, status: 'ready', pricing: answer.pricing }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Cart pricing failed', error);
        setState({ key, status: 'failed', pricing: null });
      });
    return () => controller.abort();
  }, [key, enabled]);

  // An answer for an older cart is stale: still shown (dimmed by the page) until the one for this cart arrives.
  if (state.key !== key) return { status: 'loading', pricing: state.pricing };
  return { status: state.status, pricing: state.pricing };
}
