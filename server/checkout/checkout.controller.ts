import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { CurrentUser } from '#server/accounts/current-user.service.js';
import { viewerOf } from '#server/accounts/viewer.rules.js';
import { buyerPaysByCheck, checkTermsHintOf } from '#server/accounts/check-terms.service.js';
import { findCartLines, toCartItemView } from '#server/cart/cart.service.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { createSharedRateLimiter, type RateLimiter } from '#server/http/rate-limit.js';
import { validate } from '#server/http/validation.rules.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { findCheckoutCards, saveCheckoutCard, startCardSetup } from '#server/payments/card-setup.service.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { priceCart } from '#server/pricing/pricing.service.js';
import { cartShips } from '#server/pricing/pricing.rules.js';
import { route } from '#server/route-table.js';
import { translate } from '#server/shared/translation.js';
import { findUserAddresses, saveUserAddress } from './addresses.service.js';
import { CHECKOUT_MESSAGES } from './checkout.rules.js';
import {
  ZAddressInput,
  ZCompleteOrderInput,
  ZSaveCardInput,
  ZTestAuthenticationInput,
  ZTestCardSetupInput,
  type TCompleteOrderInput,
} from './checkout.schemas.js';
import {
  placeOrder,
  pricingBuyerOf,
  type PlacementDeps,
  type PlacementResult,
  type Refusal,
  type RefusalReason,
} from './place-order.service.js';
import { createWalletOrderForCart } from './wallet-checkout.service.js';

// The checkout page and its calls (storefront §2 "Checkout page", §7 `/checkout/*`), the wallet's return path and
// the test gateway's two test-mode steps.

declare module 'express-session' {
  interface SessionData {
    /** The wallet checkout under way, so PayPal's return to /checkout/success can finish it. */
    walletCheckout?: { walletOrderId: string; input: TCompleteOrderInput };
  }
}

export interface CheckoutDeps {
  config: Config;
  db: PrismaClient;
  logger: Logger;
  mailer: Mailer;
  gateways: PaymentGateways;
}

type CheckoutHandlers = Record<
  | 'show'
  | 'userAddresses'
  | 'saveAddress'
  | 'stripeConfig'
  | 'setupIntent'
  | 'userCards'
  | 'saveCard'
  | 'paypalConfig'
  | 'paypalCreateOrder'
  | 'paypalCaptureOrder'
  | 'completeOrder'
  | 'testCardConfirm'
  | 'testPaymentAuthenticate'
  | 'success',
  RequestHandler
>;

const WALLET_ID = /^[A-Za-z0-9_-]{1,64}$/;
const buyerOf = (req: Request): CurrentUser => req.user!;

// Card-testing fraud runs through SetupIntents: a few cards per person per quarter hour is plenty. Shared by every
// server (docs/decisions/142).
export const CARD_ATTEMPTS_PER_WINDOW = 10;
export const WALLET_ATTEMPTS_PER_WINDOW = 30;
const ATTEMPT_WINDOW_MS = 15 * 60_000;

const CONFIRM_WITH_BANK = 'Please confirm this payment with your bank to finish your order.';

/** The HTTP status of each refusal (storefront §5 "Order placement", §7): the body is the refusal's message. */
const REFUSAL_STATUS: Record<RefusalReason, number> = {
  not_a_buyer: 403,
  email_not_verified: 403,
  cart_changed: 409,
  check_failed: 422,
  invalid_order_data: 422,
  wallet_not_configured: 404,
  wallet_order_invalid: 422,
  address_not_found: 404,
  card_not_found: 404,
  card_unavailable: 422,
  card_expired: 422,
  renewal_not_allowed: 422,
  school_program_for_parent: 403,
  promo_invalid: 422,
  payment_refused: 402,
  placement_not_found: 404,
  placement_ended: 409,
  provider_unreachable: 502,
  payment_in_progress: 503,
};

/** A refusal as the error the error handler answers with (`{ success: false, message }`). */
const refusalErrorOf = (refusal: Refusal) => new HttpError(REFUSAL_STATUS[refusal.reason], refusal.message);

/** What a placement answers the page (storefront §5 "Order placement"). */
function placementAnswerOf(result: Exclude<PlacementResult, Refusal>) {
  if (result.kind === 'requires_action') {
    return {
      status: 202,
      body: { success: false, requires_action: true, client_secret: result.clientSecret, payment_intent_id: result.paymentIntentId, message: CONFIRM_WITH_BANK },
    } as const;
  }
  const { order } = result;
  return {
    status: 200,
    body: {
      success: true,
      message: order.paymentType === 'check' ? CHECKOUT_MESSAGES.quoteRequested : CHECKOUT_MESSAGES.orderPlaced,
      redirect: route('order.confirmation', { id: order.id }),
      order_id: order.id,
    },
  } as const;
}

export function checkoutController(deps: CheckoutDeps): CheckoutHandlers {
  const { db, config, logger, gateways } = deps;
  const placement: PlacementDeps = { db, gateways, mailer: deps.mailer, logger, appUrl: config.appUrl };
  const cardAttempts = createSharedRateLimiter(db, logger, { name: 'card-attempts', limit: CARD_ATTEMPTS_PER_WINDOW, windowMs: ATTEMPT_WINDOW_MS });
  const walletAttempts = createSharedRateLimiter(db, logger, { name: 'wallet-attempts', limit: WALLET_ATTEMPTS_PER_WINDOW, windowMs: ATTEMPT_WINDOW_MS });

  const throttle = async (limiter: RateLimiter, req: Request, res: Response) => {
    const hit = await limiter.hit(`user:${buyerOf(req).id}`);
    if (!hit.allowed) {
      res.set('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, CHECKOUT_MESSAGES.tooManyAttempts);
    }
  };

  const sendPlacement = async (req: Request, res: Response, input: TCompleteOrderInput) => {
    const result = await placeOrder(placement, viewerOf(buyerOf(req)), input);
    if (result.kind === 'refused') throw refusalErrorOf(result);
    const answer = placementAnswerOf(result);
    if (answer.status === 200) delete req.session.walletCheckout;
    res.status(answer.status).json(answer.body);
  };

  return {
    show: async (req, res) => {
      const user = buyerOf(req);
      const [profile, lines, addresses, cards] = await Promise.all([
        db.user.findUniqueOrThrow({
          where: { id: user.id },
          select: { phone: true, address: true, city: true, state: true, zipCode: true, organizationName: true },
        }),
        findCartLines(db, { userId: user.id, cartSessionId: null }),
        findUserAddresses(db, user.id),
        findCheckoutCards(db, user.id, gateways.card.provider),
      ]);
      const ships = cartShips(lines);
      const buyer = viewerOf(user);
      const paysByCheck = await buyerPaysByCheck(db, buyer);
      // Priced for the address the page starts with (the default, else the first), as its first pricing call would.
      const startAddress = ships ? (addresses[0] ?? null) : null;
      const priced = await priceCart(db, {
        owner: { userId: user.id, cartSessionId: null },
        buyer: pricingBuyerOf(viewerOf(user)),
        shippingAddress: startAddress ? { id: startAddress.id } : null,
      });
      await res.inertia.render('checkout/index', {
        user: {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone: profile.phone,
          address: profile.address,
          city: profile.city,
          state: profile.state,
          zip_code: profile.zipCode,
          organization_name: profile.organizationName,
          account_type_id: user.account_type_id,
          // The account type's name in the page's language, as the shared `auth.user` carries it.
          account_type: { name: translate(req.locale, user.account_type.name) },
          parent_id: user.parent_id,
          is_manage_school_user: user.is_manage_school_user,
          email_verified: user.email_verified,
        },
        cart_items: lines.map((line) => toCartItemView(line, req.locale)),
        pricing: priced.view,
        addresses,
        cards,
        ships,
        payment: {
          card_provider: gateways.card.provider,
          wallet_provider: gateways.wallet?.provider ?? null,
          test_mode: gateways.card.provider === 'test' || gateways.wallet?.provider === 'test',
          pays_by_check: paysByCheck,
          check_terms_hint: checkTermsHintOf(buyer, paysByCheck),
        },
      });
    },

    userAddresses: async (req, res) => {
      res.json({ success: true, addresses: await findUserAddresses(db, buyerOf(req).id) });
    },

    saveAddress: async (req, res) => {
      const input = validate(ZAddressInput, req.body);
      const address = await saveUserAddress(db, buyerOf(req).id, input);
      res.status(201).json({ success: true, message: CHECKOUT_MESSAGES.addressSaved, address });
    },

    stripeConfig: (_req, res) => {
      res.json({ success: true, publishableKey: gateways.card.publishableKey(), gateway: gateways.card.provider });
    },

    setupIntent: async (req, res) => {
      await throttle(cardAttempts, req, res);
      const setup = await startCardSetup({ db, gateway: gateways.card, logger }, viewerOf(buyerOf(req)));
      res.json({ success: true, client_secret: setup.clientSecret, setup_intent_id: setup.setupIntentId, gateway: gateways.card.provider });
    },

    userCards: async (req, res) => {
      res.json({ success: true, cards: await findCheckoutCards(db, buyerOf(req).id, gateways.card.provider) });
    },

    saveCard: async (req, res) => {
      const input = validate(ZSaveCardInput, req.body);
      await throttle(cardAttempts, req, res);
      const card = await saveCheckoutCard({ db, gateway: gateways.card, logger }, viewerOf(buyerOf(req)), input);
      res.status(201).json({ success: true, message: CHECKOUT_MESSAGES.cardSaved, card });
    },

    paypalConfig: (_req, res) => {
      if (!gateways.wallet) throw notFound(CHECKOUT_MESSAGES.walletNotConfigured);
      res.json({ success: true, clientId: gateways.wallet.clientId(), gateway: gateways.wallet.provider });
    },

    paypalCreateOrder: async (req, res) => {
      const input = validate(ZCompleteOrderInput, req.body);
      await throttle(walletAttempts, req, res);
      const order = await createWalletOrderForCart({ db, gateways, logger, appUrl: config.appUrl }, viewerOf(buyerOf(req)), input);
      if (order.kind === 'refused') throw refusalErrorOf(order);
      req.session.walletCheckout = { walletOrderId: order.id, input: { ...input, payment_type: 'paypal' } };
      res.status(201).json({ success: true, id: order.id });
    },

    // On approval the payment is captured, then the order completes (storefront §4 "Wallet payment"): both are
    // order placement, which captures only once the order is written.
    paypalCaptureOrder: async (req, res) => {
      const walletOrderId = String(req.params.id);
      if (!WALLET_ID.test(walletOrderId)) throw notFound();
      const input = validate(ZCompleteOrderInput, req.body);
      if (input.paypal_order_id && input.paypal_order_id !== walletOrderId) throw new HttpError(422, CHECKOUT_MESSAGES.invalidOrderData);
      await sendPlacement(req, res, { ...input, payment_type: 'paypal', paypal_order_id: walletOrderId });
    },

    completeOrder: async (req, res) => {
      await sendPlacement(req, res, validate(ZCompleteOrderInput, req.body));
    },

    testCardConfirm: (req, res) => {
      if (!gateways.test || gateways.card.provider !== 'test') throw notFound();
      const { test_card } = validate(ZTestCardSetupInput, req.body);
      const confirmed = gateways.test.confirmCardSetup(String(req.params.id), buyerOf(req).id, test_card);
      if (!confirmed) throw notFound();
      if ('declined' in confirmed) throw new HttpError(402, confirmed.declined);
      res.json({ success: true, payment_method: confirmed.paymentMethodId });
    },

    testPaymentAuthenticate: (req, res) => {
      if (!gateways.test || gateways.card.provider !== 'test') throw notFound();
      const { approve } = validate(ZTestAuthenticationInput, req.body);
      const outcome = gateways.test.authenticatePayment(String(req.params.id), buyerOf(req).id, approve);
      if (!outcome) throw notFound();
      res.json({ success: outcome.status === 'succeeded', status: outcome.status, message: outcome.status === 'failed' ? outcome.message : null });
    },

    // PayPal's return URL (storefront §2 "/checkout/success"): finish the wallet checkout this session started.
    success: async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const payerId = typeof req.query.PayerID === 'string' && WALLET_ID.test(req.query.PayerID) ? req.query.PayerID : null;
      const saved = req.session.walletCheckout;
      if (!WALLET_ID.test(token) || !saved || saved.walletOrderId !== token) {
        res.inertia.flash({ error: CHECKOUT_MESSAGES.paypalFailed }).redirect(route('client.checkout'));
        return;
      }
      try {
        const result = await placeOrder(placement, viewerOf(buyerOf(req)), { ...saved.input, paypal_order_id: token, paypal_payer_id: payerId });
        if (result.kind === 'refused') throw refusalErrorOf(result);
        if (result.kind !== 'placed') throw new HttpError(402, CHECKOUT_MESSAGES.paypalFailed);
        delete req.session.walletCheckout;
        res.inertia.redirect(route('order.confirmation', { id: result.order.id }));
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) logger.error({ err: error }, 'wallet return could not finish the order');
        const message = error instanceof HttpError && error.status < 500 ? error.message : CHECKOUT_MESSAGES.placeFailed;
        res.inertia.flash({ error: message }).redirect(route('client.checkout'));
      }
    },
  };
}
