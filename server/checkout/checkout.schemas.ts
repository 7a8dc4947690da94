import { z } from 'zod';
import { normalizeCountry, phoneDigitsOf } from './checkout.rules.js';
import { TEST_CARDS, type TestCardKey } from '#server/payments/test-cards.rules.js';

// Input rules of the checkout calls (storefront §5 "Address form", "Card form", §7), with the spec's words.
// The checkout page validates its forms with the same schemas.

export const ADDRESS_MESSAGES = {
  receiverRequired: 'Receiver name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid ZIP code',
  tooLong: 'This field is too long.',
} as const;

export const CARD_MESSAGES = {
  cardholderRequired: 'Cardholder name is required',
  cardRequired: 'Card information is required',
} as const;

export const BAD_BODY_MESSAGE = 'The request body must be a JSON object.';
/** A body that is not a JSON object at all (an array, a string, nothing) gets one plain message. */
const objectBody = { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? BAD_BODY_MESSAGE : undefined) };

const MAX_INT = 2_147_483_647;
const ZIP_PATTERN = /^(\d{5})(?:-?(\d{4}))?$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ADDRESS_MESSAGES.tooLong);

export const ZAddressInput = z.strictObject(
  {
    receiver_name: requiredText(ADDRESS_MESSAGES.receiverRequired, 100),
    phone_number: z
      .string({ error: ADDRESS_MESSAGES.phoneRequired })
      .trim()
      .min(1, ADDRESS_MESSAGES.phoneRequired)
      .max(30, ADDRESS_MESSAGES.phoneInvalid)
      .transform(phoneDigitsOf)
      .pipe(z.string().regex(/^\d{10}$/, ADDRESS_MESSAGES.phoneInvalid)),
    street: requiredText(ADDRESS_MESSAGES.streetRequired, 255),
    city: requiredText(ADDRESS_MESSAGES.cityRequired, 100),
    state: requiredText(ADDRESS_MESSAGES.stateRequired, 100),
    zip_code: z
      .string({ error: ADDRESS_MESSAGES.zipRequired })
      .trim()
      .min(1, ADDRESS_MESSAGES.zipRequired)
      .max(10, ADDRESS_MESSAGES.zipInvalid)
      .regex(ZIP_PATTERN, ADDRESS_MESSAGES.zipInvalid)
      // Stored as 12345 or 12345-6789.
      .transform((zip) => zip.replace(ZIP_PATTERN, (_all, five: string, four?: string) => (four ? `${five}-${four}` : five))),
    country: z.string().max(100, ADDRESS_MESSAGES.tooLong).nullish().transform(normalizeCountry),
    is_default: z.boolean().optional().default(false),
  },
  objectBody,
);
export type TAddressInput = z.output<typeof ZAddressInput>;
export type TAddressForm = z.input<typeof ZAddressInput>;

export const ZSaveCardInput = z.strictObject(
  {
    cardholder_name: z
      .string({ error: CARD_MESSAGES.cardholderRequired })
      .trim()
      .min(1, CARD_MESSAGES.cardholderRequired)
      .max(100, ADDRESS_MESSAGES.tooLong),
    is_default: z.boolean().optional().default(false),
    stripe_payment_method_id: z
      .string({ error: CARD_MESSAGES.cardRequired })
      .trim()
      .min(1, CARD_MESSAGES.cardRequired)
      .max(255, CARD_MESSAGES.cardRequired)
      .regex(/^pm_[A-Za-z0-9_]+$/, CARD_MESSAGES.cardRequired),
  },
  objectBody,
);
export type TSaveCardInput = z.output<typeof ZSaveCardInput>;

const id = z.number().int().positive().max(MAX_INT);
const walletId = z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'This PayPal order is not valid.');
const dollars = z.number().finite().min(0).max(10_000_000);

/** A cart line as the page showed it (storefront §3 "Cart item"); other fields the page sends are ignored. */
const ZShownCartItem = z.object({
  id,
  product_id: id,
  qty: z.number().int().min(0).max(1000),
  product: z.object({ final_price: dollars }),
});

/** The pricing the page showed (storefront §3 "Pricing"). */
const ZShownPricing = z.object({
  subtotal: dollars,
  discount: dollars,
  tax: dollars,
  shipping: dollars,
  total: dollars,
});

/** The address the page chose: a saved address of the buyer, by id (its other fields are not trusted). */
const ZChosenAddress = z.object({ id: id.nullish() });

/**
 * POST /checkout/complete-order (storefront §7). Fields the §5 checks look at are optional here, so a missing one
 * gets the spec's message in the spec's order rather than a generic validation error.
 */
export const ZCompleteOrderInput = z.strictObject(
  {
    first_name: z.string().max(200).nullish(),
    last_name: z.string().max(200).nullish(),
    shipping_address: ZChosenAddress.nullish(),
    payment_method_id: id.nullish(),
    payment_type: z.string().max(32).nullish(),
    paypal_order_id: walletId.nullish(),
    paypal_payer_id: walletId.nullish(),
    terms_accepted: z.boolean().nullish(),
    license_accepted: z.boolean().nullish(),
    cart_items: z.array(ZShownCartItem).max(200).nullish(),
    pricing: ZShownPricing.nullish(),
    account_type: z.union([z.number(), z.string().max(64)]).nullish(),
  },
  objectBody,
);
export type TCompleteOrderInput = z.output<typeof ZCompleteOrderInput>;

/** The test gateway's card form: which test card confirms the SetupIntent. */
export const ZTestCardSetupInput = z.strictObject(
  {
    test_card: z.enum(TEST_CARDS.map((card) => card.key) as [TestCardKey, ...TestCardKey[]], { error: CARD_MESSAGES.cardRequired }),
  },
  objectBody,
);

/** The test gateway's 3-D Secure prompt. */
export const ZTestAuthenticationInput = z.strictObject({ approve: z.boolean() }, objectBody);

