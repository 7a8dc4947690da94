import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CardCustomer,
  type CardDetails,
  type CardGateway,
  type CardSetup,
  type CollectOutcome,
  type CollectRequest,
  type RefundOutcome,
  type RefundRequest,
} from './payment-gateway.types.js';
import { PAYMENT_MESSAGES } from './payment-messages.rules.js';

// Cards through Stripe (DESIGN "Payments"): cards are saved as PaymentMethods through Stripe Elements and a
// SetupIntent, so a card number never reaches this server; orders are paid with a PaymentIntent confirmed on the
// saved PaymentMethod while the buyer is at the checkout (Stripe may then ask for 3-D Secure, which the page
// completes). Every write carries an idempotency key.

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only to point the SDK somewhere else than api.stripe.com (the integration tests' local fake). */
  apiUrl?: string;
}

export interface StripeGateway extends CardGateway {
  readonly provider: 'stripe';
  /** Checks the Stripe-Signature header over the exact body bytes; throws on a bad or stale signature. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

function connectionOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function outcomeOf(intent: Stripe.PaymentIntent): CollectOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference: intent.id, rawStatus: intent.status };
    case 'processing':
      return { status: 'processing', reference: intent.id, rawStatus: intent.status };
    case 'requires_action':
    case 'requires_confirmation':
      if (intent.client_secret) return { status: 'requires_action', reference: intent.id, rawStatus: intent.status, clientSecret: intent.client_secret };
      break;
    default:
      break;
  }
  return {
    status: 'failed',
    reference: intent.id,
    rawStatus: intent.status,
    message: intent.last_payment_error?.message ?? PAYMENT_MESSAGES.cardDeclined,
  };
}

export function refundOutcomeOf(refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>): RefundOutcome {
  if (refund.status === 'succeeded') return { status: 'succeeded', reference: refund.id, rawStatus: refund.status };
  if (refund.status === 'pending' || refund.status === 'requires_action') return { status: 'pending', reference: refund.id, rawStatus: refund.status };
  return { status: 'failed', reference: refund.id, rawStatus: refund.status, message: `Stripe could not refund the payment (${refund.failure_reason ?? refund.status}).` };
}

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...connectionOptions(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'play-it-safe-shop' },
  });

  return {
    provider: 'stripe',

    publishableKey: () => settings.publishableKey,

    async ensureCustomer(customer: CardCustomer) {
      if (customer.customerId) return customer.customerId;
      const created = await stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { user_id: String(customer.userId) } },
        // Two tabs saving a first card at once make one customer.
        { idempotencyKey: `customer-user-${customer.userId}` },
      );
      return created.id;
    },

    async createCardSetup(customerId: string | null): Promise<CardSetup> {
      if (!customerId) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed);
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] });
      if (!intent.client_secret) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed);
      return { setupIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async attachPaymentMethod(customerId: string | null, _customer: CardCustomer, paymentMethodId: string): Promise<CardDetails> {
      if (!customerId) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed);
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
      } catch (error) {
        // No such PaymentMethod (or not this account's): the page sent something Stripe never made for us.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed, 422);
        throw error;
      }
      // Only a SetupIntent the bank accepted attaches the PaymentMethod to this customer. One left unattached was
      // declined (or never set up) and is not kept; one of another customer is never taken over.
      if (idOf(method.customer) !== customerId) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed, 422);
      if (method.type !== 'card' || !method.card) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed, 422);
      return {
        paymentMethodId: method.id,
        brand: method.card.brand,
        lastFour: method.card.last4,
        expiryMonth: method.card.exp_month,
        expiryYear: method.card.exp_year,
      };
    },

    async detachPaymentMethod(paymentMethodId: string) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached (or deleted at Stripe): the goal is reached.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    async collect(request: CollectRequest): Promise<CollectOutcome> {
      if (request.source.type !== 'card') throw new Error('The Stripe gateway collects card payments only');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.source.customerId ?? undefined,
            payment_method: request.source.paymentMethodId,
            allowed_payment_method_types: ['card'],
            confirm: true,
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = error.payment_intent;
          // A card set up for later use may still need the buyer, who is here: let the page run 3-D Secure.
          if (error.code === 'authentication_required' && intent?.client_secret) {
            return { status: 'requires_action', reference: intent.id, rawStatus: intent.status, clientSecret: intent.client_secret };
          }
          return { status: 'failed', reference: intent?.id ?? null, rawStatus: intent?.status ?? null, message: error.message || PAYMENT_MESSAGES.cardDeclined };
        }
        throw error;
      }
    },

    async findCollection(reference: string) {
      return outcomeOf(await stripe.paymentIntents.retrieve(reference));
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      if (!request.paymentReference) throw new Error('A Stripe refund needs the PaymentIntent it gives back');
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentReference,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { ...request.metadata, refund_key: request.refundKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return refundOutcomeOf(refund);
      } catch (error) {
        // Stripe refused the request itself (already refunded, more than is left, unknown PaymentIntent).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'failed', reference: null, rawStatus: error.code ?? null, message: `Stripe refused the refund: ${error.message}` };
        }
        throw error;
      }
    },

    verifyWebhook(rawBody: Buffer, signature: string) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
