import type { CartItemView } from '#server/cart/cart.rules.js';
import type { CheckoutCardView } from '#server/payments/card-setup.service.js';
import type { PricingView } from '#server/pricing/pricing.schemas.js';
import type { AddressView } from './addresses.service.js';
import type { CheckTermsHint } from '#server/accounts/check-terms.service.js';

// The props of the checkout page (checkout.controller.ts `show`; docs/decisions/060).

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
  /** False: the page says so at the top and keeps Place Order off (the server refuses anyway, docs/decisions/030). */
  email_verified: boolean;
}

export interface CheckoutPaymentOptions {
  card_provider: 'stripe' | 'test';
  wallet_provider: 'paypal' | 'test' | null;
  test_mode: boolean;
  /** A type-4 account, or a school granted check / PO terms and its sub-users (docs/decisions/096). */
  pays_by_check: boolean;
  /** For a school paying by card: its main account may request check terms ('request'), a sub-user asks it ('ask-school'). */
  check_terms_hint: CheckTermsHint;
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

export interface CheckoutPages {
  'checkout/index': CheckoutPageProps;
}
