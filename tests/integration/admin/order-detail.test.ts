import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStaffAction } from '#server/admin/staff-audit.service';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { createCheckOrder, createOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createSchoolSubUser, createSchoolUser, createUser } from '#tests/factories/users';
import { pdfBytes, type Browser } from '#tests/integration/accounts/account-helpers';
import { type TestApp } from '#tests/support/test-app';
import { inertiaGet, staffBrowser } from './admin-test-helpers';
import { startStaffApp } from './staff-helpers';

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => ({ t, staff } = await startStaffApp(staffBrowser)));
afterAll(() => t.close());

describe('GET /admin/orders/:id', () => {
  it('shows a quote with its customer, lines, PO, history, e-mails and trail, and the panels a quote allows', async () => {
    const school = await createSchoolUser(t.db, { organizationName: 'Oak Elementary' });
    const teacher = await createSchoolSubUser(t.db, school, { firstName: 'Tia', lastName: 'Teacher' });
    const program = await createProduct(t.db, { priceCents: 45000, title: 'Elementary Program', isLicensed: true });
    const stored = `private/purchase-orders/${randomUUID()}.pdf`;
    await mkdir(path.join(t.config.storageDir, 'private/purchase-orders'), { recursive: true });
    await writeFile(path.join(t.config.storageDir, stored), pdfBytes());
    const { order } = await createCheckOrder(t.db, { user: teacher, lines: [{ product: program }], overrides: { poNumber: 'PO-77', poFile: stored, poSubmittedAt: new Date() } });
    await t.db.orderStatusChange.create({ data: { orderId: order.id, fromStatusId: null, toStatusId: ORDER_STATUS.poGenerated } });
    await t.db.sentEmail.create({ data: { orderId: order.id, userId: teacher.id, toAddress: teacher.email, subject: 'Your quote', kind: 'quote' } });
    await recordStaffAction(t.db, { userId: staff.userId, ip: null }, { action: 'order.note', subjectType: 'order', subjectId: order.id, orderId: order.id });

    const answer = await inertiaGet(staff, `/admin/orders/${order.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('admin/orders/show');
    const props = answer.body.props;
    expect(props.breadcrumbs.at(-1)).toEqual({ label: `Order #${String(order.id).padStart(6, '0')}` });
    expect(props.order).toMatchObject({ status_name: 'PO Generated', po_number: 'PO-77', po_file_url: `/admin/orders/${order.id}/purchase-order/file`, total_cents: 45000 });
    expect(props.customer).toMatchObject({ id: school.id, organization: 'Oak Elementary', url: `/admin/customers/${school.id}` });
    expect(props.customer.placed_by).toMatchObject({ id: teacher.id, name: 'Tia Teacher' });
    expect(props.lines).toEqual([expect.objectContaining({ title: 'Elementary Program', line_total_cents: 45000, refundable_cents: 45000, is_licensed: true })]);
    expect(props.status_history).toEqual([expect.objectContaining({ from_status: null, to_status: 'PO Generated' })]);
    expect(props.emails).toEqual([expect.objectContaining({ subject: 'Your quote', kind: 'quote' })]);
    expect(props.audit_trail).toEqual([expect.objectContaining({ action: 'order.note', actor_name: 'Sam Staff' })]);
    expect(props.actions).toEqual({
      record_payment: { url: `/admin/orders/${order.id}/record-payment`, suggested_amount_cents: 45000 },
      refund: null,
      cancel: { url: `/admin/orders/${order.id}/cancel` },
      fulfilment: null,
      resend_confirmation: null,
      withdraw_payment: null,
      quote: { print_url: `/admin/orders/${order.id}/quote`, pdf_url: `/admin/orders/${order.id}/quote.pdf` },
    });

    const file = await staff.agent.get(`/admin/orders/${order.id}/purchase-order/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="PO-${String(order.id).padStart(6, '0')}.pdf"`);
  });

  it('offers refund, fulfilment and resend on a paid order with a physical item, and withdraw for a waiting payment', async () => {
    const buyer = await createUser(t.db);
    const kit = await createProduct(t.db, { priceCents: 2500, isHardCopy: true });
    const { order } = await createPaidOrder(t.db, { user: buyer, lines: [{ product: kit }] });
    const paid = (await inertiaGet(staff, `/admin/orders/${order.id}`)).body.props;
    expect(paid.actions).toMatchObject({
      refund: { url: `/admin/orders/${order.id}/refund`, refundable_cents: 2500 },
      fulfilment: { url: `/admin/orders/${order.id}/fulfilment`, next: ['processing', 'shipped'] },
      resend_confirmation: { url: `/admin/orders/${order.id}/resend-confirmation` },
      record_payment: null,
      cancel: null,
      quote: null,
    });
    expect(paid.order.po_file_url).toBeNull();
    expect((await staff.agent.get(`/admin/orders/${order.id}/purchase-order/file`)).status).toBe(404);

    const pending = await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.pendingPayment });
    await t.db.payment.create({ data: { orderId: pending.order.id, provider: 'stripe', providerReference: `pi_${randomUUID()}`, kind: 'charge', amountCents: 2500, status: 'requires_action', idempotencyKey: randomUUID() } });
    const waiting = (await inertiaGet(staff, `/admin/orders/${pending.order.id}`)).body.props;
    expect(waiting.actions.withdraw_payment).toEqual({ url: `/admin/orders/${pending.order.id}/withdraw-payment` });
    expect(waiting.payments.find((payment: { can_withdraw: boolean }) => payment.can_withdraw)).toMatchObject({ provider: 'stripe', status: 'requires_action' });
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await inertiaGet(staff, '/admin/orders/999999')).status).toBe(404);
    expect((await inertiaGet(staff, '/admin/orders/12abc')).status).toBe(404);
    expect((await inertiaGet(staff, '/admin/orders/99999999999')).status).toBe(404);
  });
});
