import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  findPlacementProblem,
  normalizeCountry,
  offeredPaymentTypes,
  PLACE_ORDER_GUIDANCE,
  PLACE_ORDER_LABELS,
  placeOrderGuidance,
  placeOrderLabel,
  type PlacementFacts,
} from '#server/checkout/checkout.rules';

// Storefront §4 "Payment type", "Place-order button", §5 "Order placement": the rules the page and the server share.

const ready: PlacementFacts = {
  cartChanged: false,
  itemCount: 2,
  ships: true,
  hasAddress: true,
  paymentType: 'credit_card',
  offered: ['credit_card', 'paypal'],
  hasCard: true,
  hasWalletOrder: false,
  termsAccepted: true,
  licenseAccepted: true,
};

describe('findPlacementProblem', () => {
  it('lets a complete placement through', () => {
    expect(findPlacementProblem(ready)).toBeNull();
  });

  it('names the first problem in the spec’s order, with the spec’s words', () => {
    const everythingWrong: PlacementFacts = {
      cartChanged: true,
      itemCount: 0,
      ships: true,
      hasAddress: false,
      paymentType: null,
      offered: ['credit_card', 'paypal'],
      hasCard: false,
      hasWalletOrder: false,
      termsAccepted: false,
      licenseAccepted: false,
    };
    const expected = [
      [{}, 'Your cart has been modified. Please refresh the page...'],
      [{ cartChanged: false }, 'Your cart is empty. Please add items before placing an order.'],
      [{ itemCount: 1 }, 'Please select a shipping address to continue.'],
      [{ hasAddress: true }, 'Please select a payment method to continue.'],
      [{ paymentType: 'credit_card' }, 'Please select a credit card to continue.'],
      [{ paymentType: 'paypal' }, 'Please complete PayPal payment to continue.'],
      [{ hasWalletOrder: true }, 'Please accept the terms and conditions to continue.'],
      [{ termsAccepted: true }, 'Please accept the license agreement to continue.'],
      [{ licenseAccepted: true }, null],
    ] as const;
    let facts = everythingWrong;
    for (const [fix, message] of expected) {
      facts = { ...facts, ...fix };
      expect(findPlacementProblem(facts)).toBe(message);
    }
  });

  it('asks for an address only when the cart ships, for a pays-by-check account too (decision 095)', () => {
    expect(findPlacementProblem({ ...ready, ships: false, hasAddress: false, paymentType: 'check', offered: ['credit_card', 'check'] })).toBeNull();
    expect(findPlacementProblem({ ...ready, ships: true, hasAddress: false, paymentType: 'check', offered: ['credit_card', 'check'] })).toBe(CHECKOUT_MESSAGES.noAddress);
  });

  it('treats a payment type that is not offered as no payment', () => {
    expect(findPlacementProblem({ ...ready, paymentType: 'check' })).toBe(CHECKOUT_MESSAGES.noPayment);
    expect(findPlacementProblem({ ...ready, paymentType: 'cash' })).toBe(CHECKOUT_MESSAGES.noPayment);
  });
});

describe('offeredPaymentTypes', () => {
  it('offers card and wallet to everyone but type 4, who get check instead; items for a total of 0 only “discounted”', () => {
    const offered = (accountTypeId: number, totalCents: number, walletAvailable = true, itemCount = 1) =>
      offeredPaymentTypes({ accountTypeId, totalCents, itemCount, walletAvailable });
    expect(offered(5, 100)).toEqual(['credit_card', 'paypal']);
    expect(offered(6, 100, false)).toEqual(['credit_card']);
    expect(offered(4, 100)).toEqual(['credit_card', 'check']);
    expect(offered(4, 0)).toEqual(['discounted']);
    expect(offered(5, 0)).toEqual(['discounted']);
    // An empty cart is not a free order.
    expect(offered(5, 0, true, 0)).toEqual(['credit_card', 'paypal']);
  });

  it('offers check instead of the wallet to a school granted check / PO terms (docs/decisions/096)', () => {
    expect(offeredPaymentTypes({ accountTypeId: 5, paysByCheck: true, totalCents: 100, itemCount: 1, walletAvailable: true })).toEqual(['credit_card', 'check']);
    expect(offeredPaymentTypes({ accountTypeId: 5, paysByCheck: false, totalCents: 100, itemCount: 1, walletAvailable: true })).toEqual(['credit_card', 'paypal']);
    expect(offeredPaymentTypes({ accountTypeId: 5, paysByCheck: true, totalCents: 0, itemCount: 1, walletAvailable: true })).toEqual(['discounted']);
  });
});

describe('the place-order button', () => {
  it('says what it will do, and what it is doing', () => {
    expect(placeOrderLabel({ cartChanged: false, sending: false, paymentType: 'credit_card' })).toBe('Place Order');
    expect(placeOrderLabel({ cartChanged: false, sending: false, paymentType: 'check' })).toBe('Request Quote');
    expect(placeOrderLabel({ cartChanged: false, sending: false, paymentType: 'discounted' })).toBe('Complete Free Order');
    expect(placeOrderLabel({ cartChanged: true, sending: true, paymentType: 'check' })).toBe('Cart Changed - Refresh Required');
    expect(placeOrderLabel({ cartChanged: false, sending: true, paymentType: 'credit_card' })).toBe('Processing Order...');
    expect(placeOrderLabel({ cartChanged: false, sending: true, paymentType: 'check' })).toBe('Requesting Quote...');
    expect(Object.values(PLACE_ORDER_LABELS)).toHaveLength(6);
  });

  it('guides the buyer to what is still missing', () => {
    expect(placeOrderGuidance(ready)).toBeNull();
    expect(placeOrderGuidance({ ...ready, itemCount: 0 })).toBe('Add Items to Cart');
    expect(placeOrderGuidance({ ...ready, hasAddress: false })).toBe('Complete Shipping Address');
    expect(placeOrderGuidance({ ...ready, hasCard: false })).toBe('Select Credit Card');
    expect(placeOrderGuidance({ ...ready, paymentType: null })).toBe('Complete Payment Method');
    expect(placeOrderGuidance({ ...ready, termsAccepted: false })).toBe('Complete Terms & Conditions');
    expect(placeOrderGuidance({ ...ready, licenseAccepted: false })).toBe('Complete License Agreement');
    // The wallet's own buttons finish the payment, once both acceptances are ticked: then nothing is missing.
    expect(placeOrderGuidance({ ...ready, paymentType: 'paypal', termsAccepted: false })).toBe(PLACE_ORDER_GUIDANCE.terms);
    expect(placeOrderGuidance({ ...ready, paymentType: 'paypal' })).toBeNull();
  });
});

describe('normalizeCountry', () => {
  it('keeps two letters, upper-cased; anything else is US', () => {
    expect(normalizeCountry('ca')).toBe('CA');
    expect(normalizeCountry(' us ')).toBe('US');
    expect(normalizeCountry('Mexico')).toBe('US');
    expect(normalizeCountry(null)).toBe('US');
  });
});
