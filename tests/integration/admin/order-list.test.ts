import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import type { Product, User } from '#server/db/generated/prisma/client';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { createCheckOrder, createOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { inertiaGet, staffBrowser } from './admin-test-helpers';

let t: TestApp;
let staff: Browser;
let video: Product;
let kit: Product;
let ada: User;
let school: User;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
  video = await createProduct(t.db, { priceCents: 1000, title: 'Body Safety Video' });
  kit = await createProduct(t.db, { priceCents: 2500, title: 'Doll Kit', isHardCopy: true });
  ada = await createUser(t.db, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
  school = await createSchoolUser(t.db, { firstName: 'Grace', lastName: 'Hopper', organizationName: 'Hopper "Bugs", Elementary' });
  const evil = await createUser(t.db, { firstName: '=HYPERLINK("http://evil")', lastName: 'Mallory', email: 'mallory@example.test' });
  const paid = await createPaidOrder(t.db, { user: ada, lines: [{ product: video }], createdAt: new Date('2026-03-02T15:00:00Z'), paidAt: new Date('2026-03-02T15:00:00Z') });
  const toShip = await createPaidOrder(t.db, { user: school, lines: [{ product: kit }, { product: video }], createdAt: new Date('2026-03-10T15:00:00Z') });
  const quote = await createCheckOrder(t.db, { user: school, lines: [{ product: video, qty: 3 }], createdAt: new Date('2026-03-15T15:00:00Z') });
  const pending = await createOrder(t.db, { user: evil, lines: [{ product: video }], statusId: ORDER_STATUS.pendingPayment, paymentType: 'paypal', createdAt: new Date('2026-03-20T15:00:00Z') });
  ids = { paid: paid.order.id, toShip: toShip.order.id, quote: quote.order.id, pending: pending.order.id };
});
afterAll(() => t.close());

interface Row {
  id: number;
  order_number: string;
  customer_name: string;
  organization: string | null;
  status_name: string;
  total_cents: number;
  has_physical_items: boolean;
  detail_url: string;
}
const idsOf = (answer: { body: { props: { orders: { data: Row[] } } } }) => answer.body.props.orders.data.map((row) => row.id);

describe('GET /admin/orders', () => {
  it('lists every order newest first with the customer, status, total and links, in the admin frame', async () => {
    const answer = await inertiaGet(staff, '/admin/orders');
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('admin/orders/index');
    expect(idsOf(answer)).toEqual([ids.pending, ids.quote, ids.toShip, ids.paid]);
    expect(answer.body.props.orders.data[1]).toMatchObject({
      order_number: String(ids.quote).padStart(6, '0'),
      customer_name: 'Grace Hopper',
      organization: 'Hopper "Bugs", Elementary',
      status_name: 'PO Generated',
      payment_type: 'check',
      total_cents: 3000,
      detail_url: `/admin/orders/${ids.quote}`,
      customer_url: `/admin/customers/${school.id}`,
    });
    expect(answer.body.props.orders.data.find((row: Row) => row.id === ids.toShip).has_physical_items).toBe(true);
    expect(answer.body.props.breadcrumbs).toEqual([{ label: 'Dashboard', href: '/admin' }, { label: 'Orders' }]);
    expect(answer.body.props.auth.user.is_staff).toBe(true);
    expect(answer.body.props.export_url).toBe('/admin/orders/export.csv');
  });

  it('searches by order number, customer name, e-mail and organization', async () => {
    expect(idsOf(await inertiaGet(staff, `/admin/orders?search=%23${String(ids.paid).padStart(6, '0')}`))).toEqual([ids.paid]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?search=ada%20LOVELACE'))).toEqual([ids.paid]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?search=mallory%40example'))).toEqual([ids.pending]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?search=bugs'))).toEqual([ids.quote, ids.toShip]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?search=%25'))).toEqual([]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?search=_'))).toEqual([]);
  });

  it('filters by status, status group, payment type and date range (shop days)', async () => {
    expect(idsOf(await inertiaGet(staff, '/admin/orders?status=2'))).toEqual([ids.quote]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?status=paid'))).toEqual([ids.toShip, ids.paid]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?status=to_ship'))).toEqual([ids.toShip]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?payment_type=paypal'))).toEqual([ids.pending]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?date_from=2026-03-10&date_to=2026-03-15'))).toEqual([ids.quote, ids.toShip]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?date_basis=paid&date_from=2026-03-02&date_to=2026-03-02'))).toEqual([ids.paid]);
  });

  it('sorts by total, customer and status in either direction', async () => {
    expect(idsOf(await inertiaGet(staff, '/admin/orders?sort=total&direction=desc'))[0]).toBe(ids.toShip);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?sort=id&direction=asc'))).toEqual([ids.paid, ids.toShip, ids.quote, ids.pending]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?sort=customer&direction=asc'))).toEqual([ids.toShip, ids.quote, ids.paid, ids.pending]);
    expect(idsOf(await inertiaGet(staff, '/admin/orders?sort=status&direction=asc'))[0]).toBe(ids.pending);
  });

  it('pages on the server and keeps the filters in the page links', async () => {
    const extra = await createUser(t.db);
    for (let i = 0; i < 26; i++) await createPaidOrder(t.db, { user: extra, lines: [{ product: video }], createdAt: new Date('2025-01-01T15:00:00Z') });
    const first = await inertiaGet(staff, '/admin/orders?status=6');
    expect(first.body.props.orders).toMatchObject({ current_page: 1, per_page: 25, total: 28, last_page: 2, from: 1, to: 25 });
    expect(first.body.props.orders.links.at(-1)).toMatchObject({ label: 'Next', url: '/admin/orders?status=6&page=2' });
    const second = await inertiaGet(staff, '/admin/orders?status=6&page=2');
    expect(second.body.props.orders.data).toHaveLength(3);
    const past = await inertiaGet(staff, '/admin/orders?status=6&page=9');
    expect(past.body.props.orders).toMatchObject({ current_page: 2, from: 26, to: 28 });
    expect(past.body.props.orders.data).toHaveLength(3);
    const wide = await inertiaGet(staff, '/admin/orders?status=6&per_page=50');
    expect(wide.body.props.orders.data).toHaveLength(28);
    await t.db.order.deleteMany({ where: { userId: extra.id } });
  });

  it.each([
    ['status=11', 'Please choose a status from the list.'],
    ["status=paid'%20OR%201%3D1", 'Please choose a status from the list.'],
    ['status[]=2', 'Please choose a status from the list.'],
    ['payment_type=bitcoin', 'Please choose a payment type from the list.'],
    ['date_from=2026-02-30', 'Please choose a valid date.'],
    ['date_from=2026-03-10&date_to=2026-03-01', 'The end date cannot be before the start date.'],
    ['sort=password_hash', 'Orders cannot be sorted that way.'],
    ['direction=sideways', 'Please sort ascending or descending.'],
    ['page=0', 'Please choose a valid page.'],
    ['per_page=1000', 'Please choose 25, 50 or 100 rows per page.'],
    [`search=${'x'.repeat(101)}`, 'The search can be at most 100 characters.'],
  ])('answers 422 with the message for ?%s', async (query, message) => {
    const answer = await inertiaGet(staff, `/admin/orders?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body.props).toMatchObject({ status: 422, message });
  });
});

describe('GET /admin/orders/export.csv', () => {
  it('streams the filtered list as CSV with quoting and formula cells neutralized', async () => {
    const answer = await staff.agent.get('/admin/orders/export.csv?search=bugs&sort=id&direction=asc').buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (answer.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Order number,Placed (shop time),Paid (shop time),Status,Payment type,Customer,Email,Organization,PO number,Lines,Subtotal,Discount,Tax,Shipping,Total');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${String(ids.toShip).padStart(6, '0')},2026-03-10 10:00,`);
    expect(lines[1]).toContain(',"Hopper ""Bugs"", Elementary",');
    expect(lines[2]).toContain(',PO Generated,Check,Grace Hopper,');
    expect(lines[2]).toMatch(/,30\.00$/);
    expect(lines[3]).toBe('');
  });

  it('writes a formula-looking name as text', async () => {
    const answer = await staff.agent.get('/admin/orders/export.csv?payment_type=paypal');
    const text = String(answer.text ?? answer.body);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"") Mallory",mallory@example.test,`);
  });

  it('refuses a bad filter before streaming anything', async () => {
    const answer = await staff.agent.get('/admin/orders/export.csv?status=99');
    expect(answer.status).toBe(422);
  });
});

describe('the staff routes of the lists', () => {
  it.each([ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent, ACCOUNT_TYPE.check, ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview])(
    'answer 404 to account type %i and show it no staff link',
    async (accountTypeId) => {
      const user = await createUser(t.db, { accountTypeId });
      const browser = await signedInBrowser(t, user.email);
      for (const url of ['/admin', '/admin/orders', '/admin/orders/export.csv', `/admin/orders/${ids.paid}`, `/admin/orders/${ids.paid}/purchase-order/file`, '/admin/customers', '/admin/audit-log']) {
        const answer = await inertiaGet(browser, url);
        expect(answer.status, url).toBe(404);
        expect(answer.text).not.toContain('Hopper');
      }
      const home = await inertiaGet(browser, '/');
      expect(home.body.props.auth.user.is_staff).toBe(false);
    },
  );
});
