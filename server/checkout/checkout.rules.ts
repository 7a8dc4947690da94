// The checkout's words and rules (storefront §4 "Payment type", "Place-order button", §5 "Order placement", §8
// "Checkout"): the page and the server run the same checks in the same order with the same messages.
// No dependencies, so the page imports it without zod.

import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { PAYMENT_MESSAGES } from '#server/payments/payment-messages.rules.js';

export const CHECKOUT_MESSAGES = {
  // §5 "Order placement", checked in this order.
  cartChanged: 'Your cart has been modified. Please refresh the page...',
  emptyCart: 'Your cart is empty. Please add items before placing an order.',
  noAddress: 'Please select a shipping address to continue.',
  noPayment: 'Please select a payment method to continue.',
  noCard: 'Please select a credit card to continue.',
  noPaypalOrder: 'Please complete PayPal payment to continue.',
  termsNotAccepted: 'Please accept the terms and conditions to continue.',
  licenseNotAccepted: 'Please accept the license agreement to continue.',
  // §8 "Checkout".
  placeFailed: 'Failed to place order. Please try again.',
  placeError: 'An error occurred while placing your order. Please try again.',
  walletCreateFailed: 'Failed to create order. Please try again.',
  walletCreateError: 'An error occurred while creating your order. Please try again.',
  paypalLoadFailed: 'Failed to load PayPal. Please try again.',
  paypalInitFailed: 'Failed to initialize PayPal. Please try again.',
  paypalFailed: 'PayPal payment failed. Please try again.',
  paypalError: 'PayPal error occurred. Please try again.',
  paypalRenderFailed: 'Failed to render PayPal buttons. Please try again.',
  invalidOrderData: 'Invalid order data',
  cardSaveFailed: PAYMENT_MESSAGES.cardSaveFailed,
  promoApplied: 'Promo code applied successfully!',
  promoApplyFailed: 'Failed to apply promo code',
  promoRemoveFailed: 'Failed to remove promo code',
  // Where the spec is silent (docs/decisions/040-checkout-and-order-placement.md).
  addressNotFound: 'Address not found',
  cardNotFound: 'Card not found',
  cardExpired: 'This card has expired. Please choose another card.',
  cardUnavailable: 'This card cannot be used at the moment. Please add it again or choose another card.',
  renewalNotAllowed: 'A licence renewal in your cart does not belong to your account.',
  addressSaved: 'Address saved',
  cardSaved: 'Card saved',
  addressLimit: 'You can save up to 50 addresses.',
  cardLimit: PAYMENT_MESSAGES.cardLimit,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  orderPlaced: 'Your order has been placed. Thank you!',
  quoteRequested: 'Your quote request has been received.',
  paymentInProgress: 'Your payment is still being processed. Please wait a moment.',
  walletNotConfigured: 'PayPal is not available at the moment.',
} as const;

export const PLACE_ORDER_LABELS = {
  placeOrder: 'Place Order',
  requestQuote: 'Request Quote',
  completeFreeOrder: 'Complete Free Order',
  cartChanged: 'Cart Changed - Refresh Required',
  processing: 'Processing Order...',
  requesting: 'Requesting Quote...',
} as const;

export const PLACE_ORDER_GUIDANCE = {
  address: 'Complete Shipping Address',
  card: 'Select Credit Card',
  payment: 'Complete Payment Method',
  terms: 'Complete Terms & Conditions',
  license: 'Complete License Agreement',
  items: 'Add Items to Cart',
  /** Before anything else: an unverified account cannot order (docs/decisions/030). */
  verifyEmail: 'Verify Your Email Address',
} as const;

export const CHECKOUT_TITLE = 'Checkout | Order';
export const CART_CHANGED_TITLE = '⚠ Cart Changed - Refresh Required';

/** Storefront §3 "Payment selection". */
export const PAYMENT_TYPES = ['credit_card', 'paypal', 'check', 'discounted'] as const;
export type PaymentTypeName = (typeof PAYMENT_TYPES)[number];
export const isPaymentType = (value: unknown): value is PaymentTypeName => PAYMENT_TYPES.includes(value as PaymentTypeName);

/**
 * The pays-by-check account type (storefront §1, §6): check instead of the wallet. Whether an order ships is decided
 * by its cart, not by this type (cartShips, docs/decisions/095).
 */
export const CHECK_ACCOUNT_TYPE_ID = ACCOUNT_TYPE.check;

/**
 * The payment types this buyer may choose now (storefront §4 "Payment type"): items for a total of 0 leave only
 * 'discounted'; type-4 accounts, and schools granted check / PO terms with their sub-users (`paysByCheck`,
 * docs/decisions/096), get check instead of the wallet; everyone else card and (when available) wallet.
 */
export function offeredPaymentTypes(options: {
  accountTypeId: number;
  paysByCheck?: boolean;
  totalCents: number;
  itemCount: number;
  walletAvailable: boolean;
}): PaymentTypeName[] {
  if (options.totalCents === 0 && options.itemCount > 0) return ['discounted'];
  if (options.accountTypeId === CHECK_ACCOUNT_TYPE_ID || options.paysByCheck) return ['credit_card', 'check'];
  return options.walletAvailable ? ['credit_card', 'paypal'] : ['credit_card'];
}

export interface PlacementFacts {
  cartChanged: boolean;
  itemCount: number;
  /** The cart holds something that ships (cartShips, docs/decisions/095); only then is an address required. */
  ships: boolean;
  hasAddress: boolean;
  paymentType: string | null | undefined;
  offered: PaymentTypeName[];
  hasCard: boolean;
  hasWalletOrder: boolean;
  termsAccepted: boolean;
  licenseAccepted: boolean;
}

/** Storefront §5 "Order placement": the first problem, in the spec's order, or null when the order may go. */
export function findPlacementProblem(facts: PlacementFacts): string | null {
  if (facts.cartChanged) return CHECKOUT_MESSAGES.cartChanged;
  if (facts.itemCount === 0) return CHECKOUT_MESSAGES.emptyCart;
  if (facts.ships && !facts.hasAddress) return CHECKOUT_MESSAGES.noAddress;
  const type = facts.paymentType;
  if (!isPaymentType(type) || !facts.offered.includes(type)) return CHECKOUT_MESSAGES.noPayment;
  if (type === 'credit_card' && !facts.hasCard) return CHECKOUT_MESSAGES.noCard;
  if (type === 'paypal' && !facts.hasWalletOrder) return CHECKOUT_MESSAGES.noPaypalOrder;
  if (!facts.termsAccepted) return CHECKOUT_MESSAGES.termsNotAccepted;
  if (!facts.licenseAccepted) return CHECKOUT_MESSAGES.licenseNotAccepted;
  return null;
}

/** The place-order button's label (storefront §4 "Place-order button"). */
export function placeOrderLabel(options: { cartChanged: boolean; sending: boolean; paymentType: string | null }): string {
  if (options.cartChanged) return PLACE_ORDER_LABELS.cartChanged;
  if (options.sending) return options.paymentType === 'check' ? PLACE_ORDER_LABELS.requesting : PLACE_ORDER_LABELS.processing;
  if (options.paymentType === 'check') return PLACE_ORDER_LABELS.requestQuote;
  if (options.paymentType === 'discounted') return PLACE_ORDER_LABELS.completeFreeOrder;
  return PLACE_ORDER_LABELS.placeOrder;
}

/**
 * What is still missing before the button enables, in the order the buyer fills the page; null when it is
 * ready. With the wallet chosen, null means its own buttons are shown and place the order.
 */
export function placeOrderGuidance(facts: Omit<PlacementFacts, 'cartChanged' | 'hasWalletOrder'>): string | null {
  if (facts.itemCount === 0) return PLACE_ORDER_GUIDANCE.items;
  if (facts.ships && !facts.hasAddress) return PLACE_ORDER_GUIDANCE.address;
  const type = facts.paymentType;
  if (type === 'credit_card' && !facts.hasCard) return PLACE_ORDER_GUIDANCE.card;
  if (!isPaymentType(type) || !facts.offered.includes(type)) return PLACE_ORDER_GUIDANCE.payment;
  if (!facts.termsAccepted) return PLACE_ORDER_GUIDANCE.terms;
  if (!facts.licenseAccepted) return PLACE_ORDER_GUIDANCE.license;
  return null;
}

/** Storefront §3 "Address": two letters, otherwise United States / US. */
export function normalizeCountry(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : 'US';
}

/** The digits of a phone number as typed: the field shows digits only (storefront §5 "Address form"). */
export const phoneDigitsOf = (value: string) => value.replace(/\D+/g, '');

export const MAX_ADDRESSES_PER_USER = 50;
