import type { Stripe } from '@stripe/stripe-js';
import { route } from '#server/storefront-route-table';
import { jsonCall } from '#js/lib/http';

// Stripe.js, loaded only when the card gateway is Stripe: the publishable key comes from GET /checkout/stripe-config
// (storefront §7), then the script from js.stripe.com.

let stripe: Promise<Stripe | null> | null = null;

export function loadStripeClient(): Promise<Stripe | null> {
  stripe ??= jsonCall<{ publishableKey: string | null }>('GET', route('checkout.stripe-config'))
    .then(async ({ publishableKey }) => {
      if (!publishableKey) return null;
      const { loadStripe } = await import('@stripe/stripe-js');
      return loadStripe(publishableKey);
    })
    .catch((error: unknown) => {
      stripe = null;
      throw error;
    });
  return stripe;
}
