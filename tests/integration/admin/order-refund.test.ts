import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { ORDER_ACTION_MESSAGES } from '#server/orders/order-transitions.schemas';
import { createPaymentGateways } from '#server/payments/payment-gateways.service';
import { reserveStaffRefund } from '#server/orders/order-refunds.service';
import { requestProviderRefund } from '#server/payments/refunds.service';
import { createOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createSavedCard, createUser } from '#tests/factories/users';
import { startPayPalFake, type PayPalFake } from '#tests/fakes/paypal-fake';
import { startStripeFake, type StripeFake } from '#tests/fakes/stripe-fake';
import { providerEnv } from '#tests/integration/checkout/checkout-buyer';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { formKey, mailTo, signInStaff, type StaffPage } from './order-actions-staff';

// admin.orders.refund through the provider that took the money: Stripe refunds and PayPal capture refunds against
// the fakes (the real SDK / REST code), a check order's refund sent by check; per line or for the order; the same
// form key never refunds twice, and the provider's webhook for the same refund is counted once.

let t: TestApp;
let stripe: StripeFake;
let paypal: PayPalFake;
let staff: StaffPage;
beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createTestApp({ env: { TRUST_PROXY: '1', ...providerEnv({ stripeUrl: stripe.url, paypalUrl: paypal.url }) } });
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

const refundUrl = (orderId: number) => `/admin/orders/${orderId}/refund`;

async function cardOrder(provider: 'stripe' | 'paypal') {
  const parent = await createUser(t.db);
  const video = await createProduct(t.db, { priceCents: 4500, isLicensed: true, licenceMonths: 12 });
  const guide = await createProduct(t.db, { priceCents: 1500, isLicensed: true, licenceMonths: 12 });
  const card = provider === 'stripe' ? await createSavedCard(t.db, parent.id, { provider: 'stripe' }) : null;
  // 45.00 + 2 × 15.00 = 75.00, 8.25 % tax: 3.71 + 2.48 = 6.19; shipping 5.00; total 86.19.
  const total = 8619;
  const reference = provider === 'stripe' ? stripe.createSucceededPaymentIntent(total) : paypal.createCompletedCapture(total);
  const placed = await createPaidOrder(t.db, {
    user: parent,
    card,
    paymentType: provider === 'stripe' ? 'credit_card' : 'paypal',
    lines: [{ product: video }, { product: guide, qty: 2 }],
    taxRate: { name: 'Texas sales tax', basisPoints: 825 },
    shippingCents: 500,
    paymentReference: reference,
  });
  expect(placed.order.totalCents).toBe(total);
  return { parent, reference, ...placed };
}

function postStripeWebhook(type: string, object: unknown) {
  const event = stripe.signedEvent({ type, object });
  return request(t.app).post('/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.body);
}

function postPayPalWebhook(event: { event_type: string; resource: unknown }) {
  const delivery = paypal.webhook(event);
  return request(t.app).post('/webhooks/paypal').set(delivery.headers).send(delivery.body);
}

const refundRows = (orderId: number) => t.db.payment.findMany({ where: { orderId, kind: 'refund' }, orderBy: { id: 'asc' } });

describe('Stripe', () => {
  it('refunds one line in full: Partially Refunded, that line’s licence suspended, e-mailed, audited; the same form again refunds nothing', async () => {
    const { parent, order, lines, licences, reference } = await cardOrder('stripe');
    const key = formKey();
    const answer = await staff.post(refundUrl(order.id), { idempotency_key: key, lines: [{ order_item_id: lines[0].id }], expected_status: ORDER_STATUS.paid });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/admin/orders/${order.id}`);
    expect((await staff.nextPage()).flash).toEqual({ success: `Refunded $48.71 on order #${String(order.id).padStart(6, '0')}; the customer was e-mailed.` });

    const call = stripe.requests.filter((entry) => entry.path === '/v1/refunds');
    expect(call).toEqual([expect.objectContaining({ idempotencyKey: `staff-refund:${key}`, body: expect.objectContaining({ payment_intent: reference, amount: '4871' }) })]);
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 4871, recordedByUserId: staff.userId, refundLines: [{ order_item_id: lines[0].id, amount_cents: 4871 }] });
    expect(row.providerReference).toMatch(/^re_/);

    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: { orderBy: { id: 'asc' } }, licences: { orderBy: { id: 'asc' } } } });
    expect(after.statusId).toBe(ORDER_STATUS.partiallyRefunded);
    expect(after.lines.map((line) => line.refundedCents)).toEqual([4871, 0]);
    expect(after.licences.map((licence) => [licence.id, licence.status])).toEqual([
      [licences[0].id, 'suspended'],
      [licences[1].id, 'active'],
    ]);
    expect(await t.db.orderStatusChange.findFirst({ where: { orderId: order.id } })).toMatchObject({
      fromStatusId: ORDER_STATUS.paid,
      toStatusId: ORDER_STATUS.partiallyRefunded,
      actorUserId: staff.userId,
    });
    expect(await t.db.staffAuditEvent.findFirst({ where: { orderId: order.id } })).toMatchObject({
      action: 'order.refund',
      before: { status: 'Paid' },
      after: expect.objectContaining({ status: 'Partially Refunded', amount_cents: 4871, provider: 'stripe', licences_suspended: 1 }),
    });
    const [mail] = await mailTo(t, parent.email);
    expect(mail.subject).toContain('A refund for your Play It Safe order');
    expect(mail.text).toContain('We refunded $48.71');
    expect(await t.db.sentEmail.findFirst({ where: { orderId: order.id } })).toMatchObject({ kind: 'order-refunded' });

    // The same form again (a double click, a retry): nothing more, at Stripe or here.
    await staff.post(refundUrl(order.id), { idempotency_key: key, lines: [{ order_item_id: lines[0].id }] });
    expect((await staff.nextPage()).flash).toEqual({ info: ORDER_ACTION_MESSAGES.alreadyDone });
    expect(stripe.refunds.size).toBe(1);

    // Stripe's webhooks for the same refund: counted once.
    const refund = stripe.refunds.get(row.providerReference!)!;
    expect((await postStripeWebhook('refund.created', refund)).body).toEqual({ received: true, duplicate: false });
    expect((await postStripeWebhook('charge.refunded', stripe.chargeOf(reference))).body).toEqual({ received: true, duplicate: false });
    expect(await refundRows(order.id)).toHaveLength(1);
    const unchanged = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: { orderBy: { id: 'asc' } } } });
    expect(unchanged.lines.map((line) => line.refundedCents)).toEqual([4871, 0]);
    expect(unchanged.statusId).toBe(ORDER_STATUS.partiallyRefunded);
    expect(await mailTo(t, parent.email)).toHaveLength(1);
  });

  it('a webhook that arrives before the staff request settles it counts the refund once', async () => {
    const { order, reference } = await cardOrder('stripe');
    const key = formKey();
    const input = { idempotency_key: key, amount: 2000 };
    // Steps 1 and 2 of the staff request, then Stripe's webhook, then the request finishes (same form key).
    const gateways = createPaymentGateways(t.config);
    const reserved = await reserveStaffRefund(t.db, order.id, input, staff.userId);
    const outcome = await requestProviderRefund({ db: t.db, gateways, logger: pino({ level: 'silent' }) }, reserved);
    expect(outcome.status).toBe('succeeded');
    const refund = stripe.refunds.get(outcome.reference!)!;
    expect(refund.metadata.refund_key).toBe(`staff-refund:${key}`);
    await postStripeWebhook('charge.refunded', stripe.chargeOf(reference));
    await postStripeWebhook('refund.updated', refund);
    expect((await refundRows(order.id)).map((row) => [row.amountCents, row.status])).toEqual([[2000, 'succeeded']]);

    await staff.post(refundUrl(order.id), { idempotency_key: key, amount: '20.00' });
    expect((await staff.nextPage()).flash.success).toContain('Refunded $20.00');
    expect(stripe.refunds.size).toBeGreaterThanOrEqual(1);
    expect(stripe.requests.filter((entry) => entry.idempotencyKey === `staff-refund:${key}`)).toHaveLength(1);
    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(after.lines.reduce((sum, line) => sum + line.refundedCents, 0)).toBe(2000);
    expect(after.statusId).toBe(ORDER_STATUS.partiallyRefunded);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await t.db.staffAuditEvent.count({ where: { orderId: order.id, action: 'order.refund' } })).toBe(1);
  });

  it('refunds what is left when no amount is given: Refunded, every licence suspended', async () => {
    const { order } = await cardOrder('stripe');
    await staff.post(refundUrl(order.id), { amount: '10.00' });
    await staff.post(refundUrl(order.id), {});
    expect((await staff.nextPage()).flash.success).toContain('Refunded $76.19');
    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true, licences: true } });
    expect(after.statusId).toBe(ORDER_STATUS.refunded);
    expect(after.refundedAt).toBeInstanceOf(Date);
    expect(after.lines.every((line) => line.refundedCents === line.lineTotalCents)).toBe(true);
    expect(after.licences.every((licence) => licence.status === 'suspended')).toBe(true);
    expect((await refundRows(order.id)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.totalCents);

    await staff.post(refundUrl(order.id), {});
    expect((await staff.nextPage()).flash).toEqual({ error: 'Only a paid order can be refunded.' });
  });

  it('checks amounts and lines against what the order can take, with field messages, and calls nobody', async () => {
    const { order, lines } = await cardOrder('stripe');
    const other = await cardOrder('stripe');
    const before = stripe.requests.length;
    await staff.post(refundUrl(order.id), { amount: '86.20' });
    expect((await staff.nextPage()).errors).toEqual({ amount: 'At most $86.19 can be refunded for this order.' });
    await staff.post(refundUrl(order.id), { amount: 'ten dollars' });
    expect((await staff.nextPage()).errors).toEqual({ amount: ORDER_ACTION_MESSAGES.amountFormat });
    await staff.post(refundUrl(order.id), { lines: [{ order_item_id: other.lines[0].id }] });
    expect((await staff.nextPage()).errors).toEqual({ 'lines.0.order_item_id': 'That line is not part of this order.' });
    await staff.post(refundUrl(order.id), { lines: [{ order_item_id: lines[1].id, amount: '32.49' }] });
    expect((await staff.nextPage()).errors).toEqual({ 'lines.0.amount': `At most $32.48 can be refunded for ${lines[1].title}.` });
    await staff.post(refundUrl(order.id), { amount: '5.00', lines: [{ order_item_id: lines[1].id, amount: '4.00' }] });
    expect((await staff.nextPage()).errors).toEqual({ amount: 'The amount must equal the sum of the line amounts ($4.00).' });
    await staff.post(refundUrl(order.id), { lines: [{ order_item_id: 'x' }] });
    expect((await staff.nextPage()).errors).toEqual({ 'lines.0.order_item_id': ORDER_ACTION_MESSAGES.lineRequired });
    await staff.post(refundUrl(order.id), { amount: '1.00', expected_status: ORDER_STATUS.shipped });
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.staleForm });

    expect(stripe.requests.length).toBe(before);
    expect(await refundRows(order.id)).toEqual([]);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.paid);
  });

  it('a refund Stripe refuses is shown to staff and changes nothing in the order', async () => {
    const { order, reference } = await cardOrder('stripe');
    // Money already given back at Stripe that the shop has not heard of yet.
    stripe.refundInDashboard(reference, 8000);
    await staff.post(refundUrl(order.id), {});
    expect((await staff.nextPage()).flash.error).toContain('Stripe refused the refund');
    expect((await refundRows(order.id)).map((row) => row.status)).toEqual(['failed']);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } })).lines.every((line) => line.refundedCents === 0)).toBe(true);

    // Stripe then reports its running total: the outside refund is added once, spread over the lines.
    await postStripeWebhook('charge.refunded', stripe.chargeOf(reference));
    const rows = await refundRows(order.id);
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([
      ['failed', order.totalCents],
      ['succeeded', 8000],
    ]);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.partiallyRefunded);
  });
});

describe('odd input', () => {
  it('answers 4xx with a message for bodies no form sends, never 500', async () => {
    const { order } = await cardOrder('stripe');
    const json = (body: unknown) =>
      staff.browser.agent.post(refundUrl(order.id)).set({ Accept: 'application/json', 'X-XSRF-TOKEN': staff.browser.token, 'Content-Type': 'application/json' }).send(JSON.stringify(body));
    const bodies: unknown[] = [
      [],
      'refund',
      { idempotency_key: formKey(), lines: 'all' },
      { idempotency_key: formKey(), lines: [null] },
      { idempotency_key: formKey(), lines: [{ order_item_id: 1e30 }] },
      { idempotency_key: formKey(), amount: 1e30 },
      { idempotency_key: formKey(), amount: '0.001' },
      { idempotency_key: formKey(), amount: -1 },
      { idempotency_key: formKey(), expected_status: 'paid' },
      { idempotency_key: 42 },
    ];
    for (const body of bodies) {
      const answer = await json(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await refundRows(order.id)).toEqual([]);
  });
});

describe('PayPal', () => {
  it('refunds the capture once per form; its PAYMENT.CAPTURE.REFUNDED is counted once; an outside refund is added', async () => {
    const { order, reference } = await cardOrder('paypal');
    const key = formKey();
    await staff.post(refundUrl(order.id), { idempotency_key: key, amount: '10.00' });
    expect((await staff.nextPage()).flash.success).toContain('Refunded $10.00');
    await staff.post(refundUrl(order.id), { idempotency_key: key, amount: '10.00' });
    expect((await staff.nextPage()).flash).toEqual({ info: ORDER_ACTION_MESSAGES.alreadyDone });
    expect(paypal.refundCount()).toBe(1);
    expect(paypal.requests.filter((entry) => entry.path === `/v2/payments/captures/${reference}/refund`)).toEqual([
      expect.objectContaining({ requestId: `staff-refund:${key}` }),
    ]);
    const [row] = await refundRows(order.id);
    const refund = paypal.refunds.get(row.providerReference!)!;
    expect(refund.custom_id).toBe(`staff-refund:${key}`);

    const webhook = await postPayPalWebhook({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: paypal.refundResource(refund.id) });
    expect(webhook.body).toEqual({ received: true, duplicate: false });
    expect(await refundRows(order.id)).toHaveLength(1);

    // A refund made in PayPal's dashboard: added once, even if PayPal delivers it twice.
    const outside = { event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'OUTSIDE1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '5.00' }, links: [{ rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${reference}` }] } };
    await postPayPalWebhook(outside);
    await postPayPalWebhook(outside);
    expect((await refundRows(order.id)).map((item) => item.amountCents)).toEqual([1000, 500]);
    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(after.statusId).toBe(ORDER_STATUS.partiallyRefunded);
    expect(after.lines.reduce((sum, line) => sum + line.refundedCents, 0)).toBe(1500);
  });
});

describe('a check order', () => {
  it('records a refund sent by check, with its number', async () => {
    const customer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const { order } = await createOrder(t.db, { user: customer, paymentType: 'check', statusId: ORDER_STATUS.paid, lines: [{ product: await createProduct(t.db, { priceCents: 9000 }) }] });
    await t.db.payment.create({
      data: { orderId: order.id, userId: customer.id, provider: 'check', kind: 'check', amountCents: 9000, status: 'succeeded', idempotencyKey: `check-payment:order-${order.id}`, checkNumber: '300' },
    });
    await staff.post(refundUrl(order.id), { check_number: '8812' });
    expect((await staff.nextPage()).flash.success).toContain('Refunded $90.00');
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ provider: 'check', checkNumber: '8812', status: 'succeeded', amountCents: 9000 })]);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.refunded);
    const [mail] = await mailTo(t, customer.email);
    expect(mail.text).toContain('by check');
  });

  it('refuses an unpaid order', async () => {
    const customer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const { order } = await createOrder(t.db, { user: customer, paymentType: 'check', statusId: ORDER_STATUS.poGenerated, paidAt: null, lines: [{ product: await createProduct(t.db) }] });
    await staff.post(refundUrl(order.id), {});
    expect((await staff.nextPage()).flash).toEqual({ error: 'Only a paid order can be refunded.' });
  });
});
