import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { ORDER_ACTION_MESSAGES } from '#server/orders/order-transitions.schemas';
import { shopDateOf, startOfShopDay } from '#server/shared/shop-time-zone';
import { addDays, addMonths } from '#tests/factories/db';
import { createCheckOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { type TestApp } from '#tests/support/test-app';
import { formKey, mailTo, signInAs, signInStaff, type StaffPage } from './order-actions-staff';
import { startStaffApp } from './staff-helpers';

// admin.orders.record-payment: a check arrives for a quote (PO Generated); the order becomes Paid and its licences
// are granted as for a card order, from the day the check was received; the customer gets the confirmation.

let t: TestApp;
let staff: StaffPage;
beforeAll(async () => ({ t, staff } = await startStaffApp(signInStaff)));
afterAll(() => t.close());

const url = (orderId: number | string) => `/admin/orders/${orderId}/record-payment`;

async function quote(options: { daysAgo?: number } = {}) {
  const customer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
  const video = await createProduct(t.db, { priceCents: 4500, isLicensed: true, licenceMonths: 12, videoLink: 'videos/x.mp4' });
  const book = await createProduct(t.db, { priceCents: 1500 });
  const createdAt = addDays(new Date(), -(options.daysAgo ?? 5));
  const { order, lines } = await createCheckOrder(t.db, {
    user: customer,
    lines: [{ product: video }, { product: book, qty: 2 }],
    taxRate: { name: 'Texas sales tax', basisPoints: 825 },
    createdAt,
  });
  return { customer, video, order, lines };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('recording a check on a quote', () => {
  it('pays the order, grants its licences from the day received, e-mails the confirmation and audits it', async () => {
    const { customer, video, order } = await quote();
    const receivedOn = shopDateOf(addDays(new Date(), -2));
    const answer = await staff.post(url(order.id), {
      check_number: '10442',
      amount: dollars(order.totalCents),
      received_on: receivedOn,
      expected_status: ORDER_STATUS.poGenerated,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/admin/orders/${order.id}`);
    expect((await staff.nextPage()).flash).toEqual({ success: expect.stringContaining('Check recorded') });

    const paid = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true, licences: true, statusChanges: true } });
    const paidAt = startOfShopDay(receivedOn);
    expect(paid.statusId).toBe(ORDER_STATUS.paid);
    expect(paid.paidAt).toEqual(paidAt);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        provider: 'check',
        kind: 'check',
        status: 'succeeded',
        amountCents: order.totalCents,
        checkNumber: '10442',
        receivedOn: new Date(`${receivedOn}T00:00:00.000Z`),
        recordedByUserId: staff.userId,
      }),
    ]);
    expect(paid.licences).toEqual([expect.objectContaining({ productId: video.id, userId: customer.id, status: 'active', startsAt: paidAt, expiresAt: addMonths(paidAt, 12) })]);
    expect(paid.statusChanges).toEqual([
      expect.objectContaining({ fromStatusId: ORDER_STATUS.poGenerated, toStatusId: ORDER_STATUS.paid, actorUserId: staff.userId }),
    ]);

    const audit = await t.db.staffAuditEvent.findMany({ where: { orderId: order.id } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.record-payment',
        actorUserId: staff.userId,
        customerUserId: customer.id,
        before: { status: 'PO Generated' },
        after: expect.objectContaining({ status: 'Paid', check_number: '10442', amount_cents: order.totalCents, received_on: receivedOn, licences_granted: 1 }),
      }),
    ]);

    const mails = await mailTo(t, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Order Confirmed: Play It Safe order #${String(order.id).padStart(6, '0')}`);
    expect(mails[0].text).toContain('Payment method: Payment by check');
    expect(mails[0].text).not.toContain('Quote Request');
    expect(await t.db.sentEmail.findMany({ where: { orderId: order.id } })).toEqual([
      expect.objectContaining({ toAddress: customer.email, kind: 'order-confirmation', userId: customer.id, subject: mails[0].subject }),
    ]);
  });

  it('a double submit of the same form records one check, one set of licences and one e-mail', async () => {
    const { customer, order } = await quote();
    const body = { idempotency_key: formKey(), check_number: '501', amount: dollars(order.totalCents), received_on: shopDateOf(new Date()) };
    const [first, second] = await Promise.all([staff.post(url(order.id), body), staff.post(url(order.id), body)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    // Both answers share one session, so which flash survives is a race; what happened is in the database.
    await staff.nextPage();
    const again = await staff.post(url(order.id), body);
    expect(again.status).toBe(303);
    expect((await staff.nextPage()).flash).toEqual({ info: ORDER_ACTION_MESSAGES.alreadyDone });

    expect(await t.db.payment.count({ where: { orderId: order.id } })).toBe(1);
    expect(await t.db.licence.count({ where: { orderId: order.id } })).toBe(1);
    expect(await t.db.staffAuditEvent.count({ where: { orderId: order.id } })).toBe(1);
    expect(await t.db.orderStatusChange.count({ where: { orderId: order.id } })).toBe(1);
    expect(await mailTo(t, customer.email)).toHaveLength(1);
  });

  it('a second form opened before the check was recorded is refused as stale, and without its status as not a quote', async () => {
    const { order } = await quote();
    const fields = { check_number: '77', amount: dollars(order.totalCents), received_on: shopDateOf(new Date()) };
    await staff.post(url(order.id), { ...fields, expected_status: ORDER_STATUS.poGenerated });
    await staff.nextPage();

    const stale = await staff.post(url(order.id), { ...fields, expected_status: ORDER_STATUS.poGenerated });
    expect(stale.status).toBe(303);
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.staleForm });
    await staff.post(url(order.id), fields);
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.notAQuote });
    expect(await t.db.payment.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('refuses an amount other than the total, bad amounts and dates, with field messages, and changes nothing', async () => {
    const { order } = await quote({ daysAgo: 3 });
    const today = shopDateOf(new Date());
    const short = await staff.post(url(order.id), { check_number: '12', amount: dollars(order.totalCents - 100), received_on: today });
    expect(short.status).toBe(303);
    expect(short.headers.location).toBe(`/admin/orders/${order.id}`);
    const total = (order.totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect((await staff.nextPage()).errors).toEqual({
      amount: `The amount must equal the order total of ${total}. Record the check once the whole amount has arrived.`,
    });

    await staff.post(url(order.id), { check_number: '', amount: 'twelve', received_on: '2026-02-30' });
    expect((await staff.nextPage()).errors).toEqual({
      check_number: ORDER_ACTION_MESSAGES.checkNumberRequired,
      amount: ORDER_ACTION_MESSAGES.amountFormat,
      received_on: ORDER_ACTION_MESSAGES.receivedOnFormat,
    });
    await staff.post(url(order.id), { check_number: '12', amount: dollars(order.totalCents), received_on: shopDateOf(addDays(new Date(), 2)) });
    expect((await staff.nextPage()).errors).toEqual({ received_on: ORDER_ACTION_MESSAGES.receivedOnFuture });
    await staff.post(url(order.id), { check_number: '12', amount: dollars(order.totalCents), received_on: shopDateOf(addDays(new Date(), -10)) });
    expect((await staff.nextPage()).errors).toEqual({ received_on: ORDER_ACTION_MESSAGES.receivedOnBeforeOrder });
    await staff.post(url(order.id), { check_number: '12', amount: '-5', received_on: today, idempotency_key: 'not-a-uuid' });
    expect((await staff.nextPage()).errors).toEqual({ amount: ORDER_ACTION_MESSAGES.amountFormat, idempotency_key: ORDER_ACTION_MESSAGES.formKeyMissing });

    // A JSON caller gets the same messages as a 422.
    const json = await staff.browser.agent
      .post(url(order.id))
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': staff.browser.token })
      .send({ idempotency_key: formKey(), check_number: '12', amount: { dollars: 5 }, received_on: today });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ amount: ORDER_ACTION_MESSAGES.amountFormat });

    const unchanged = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true, licences: true } });
    expect(unchanged).toMatchObject({ statusId: ORDER_STATUS.poGenerated, paidAt: null, payments: [], licences: [] });
    expect(await t.db.staffAuditEvent.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('refuses orders that are not quotes, and answers 404 for an unknown order', async () => {
    const customer = await createUser(t.db);
    const { order } = await createPaidOrder(t.db, { user: customer, lines: [{ product: await createProduct(t.db) }] });
    await staff.post(url(order.id), { check_number: '1', amount: dollars(order.totalCents), received_on: shopDateOf(new Date()) });
    expect((await staff.nextPage()).flash).toEqual({ error: ORDER_ACTION_MESSAGES.notAQuote });
    expect((await staff.post(url(999_999), {})).status).toBe(404);
    expect((await staff.post(url('abc'), {})).status).toBe(404);
  });

  it('is staff only: the customer and any other account get 404 and nothing changes', async () => {
    const { customer, order } = await quote();
    const school = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.schools });
    for (const account of [customer, school]) {
      const browser = await signInAs(t, account.email, account.id);
      const answer = await browser.post(url(order.id), { check_number: '9', amount: dollars(order.totalCents), received_on: shopDateOf(new Date()) });
      expect(answer.status).toBe(404);
    }
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).statusId).toBe(ORDER_STATUS.poGenerated);
  });
});
