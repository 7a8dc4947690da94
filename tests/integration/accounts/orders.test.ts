import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PER_PAGE } from '#server/orders/orders.schemas';
import { DATE_RANGE_REVERSED } from '#server/http/list-query.schemas';
import { startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone';
import type { Product } from '#server/db/generated/prisma/client';
import { createCheckOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { expectInertiaPage } from '#tests/support/inertia-page';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from './account-helpers';

let t: TestApp;
let product: Product;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  product = await createProduct(t.db, { priceCents: 1000 });
});
afterAll(() => t.close());

interface Row {
  id: number;
  order_number: string;
  total: number;
  purchase_date: string;
  status_name: string;
  detail_url: string;
  placed_by: string | null;
}

async function ordersPage(browser: Browser, query = '') {
  const answer = await browser.agent.get(`/account/orders${query}`).set(inertiaHeaders(browser.token));
  return answer;
}
const idsOf = (answer: { body: { props: { orders: { data: Row[] } } } }) => answer.body.props.orders.data.map((row) => row.id);

describe('GET /account/orders', () => {
  it('lists the user’s orders newest first with the padded number, status, total and the detail link', async () => {
    const user = await createUser(t.db);
    const older = await createPaidOrder(t.db, { user, lines: [{ product, qty: 2 }], createdAt: new Date('2026-01-05T15:00:00Z') });
    const newer = await createCheckOrder(t.db, { user, lines: [{ product }], createdAt: new Date('2026-02-05T15:00:00Z') });
    const browser = await signedInBrowser(t, user.email);
    const answer = await ordersPage(browser);
    expect(idsOf(answer)).toEqual([newer.order.id, older.order.id]);
    expectInertiaPage(answer, 'account/orders/index', {
      orders: {
        data: [
          {
            order_number: String(newer.order.id).padStart(6, '0'),
            status_name: 'PO Generated',
            total: 10,
            purchase_date: '2026-02-05',
            payment_type: 'check',
            detail_url: `/account/organization-orders/${newer.order.id}`,
            placed_by: null,
          },
          { status_name: 'Paid', total: 20, detail_url: `/account/orders/${older.order.id}` },
        ],
        current_page: 1,
        per_page: ORDERS_PER_PAGE,
        total: 2,
        from: 1,
        to: 2,
      },
      filters: { date_from: null, date_to: null, sort_by: 'created_at', sort_direction: 'desc' },
    });
  });

  it('shows the empty state data when there are no orders', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    const answer = await ordersPage(browser);
    expect(answer.body.props.orders).toMatchObject({ total: 0, data: [], from: null, to: null });
    expect(answer.body.props.shopUrl).toBe('/shop');
  });

  it('filters by purchase date on the shop’s calendar (US Central), both ends included', async () => {
    const user = await createUser(t.db);
    const at = (iso: string) => createPaidOrder(t.db, { user, lines: [{ product }], createdAt: new Date(iso) });
    const beforeStart = await at('2026-03-10T04:30:00Z'); // 23:30 on March 9 in Fort Worth
    const firstMinute = await at('2026-03-10T05:00:00Z'); // 00:00 on March 10
    const lastMinute = await at('2026-03-12T04:59:00Z'); // 23:59 on March 11
    const afterEnd = await at('2026-03-12T05:00:00Z'); // 00:00 on March 12
    const browser = await signedInBrowser(t, user.email);
    const answer = await ordersPage(browser, '?date_from=2026-03-10&date_to=2026-03-11');
    expect(idsOf(answer)).toEqual([lastMinute.order.id, firstMinute.order.id]);
    expect(answer.body.props.filters).toMatchObject({ date_from: '2026-03-10', date_to: '2026-03-11' });
    const fromOnly = await ordersPage(browser, '?date_from=2026-03-12');
    expect(idsOf(fromOnly)).toEqual([afterEnd.order.id]);
    const toOnly = await ordersPage(browser, '?date_to=2026-03-09');
    expect(idsOf(toOnly)).toEqual([beforeStart.order.id]);
    // Winter: UTC-6.
    expect(startOfShopDay('2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfNextShopDay('2026-03-07').toISOString()).toBe('2026-03-08T06:00:00.000Z');
  });

  it('sorts by Purchase Date, Order # and Total in both directions', async () => {
    const user = await createUser(t.db);
    const cheap = await createPaidOrder(t.db, { user, lines: [{ product, qty: 1 }], createdAt: new Date('2026-04-03T15:00:00Z') });
    const dear = await createPaidOrder(t.db, { user, lines: [{ product, qty: 5 }], createdAt: new Date('2026-04-01T15:00:00Z') });
    const middle = await createPaidOrder(t.db, { user, lines: [{ product, qty: 3 }], createdAt: new Date('2026-04-02T15:00:00Z') });
    const browser = await signedInBrowser(t, user.email);
    expect(idsOf(await ordersPage(browser, '?sort_by=total&sort_direction=asc'))).toEqual([cheap.order.id, middle.order.id, dear.order.id]);
    expect(idsOf(await ordersPage(browser, '?sort_by=total'))).toEqual([dear.order.id, middle.order.id, cheap.order.id]);
    expect(idsOf(await ordersPage(browser, '?sort_by=id&sort_direction=asc'))).toEqual([cheap.order.id, dear.order.id, middle.order.id]);
    expect(idsOf(await ordersPage(browser, '?sort_by=created_at&sort_direction=asc'))).toEqual([dear.order.id, middle.order.id, cheap.order.id]);
  });

  it('pages on the server with links that keep the filters and sort', async () => {
    const user = await createUser(t.db);
    for (let day = 1; day <= 23; day++) {
      await createPaidOrder(t.db, { user, lines: [{ product }], createdAt: new Date(`2026-05-${String(day).padStart(2, '0')}T15:00:00Z`) });
    }
    const browser = await signedInBrowser(t, user.email);
    const first = await ordersPage(browser, '?date_from=2026-05-01&date_to=2026-05-31&sort_direction=asc');
    const meta = first.body.props.orders;
    expect(meta).toMatchObject({ current_page: 1, last_page: 3, total: 23, from: 1, to: 10 });
    expect(meta.links.map((link: { label: string }) => link.label)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(meta.links[0].url).toBeNull();
    expect(meta.links[4].url).toBe('/account/orders?date_from=2026-05-01&date_to=2026-05-31&sort_direction=asc&page=2');
    const last = await ordersPage(browser, '?date_from=2026-05-01&date_to=2026-05-31&sort_direction=asc&page=3');
    expect(last.body.props.orders).toMatchObject({ current_page: 3, from: 21, to: 23 });
    expect(last.body.props.orders.data[0].purchase_date).toBe('2026-05-21');
    const beyond = await ordersPage(browser, '?page=99');
    expect(beyond.body.props.orders.current_page).toBe(3);
  });

  it('answers parameters off the whitelist with 422 and a message', async () => {
    const user = await createUser(t.db);
    const browser = await signedInBrowser(t, user.email);
    for (const query of [
      '?sort_by=customer_email',
      '?sort_by=created_at;DROP TABLE orders',
      '?sort_direction=sideways',
      '?date_from=2026-02-30',
      '?date_from=yesterday',
      '?page=0',
      '?page=abc',
      '?sort_by[]=id',
    ]) {
      const answer = await browser.agent.get(`/account/orders${query}`).set('Accept', 'application/json');
      expect(answer.status, query).toBe(422);
      expect(answer.body.success, query).toBe(false);
      expect(answer.body.message, query).toBeTruthy();
    }
    const reversed = await browser.agent.get('/account/orders?date_from=2026-03-10&date_to=2026-03-01').set('Accept', 'application/json');
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe(DATE_RANGE_REVERSED);
    const page = await browser.agent.get('/account/orders?date_from=2026-03-10&date_to=2026-03-01').set(inertiaHeaders(browser.token));
    expectInertiaPage(page, 'error', { status: 422 });
  });
});

describe('who sees which orders', () => {
  it('a school’s main account and its user managers see every school order; a plain sub-user only their own', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const [manager, staff] = subUsers;
    const bySchool = await createPaidOrder(t.db, { user: school, lines: [{ product }] });
    const byManager = await createPaidOrder(t.db, { user: manager, lines: [{ product }] });
    const byStaff = await createPaidOrder(t.db, { user: staff, lines: [{ product }] });
    const other = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    await createPaidOrder(t.db, { user: other.school, lines: [{ product }] });
    const stranger = await createUser(t.db);
    await createPaidOrder(t.db, { user: stranger, lines: [{ product }] });

    const all = [byStaff.order.id, byManager.order.id, bySchool.order.id].sort((a, b) => b - a);
    const mainPage = await ordersPage(await signedInBrowser(t, school.email));
    expect(idsOf(mainPage).sort((a, b) => b - a)).toEqual(all);
    expect(mainPage.body.props.orders.data.find((row: Row) => row.id === byStaff.order.id).placed_by).toBe(`${staff.firstName} ${staff.lastName}`);
    expect(idsOf(await ordersPage(await signedInBrowser(t, manager.email))).sort((a, b) => b - a)).toEqual(all);
    expect(idsOf(await ordersPage(await signedInBrowser(t, staff.email)))).toEqual([byStaff.order.id]);
    expect(idsOf(await ordersPage(await signedInBrowser(t, other.school.email)))).not.toContain(bySchool.order.id);
  });
});
