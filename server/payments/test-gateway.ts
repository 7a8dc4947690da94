import { randomBytes } from 'node:crypto';
import {
  PaymentProviderError,
  type CardCustomer,
  type CardDetails,
  type CardGateway,
  type CollectOutcome,
  type CollectRequest,
  type RefundOutcome,
  type RefundRequest,
  type WalletGateway,
  type WalletOrder,
  type WalletOrderRequest,
} from './payment-gateway.types.js';
import { PAYMENT_MESSAGES } from './payment-messages.rules.js';
import { testCardOf, type TestCardKey } from './test-cards.rules.js';

// The `test` gateway (DESIGN "Payments", STYLE "a real test payment provider instead of mocks"): cards and the
// wallet, offline, for development and the browser tests. It behaves like the real providers where the shop can
// tell: SetupIntents that the page confirms, idempotent charges, a card that is declined, one that asks for
// 3-D Secure, wallet orders that must be approved before capture. State lives in this process only.
// config.ts refuses PAYMENT_GATEWAY=test in production; this constructor refuses it too.

export interface TestGateway extends CardGateway, WalletGateway {
  readonly provider: 'test';
  /** The page's test-mode card form: confirms a SetupIntent with one of TEST_CARDS; the bank may decline it. */
  confirmCardSetup(setupIntentId: string, userId: number, card: TestCardKey): { paymentMethodId: string } | { declined: string } | null;
  /** The page's test-mode 3-D Secure prompt: the buyer approves or fails the check. */
  authenticatePayment(paymentIntentId: string, userId: number, approve: boolean): CollectOutcome | null;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

interface TestIntent {
  id: string;
  userId: number | null;
  amountCents: number;
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
}

export function createTestGateway(options: { production: boolean }): TestGateway {
  if (options.production) throw new Error('The test payment gateway is refused in production');

  const setupIntents = new Map<string, { userId: number; paymentMethodId: string | null }>();
  // A PaymentMethod exists once the card is typed; only a SetupIntent that succeeded attaches it.
  const paymentMethods = new Map<string, { userId: number; attached: boolean }>();
  const intents = new Map<string, TestIntent>();
  const wallets = new Map<string, WalletOrder & { captureId: string | null }>();
  const walletRequests = new Map<string, string>();
  const captures = new Map<string, { walletOrderId: string; amountCents: number }>();
  const byIdempotencyKey = new Map<string, CollectOutcome>();
  const refundsByKey = new Map<string, RefundOutcome>();
  const refundedCents = new Map<string, number>();

  const outcomeOf = (intent: TestIntent): CollectOutcome => {
    if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id, rawStatus: 'succeeded' };
    if (intent.status === 'requires_action')
      return { status: 'requires_action', reference: intent.id, rawStatus: 'requires_action', clientSecret: `${intent.id}_secret_test` };
    return { status: 'failed', reference: intent.id, rawStatus: 'requires_payment_method', message: intent.message ?? PAYMENT_MESSAGES.cardDeclined };
  };

  function chargeCard(request: CollectRequest, paymentMethodId: string): CollectOutcome {
    const card = testCardOf(paymentMethodId);
    const intent: TestIntent = {
      id: randomId('pi_test'),
      userId: Number(request.metadata.user_id) || null,
      amountCents: request.amountCents,
      status: card.key === 'declined' || card.key === 'chargedeclined' ? 'failed' : card.key === 'authentication' ? 'requires_action' : 'succeeded',
    };
    intents.set(intent.id, intent);
    return outcomeOf(intent);
  }

  function captureWallet(walletOrderId: string): CollectOutcome {
    const order = wallets.get(walletOrderId);
    if (!order) return { status: 'failed', reference: null, rawStatus: 'RESOURCE_NOT_FOUND', message: PAYMENT_MESSAGES.paypalFailed };
    if (order.captureId) return { status: 'succeeded', reference: order.captureId, rawStatus: 'COMPLETED' };
    if (order.status !== 'APPROVED') return { status: 'failed', reference: null, rawStatus: 'ORDER_NOT_APPROVED', message: PAYMENT_MESSAGES.paypalNotApproved };
    order.captureId = randomId('TESTCAPTURE').toUpperCase();
    order.status = 'COMPLETED';
    captures.set(order.captureId, { walletOrderId, amountCents: order.amountCents });
    return { status: 'succeeded', reference: order.captureId, rawStatus: 'COMPLETED' };
  }

  return {
    provider: 'test',
    publishableKey: () => null,
    clientId: () => null,

    async ensureCustomer() {
      return null;
    },

    async createCardSetup(_customerId: string | null, customer: CardCustomer) {
      const id = randomId('seti_test');
      setupIntents.set(id, { userId: customer.userId, paymentMethodId: null });
      return { setupIntentId: id, clientSecret: `${id}_secret_test` };
    },

    confirmCardSetup(setupIntentId, userId, cardKey) {
      const setup = setupIntents.get(setupIntentId);
      if (!setup || setup.userId !== userId) return null;
      if (setup.paymentMethodId) return { paymentMethodId: setup.paymentMethodId };
      const paymentMethodId = `pm_test_${cardKey}_${randomBytes(10).toString('hex')}`;
      if (cardKey === 'declined') {
        // The SetupIntent stays unconfirmed and the PaymentMethod unattached, as at Stripe.
        paymentMethods.set(paymentMethodId, { userId, attached: false });
        return { declined: PAYMENT_MESSAGES.cardDeclined };
      }
      setup.paymentMethodId = paymentMethodId;
      paymentMethods.set(paymentMethodId, { userId, attached: true });
      return { paymentMethodId };
    },

    async attachPaymentMethod(_customerId: string | null, customer: CardCustomer, paymentMethodId: string): Promise<CardDetails> {
      const method = paymentMethods.get(paymentMethodId);
      if (!method || method.userId !== customer.userId || !method.attached) throw new PaymentProviderError(PAYMENT_MESSAGES.cardSaveFailed, 422);
      const card = testCardOf(paymentMethodId);
      return {
        paymentMethodId,
        brand: card.brand,
        lastFour: card.lastFour,
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 3,
      };
    },

    async detachPaymentMethod(paymentMethodId: string) {
      paymentMethods.delete(paymentMethodId);
    },

    authenticatePayment(paymentIntentId, userId, approve) {
      const intent = intents.get(paymentIntentId);
      if (!intent || intent.userId !== userId) return null;
      if (intent.status === 'requires_action') {
        intent.status = approve ? 'succeeded' : 'failed';
        if (!approve) intent.message = PAYMENT_MESSAGES.cardAuthenticationFailed;
      }
      return outcomeOf(intent);
    },

    async createWalletOrder(request: WalletOrderRequest) {
      const known = walletRequests.get(request.requestId);
      if (known) return { id: known };
      // The test button is the buyer's approval: the order is approved as it is made.
      const id = randomId('TESTWALLET').toUpperCase();
      walletRequests.set(request.requestId, id);
      wallets.set(id, {
        id,
        status: 'APPROVED',
        amountCents: request.totalCents,
        currency: 'USD',
        customId: request.customId,
        payerId: 'TESTPAYER',
        captureId: null,
      });
      return { id };
    },

    async findWalletOrder(id: string) {
      const order = wallets.get(id);
      if (!order) return null;
      const { captureId: _captureId, ...view } = order;
      return view;
    },

    async collect(request: CollectRequest) {
      const replay = byIdempotencyKey.get(request.idempotencyKey);
      if (replay) return replay;
      let outcome: CollectOutcome;
      if (request.source.type === 'card') outcome = chargeCard(request, request.source.paymentMethodId);
      else if (request.source.type === 'wallet') outcome = captureWallet(request.source.walletOrderId);
      else throw new Error('The test gateway collects card and wallet payments only');
      byIdempotencyKey.set(request.idempotencyKey, outcome);
      return outcome;
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const replay = refundsByKey.get(request.idempotencyKey);
      if (replay) return replay;
      const reference = request.paymentReference ?? '';
      // Payments this process took are checked like a provider would; others (made before a restart) are trusted.
      const collected = intents.get(reference)?.amountCents ?? captures.get(reference)?.amountCents ?? null;
      const already = refundedCents.get(reference) ?? 0;
      let outcome: RefundOutcome;
      if (collected !== null && already + request.amountCents > collected) {
        outcome = { status: 'failed', reference: null, rawStatus: 'amount_too_large', message: 'The test gateway refused the refund: more than is left of the payment.' };
      } else {
        refundedCents.set(reference, already + request.amountCents);
        outcome = { status: 'succeeded', reference: randomId('re_test'), rawStatus: 'succeeded' };
      }
      refundsByKey.set(request.idempotencyKey, outcome);
      return outcome;
    },

    async findCollection(reference: string) {
      const intent = intents.get(reference);
      if (intent) return outcomeOf(intent);
      if (captures.has(reference)) return { status: 'succeeded', reference, rawStatus: 'COMPLETED' };
      return { status: 'failed', reference, rawStatus: null, message: PAYMENT_MESSAGES.paymentNotFound };
    },
  };
}

