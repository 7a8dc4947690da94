import { describe, expect, it } from 'vitest';
import type { TCompleteOrderInput } from '#server/checkout/checkout.schemas';
import { isCartAsShown, placementKeyOf } from '#server/checkout/place-order.rules';
import { addMonths } from '#server/shared/dates';

const shown: TCompleteOrderInput = {
  cart_items: [
    { id: 11, product_id: 3, qty: 2, product: { final_price: 12.5 } },
    { id: 12, product_id: 4, qty: 1, product: { final_price: 350 } },
  ],
  pricing: { subtotal: 375, discount: 0, tax: 30.94, shipping: 0, total: 405.94 },
  payment_type: 'credit_card',
  payment_method_id: 7,
  shipping_address: { id: 5 },
  terms_accepted: true,
  license_accepted: true,
};

const lines = [
  { id: 12, productId: 4, qty: 1, unitPriceCents: 35_000 },
  { id: 11, productId: 3, qty: 2, unitPriceCents: 1250 },
];
const totals = { subtotalCents: 37_500, discountCents: 0, taxCents: 3094, shippingCents: 0, totalCents: 40_594 };

describe('placementKeyOf', () => {
  it('is the same for the same placement, whatever the order of the lines or the acceptances', () => {
    const reordered = { ...shown, cart_items: [...shown.cart_items!].reverse(), terms_accepted: false };
    expect(placementKeyOf(1, reordered)).toBe(placementKeyOf(1, shown));
    expect(placementKeyOf(1, shown)).toMatch(/^place_[0-9a-f]{64}$/);
  });

  it('differs for another buyer, another card, another cart line, another total or another address', () => {
    const key = placementKeyOf(1, shown);
    expect(placementKeyOf(2, shown)).not.toBe(key);
    expect(placementKeyOf(1, { ...shown, payment_method_id: 8 })).not.toBe(key);
    expect(placementKeyOf(1, { ...shown, cart_items: [{ ...shown.cart_items![0], id: 99 }, shown.cart_items![1]] })).not.toBe(key);
    expect(placementKeyOf(1, { ...shown, pricing: { ...shown.pricing!, total: 405.95 } })).not.toBe(key);
    expect(placementKeyOf(1, { ...shown, shipping_address: { id: 6 } })).not.toBe(key);
    expect(placementKeyOf(1, { ...shown, payment_type: 'paypal', paypal_order_id: 'ABC' })).not.toBe(key);
  });
});

describe('isCartAsShown', () => {
  it('accepts the cart and pricing the page showed, to the cent', () => {
    expect(isCartAsShown(lines, totals, shown.cart_items, shown.pricing)).toBe(true);
    expect(isCartAsShown([], { ...totals, subtotalCents: 0, taxCents: 0, totalCents: 0 }, [], null)).toBe(true);
  });

  it('refuses any difference in lines, quantities, prices or totals', () => {
    expect(isCartAsShown(lines.slice(1), totals, shown.cart_items, shown.pricing)).toBe(false);
    expect(isCartAsShown([{ ...lines[0], qty: 2 }, lines[1]], totals, shown.cart_items, shown.pricing)).toBe(false);
    expect(isCartAsShown([{ ...lines[0], unitPriceCents: 34_999 }, lines[1]], totals, shown.cart_items, shown.pricing)).toBe(false);
    expect(isCartAsShown(lines, { ...totals, taxCents: 3095 }, shown.cart_items, shown.pricing)).toBe(false);
    expect(isCartAsShown(lines, totals, shown.cart_items, null)).toBe(false);
    expect(isCartAsShown(lines, totals, [shown.cart_items![0], shown.cart_items![0]], shown.pricing)).toBe(false);
  });
});

describe('addMonths', () => {
  it('adds calendar months in UTC, clamping to the shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });
});
