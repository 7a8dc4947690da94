import { z } from 'zod';
import { DEFAULT_ADD_QTY, MAX_CART_QTY, MIN_CART_QTY } from './cart-calls.rules.js';
import { CART_MESSAGES } from './cart.rules.js';

// The cart calls' input rules (storefront §5 "Cart quantity", §7), with the words of cart.rules.ts and the limits of
// cart-calls.rules.ts. The limits are also importable from here, where pages look for a form's rules.
export { DEFAULT_ADD_QTY, FIXED_QTY_ACCOUNT_TYPE_ID, MAX_CART_QTY, MIN_CART_QTY } from './cart-calls.rules.js';
export { CART_MESSAGES } from './cart.rules.js';

// Quantities: a whole number; above 10 gets the spec's message, below 1 or not a number a plain one.
// A numeric string ("3") is accepted as forms send them; 3.5, "3x", true, [] are not.
const qty = z
  .unknown()
  .transform((value, ctx) => {
    const number = typeof value === 'string' && /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', message: CART_MESSAGES.qtyInvalid });
      return z.NEVER;
    }
    if (number > MAX_CART_QTY) {
      ctx.addIssue({ code: 'custom', message: CART_MESSAGES.qtyMax });
      return z.NEVER;
    }
    if (number < MIN_CART_QTY) {
      ctx.addIssue({ code: 'custom', message: CART_MESSAGES.qtyInvalid });
      return z.NEVER;
    }
    return number;
  });

const positiveId = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const number = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

/** A body that is not a JSON object at all (an array, a string, nothing) gets one plain message. */
export const objectBodyError = (issue: { code: string }) => (issue.code === 'invalid_type' ? CART_MESSAGES.badBody : undefined);

export const ZAddCartItemInput = z.strictObject(
  {
    product_id: positiveId(CART_MESSAGES.productRequired),
    qty: qty.optional().transform((value) => value ?? DEFAULT_ADD_QTY),
  },
  { error: objectBodyError },
);
export type TAddCartItemInput = z.output<typeof ZAddCartItemInput>;

export const ZUpdateCartItemInput = z.strictObject({ qty }, { error: objectBodyError });
export type TUpdateCartItemInput = z.output<typeof ZUpdateCartItemInput>;

