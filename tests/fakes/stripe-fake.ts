import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import Stripe from 'stripe';

// A local stand-in for api.stripe.com, so the real `stripe` SDK runs end to end in the integration tests
// (STRIPE_API_URL points the SDK here). It keeps the parts of Stripe's behaviour the shop relies on: customers,
// SetupIntents confirmed "by the browser", PaymentMethods attached to customers, PaymentIntents confirmed on a
// saved card (success, decline, 3-D Secure), a card the bank declines when it is set up, refunds of a PaymentIntent (never beyond what it took), idempotency
// keys replaying the first answer, and signed webhooks.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_secret_key';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_publishable_key';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_webhook_secret';

/** Test card numbers with Stripe's meanings. */
export const STRIPE_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  /** Declined by the bank, already when a SetupIntent is confirmed with it. */
  declined: '4000000000000002',
  /** Sets up (attaches) fine; every charge is declined. */
  chargeDeclined: '4000000000000341',
  authentication: '4000002500003155',
} as const;

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  billing_details: { name: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  livemode: false;
  /** Which Stripe test card it is (kept out of the answers). */
  scenario: keyof typeof STRIPE_TEST_CARDS;
}

interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: string;
  usage: string;
  payment_method: string | null;
  last_setup_error: { code: string; decline_code: string; message: string; payment_method: string } | null;
}

interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string; code: string } | null;
  next_action: { type: string } | null;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending' | 'failed';
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason: string | null;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

export interface StripeFake {
  url: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, { id: string; email: string | null }>;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  /** A PaymentIntent that already took `amount` (an order paid before the test), for refund tests. */
  createSucceededPaymentIntent(amount: number): string;
  /** Refunds made (a replayed idempotency key does not make one). */
  refundCount(): number;
  /** A refund made in Stripe's dashboard, which the shop hears of only through webhooks. */
  refundInDashboard(paymentIntentId: string, amount: number): void;
  /** The charge of a PaymentIntent as charge.refunded carries it (amount_refunded is the running total). */
  chargeOf(paymentIntentId: string): { id: string; object: 'charge'; payment_intent: string; amount: number; amount_refunded: number; refunded: boolean };
  /** What Stripe.js does in the browser: the card typed into Elements becomes a PaymentMethod. */
  createPaymentMethod(card: { number: string; expMonth?: number; expYear?: number; cvc?: string; name?: string }): string;
  /**
   * stripe.confirmCardSetup in the browser: the SetupIntent succeeds and attaches the PaymentMethod to its customer,
   * or (the declined card) fails with card_declined and leaves the PaymentMethod unattached.
   */
  confirmSetupIntent(setupIntentId: string, paymentMethodId: string): { error: string } | null;
  /** The buyer finishes (or fails) 3-D Secure in Stripe's dialog. */
  completeAuthentication(paymentIntentId: string, succeeded: boolean): void;
  /** PaymentIntents created (a replayed idempotency key does not create one). */
  paymentIntentCount(): number;
  /** Next calls of this path answer 500 (a Stripe outage). */
  failNext(path: RegExp, times?: number): void;
  /** A signed webhook delivery, as Stripe would POST it. */
  signedEvent(event: { id?: string; type: string; object: unknown }): { body: string; signature: string };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('5')) return 'mastercard';
  if (number.startsWith('3')) return 'amex';
  return 'unknown';
}

const publicPaymentMethod = ({ scenario: _scenario, ...method }: FakePaymentMethod) => method;

function stripeError(res: Response, status: number, error: Record<string, unknown>) {
  res.status(status).json({ error });
}

/** `port`: where to listen (default: any free port). */
export async function startStripeFake(options: { port?: number } = {}): Promise<StripeFake> {
  const app = express();
  app.use(express.urlencoded({ extended: true }));
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, { id: string; email: string | null }>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundedByIntent = new Map<string, number>();
  let refundCount = 0;
  const replays = new Map<string, { status: number; body: unknown }>();
  const failures: { path: RegExp; times: number }[] = [];
  let createdIntents = 0;

  app.use((req, res, next) => {
    const key = req.get('idempotency-key') ?? null;
    requests.push({ method: req.method, path: req.path, body: req.body, idempotencyKey: key });
    if (req.get('authorization') !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    const failure = failures.find((entry) => entry.times > 0 && entry.path.test(req.path));
    if (failure) {
      failure.times -= 1;
      // Stripe-Should-Retry: false, so the SDK gives up at once (the outage outlasts its retries).
      return res.status(500).set('Stripe-Should-Retry', 'false').json({ error: { type: 'api_error', message: 'Stripe is down' } });
    }
    if (req.method === 'POST' && key) {
      const replay = replays.get(`${req.path}:${key}`);
      if (replay) return res.status(replay.status).set('Idempotent-Replayed', 'true').json(replay.body);
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        replays.set(`${req.path}:${key}`, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });

  app.post('/v1/customers', (req, res) => {
    const customer = { id: id('cus'), object: 'customer', email: (req.body.email as string) ?? null };
    customers.set(customer.id, customer);
    res.json(customer);
  });

  app.post('/v1/setup_intents', (req, res) => {
    const intentId = id('seti');
    const intent: FakeSetupIntent = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      customer: (req.body.customer as string) ?? null,
      status: 'requires_payment_method',
      usage: (req.body.usage as string) ?? 'off_session',
      payment_method: null,
      last_setup_error: null,
    };
    setupIntents.set(intent.id, intent);
    res.json(intent);
  });

  app.get('/v1/payment_methods/:id', (req, res) => {
    const method = paymentMethods.get(req.params.id);
    if (!method) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${req.params.id}'` });
    res.json(publicPaymentMethod(method));
  });

  app.post('/v1/payment_methods/:id/attach', (req, res) => {
    const method = paymentMethods.get(req.params.id);
    if (!method) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' });
    method.customer = req.body.customer as string;
    res.json(publicPaymentMethod(method));
  });

  app.post('/v1/payment_methods/:id/detach', (req, res) => {
    const method = paymentMethods.get(req.params.id);
    if (!method) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' });
    method.customer = null;
    res.json(publicPaymentMethod(method));
  });

  app.post('/v1/payment_intents', (req: Request, res: Response) => {
    const method = paymentMethods.get(req.body.payment_method as string);
    const customer = (req.body.customer as string) ?? null;
    if (!method || method.customer !== customer) {
      return stripeError(res, 400, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod for this customer' });
    }
    createdIntents += 1;
    const intentId = id('pi');
    const intent: FakePaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(req.body.amount),
      currency: req.body.currency as string,
      customer,
      payment_method: method.id,
      status: 'succeeded',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (req.body.metadata as Record<string, string>) ?? {},
      description: (req.body.description as string) ?? null,
      last_payment_error: null,
      next_action: null,
    };
    paymentIntents.set(intent.id, intent);
    if (method.scenario === 'declined' || method.scenario === 'chargeDeclined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
      return stripeError(res, 402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: intent,
      });
    }
    if (method.scenario === 'authentication') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    }
    res.json(intent);
  });

  app.get('/v1/payment_intents/:id', (req, res) => {
    const intent = paymentIntents.get(req.params.id);
    if (!intent) return stripeError(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentIntent' });
    res.json(intent);
  });

  app.post('/v1/refunds', (req, res) => {
    const intent = paymentIntents.get(req.body.payment_intent as string);
    if (!intent) return stripeError(res, 400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${req.body.payment_intent}'` });
    if (intent.status !== 'succeeded') return stripeError(res, 400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' });
    const already = refundedByIntent.get(intent.id) ?? 0;
    const amount = req.body.amount === undefined ? intent.amount - already : Number(req.body.amount);
    if (already >= intent.amount) return stripeError(res, 400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' });
    if (!Number.isInteger(amount) || amount <= 0 || already + amount > intent.amount) {
      return stripeError(res, 400, { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount is greater than unrefunded amount on charge.` });
    }
    refundCount += 1;
    refundedByIntent.set(intent.id, already + amount);
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: `ch_${intent.id.slice(3)}`,
      status: 'succeeded',
      reason: (req.body.reason as string) ?? null,
      metadata: (req.body.metadata as Record<string, string>) ?? {},
      failure_reason: null,
    };
    refunds.set(refund.id, refund);
    res.json(refund);
  });

  app.use((req, res) => stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` }));

  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

  return {
    url,
    requests,
    customers,
    paymentIntents,
    refunds,
    createSucceededPaymentIntent(amount) {
      const intentId = id('pi');
      paymentIntents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        customer: null,
        payment_method: id('pm'),
        status: 'succeeded',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: {},
        description: null,
        last_payment_error: null,
        next_action: null,
      });
      return intentId;
    },
    refundCount: () => refundCount,
    refundInDashboard(paymentIntentId, amount) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error('unknown PaymentIntent');
      const already = refundedByIntent.get(intent.id) ?? 0;
      if (already + amount > intent.amount) throw new Error('more than is left of the PaymentIntent');
      refundCount += 1;
      refundedByIntent.set(intent.id, already + amount);
      const refund: FakeRefund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, charge: `ch_${intent.id.slice(3)}`, status: 'succeeded', reason: null, metadata: {}, failure_reason: null };
      refunds.set(refund.id, refund);
    },
    chargeOf(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error('unknown PaymentIntent');
      const refunded = refundedByIntent.get(intent.id) ?? 0;
      return { id: `ch_${intent.id.slice(3)}`, object: 'charge', payment_intent: intent.id, amount: intent.amount, amount_refunded: refunded, refunded: refunded >= intent.amount };
    },
    createPaymentMethod(card) {
      const scenario = (Object.entries(STRIPE_TEST_CARDS).find(([, number]) => number === card.number)?.[0] ?? 'visa') as keyof typeof STRIPE_TEST_CARDS;
      const method: FakePaymentMethod = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        billing_details: { name: card.name ?? null },
        card: {
          brand: brandOf(card.number),
          last4: card.number.slice(-4),
          exp_month: card.expMonth ?? 12,
          exp_year: card.expYear ?? new Date().getUTCFullYear() + 2,
          fingerprint: randomBytes(8).toString('hex'),
        },
        livemode: false,
        scenario,
      };
      paymentMethods.set(method.id, method);
      return method.id;
    },
    confirmSetupIntent(setupIntentId, paymentMethodId) {
      const intent = setupIntents.get(setupIntentId);
      const method = paymentMethods.get(paymentMethodId);
      if (!intent || !method) throw new Error('unknown SetupIntent or PaymentMethod');
      if (method.scenario === 'declined') {
        const message = 'Your card was declined.';
        intent.status = 'requires_payment_method';
        intent.last_setup_error = { code: 'card_declined', decline_code: 'generic_decline', message, payment_method: method.id };
        return { error: message };
      }
      intent.status = 'succeeded';
      intent.payment_method = method.id;
      method.customer = intent.customer;
      return null;
    },
    completeAuthentication(paymentIntentId, succeeded) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error('unknown PaymentIntent');
      intent.next_action = null;
      if (succeeded) intent.status = 'succeeded';
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'We are unable to authenticate your payment method.', code: 'payment_intent_authentication_failure' };
      }
    },
    paymentIntentCount: () => createdIntents,
    failNext(path, times = 1) {
      failures.push({ path, times });
    },
    signedEvent({ id: eventId, type, object }) {
      const body = JSON.stringify({
        id: eventId ?? id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: FAKE_STRIPE_WEBHOOK_SECRET }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
