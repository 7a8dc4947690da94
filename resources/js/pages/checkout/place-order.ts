import type { CartItemView } from '#server/cart/cart.rules';
import type { PaymentTypeName } from '#server/checkout/checkout.rules';
import type { PricingView } from '#server/pricing/pricing.schemas';

// The body of POST /checkout/complete-order (storefront §7) and its answers.

export interface CompleteOrderBody {
  first_name: string;
  last_name: string;
  shipping_address: { id: number } | null;
  payment_method_id: number | null;
  payment_type: PaymentTypeName;
  paypal_order_id: string | null;
  paypal_payer_id: string | null;
  terms_accepted: boolean;
  license_accepted: boolean;
  cart_items: CartItemView[];
  pricing: PricingView | null;
  account_type: number;
}

export type PlacementAnswer =
  | { success: true; message: string; redirect: string; order_id: number }
  | { success: false; requires_action: true; client_secret: string; payment_intent_id: string; message: string };
