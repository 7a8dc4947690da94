import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { ORDER_ACTION_MESSAGES } from '#server/orders/order-transitions.schemas';
import { findAvailableOrderActions, STALE_PAYMENT_REASON, withdrawStalePendingPayments } from '#server/orders/order-transitions.service';
import { createCheckOrder, createOrder, createPaidOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createAddress, createSchoolUser, createUser } from '#tests/factories/users';
import { type TestApp } from '#tests/support/test-app';
import { formKey, mailTo, signInAs, signInStaff, type StaffPage } from './order-actions-staff';
import { confirmationResentMessage } from '#server/admin/order-actions.controller.js';
import { startStaffApp } from './staff-helpers';

// admin.orders.fulfilment, .cancel, .resend-confirmation, .withdraw-payment and the stale-payment job.

let t: TestApp;
let staff: StaffPage;
beforeAll(async () => ({ t, staff } = await startStaffApp(signInStaff)));
afterAll(() => t.close());

const action = (orderId: number, name: string) => `/admin/orders/${orderId}/${name}`;

async function paidKitOrder() {
  const school = await createSchoolUser(t.db);
  const address = await createAddress(t.db, school.id);
  const { order } = await createPaidOrder(t.db, { user: school, lines: [{ product: await createLicensedProgram(t.db) }], shippingAddress: address });
  return { school, order };
}

const statusOf = async (orderId: number) => (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).statusId;

describe('fulfilment', () => {
  it('takes a kit order Paid -> Processing -> Shipped (tracking e-mail) -> Completed, with history and audit', async () => {
    const { school, order } = await paidKitOrder();
    const processing = await staff.post(action(order.id, 'fulfilment'), { action: 'processing', expected_status: ORDER_STATUS.paid });
    expect(processing.status).toBe(303);
    expect(processing.headers.location).toBe(`/admin/orders/${order.id}`);
    expect((await staff.nextPage()).flash).toEqual({ success: `Order #${String(order.id).padStart(6, '0')} is now Processing.` });

    await staff.post(action(order.id, 'fulfilment'), { action: 'shipped' });
    expect((await staff.nextPage()).errors).toEqual({ carrier: ORDER_ACTION_MESSAGES.carrierRequired, tracking_number: ORDER_ACTION_MESSAGES.trackingNumberRequired });
    await staff.post(action(order.id, 'fulfilment'), { action: 'shipped', carrier: 'pigeon', tracking_number: '<script>' });
    expect((await staff.nextPage()).errors).toEqual({ carrier: ORDER_ACTION_MESSAGES.carrierRequired, tracking_number: ORDER_ACTION_MESSAGES.trackingNumberFormat });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.processing);

    await staff.post(action(order.id, 'fulfilment'), { action: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784', expected_status: ORDER_STATUS.processing });
    expect((await staff.nextPage()).flash.success).toContain('shipped');
    const shipped = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(shipped).toMatchObject({ statusId: ORDER_STATUS.shipped, shippingCarrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    const [mail] = await mailTo(t, school.email);
    expect(mail.subject).toContain('has shipped');
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(await t.db.sentEmail.findFirst({ where: { orderId: order.id } })).toMatchObject({ kind: 'order-shipped', toAddress: school.email });
    expect(await findAvailableOrderActions(t.db, order.id)).toMatchObject({ fulfilment: ['completed'], refund: true, cancel: false, record_payment: false });

    await staff.post(action(order.id, 'fulfilment'), { action: 'completed', expected_status: ORDER_STATUS.shipped });
    expect((await staff.nextPage()).flash.success).toContain('Completed');
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.completed);

    const history = await t.db.orderStatusChange.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(history.map((row) => [row.fromStatusId, row.toStatusId, row.actorUserId])).toEqual([
      [ORDER_STATUS.paid, ORDER_STATUS.processing, staff.userId],
      [ORDER_STATUS.processing, ORDER_STATUS.shipped, staff.userId],
      [ORDER_STATUS.shipped, ORDER_STATUS.completed, staff.userId],
    ]);
    const audit = await t.db.staffAuditEvent.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(audit.map((event) => event.action)).toEqual(['order.fulfilment.processing', 'order.fulfilment.shipped', 'order.fulfilment.completed']);
    expect(audit[1]).toMatchObject({ before: { status: 'Processing', carrier: null, tracking_number: null }, after: { status: 'Shipped', carrier: 'ups', tracking_number: '1Z999AA10123456784' } });
  });

  it('refuses moves out of order and stale forms, changing nothing', async () => {
    const { order } = await paidKitOrder();
    await staff.post(action(order.id, 'fulfilment'), { action: 'completed' });
    expect((await staff.nextPage()).flash).toEqual({ error: 'Ship the order before marking it completed.' });
    await staff.post(action(order.id, 'fulfilment'), { action: 'processing', expected_status: ORDER_STATUS.processing });
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.staleForm });
    await staff.post(action(order.id, 'fulfilment'), { action: 'ship it' });
    expect((await staff.nextPage()).errors).toEqual({ action: ORDER_ACTION_MESSAGES.actionRequired });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.paid);
    expect(await t.db.staffAuditEvent.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('a download-only order goes from Paid straight to Completed', async () => {
    const parent = await createUser(t.db);
    const { order } = await createPaidOrder(t.db, { user: parent, lines: [{ product: await createProduct(t.db, { isLicensed: true }) }] });
    await staff.post(action(order.id, 'fulfilment'), { action: 'shipped', carrier: 'usps', tracking_number: '9400100000000000000000' });
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.nothingToShip });
    await staff.post(action(order.id, 'fulfilment'), { action: 'completed', expected_status: ORDER_STATUS.paid });
    expect((await staff.nextPage()).flash.success).toContain('Completed');
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.completed);
  });

  it('does not fulfil an unpaid order', async () => {
    const { order } = await createCheckOrder(t.db, { user: await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check }), lines: [{ product: await createProduct(t.db) }] });
    await staff.post(action(order.id, 'fulfilment'), { action: 'completed' });
    expect((await staff.nextPage()).flash).toEqual({ error: 'A PO Generated order cannot be fulfilled; only paid orders can.' });
  });
});

describe('cancel', () => {
  it('cancels a quote, gives its promo use back, grants nothing and e-mails the customer', async () => {
    const customer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const promo = await createPromoCode(t.db, { usesCount: 1, maxUses: 1 });
    const { order } = await createCheckOrder(t.db, { user: customer, lines: [{ product: await createProduct(t.db, { isLicensed: true }) }], discountCents: 250, promoCode: promo });
    await t.db.promoCodeUse.create({ data: { promoCodeId: promo.id, orderId: order.id, userId: customer.id, discountCents: 250 } });

    const answer = await staff.post(action(order.id, 'cancel'), { expected_status: ORDER_STATUS.poGenerated, reason: 'The school ordered twice.' });
    expect(answer.status).toBe(303);
    expect((await staff.nextPage()).flash.success).toContain('cancelled');
    const cancelled = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { licences: true, promoCodeUse: true } });
    expect(cancelled).toMatchObject({ statusId: ORDER_STATUS.cancelled, licences: [], promoCodeUse: null });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usesCount).toBe(0);
    const [mail] = await mailTo(t, customer.email);
    expect(mail.subject).toContain('was cancelled');
    expect(mail.text).toContain('The school ordered twice.');
    expect(await t.db.staffAuditEvent.findFirst({ where: { orderId: order.id } })).toMatchObject({
      action: 'order.cancel',
      before: { status: 'PO Generated', promo_code: promo.code },
      after: { status: 'Cancelled', promo_use_released: true, payments_cancelled: 0, reason: 'The school ordered twice.' },
    });

    await staff.post(action(order.id, 'cancel'), {});
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.cannotCancel });
  });

  it('cancels an order still waiting for its card payment, ending that payment', async () => {
    const { parent, order, payment } = await pendingCardOrder({ minutesAgo: 3 });
    await staff.post(action(order.id, 'cancel'), { expected_status: ORDER_STATUS.pendingPayment });
    expect((await staff.nextPage()).flash.success).toContain('cancelled');
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.cancelled);
    expect(await t.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'cancelled', rawStatus: 'cancelled' });
    expect((await mailTo(t, parent.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('was cancelled')]);
  });

  it('refuses a paid order (refund it instead)', async () => {
    const { order } = await paidKitOrder();
    await staff.post(action(order.id, 'cancel'), {});
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.cannotCancel });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.paid);
  });
});

describe('resend the confirmation', () => {
  it('sends the confirmation again once per form, and records it', async () => {
    const { school, order } = await paidKitOrder();
    const key = formKey();
    await staff.post(action(order.id, 'resend-confirmation'), { idempotency_key: key });
    expect((await staff.nextPage()).flash).toEqual({ success: confirmationResentMessage(school.email) });
    await staff.post(action(order.id, 'resend-confirmation'), { idempotency_key: key });
    expect((await staff.nextPage()).flash).toEqual({ info: ORDER_ACTION_MESSAGES.alreadyDone });
    const mails = await mailTo(t, school.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Order Confirmed: Play It Safe order #${String(order.id).padStart(6, '0')}`]);
    expect(await t.db.sentEmail.count({ where: { orderId: order.id, kind: 'order-confirmation' } })).toBe(1);
    expect(await t.db.staffAuditEvent.findFirst({ where: { orderId: order.id } })).toMatchObject({ action: 'order.resend-confirmation', after: { to: school.email } });
  });
});

async function pendingCardOrder(options: { minutesAgo: number; promo?: boolean }) {
  const parent = await createUser(t.db);
  const promo = options.promo ? await createPromoCode(t.db, { usesCount: 1 }) : null;
  const { order } = await createOrder(t.db, {
    user: parent,
    statusId: ORDER_STATUS.pendingPayment,
    paidAt: null,
    lines: [{ product: await createProduct(t.db, { isLicensed: true }) }],
    promoCode: promo,
    discountCents: promo ? 100 : 0,
  });
  if (promo) await t.db.promoCodeUse.create({ data: { promoCodeId: promo.id, orderId: order.id, userId: parent.id, discountCents: 100 } });
  const at = new Date(Date.now() - options.minutesAgo * 60_000);
  const payment = await t.db.payment.create({
    data: {
      orderId: order.id,
      userId: parent.id,
      provider: 'test',
      providerReference: `pi_test_${order.id}`,
      kind: 'charge',
      amountCents: order.totalCents,
      status: 'requires_action',
      rawStatus: 'requires_action',
      idempotencyKey: `${order.idempotencyKey}:1`,
      createdAt: at,
    },
  });
  await t.db.$executeRaw`UPDATE payments SET updated_at = ${at} WHERE id = ${payment.id}`;
  return { parent, order, payment, promo };
}

describe('withdrawing a pending payment', () => {
  it('staff withdraw it by hand: payment cancelled, order Payment Failed, promo use back, placement key freed', async () => {
    const { order, payment, promo } = await pendingCardOrder({ minutesAgo: 20, promo: true });
    await staff.post(action(order.id, 'withdraw-payment'), { payment_id: payment.id, expected_status: ORDER_STATUS.pendingPayment });
    expect((await staff.nextPage()).flash.success).toContain('Payment Failed');
    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true, promoCodeUse: true } });
    expect(after).toMatchObject({ statusId: ORDER_STATUS.paymentFailed, promoCodeUse: null });
    expect(after.idempotencyKey).not.toBe(order.idempotencyKey);
    expect(after.payments[0]).toMatchObject({ status: 'cancelled', rawStatus: 'withdrawn', recordedByUserId: staff.userId });
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo!.id } })).usesCount).toBe(0);

    await staff.post(action(order.id, 'withdraw-payment'), { payment_id: payment.id });
    expect((await staff.nextPage()).errors).toEqual({ payment_id: ORDER_ACTION_MESSAGES.paymentNotPending });
  });

  it('refuses another order’s payment and a non-numeric id with a field message', async () => {
    const { order } = await pendingCardOrder({ minutesAgo: 5 });
    const other = await pendingCardOrder({ minutesAgo: 5 });
    await staff.post(action(order.id, 'withdraw-payment'), { payment_id: other.payment.id });
    expect((await staff.nextPage()).errors).toEqual({ payment_id: 'That payment is not part of this order.' });
    await staff.post(action(order.id, 'withdraw-payment'), { payment_id: 'one' });
    expect((await staff.nextPage()).errors).toEqual({ payment_id: ORDER_ACTION_MESSAGES.paymentRequired });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.pendingPayment);
    expect(await statusOf(other.order.id)).toBe(ORDER_STATUS.pendingPayment);
  });

  it('the job withdraws only payments older than the configured age, once', async () => {
    const stale = await pendingCardOrder({ minutesAgo: 61, promo: true });
    const fresh = await pendingCardOrder({ minutesAgo: 30 });
    const first = await withdrawStalePendingPayments(t.db, { maxAgeMinutes: 60 });
    expect(first.withdrawn).toBeGreaterThanOrEqual(1);
    expect(await statusOf(stale.order.id)).toBe(ORDER_STATUS.paymentFailed);
    expect(await statusOf(fresh.order.id)).toBe(ORDER_STATUS.pendingPayment);
    expect(await t.db.promoCodeUse.count({ where: { orderId: stale.order.id } })).toBe(0);
    expect(await t.db.orderStatusChange.findFirst({ where: { orderId: stale.order.id } })).toMatchObject({
      fromStatusId: ORDER_STATUS.pendingPayment,
      toStatusId: ORDER_STATUS.paymentFailed,
      actorUserId: null,
      note: STALE_PAYMENT_REASON(60),
    });
    expect((await withdrawStalePendingPayments(t.db, { maxAgeMinutes: 60 })).withdrawn).toBe(0);
    // A shorter age (config PENDING_PAYMENT_MAX_AGE_MINUTES) reaches the younger one too.
    await withdrawStalePendingPayments(t.db, { maxAgeMinutes: 15 });
    expect(await statusOf(fresh.order.id)).toBe(ORDER_STATUS.paymentFailed);
  });
});

describe('refund on the test gateway (development and browser tests)', () => {
  it('refunds offline, once per form key', async () => {
    const parent = await createUser(t.db);
    const { order, licences } = await createPaidOrder(t.db, { user: parent, lines: [{ product: await createProduct(t.db, { isLicensed: true, priceCents: 3000 }) }] });
    const key = formKey();
    await staff.post(action(order.id, 'refund'), { idempotency_key: key });
    expect((await staff.nextPage()).flash.success).toContain('Refunded $30.00');
    await staff.post(action(order.id, 'refund'), { idempotency_key: key });
    expect((await staff.nextPage()).flash).toEqual({ info: ORDER_ACTION_MESSAGES.alreadyDone });
    expect(await t.db.payment.findMany({ where: { orderId: order.id, kind: 'refund' } })).toEqual([
      expect.objectContaining({ provider: 'test', status: 'succeeded', amountCents: 3000 }),
    ]);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.refunded);
    expect((await t.db.licence.findUniqueOrThrow({ where: { id: licences[0].id } })).status).toBe('suspended');
  });
});

describe('permissions', () => {
  it('every order action answers 404 to a non-staff account and changes nothing', async () => {
    const { school, order } = await paidKitOrder();
    const parent = await createUser(t.db);
    for (const account of [school, parent]) {
      const page = await signInAs(t, account.email, account.id);
      for (const name of ['fulfilment', 'cancel', 'resend-confirmation', 'withdraw-payment', 'record-payment', 'refund']) {
        expect((await page.post(action(order.id, name), { action: 'completed', payment_id: 1 })).status).toBe(404);
      }
    }
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.paid);
    expect(await t.db.staffAuditEvent.count({ where: { orderId: order.id } })).toBe(0);
  });
});

