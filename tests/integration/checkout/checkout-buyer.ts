import request from 'supertest';
import type { Express } from 'express';
import type { PrismaClient, User } from '#server/db/generated/prisma/client';
import { DEFAULT_PASSWORD } from '#tests/factories/users';
import { xsrfTokenFrom } from '#tests/support/test-app';

// A signed-in buyer's browser tab as the checkout page drives it: cookies kept, CSRF token echoed, JSON calls.

let lastAddress = 0;

export interface PlacementChoices {
  addressId?: number | null;
  cardId?: number | null;
  paymentType?: string | null;
  paypalOrderId?: string | null;
  termsAccepted?: boolean;
  licenseAccepted?: boolean;
}

export async function signInBuyer(app: Express, user: Pick<User, 'email'>) {
  // Each buyer its own address, so the per-address login throttle never interferes.
  const agent = request.agent(app).set('X-Forwarded-For', `198.51.100.${(++lastAddress % 250) + 1}`);
  let token = xsrfTokenFrom(await agent.get('/login'));
  const login = await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email: user.email, password: DEFAULT_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  token = xsrfTokenFrom(login);
  const headers = () => ({ Accept: 'application/json', 'X-XSRF-TOKEN': token });

  const buyer = {
    agent,
    get: (url: string) => agent.get(url).set(headers()),
    post: (url: string, body?: unknown) => agent.post(url).set(headers()).send(body as object),
    delete: (url: string) => agent.delete(url).set(headers()),
    async addToCart(productId: number, qty = 1) {
      const answer = await buyer.post('/cart', { product_id: productId, qty });
      if (answer.status !== 200) throw new Error(`add to cart failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    },
    /** The complete-order body exactly as the checkout page sends it: the cart and pricing it shows, and the choices. */
    async placementBody(choices: PlacementChoices = {}) {
      const cart = await buyer.get('/cart');
      const addressId = choices.addressId ?? null;
      const priced = await buyer.post('/checkout/calculate-pricing', { shipping_address: addressId ? { id: addressId } : null });
      return {
        first_name: 'Pat',
        last_name: 'Buyer',
        shipping_address: addressId ? { id: addressId } : null,
        payment_method_id: choices.cardId ?? null,
        payment_type: choices.paymentType === undefined ? 'credit_card' : choices.paymentType,
        paypal_order_id: choices.paypalOrderId ?? null,
        paypal_payer_id: null,
        terms_accepted: choices.termsAccepted ?? true,
        license_accepted: choices.licenseAccepted ?? true,
        cart_items: cart.body.items,
        pricing: priced.body.pricing,
        account_type: 5,
      };
    },
    completeOrder: (body: unknown) => buyer.post('/checkout/complete-order', body),
  };
  return buyer;
}

export type CheckoutBuyer = Awaited<ReturnType<typeof signInBuyer>>;

/** Everything order placement writes for one user, to assert "nothing changed". */
export async function countOrderRows(db: PrismaClient, userId: number) {
  const [orders, payments, licences, promoUses] = await Promise.all([
    db.order.count({ where: { userId } }),
    db.payment.count({ where: { userId } }),
    db.licence.count({ where: { order: { userId } } }),
    db.promoCodeUse.count({ where: { userId } }),
  ]);
  return { orders, payments, licences, promoUses };
}

/** The test app's environment for running the real Stripe SDK and the PayPal client against the local fakes. */
export function providerEnv(fakes: { stripeUrl?: string; paypalUrl?: string }): Record<string, string> {
  return {
    ...(fakes.stripeUrl
      ? {
          PAYMENT_GATEWAY: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_fake_secret_key',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable_key',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_fake_webhook_secret',
          STRIPE_API_URL: fakes.stripeUrl,
        }
      : {}),
    ...(fakes.paypalUrl
      ? {
          PAYPAL_CLIENT_ID: 'fake-paypal-client-id',
          PAYPAL_CLIENT_SECRET: 'fake-paypal-client-secret',
          PAYPAL_WEBHOOK_ID: 'WH-FAKE-0001',
          PAYPAL_API_URL: fakes.paypalUrl,
        }
      : {}),
  };
}

/**
 * Saves a card the way the page does with Stripe: a SetupIntent from the server, the card typed into Stripe's field
 * (the fake plays Stripe.js: the number stays with "Stripe"), then save-card with the PaymentMethod id only.
 */
export async function saveStripeCard(
  buyer: CheckoutBuyer,
  stripe: { createPaymentMethod(card: { number: string; cvc?: string; name?: string }): string; confirmSetupIntent(setupIntentId: string, paymentMethodId: string): void },
  number: string,
  isDefault = true,
) {
  const setup = await buyer.post('/checkout/setup-intent');
  if (setup.status !== 200) throw new Error(`setup-intent failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const paymentMethodId = stripe.createPaymentMethod({ number, cvc: '737', name: 'Pat Buyer' });
  stripe.confirmSetupIntent(setup.body.setup_intent_id, paymentMethodId);
  const saved = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: isDefault, stripe_payment_method_id: paymentMethodId });
  if (saved.status !== 201) throw new Error(`save-card failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { card: saved.body.card as { id: number; last_four: string; card_type: string }, paymentMethodId };
}
