import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { CARD_MESSAGES } from '#server/checkout/checkout.schemas';
import { listMailbox } from '#server/mail/mailbox';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { INVALID_SIGNATURE } from '#server/payments/payment-webhooks.controller';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createAddress, createSchoolUser, createUser } from '#tests/factories/users';
import { FAKE_STRIPE_PUBLISHABLE_KEY, startStripeFake, STRIPE_TEST_CARDS, type StripeFake } from '#tests/fakes/stripe-fake';
import { inertiaPageOf } from '#tests/support/inertia-page';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { providerEnv, saveStripeCard, signInBuyer, type CheckoutBuyer } from '#tests/integration/checkout/checkout-buyer';

// Cards through the real `stripe` SDK against the local Stripe fake (STRIPE_API_URL): saving a card through a
// SetupIntent, charging it (success, decline, 3-D Secure), and Stripe's signed webhooks.

let t: TestApp;
let stripe: StripeFake;
beforeAll(async () => {
  stripe = await startStripeFake();
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...providerEnv({ stripeUrl: stripe.url }) } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function buyerWithCart(options: { licensed?: boolean } = {}) {
  const school = await createSchoolUser(t.db);
  const address = await createAddress(t.db, school.id, { isDefault: true });
  const product = options.licensed ? await createLicensedProgram(t.db, { priceCents: 12_000 }) : await createProduct(t.db, { priceCents: 12_000 });
  const buyer = await signInBuyer(t.app, school);
  await buyer.addToCart(product.id);
  return { school, address, product, buyer };
}

/** Webhooks carry no session and no CSRF token: a plain request with Stripe's signature header. */
function postWebhook(delivery: { body: string; signature?: string }) {
  const call = request(t.app).post('/webhooks/stripe').set('Content-Type', 'application/json');
  return (delivery.signature ? call.set('Stripe-Signature', delivery.signature) : call).send(delivery.body);
}

async function placeWithCard(buyer: CheckoutBuyer, addressId: number, number: string) {
  const { card } = await saveStripeCard(buyer, stripe, number);
  const body = await buyer.placementBody({ addressId, cardId: card.id });
  return { body, answer: await buyer.completeOrder(body), cardId: card.id };
}

describe('saving a card through a SetupIntent', () => {
  it('gives the publishable key, then keeps only the PaymentMethod id, brand, last four, expiry and default flag', async () => {
    const { school, buyer } = await buyerWithCart();
    const config = await buyer.get('/checkout/stripe-config');
    expect(config.body).toMatchObject({ success: true, publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY, gateway: 'stripe' });

    const { card, paymentMethodId } = await saveStripeCard(buyer, stripe, STRIPE_TEST_CARDS.mastercard);
    expect(card).toMatchObject({ card_type: 'mastercard', last_four: '4444', cardholder_name: 'Pat Buyer', is_default: true });
    const row = await t.db.savedCard.findUniqueOrThrow({ where: { id: card.id } });
    expect(row).toMatchObject({ provider: 'stripe', providerPaymentMethodId: paymentMethodId, lastFour: '4444' });
    const user = await t.db.user.findUniqueOrThrow({ where: { id: school.id } });
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    // The customer was made once, with an idempotency key, for the SetupIntent.
    expect(stripe.requests.filter((entry) => entry.path === '/v1/customers' && entry.idempotencyKey === `customer-user-${school.id}`)).toHaveLength(1);

    const again = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: false, stripe_payment_method_id: paymentMethodId });
    expect(again.body.card.id).toBe(card.id);
    expect((await buyer.get('/checkout/user-cards')).body.cards).toEqual([expect.objectContaining({ id: card.id, last_four: '4444' })]);
  });

  it('says what is missing, and never takes over another customer’s PaymentMethod', async () => {
    const { buyer } = await buyerWithCart();
    const missing = await buyer.post('/checkout/save-card', { cardholder_name: ' ', stripe_payment_method_id: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ cardholder_name: CARD_MESSAGES.cardholderRequired, stripe_payment_method_id: CARD_MESSAGES.cardRequired });

    const other = await signInBuyer(t.app, await createUser(t.db));
    const { paymentMethodId } = await saveStripeCard(other, stripe, STRIPE_TEST_CARDS.visa);
    const stolen = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', stripe_payment_method_id: paymentMethodId });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe(CHECKOUT_MESSAGES.cardSaveFailed);

    const unknown = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', stripe_payment_method_id: 'pm_does_not_exist' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(CHECKOUT_MESSAGES.cardSaveFailed);
  });

  it('a card the bank declines while it is saved is not kept: not at checkout, not in My Payment Method', async () => {
    const { school, buyer } = await buyerWithCart();
    const setup = await buyer.post('/checkout/setup-intent');
    const paymentMethodId = stripe.createPaymentMethod({ number: STRIPE_TEST_CARDS.declined, cvc: '737', name: 'Pat Buyer' });
    expect(stripe.confirmSetupIntent(setup.body.setup_intent_id, paymentMethodId)).toEqual({ error: 'Your card was declined.' });

    // The page shows Stripe's words and stops; a page that sends the PaymentMethod anyway is refused.
    const saved = await buyer.post('/checkout/save-card', { cardholder_name: 'Pat Buyer', is_default: true, stripe_payment_method_id: paymentMethodId });
    expect(saved.status).toBe(422);
    expect(saved.body.message).toBe(CHECKOUT_MESSAGES.cardSaveFailed);
    expect(await t.db.savedCard.count({ where: { userId: school.id } })).toBe(0);
    expect((await buyer.get('/checkout/user-cards')).body.cards).toEqual([]);
    expect(inertiaPageOf<{ cards: unknown[] }>(await buyer.agent.get('/account/payment-methods')).props.cards).toEqual([]);
    // Nothing attached it to the customer behind the bank's back.
    expect(stripe.requests.some((entry) => entry.path === `/v1/payment_methods/${paymentMethodId}/attach`)).toBe(false);
  });

  it('a card removed on My Payment Method is detached at Stripe', async () => {
    const { buyer } = await buyerWithCart();
    const { card, paymentMethodId } = await saveStripeCard(buyer, stripe, STRIPE_TEST_CARDS.visa);
    const removed = await buyer.delete(`/settings/cards/${card.id}`);
    expect(removed.status).toBe(200);
    expect(stripe.requests.some((entry) => entry.path === `/v1/payment_methods/${paymentMethodId}/detach`)).toBe(true);
  });
});

describe('charging a saved card', () => {
  it('confirms a PaymentIntent on the saved PaymentMethod with an idempotency key and the order in its metadata', async () => {
    const { school, address, buyer } = await buyerWithCart({ licensed: true });
    const { answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.visa);
    expect(answer.status).toBe(200);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true } });
    const intent = stripe.paymentIntents.get(order.payments[0].providerReference!);
    expect(intent).toMatchObject({ amount: order.totalCents, currency: 'usd', status: 'succeeded', metadata: { order_id: String(order.id), payment_key: order.payments[0].idempotencyKey } });
    const created = stripe.requests.find((entry) => entry.path === '/v1/payment_intents' && entry.idempotencyKey === order.payments[0].idempotencyKey);
    expect(created?.body).toMatchObject({ confirm: 'true', customer: (await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).stripeCustomerId });
  });

  it('a decline answers Stripe’s message and writes no order', async () => {
    const { school, address, buyer } = await buyerWithCart();
    const { answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.chargeDeclined);
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Your card was declined.');
    expect(await t.db.order.count({ where: { userId: school.id } })).toBe(0);
    expect(await t.db.payment.findFirst({ where: { userId: school.id } })).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('requires_action: the page completes 3-D Secure, then the same placement finishes the order', async () => {
    const { address, buyer } = await buyerWithCart();
    const { body, answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.authentication);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ requires_action: true, client_secret: stripe.paymentIntents.get(answer.body.payment_intent_id)!.client_secret });
    stripe.completeAuthentication(answer.body.payment_intent_id, true);
    const done = await buyer.completeOrder(body);
    expect(done.status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: done.body.order_id } })).statusId).toBe(ORDER_STATUS.paid);
  });
});

describe('Stripe webhooks', () => {
  it('a payment that succeeded after its request died still completes the order, once', async () => {
    const { school, address, buyer } = await buyerWithCart({ licensed: true });
    const { answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.authentication);
    const intentId = answer.body.payment_intent_id as string;
    // The buyer passed 3-D Secure, but the page never came back.
    stripe.completeAuthentication(intentId, true);
    const event = stripe.signedEvent({ type: 'payment_intent.succeeded', object: stripe.paymentIntents.get(intentId) });

    const first = await postWebhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const order = await t.db.order.findFirstOrThrow({ where: { userId: school.id }, include: { licences: true } });
    expect(order.statusId).toBe(ORDER_STATUS.paid);
    expect(order.licences).toHaveLength(1);
    expect((await buyer.get('/cart')).body.items).toEqual([]);

    const repeat = await postWebhook(event);
    expect(repeat.body).toEqual({ received: true, duplicate: true });
    expect((await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(school.email))).toHaveLength(1);
    expect(await t.db.licence.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const event = stripe.signedEvent({ type: 'payment_intent.succeeded', object: { id: 'pi_x', object: 'payment_intent', metadata: {} } });
    const forged = await postWebhook({ body: event.body.replace('pi_x', 'pi_y'), signature: event.signature });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(INVALID_SIGNATURE);
    expect((await postWebhook({ body: event.body })).status).toBe(400);
    expect(await t.db.processedWebhookEvent.count({ where: { provider: 'stripe', eventId: JSON.parse(event.body).id } })).toBe(0);
  });

  it('a full refund marks the order Refunded and suspends its licences; a partial one marks it Partially Refunded', async () => {
    const { address, buyer } = await buyerWithCart({ licensed: true });
    const { answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.visa);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true } });
    const intentId = order.payments[0].providerReference!;
    const charge = (refunded: number) => ({ id: 'ch_fake', object: 'charge', payment_intent: intentId, amount: order.totalCents, amount_refunded: refunded });

    await postWebhook(stripe.signedEvent({ type: 'charge.refunded', object: charge(1000) }));
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.partiallyRefunded);
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'active' });

    await postWebhook(stripe.signedEvent({ type: 'charge.refunded', object: charge(order.totalCents) }));
    const refunded = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(refunded.statusId).toBe(ORDER_STATUS.refunded);
    expect(refunded.refundedAt).not.toBeNull();
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'suspended' });
    const refunds = await t.db.payment.findMany({ where: { orderId: order.id, kind: 'refund' } });
    expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.totalCents);
  });

  it('a dispute suspends the licences until it is won', async () => {
    const { address, buyer } = await buyerWithCart({ licensed: true });
    const { answer } = await placeWithCard(buyer, address.id, STRIPE_TEST_CARDS.visa);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true } });
    const dispute = (status: string) => ({ id: 'dp_fake', object: 'dispute', payment_intent: order.payments[0].providerReference, status, amount: order.totalCents });

    await postWebhook(stripe.signedEvent({ type: 'charge.dispute.created', object: dispute('needs_response') }));
    expect(await t.db.payment.findUniqueOrThrow({ where: { id: order.payments[0].id } })).toMatchObject({ status: 'disputed' });
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'suspended' });

    await postWebhook(stripe.signedEvent({ type: 'charge.dispute.closed', object: dispute('won') }));
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'active' });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.paid);
  });
});
