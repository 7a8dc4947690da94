import { createHash } from 'node:crypto';
import { dollarsToCents as toCents } from '#server/shared/money.js';
import type { TCompleteOrderInput } from './checkout.schemas.js';

// Pure parts of order placement (docs/decisions/040-checkout-and-order-placement.md): the placement's idempotency
// key and the "is this still the cart the buyer confirmed?" comparison.

/**
 * One placement = one key. It is made of who buys, the cart lines exactly as the page showed them (their ids change
 * whenever the cart is emptied and filled again), the total and the payment choice. A double click, a retry or a
 * return from 3-D Secure sends the same body and finds the same order; a changed cart or another card is a new
 * placement.
 */
export function placementKeyOf(userId: number, input: TCompleteOrderInput): string {
  const items = (input.cart_items ?? [])
    .map((item) => [item.id, item.product_id, item.qty, toCents(item.product.final_price)])
    .sort((a, b) => a[0] - b[0]);
  const material = JSON.stringify({
    user: userId,
    items,
    total: input.pricing ? toCents(input.pricing.total) : null,
    type: input.payment_type ?? null,
    card: input.payment_method_id ?? null,
    wallet: input.paypal_order_id ?? null,
    address: input.shipping_address?.id ?? null,
  });
  return `place_${createHash('sha256').update(material).digest('hex')}`;
}

export interface ServerCartLine {
  id: number;
  productId: number;
  qty: number;
  unitPriceCents: number;
}

export interface ServerTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Storefront §4 "Cart-changed detection", repeated on the server: the lines (ids, products, quantities, prices)
 * and the pricing must be exactly what the page showed. Any difference is answered, never charged silently.
 */
export function isCartAsShown(
  lines: ServerCartLine[],
  totals: ServerTotals,
  shownItems: TCompleteOrderInput['cart_items'],
  shownPricing: TCompleteOrderInput['pricing'],
): boolean {
  const shown = shownItems ?? [];
  if (lines.length === 0 && shown.length === 0) return true;
  if (lines.length !== shown.length || !shownPricing) return false;
  const byId = new Map(shown.map((item) => [item.id, item]));
  if (byId.size !== shown.length) return false;
  for (const line of lines) {
    const item = byId.get(line.id);
    if (!item || item.product_id !== line.productId || item.qty !== line.qty) return false;
    if (toCents(item.product.final_price) !== line.unitPriceCents) return false;
  }
  return (
    toCents(shownPricing.subtotal) === totals.subtotalCents &&
    toCents(shownPricing.discount) === totals.discountCents &&
    toCents(shownPricing.tax) === totals.taxCents &&
    toCents(shownPricing.shipping) === totals.shippingCents &&
    toCents(shownPricing.total) === totals.totalCents
  );
}

/** Who may capture a wallet order: written into it when it is made, checked before capture. */
export const walletCustomIdOf = (userId: number) => `user-${userId}`;
