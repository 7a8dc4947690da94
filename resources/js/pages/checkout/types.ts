import type { CartItemView } from '#server/cart/cart.rules';
import type { AddressView } from '#server/checkout/addresses.service';
import type { CheckoutCardView } from '#server/payments/card-setup.service';
import type { PricingView } from '#server/pricing/pricing.schemas';

// The props of the checkout page (server/checkout/checkout.controller.ts, `show`).

export interface CheckoutUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  organization_name: string | null;
  account_type_id: number;
  account_type: { name: string };
  parent_id: number | null;
  is_manage_school_user: boolean;
}

export interface CheckoutPaymentOptions {
  card_provider: 'stripe' | 'test';
  wallet_provider: 'paypal' | 'test' | null;
  test_mode: boolean;
}

export interface CheckoutPageProps {
  user: CheckoutUser;
  cart_items: CartItemView[];
  pricing: PricingView;
  addresses: AddressView[];
  cards: CheckoutCardView[];
  ships: boolean;
  payment: CheckoutPaymentOptions;
}

export type { AddressView, CartItemView, CheckoutCardView, PricingView };
