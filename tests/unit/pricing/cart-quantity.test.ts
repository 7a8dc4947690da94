import { describe, expect, it } from 'vitest';
import { isCartSessionId } from '#server/cart/cart-calls.rules';
import { CART_MESSAGES, quantityChangeFor, truncateDescription } from '#server/cart/cart.rules';
import { ZAddCartItemInput, ZUpdateCartItemInput } from '#server/cart/cart.schemas';

describe('the cart page quantity rule', () => {
  it('updates to a quantity from 1 to 10', () => {
    expect(quantityChangeFor(1)).toEqual({ kind: 'update', qty: 1 });
    expect(quantityChangeFor('7')).toEqual({ kind: 'update', qty: 7 });
    expect(quantityChangeFor(' 10 ')).toEqual({ kind: 'update', qty: 10 });
  });

  it('removes the item below 1', () => {
    expect(quantityChangeFor(0)).toEqual({ kind: 'remove' });
    expect(quantityChangeFor('-3')).toEqual({ kind: 'remove' });
  });

  it('refuses more than 10 with the spec’s message', () => {
    expect(quantityChangeFor(11)).toEqual({ kind: 'refuse', message: 'You cannot add more than 10 of this item to the cart.' });
    expect(quantityChangeFor('99')).toMatchObject({ kind: 'refuse' });
  });

  it('treats a typed non-numeric quantity as 1', () => {
    expect(quantityChangeFor('abc')).toEqual({ kind: 'update', qty: 1 });
    expect(quantityChangeFor('')).toEqual({ kind: 'update', qty: 1 });
    expect(quantityChangeFor('3x')).toEqual({ kind: 'update', qty: 1 });
  });
});

describe('cart call input', () => {
  it('accepts a product and a quantity, defaulting the quantity to 1', () => {
    expect(ZAddCartItemInput.parse({ product_id: 4 })).toEqual({ product_id: 4, qty: 1 });
    expect(ZAddCartItemInput.parse({ product_id: '4', qty: '3' })).toEqual({ product_id: 4, qty: 3 });
  });

  it('refuses quantities outside 1 to 10 and anything not a whole number', () => {
    for (const qty of [0, -1, 2.5, '2.5', 'two', true, null, [], {}, 1e308, Number.MAX_SAFE_INTEGER + 2]) {
      expect(ZUpdateCartItemInput.safeParse({ qty }).success, String(qty)).toBe(false);
    }
    const tooMany = ZUpdateCartItemInput.safeParse({ qty: 11 });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0].message).toBe(CART_MESSAGES.qtyMax);
  });

  it('refuses unknown keys and bodies that are not objects', () => {
    expect(ZAddCartItemInput.safeParse({ product_id: 1, qty: 1, price: 0 }).success).toBe(false);
    expect(ZAddCartItemInput.safeParse([1, 2]).error?.issues[0].message).toBe(CART_MESSAGES.badBody);
    expect(ZAddCartItemInput.safeParse(undefined).error?.issues[0].message).toBe(CART_MESSAGES.badBody);
  });
});

describe('cart session ids', () => {
  it('accepts UUIDs only', () => {
    expect(isCartSessionId('3db5d9ac-a138-452f-be4f-f3670395e1b2')).toBe(true);
    expect(isCartSessionId('3DB5D9AC-A138-452F-BE4F-F3670395E1B2')).toBe(true);
    for (const value of ['', 'abc', '1', "' OR 1=1 --", '3db5d9ac-a138-452f-be4f-f3670395e1b2x', null, undefined, 5]) {
      expect(isCartSessionId(value)).toBe(false);
    }
  });
});

describe('truncateDescription', () => {
  it('cuts at 150 characters', () => {
    const long = 'a'.repeat(200);
    expect(truncateDescription(long)).toBe(`${'a'.repeat(150)}...`);
    expect(truncateDescription('short')).toBe('short');
    expect(truncateDescription('b'.repeat(150))).toBe('b'.repeat(150));
    expect(truncateDescription(null)).toBe('');
  });
});
