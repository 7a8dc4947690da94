import type { Config } from '#server/config.js';
import type { PaymentMethodDetacher } from './payment-methods.service.js';
import { createCheckGateway } from './check-gateway.js';
import type { CardGateway, PaymentGateway, WalletGateway } from './payment-gateway.types.js';
import { createPayPalGateway, type PayPalGateway } from './paypal-gateway.js';
import { createStripeGateway, type StripeGateway } from './stripe-gateway.js';
import { createTestGateway, type TestGateway } from './test-gateway.js';

// Which gateway does what, from config (docs/decisions/041-payment-gateways.md):
// - cards: Stripe when PAYMENT_GATEWAY=stripe, else the test gateway (the default outside production);
// - wallet: PayPal when its client id and secret are set, else the test gateway's wallet when cards run on the
//   test gateway, else none (the checkout then offers no wallet);
// - check: always (type-4 accounts).

export interface PaymentGateways {
  card: CardGateway;
  wallet: WalletGateway | null;
  check: PaymentGateway;
  /** Set when the test gateway is in use, for its test-mode routes. */
  test: TestGateway | null;
  /** Set when Stripe is configured, for its webhook. */
  stripe: StripeGateway | null;
  /** Set when PayPal is configured, for its webhook. */
  paypal: PayPalGateway | null;
  /** For My Payment Method: detaches a removed card at the provider that saved it. */
  detachers: Partial<Record<string, PaymentMethodDetacher>>;
}

export function createPaymentGateways(config: Pick<Config, 'payments' | 'isProduction'>): PaymentGateways {
  const { stripe: stripeSettings, paypal: paypalSettings } = config.payments;
  const stripe =
    config.payments.gateway === 'stripe' && stripeSettings.secretKey && stripeSettings.publishableKey && stripeSettings.webhookSecret
      ? createStripeGateway({
          secretKey: stripeSettings.secretKey,
          publishableKey: stripeSettings.publishableKey,
          webhookSecret: stripeSettings.webhookSecret,
          apiUrl: stripeSettings.apiUrl,
        })
      : null;
  const paypal =
    paypalSettings.clientId && paypalSettings.clientSecret
      ? createPayPalGateway({
          clientId: paypalSettings.clientId,
          clientSecret: paypalSettings.clientSecret,
          environment: paypalSettings.environment,
          webhookId: paypalSettings.webhookId,
          apiUrl: paypalSettings.apiUrl,
        })
      : null;
  const test = stripe ? null : createTestGateway({ production: config.isProduction });
  const card: CardGateway = stripe ?? test!;
  const wallet: WalletGateway | null = paypal ?? test;

  const detachers: Partial<Record<string, PaymentMethodDetacher>> = {};
  if (stripe) detachers.stripe = { detach: (saved) => stripe.detachPaymentMethod(saved.providerPaymentMethodId) };
  if (test) detachers.test = { detach: (saved) => test.detachPaymentMethod(saved.providerPaymentMethodId) };

  return { card, wallet, check: createCheckGateway(), test, stripe, paypal, detachers };
}
