import type { Request, RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { viewerOf } from '#server/accounts/viewer.rules.js';
import { cartOwnerOf } from '#server/cart/cart.service.js';
import { validate } from '#server/http/validation.rules.js';
import { PROMO_MESSAGES } from './pricing.rules.js';
import { ZPricingInput, ZValidatePromoInput } from './pricing.schemas.js';
import { applyPromoCode, findEffectiveAddress, priceCart, removePromoCode, type PricingBuyer } from './pricing.service.js';
import { chosenVisitorTypeOf } from '#server/http/visitor-type-cookie.js';

type PricingHandlers = Record<'pricing' | 'effectiveAddress' | 'validatePromo' | 'removePromo', RequestHandler>;

/** The signed-in buyer as the Viewer model has it; a guest prices as the visitor type the session chose. */
function buyerOf(req: Request): PricingBuyer {
  const viewer = req.user ? viewerOf(req.user) : null;
  return {
    userId: viewer?.userId ?? null,
    accountTypeId: viewer?.accountTypeId ?? null,
    visitorType: viewer ? viewer.visitorType : chosenVisitorTypeOf(req),
  };
}

/** The body is optional on these calls: none at all means "no address given". */
const optionalBody = (req: Request): unknown => req.body ?? {};

/** POST /cart/pricing and /checkout/calculate-pricing, effective-address, validate-promo, remove-promo (storefront §7). */
export function pricingController(db: PrismaClient): PricingHandlers {
  return {
    pricing: async (req, res) => {
      const { shipping_address } = validate(ZPricingInput, optionalBody(req));
      const priced = await priceCart(db, { owner: cartOwnerOf(req), buyer: buyerOf(req), shippingAddress: shipping_address });
      res.json({
        success: true,
        pricing: priced.view,
        effective_address: priced.effectiveAddress.address,
        is_using_fallback: priced.effectiveAddress.isUsingFallback,
      });
    },

    effectiveAddress: async (req, res) => {
      const { shipping_address } = validate(ZPricingInput, optionalBody(req));
      const effective = await findEffectiveAddress(db, req.user?.id ?? null, shipping_address);
      res.json({ success: true, effective_address: effective.address, is_using_fallback: effective.isUsingFallback });
    },

    validatePromo: async (req, res) => {
      const { code, shipping_address } = validate(ZValidatePromoInput, req.body);
      const priced = await applyPromoCode(db, { owner: cartOwnerOf(req), buyer: buyerOf(req), shippingAddress: shipping_address, code });
      res.json({ success: true, message: PROMO_MESSAGES.applied, pricing: priced.view });
    },

    removePromo: async (req, res) => {
      const { shipping_address } = validate(ZPricingInput, optionalBody(req));
      const priced = await removePromoCode(db, { owner: cartOwnerOf(req), buyer: buyerOf(req), shippingAddress: shipping_address });
      res.json({ success: true, message: PROMO_MESSAGES.removed, pricing: priced.view });
    },
  };
}
