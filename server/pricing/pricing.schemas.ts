import type { TaxExemptState } from '#server/accounts/tax-exemption.schemas.js';
import { z } from 'zod';
import { objectBodyError } from '#server/cart/cart.schemas.js';
import { PROMO_MESSAGES } from './pricing.rules.js';

// Input of the pricing, effective-address and promo calls (storefront §7), and the pricing the page receives.

export const PROMO_CODE_MAX_LENGTH = 50;
const TEXT_MAX = 255;

const optionalText = z.string().trim().max(TEXT_MAX, 'This field is too long.').nullish();

/**
 * A shipping address as the pages send it: a saved address (its `id`) or the fields of one. Unknown keys are
 * dropped (the checkout sends whole address objects); wrong types are a 422.
 */
export const ZShippingAddressInput = z.object({
  id: z.number().int().positive().max(2_147_483_647).nullish(),
  receiver_name: optionalText,
  phone_number: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  zip_code: optionalText,
  country: optionalText,
});
export type TShippingAddressInput = z.output<typeof ZShippingAddressInput>;

export const ZPricingInput = z.object({ shipping_address: ZShippingAddressInput.nullish() }, { error: objectBodyError });
export type TPricingInput = z.output<typeof ZPricingInput>;

export const ZValidatePromoInput = z.object(
  {
    shipping_address: ZShippingAddressInput.nullish(),
    code: z
      .string({ error: PROMO_MESSAGES.required })
      .trim()
      .min(1, PROMO_MESSAGES.required)
      .max(PROMO_CODE_MAX_LENGTH, PROMO_MESSAGES.unknown),
  },
  { error: objectBodyError },
);
export type TValidatePromoInput = z.output<typeof ZValidatePromoInput>;

/** One tax line as the page shows it: `rate` is a percent (8.25) or dollars (fixed); `amount` dollars. */
export interface TaxBreakdownEntry {
  name: string;
  type: 'percentage' | 'fixed';
  rate: number;
  amount: number;
}

/** Pricing in dollars (storefront §3 "Pricing"), computed on the server from integer cents. */
export interface PricingView {
  subtotal: number;
  discount: number;
  tax: number;
  tax_breakdown: TaxBreakdownEntry[];
  shipping: number;
  total: number;
  /** The code on the cart (applied or not), with why it does not apply. */
  promo_code: string | null;
  promo: { code: string; applied: boolean; message: string } | null;
  tax_exempt: boolean;
  /** The review state of the buyer's tax-exempt certificate (null: none on file), so the page can say why tax is charged. */
  tax_exemption_status: TaxExemptState | null;
  /** False when no address was known, so state taxes could not be worked out yet. */
  has_address: boolean;
  item_count: number;
}

/** An address as the pricing calls answer it (storefront §3 "Address"). */
export interface EffectiveAddressView {
  id: number | null;
  is_default: boolean;
  receiver_name: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string;
}
