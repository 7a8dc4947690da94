import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { recordStaffAction } from '#server/admin/staff-audit.service';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { startOfShopDay } from '#server/shared/shop-time-zone';
import { createCheckOrder, createOrder, createPaidOrder } from '#tests/factories/orders';
import { createLicence } from '#tests/factories/licensing';
import { createProduct } from '#tests/factories/products';
import { createSchoolSubUser, createSchoolUser, createUser } from '#tests/factories/users';
import { type TestApp } from '#tests/support/test-app';
import type { Browser } from '#tests/integration/accounts/account-helpers';
import { inertiaGet, staffBrowser } from './admin-test-helpers';
import { startStaffApp } from './staff-helpers';

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => ({ t, staff } = await startStaffApp(staffBrowser)));
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('GET /admin (dashboard)', () => {
  it('counts what needs staff today, each linking to its filtered list, and the day’s and month’s sales', async () => {
    const video = await createProduct(t.db, { priceCents: 1000 });
    const kit = await createProduct(t.db, { priceCents: 2500, isHardCopy: true });
    const buyer = await createUser(t.db);
    await createCheckOrder(t.db, { user: buyer, lines: [{ product: video }] });
    await createCheckOrder(t.db, { user: buyer, lines: [{ product: video }] });
    await createOrder(t.db, { user: buyer, lines: [{ product: video }], statusId: ORDER_STATUS.pendingPayment });
    await createPaidOrder(t.db, { user: buyer, lines: [{ product: kit }] });
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.processing });
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.shipped });
    await createOrder(t.db, { user: buyer, lines: [{ product: video }], statusId: ORDER_STATUS.refunded, paidAt: new Date() });
    // Paid a minute before today began (shop time): a sale of the month unless today is the 1st, never of today.
    const todayStart = startOfShopDay(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()));
    await createPaidOrder(t.db, { user: buyer, lines: [{ product: video }], paidAt: new Date(todayStart.getTime() - 60_000) });
    await createSchoolUser(t.db, { taxExemptStatus: 'pending' });
    await createSchoolUser(t.db, { taxExemptStatus: 'approved' });
    await createLicence(t.db, { userId: buyer.id, productId: video.id, startsAt: new Date(Date.now() - 300 * DAY), expiresAt: new Date(Date.now() + 10 * DAY) });
    await createLicence(t.db, { userId: buyer.id, productId: video.id, startsAt: new Date(Date.now() - 300 * DAY), expiresAt: new Date(Date.now() + 40 * DAY) });
    await createLicence(t.db, { userId: buyer.id, productId: video.id, startsAt: new Date(Date.now() - 300 * DAY), expiresAt: new Date(Date.now() + 5 * DAY), status: 'revoked' });

    const answer = await inertiaGet(staff, '/admin');
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('admin/dashboard');
    const queues = Object.fromEntries(answer.body.props.queues.map((queue: { key: string; count: number; href: string }) => [queue.key, queue]));
    expect(queues.quotes).toMatchObject({ count: 2, href: '/admin/orders?status=2&direction=asc' });
    expect(queues.payments_pending).toMatchObject({ count: 1, href: '/admin/orders?status=1&direction=asc' });
    expect(queues.to_ship).toMatchObject({ count: 2, href: '/admin/orders?status=to_ship&direction=asc' });
    expect(queues.certificates).toMatchObject({ count: 1, href: '/admin/tax-exemptions' });
    expect(queues.licences_expiring).toMatchObject({ count: 3 - 2, href: '/admin/customers?licences_expiring=1' });
    // The paid kit order (now) and the processing and shipped ones (paid now by the factory): $75 today; the refunded one is no sale.
    const [today, month] = answer.body.props.sales;
    expect(today).toMatchObject({ label: 'Sales today', order_count: 3, total_cents: 7500 });
    expect(today.href).toMatch(/^\/admin\/orders\?status=paid&date_basis=paid&date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}$/);
    const firstOfMonth = answer.body.props.shop_date.endsWith('-01');
    expect(month).toMatchObject({ order_count: firstOfMonth ? 3 : 4, total_cents: firstOfMonth ? 7500 : 8500 });
    expect(answer.body.props.breadcrumbs).toEqual([{ label: 'Dashboard' }]);
  });
});

describe('GET /admin/customers', () => {
  it('searches, filters by account type and active, sorts and links to the customer', async () => {
    const school = await createSchoolUser(t.db, { firstName: 'Zelda', lastName: 'Zimmer', organizationName: 'Zeta Academy', email: 'zelda@zeta.test' });
    const sub = await createSchoolSubUser(t.db, school, { firstName: 'Zack', lastName: 'Zeta', email: 'zack@zeta.test' });
    const inactive = await createUser(t.db, { firstName: 'Zora', lastName: 'Zed', isActive: false, email: 'zora@zeta.test' });
    await createUser(t.db, { firstName: 'Gone', lastName: 'Zeta', email: 'gone@zeta.test', deletedAt: new Date() });

    const all = await inertiaGet(staff, '/admin/customers?search=zeta&sort=name&direction=asc');
    expect(all.body.component).toBe('admin/customers/index');
    expect(all.body.props.customers.data.map((row: { id: number }) => row.id)).toEqual([inactive.id, sub.id, school.id]);
    expect(all.body.props.customers.data[1]).toMatchObject({ name: 'Zack Zeta', school_name: 'Zeta Academy', account_type_label: 'Schools/Organization', detail_url: `/admin/customers/${sub.id}` });
    expect(all.body.props.customers.data[2]).toMatchObject({ organization: 'Zeta Academy', is_active: true });
    expect(all.body.props.customers.data[0]).toMatchObject({ is_active: false });

    const byEmail = await inertiaGet(staff, '/admin/customers?search=zeta.test&active=0');
    expect(byEmail.body.props.customers.data.map((row: { id: number }) => row.id)).toEqual([inactive.id]);
    const parents = await inertiaGet(staff, `/admin/customers?search=zeta.test&account_type=${ACCOUNT_TYPE.parent}`);
    expect(parents.body.props.customers.data.map((row: { id: number }) => row.id)).toEqual([inactive.id]);
    expect((await inertiaGet(staff, '/admin/customers?account_type=9')).status).toBe(422);
    expect((await inertiaGet(staff, '/admin/customers?sort=password_hash')).status).toBe(422);
  });

  it('filters the customers whose active licences expire within 30 days', async () => {
    const video = await createProduct(t.db);
    const soon = await createUser(t.db, { lastName: 'Soonexpiring' });
    const later = await createUser(t.db, { lastName: 'Laterexpiring' });
    await createLicence(t.db, { userId: soon.id, productId: video.id, startsAt: new Date(Date.now() - 300 * DAY), expiresAt: new Date(Date.now() + 3 * DAY) });
    await createLicence(t.db, { userId: later.id, productId: video.id, startsAt: new Date(Date.now() - 300 * DAY), expiresAt: new Date(Date.now() + 45 * DAY) });
    const answer = await inertiaGet(staff, '/admin/customers?licences_expiring=1&search=expiring');
    expect(answer.body.props.customers.data.map((row: { id: number }) => row.id)).toEqual([soon.id]);
  });
});

describe('GET /admin/audit-log', () => {
  it('lists staff actions newest first, filtered by actor, action, order, customer and dates, linking to what they touched', async () => {
    const buyer = await createUser(t.db);
    const product = await createProduct(t.db);
    const { order } = await createCheckOrder(t.db, { user: buyer, lines: [{ product }] });
    const actor = { userId: staff.userId, ip: '203.0.113.9' };
    await recordStaffAction(t.db, actor, { action: 'order.resend-confirmation', subjectType: 'order', subjectId: order.id, orderId: order.id, customerUserId: buyer.id });
    await recordStaffAction(t.db, actor, { action: 'customer.deactivate', subjectType: 'user', subjectId: buyer.id, customerUserId: buyer.id, before: { is_active: true }, after: { is_active: false } });

    const answer = await inertiaGet(staff, '/admin/audit-log');
    expect(answer.body.component).toBe('admin/audit-log');
    expect(answer.body.props.events.data.map((event: { action: string }) => event.action)).toEqual(['customer.deactivate', 'order.resend-confirmation']);
    expect(answer.body.props.events.data[1]).toMatchObject({
      actor_name: 'Sam Staff',
      ip: '203.0.113.9',
      order_url: `/admin/orders/${order.id}`,
      order_number: String(order.id).padStart(6, '0'),
      customer_url: `/admin/customers/${buyer.id}`,
    });
    expect(answer.body.props.action_options.map((option: { value: string }) => option.value)).toEqual(['customer.deactivate', 'order.resend-confirmation']);
    expect(answer.body.props.actor_options).toContainEqual({ value: String(staff.userId), label: 'Sam Staff' });

    const byOrder = await inertiaGet(staff, `/admin/audit-log?order_id=${order.id}`);
    expect(byOrder.body.props.events.data).toHaveLength(1);
    const byAction = await inertiaGet(staff, `/admin/audit-log?action=customer.deactivate&customer_id=${buyer.id}&actor=${staff.userId}`);
    expect(byAction.body.props.events.data).toHaveLength(1);
    const past = await inertiaGet(staff, '/admin/audit-log?date_to=2020-01-01');
    expect(past.body.props.events.data).toHaveLength(0);
    expect((await inertiaGet(staff, '/admin/audit-log?order_id=abc')).status).toBe(422);
    expect((await inertiaGet(staff, '/admin/audit-log?action=DROP%20TABLE')).status).toBe(422);
  });
});
