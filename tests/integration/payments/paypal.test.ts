import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { listMailbox } from '#server/mail/mailbox';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createAddress, createSchoolUser, createUser } from '#tests/factories/users';
import { FAKE_PAYPAL_CLIENT_ID, startPayPalFake, type PayPalFake } from '#tests/fakes/paypal-fake';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { providerEnv, signInBuyer, type CheckoutBuyer } from '#tests/integration/checkout/checkout-buyer';

// The wallet through the shop's PayPal client against the local PayPal fake (PAYPAL_API_URL): the server makes the
// PayPal order from its own pricing, captures it on approval with a PayPal-Request-Id, and the order completes.

let t: TestApp;
let paypal: PayPalFake;
beforeAll(async () => {
  paypal = await startPayPalFake();
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...providerEnv({ paypalUrl: paypal.url }) } });
  await createTaxRate(t.db, { rate: 825, state: 'TX' });
  await createShippingRule(t.db, { maxSubtotalCents: 10_000, amountCents: 1295, accountTypeIds: [ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent] });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function buyerWithCart(kind: 'school' | 'parent' = 'parent', options: { licensed?: boolean } = {}) {
  const user = kind === 'school' ? await createSchoolUser(t.db) : await createUser(t.db);
  const address = await createAddress(t.db, user.id, { isDefault: true, state: 'TX', receiverName: 'Pat Buyer' });
  // A parent's licensed product is a parent video: a school program is refused to a parent account (decision 097).
  const licensed = () => createLicensedProgram(t.db, { priceCents: 4000, ...(kind === 'parent' ? { accountTypeId: ACCOUNT_TYPE.parent } : {}) });
  const product = options.licensed ? await licensed() : await createProduct(t.db, { priceCents: 2000, isHardCopy: true });
  const buyer = await signInBuyer(t.app, user);
  await buyer.addToCart(product.id, options.licensed ? 1 : 2);
  const body = await buyer.placementBody({ addressId: address.id, paymentType: 'paypal' });
  return { user, address, product, buyer, body };
}

async function approvedWalletOrder(buyer: CheckoutBuyer, body: object) {
  const created = await buyer.post('/checkout/paypal/orders', body);
  expect(created.status).toBe(201);
  paypal.approve(created.body.id);
  return created.body.id as string;
}

const capture = (buyer: CheckoutBuyer, id: string, body: object) => buyer.post(`/checkout/paypal/orders/${id}/capture`, { ...body, paypal_order_id: id });

function postWebhook(delivery: { body: string; headers: Record<string, string> }) {
  return request(t.app).post('/webhooks/paypal').set(delivery.headers).send(delivery.body);
}

describe('the PayPal order', () => {
  it('gives the client id, and is made from the server’s pricing: PHYSICAL_GOODS lines, a parent’s hard copy shipped', async () => {
    const { user, product, buyer, body } = await buyerWithCart('parent');
    expect((await buyer.get('/checkout/paypal-config')).body).toMatchObject({ success: true, clientId: FAKE_PAYPAL_CLIENT_ID, gateway: 'paypal' });

    const created = await buyer.post('/checkout/paypal/orders', body);
    expect(created.status).toBe(201);
    const order = paypal.orders.get(created.body.id)!;
    // 2 × $20.00 = $40.00; tax 8.25 % = $3.30; shipping $12.95 under $100.
    expect(order.purchase_units[0]).toMatchObject({
      custom_id: `user-${user.id}`,
      amount: {
        currency_code: 'USD',
        value: '56.25',
        breakdown: {
          item_total: { currency_code: 'USD', value: '40.00' },
          tax_total: { currency_code: 'USD', value: '3.30' },
          shipping: { currency_code: 'USD', value: '12.95' },
          discount: { currency_code: 'USD', value: '0.00' },
        },
      },
      items: [{ name: product.title, quantity: '2', unit_amount: { currency_code: 'USD', value: '20.00' }, category: 'PHYSICAL_GOODS' }],
    });
    // A hard copy ships, for a parent too (decision 095): the address chosen at checkout goes with the order.
    expect(order.purchase_units[0].shipping).toMatchObject({ name: { full_name: 'Pat Buyer' }, address: { admin_area_1: 'TX', country_code: 'US' } });
    expect(order.payment_source?.paypal?.experience_context).toMatchObject({ shipping_preference: 'SET_PROVIDED_ADDRESS', return_url: 'http://shop.test/checkout/success', cancel_url: 'http://shop.test/checkout' });
  });

  it('asks for no shipping when nothing in the cart ships, for a school too (decision 095)', async () => {
    const school = await createSchoolUser(t.db);
    await createAddress(t.db, school.id, { isDefault: true, state: 'TX' });
    const download = await createProduct(t.db, { priceCents: 2000, isHardCopy: false });
    const buyer = await signInBuyer(t.app, school);
    await buyer.addToCart(download.id);
    const created = await buyer.post('/checkout/paypal/orders', await buyer.placementBody({ addressId: null, paymentType: 'paypal' }));
    expect(created.status).toBe(201);
    const order = paypal.orders.get(created.body.id)!;
    expect(order.purchase_units[0].shipping).toBeUndefined();
    expect(order.purchase_units[0].amount.breakdown?.shipping).toEqual({ currency_code: 'USD', value: '0.00' });
    expect(order.payment_source?.paypal?.experience_context?.shipping_preference).toBe('NO_SHIPPING');
  });

  it('ships a school’s order to the address chosen at checkout', async () => {
    const { buyer, body } = await buyerWithCart('school');
    const created = await buyer.post('/checkout/paypal/orders', body);
    const order = paypal.orders.get(created.body.id)!;
    expect(order.payment_source?.paypal?.experience_context?.shipping_preference).toBe('SET_PROVIDED_ADDRESS');
    expect(order.purchase_units[0].shipping).toMatchObject({ name: { full_name: 'Pat Buyer' }, address: { admin_area_1: 'TX', country_code: 'US' } });
  });

  it('is refused with the §5 and §8 messages when the page’s data is incomplete', async () => {
    const { buyer, body } = await buyerWithCart('parent');
    const noTotal = await buyer.post('/checkout/paypal/orders', { ...body, pricing: null });
    expect(noTotal.status).toBe(422);
    expect(noTotal.body.message).toBe(CHECKOUT_MESSAGES.invalidOrderData);
    const noCart = await buyer.post('/checkout/paypal/orders', { ...body, cart_items: [] });
    expect(noCart.body.message).toBe(CHECKOUT_MESSAGES.invalidOrderData);
    const noTerms = await buyer.post('/checkout/paypal/orders', { ...body, terms_accepted: false });
    expect(noTerms.body.message).toBe(CHECKOUT_MESSAGES.termsNotAccepted);
    expect(paypal.orders.size).toBeGreaterThan(0);
  });

  it('is not made for an account whose e-mail is not verified: refused before the buyer approves anything at PayPal', async () => {
    const { user, buyer, body } = await buyerWithCart('parent');
    await t.db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    const before = paypal.requests.length;
    const refused = await buyer.post('/checkout/paypal/orders', body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: EMAIL_NOT_VERIFIED });
    expect(paypal.requests.slice(before).filter((call) => call.path === '/v2/checkout/orders')).toEqual([]);
  });
});

describe('capture and order completion', () => {
  it('captures the approved order with a PayPal-Request-Id and completes the order', async () => {
    const { user, buyer, body } = await buyerWithCart('parent', { licensed: true });
    const id = await approvedWalletOrder(buyer, body);
    const answer = await capture(buyer, id, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, redirect: `/orders/${answer.body.order_id}/confirmation` });
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true, licences: true } });
    const [captured] = [...paypal.captures.values()].filter((entry) => entry.orderId === id);
    expect(order).toMatchObject({ statusId: ORDER_STATUS.paid, paymentType: 'paypal', paymentProvider: 'paypal', userId: user.id });
    expect(order.payments).toEqual([expect.objectContaining({ kind: 'capture', status: 'succeeded', providerReference: captured.id, amountCents: order.totalCents })]);
    const captureCall = paypal.requests.find((entry) => entry.path === `/v2/checkout/orders/${id}/capture`);
    expect(captureCall?.requestId).toBe(order.payments[0].idempotencyKey);
    expect(order.licences).toHaveLength(1);
  });

  it('refuses to capture before the buyer approved, or another buyer’s PayPal order; nothing is written', async () => {
    const { user, buyer, body } = await buyerWithCart('parent');
    const created = await buyer.post('/checkout/paypal/orders', body);
    const early = await capture(buyer, created.body.id, body);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(CHECKOUT_MESSAGES.noPaypalOrder);

    const other = await buyerWithCart('parent');
    const theirs = await approvedWalletOrder(other.buyer, other.body);
    const stolen = await capture(buyer, theirs, body);
    expect(stolen.status).toBe(422);
    expect(await t.db.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it('a cart changed after the PayPal order was made is not captured', async () => {
    const { user, buyer, body } = await buyerWithCart('parent');
    const id = await approvedWalletOrder(buyer, body);
    await buyer.addToCart((await createProduct(t.db)).id);
    const changed = await capture(buyer, id, await buyer.placementBody({ addressId: body.shipping_address!.id, paymentType: 'paypal' }));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(CHECKOUT_MESSAGES.cartChanged);
    expect(paypal.orders.get(id)?.status).toBe('APPROVED');
    expect(await t.db.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it('a declined capture answers the wallet’s failure message and withdraws the order', async () => {
    const { user, buyer, body } = await buyerWithCart('parent');
    const id = await approvedWalletOrder(buyer, body);
    paypal.declineNextCapture();
    const declined = await capture(buyer, id, body);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(CHECKOUT_MESSAGES.paypalFailed);
    expect(await t.db.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it('returning to /checkout/success finishes the wallet checkout this session started', async () => {
    const { buyer, body } = await buyerWithCart('parent');
    const id = await approvedWalletOrder(buyer, body);
    const back = await buyer.agent.get(`/checkout/success?token=${id}&PayerID=FAKEPAYER01`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toMatch(/^\/orders\/\d+\/confirmation$/);
    const unknown = await buyer.agent.get('/checkout/success?token=NOTOURS');
    expect(unknown.headers.location).toBe('/checkout');
  });
});

describe('PayPal webhooks', () => {
  it('a capture PayPal completes later still completes the order, once; a forged delivery is refused', async () => {
    const { user, buyer, body } = await buyerWithCart('parent', { licensed: true });
    const id = await approvedWalletOrder(buyer, body);
    paypal.pendNextCapture();
    const accepted = await capture(buyer, id, body);
    expect(accepted.status).toBe(200);
    const pending = await t.db.order.findUniqueOrThrow({ where: { id: accepted.body.order_id } });
    expect(pending.statusId).toBe(ORDER_STATUS.pendingPayment);
    const [captured] = [...paypal.captures.values()].filter((entry) => entry.orderId === id);

    const completed = { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: captured.id, status: 'COMPLETED', amount: captured.amount, supplementary_data: { related_ids: { order_id: id } } } };
    const forged = await postWebhook(paypal.webhook(completed, { valid: false }));
    expect(forged.status).toBe(400);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: pending.id } })).statusId).toBe(ORDER_STATUS.pendingPayment);

    const delivery = paypal.webhook(completed);
    const first = await postWebhook(delivery);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: pending.id } })).statusId).toBe(ORDER_STATUS.paid);
    expect(await t.db.licence.count({ where: { orderId: pending.id } })).toBe(1);
    const repeat = await postWebhook(delivery);
    expect(repeat.body).toEqual({ received: true, duplicate: true });
    expect((await listMailbox(t.mailDir)).filter((entry) => entry.to.includes(user.email))).toHaveLength(1);
  });

  it('a refund and a dispute mark the order and suspend its licences', async () => {
    const { buyer, body } = await buyerWithCart('parent', { licensed: true });
    const id = await approvedWalletOrder(buyer, body);
    const answer = await capture(buyer, id, body);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.body.order_id }, include: { payments: true } });
    const captureId = order.payments[0].providerReference!;

    await postWebhook(paypal.webhook({ event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { dispute_id: 'PP-D-1', disputed_transactions: [{ seller_transaction_id: captureId }] } }));
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'suspended' });
    await postWebhook(paypal.webhook({ event_type: 'CUSTOMER.DISPUTE.RESOLVED', resource: { disputed_transactions: [{ seller_transaction_id: captureId }], dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' } } }));
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'active' });

    const refund = {
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: 'REFUND1', status: 'COMPLETED', amount: { currency_code: 'USD', value: (order.totalCents / 100).toFixed(2) }, links: [{ rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${captureId}` }] },
    };
    expect((await postWebhook(paypal.webhook(refund))).status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.refunded);
    expect(await t.db.licence.findFirst({ where: { orderId: order.id } })).toMatchObject({ status: 'suspended' });
  });
});
