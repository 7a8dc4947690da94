import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCart } from '#js/components/cart/cart-provider';

// Storefront §8 "Other": using the cart facility outside its provider raises an error.
describe('useCart', () => {
  it('throws outside <CartProvider>', () => {
    function Orphan() {
      useCart();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow('useCart must be used within a CartProvider');
  });
});
