import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '#server/mail/mailbox';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createAddress, createSchoolUser } from '#tests/factories/users';
import { startPayPalFake, type PayPalFake } from '#tests/fakes/paypal-fake';
import { startStripeFake, STRIPE_TEST_CARDS, type StripeFake } from '#tests/fakes/stripe-fake';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { providerEnv, saveStripeCard, signInBuyer } from './checkout-buyer';

// DESIGN "Order placement": a double click, a retry or 20 simultaneous requests for one cart make exactly one order
// and one charge. Runs on PGlite (transactions one at a time) and, with `npm run test:postgres`, on a real
// PostgreSQL server where the requests' transactions truly run in parallel.

const PARALLEL = 20;

let t: TestApp;
let stripe: StripeFake;
let paypal: PayPalFake;
beforeAll(async () => {
  stripe = await startStripeFake();
  paypal = await startPayPalFake();
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...providerEnv({ stripeUrl: stripe.url, paypalUrl: paypal.url }) } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await paypal.close();
});

async function schoolBuyerWithCart() {
  const school = await createSchoolUser(t.db);
  const address = await createAddress(t.db, school.id, { isDefault: true });
  const program = await createLicensedProgram(t.db);
  const book = await createProduct(t.db, { isHardCopy: true });
  const buyer = await signInBuyer(t.app, school);
  await buyer.addToCart(program.id);
  await buyer.addToCart(book.id, 4);
  return { school, address, buyer };
}

describe(`${PARALLEL} simultaneous complete-order calls for one cart`, () => {
  it('with a Stripe card: one order, one PaymentIntent at Stripe, one payment row, one set of licences, one e-mail', async () => {
    const { school, address, buyer } = await schoolBuyerWithCart();
    const { card } = await saveStripeCard(buyer, stripe, STRIPE_TEST_CARDS.visa);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    const intentsBefore = stripe.paymentIntentCount();

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => buyer.completeOrder(body)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
    const orderIds = new Set(answers.map((answer) => answer.body.order_id));
    expect(orderIds.size).toBe(1);
    expect(stripe.paymentIntentCount() - intentsBefore).toBe(1);
    const orders = await t.db.order.findMany({ where: { userId: school.id }, include: { payments: true, licences: true } });
    expect(orders).toHaveLength(1);
    expect(orders[0].statusId).toBe(ORDER_STATUS.paid);
    expect(orders[0].payments).toHaveLength(1);
    expect(orders[0].licences).toHaveLength(1);
    expect((await buyer.get('/cart')).body.items).toEqual([]);
    const mails = (await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(school.email));
    expect(mails).toHaveLength(1);
  });

  it('with PayPal: one order and one capture at PayPal', async () => {
    const { school, address, buyer } = await schoolBuyerWithCart();
    const body = await buyer.placementBody({ addressId: address.id, paymentType: 'paypal' });
    const created = await buyer.post('/checkout/paypal/orders', body);
    expect(created.status).toBe(201);
    paypal.approve(created.body.id);
    const capturesBefore = paypal.captureCount();

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => buyer.post(`/checkout/paypal/orders/${created.body.id}/capture`, { ...body, paypal_order_id: created.body.id })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(paypal.captureCount() - capturesBefore).toBe(1);
    expect(await t.db.order.count({ where: { userId: school.id } })).toBe(1);
    expect(await t.db.payment.count({ where: { userId: school.id } })).toBe(1);
  });

  it('a retry after the first request lost its answer from Stripe takes over with the same idempotency key', async () => {
    const { school, address, buyer } = await schoolBuyerWithCart();
    const { card } = await saveStripeCard(buyer, stripe, STRIPE_TEST_CARDS.visa);
    const body = await buyer.placementBody({ addressId: address.id, cardId: card.id });
    stripe.failNext(/^\/v1\/payment_intents$/);
    const lost = await buyer.completeOrder(body);
    expect(lost.status).toBe(502);
    const pending = await t.db.payment.findFirstOrThrow({ where: { userId: school.id } });
    expect(pending).toMatchObject({ status: 'pending', rawStatus: 'interrupted' });

    const retried = await buyer.completeOrder(body);
    expect(retried.status).toBe(200);
    const keys = stripe.requests.filter((entry) => entry.method === 'POST' && entry.path === '/v1/payment_intents').map((entry) => entry.idempotencyKey);
    expect(keys.slice(-2)).toEqual([pending.idempotencyKey, pending.idempotencyKey]);
    expect(await t.db.order.count({ where: { userId: school.id, statusId: ORDER_STATUS.paid } })).toBe(1);
  });
});
