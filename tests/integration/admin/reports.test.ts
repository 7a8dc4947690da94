import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { shopDateOf } from '#server/shared/shop-time-zone';
import { firstDayMonthsBefore } from '#server/admin/reports.schemas';
import type { Product, User } from '#server/db/generated/prisma/client';
import { addDays } from '#tests/factories/db';
import { createLicence } from '#tests/factories/licensing';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct, createSchoolLevel } from '#tests/factories/products';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { type TestApp } from '#tests/support/test-app';
import { guestBrowser, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { inertiaGet, staffBrowser } from './admin-test-helpers';
import { startStaffApp } from './staff-helpers';

// Issue 15 item 8: the staff reports. Each report's figures are seeded in a year of its own (sales 2024, renewals
// 2023, quotes 2022), so the describes do not see each other's orders; licences are "as of today" on levels made
// for the test. Figures and CSV rows are asserted exactly (definitions: docs/decisions/125).

let t: TestApp;
let staff: Browser & { userId: number };
let buyer: User;
beforeAll(async () => {
  ({ t, staff } = await startStaffApp(staffBrowser));
  buyer = await createUser(t.db);
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

/** A refund row as the refund flow leaves it once applied, and the line's refunded cents. */
async function recordRefund(orderId: number, amountCents: number, createdAt: Date, options: { lineId?: number; rawStatus?: string; status?: 'succeeded' | 'pending' } = {}) {
  await t.db.payment.create({
    data: {
      orderId,
      provider: 'test',
      kind: 'refund',
      amountCents,
      status: options.status ?? 'succeeded',
      rawStatus: options.rawStatus ?? 'succeeded',
      idempotencyKey: `staff-refund:${randomUUID()}`,
      createdAt,
    },
  });
  if (options.lineId && options.rawStatus !== 'requested') await t.db.orderLine.update({ where: { id: options.lineId }, data: { refundedCents: { increment: amountCents } } });
}

async function csvOf(url: string) {
  const answer = await staff.agent.get(url);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  expect(answer.text.startsWith('\uFEFF')).toBe(true);
  return answer.text.slice(1).split('\r\n').filter(Boolean);
}

describe('sales by month and top products (2024)', () => {
  let kit: Product;
  let guide: Product;
  beforeAll(async () => {
    kit = await createProduct(t.db, { title: 'Report Kit Alpha', priceCents: 2500, isHardCopy: true });
    guide = await createProduct(t.db, { title: '=HYPERLINK("x") Guide', priceCents: 1000 });
    // January: 2 kits; a guide with 8.25 % tax; a guide paid at 23:30 on Jan 31 shop time (05:30 UTC on Feb 1).
    await createOrder(t.db, { user: buyer, lines: [{ product: kit, qty: 2 }], paidAt: at('2024-01-10T18:00:00Z') });
    await createOrder(t.db, { user: buyer, lines: [{ product: guide }], paidAt: at('2024-01-20T18:00:00Z'), taxRate: { name: 'TX', basisPoints: 825 } });
    await createOrder(t.db, { user: buyer, lines: [{ product: guide }], paidAt: at('2024-02-01T05:30:00Z') });
    // Paid at 23:00 on Dec 31, 2023 shop time: not in the range, but $5 of it is refunded on Jan 15.
    const december = await createOrder(t.db, { user: buyer, lines: [{ product: kit }], paidAt: at('2024-01-01T05:00:00Z'), statusId: ORDER_STATUS.partiallyRefunded });
    await recordRefund(december.order.id, 500, at('2024-01-15T18:00:00Z'), { lineId: december.lines[0].id });
    // February: a processing kit order with $5 shipping; a refund still only requested is not counted.
    const february = await createOrder(t.db, { user: buyer, lines: [{ product: kit }], paidAt: at('2024-02-15T18:00:00Z'), statusId: ORDER_STATUS.processing, shippingCents: 500 });
    await recordRefund(february.order.id, 300, at('2024-02-16T18:00:00Z'), { status: 'pending', rawStatus: 'requested' });
    // Never sales: a quote waiting for its check, a cancelled order, a payment pending, a failed payment.
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.poGenerated, paymentType: 'check', paidAt: null, createdAt: at('2024-02-20T18:00:00Z') });
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.cancelled, paidAt: null, createdAt: at('2024-02-21T18:00:00Z') });
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.pendingPayment, paidAt: null, createdAt: at('2024-02-22T18:00:00Z') });
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], statusId: ORDER_STATUS.paymentFailed, paidAt: null, createdAt: at('2024-02-23T18:00:00Z') });
    // March: a kit refunded in full the next day; a kit and a guide, the guide refunded in April.
    const refunded = await createOrder(t.db, { user: buyer, lines: [{ product: kit }], paidAt: at('2024-03-05T18:00:00Z'), statusId: ORDER_STATUS.refunded });
    await recordRefund(refunded.order.id, 2500, at('2024-03-06T18:00:00Z'), { lineId: refunded.lines[0].id });
    const mixed = await createOrder(t.db, { user: buyer, lines: [{ product: kit }, { product: guide }], paidAt: at('2024-03-10T18:00:00Z'), statusId: ORDER_STATUS.partiallyRefunded });
    await recordRefund(mixed.order.id, 1000, at('2024-04-02T18:00:00Z'), { lineId: mixed.lines[1].id });
    // Paid at 00:30 on Apr 1 shop time: April.
    await createOrder(t.db, { user: buyer, lines: [{ product: kit }], paidAt: at('2024-04-01T05:30:00Z') });
  });

  it('sums sales paid in each shop month at their totals, less the refunds made in the month', async () => {
    const answer = await inertiaGet(staff, '/admin/reports?from=2024-01-01&to=2024-03-31');
    expect(answer.status).toBe(200);
    expect(answer.body.component).toBe('admin/reports');
    const props = answer.body.props;
    expect(props.breadcrumbs).toEqual([{ label: 'Dashboard', href: '/admin' }, { label: 'Reports' }]);
    expect(props.filters).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(props.is_default_range).toBe(false);
    expect(props.sales.months).toEqual([
      { month: '2024-01', label: 'Jan 2024', orders: 3, gross_cents: 5000 + 1083 + 1000, refunds_cents: 500, net_cents: 6583 },
      { month: '2024-02', label: 'Feb 2024', orders: 1, gross_cents: 3000, refunds_cents: 0, net_cents: 3000 },
      { month: '2024-03', label: 'Mar 2024', orders: 2, gross_cents: 2500 + 3500, refunds_cents: 2500, net_cents: 3500 },
    ]);
    expect(props.sales.totals).toEqual({ orders: 6, gross_cents: 16083, refunds_cents: 3000, net_cents: 13083 });
    expect(props.export_urls.sales).toBe('/admin/reports/sales.csv?from=2024-01-01&to=2024-03-31');
  });

  it('exports the same figures as CSV, in dollars', async () => {
    expect(await csvOf('/admin/reports/sales.csv?from=2024-01-01&to=2024-03-31')).toEqual([
      'Month,Orders,Gross sales,Refunds,Net sales',
      '2024-01,3,70.83,5.00,65.83',
      '2024-02,1,30.00,0.00,30.00',
      '2024-03,2,60.00,25.00,35.00',
      'Total,6,160.83,30.00,130.83',
    ]);
  });

  it('ranks products by their lines on those sales less refunds; lines refunded in full count no unit', async () => {
    const answer = await inertiaGet(staff, '/admin/reports?from=2024-01-01&to=2024-03-31');
    expect(answer.body.props.top_products).toEqual([
      { rank: 1, product_id: kit.id, title: 'Report Kit Alpha', units: 4, orders: 3, net_cents: 5000 + 2500 + 0 + 2500 },
      { rank: 2, product_id: guide.id, title: '=HYPERLINK("x") Guide', units: 2, orders: 2, net_cents: 1083 + 1000 },
    ]);
    expect(await csvOf(answer.body.props.export_urls.top_products)).toEqual([
      'Rank,Product ID,Product,Units,Orders,Net sales',
      `1,${kit.id},Report Kit Alpha,4,3,100.00`,
      `2,${guide.id},"'=HYPERLINK(""x"") Guide",2,2,20.83`,
    ]);
  });

  it('defaults to the last 12 months, to today in shop time', async () => {
    const today = shopDateOf(new Date());
    const answer = await inertiaGet(staff, '/admin/reports');
    expect(answer.status).toBe(200);
    expect(answer.body.props.filters).toEqual({ from: firstDayMonthsBefore(today, 11), to: today });
    expect(answer.body.props.is_default_range).toBe(true);
    expect(answer.body.props.sales.months).toHaveLength(12);
    expect(answer.body.props.sales.months[11].month).toBe(today.slice(0, 7));
  });
});

describe('licences per school level (as of today)', () => {
  it('counts licences in force: active, expiring within 30 days and not renewed, expired and never renewed', async () => {
    const [first, second, empty] = [await createSchoolLevel(t.db), await createSchoolLevel(t.db), await createSchoolLevel(t.db)];
    const programA = await createLicensedProgram(t.db, { levelId: first.id });
    const programB = await createLicensedProgram(t.db, { levelId: second.id });
    const now = new Date();
    const licence = (productId: number, startsIn: number, endsIn: number, extra: { status?: 'active' | 'suspended' | 'revoked'; renewedFromId?: number } = {}) =>
      createLicence(t.db, { userId: buyer.id, productId, startsAt: addDays(now, startsIn), expiresAt: addDays(now, endsIn), ...extra });
    await licence(programA.id, -200, 100); // active
    const renewedAhead = await licence(programA.id, -300, 10); // ends soon but renewed: active
    await licence(programA.id, 10, 375, { renewedFromId: renewedAhead.id }); // not started yet: not counted
    await licence(programA.id, -300, 10); // expiring
    await licence(programA.id, -300, 29); // expiring
    await licence(programA.id, -300, 31); // active
    await licence(programA.id, -400, -5); // expired
    const lapsedThenRenewed = await licence(programA.id, -400, -40); // renewed: not counted
    await licence(programA.id, -40, 325, { renewedFromId: lapsedThenRenewed.id }); // active
    await licence(programA.id, -10, 100, { status: 'suspended' }); // not counted
    await licence(programA.id, -400, -3, { status: 'revoked' }); // not counted
    const renewalSuspended = await licence(programA.id, -300, 20); // its renewal was refunded: expiring
    await licence(programA.id, 20, 385, { renewedFromId: renewalSuspended.id, status: 'suspended' });
    await licence(programB.id, -400, -1); // expired

    const answer = await inertiaGet(staff, '/admin/reports');
    const { licences } = answer.body.props;
    expect(licences.expiring_window_days).toBe(30);
    const rowOf = (levelId: number) => licences.levels.find((row: { level_id: number }) => row.level_id === levelId);
    expect(rowOf(first.id)).toEqual({ level_id: first.id, level: first.name, active: 4, expiring: 3, expired: 1 });
    expect(rowOf(second.id)).toEqual({ level_id: second.id, level: second.name, active: 0, expiring: 0, expired: 1 });
    expect(rowOf(empty.id)).toEqual({ level_id: empty.id, level: empty.name, active: 0, expiring: 0, expired: 0 });

    const rows = await csvOf(answer.body.props.export_urls.licences);
    expect(rows[0]).toBe('Level,Active,Expiring within 30 days,Expired');
    expect(rows).toEqual(expect.arrayContaining([`${first.name},4,3,1`, `${second.name},0,0,1`, `${empty.name},0,0,0`]));
    const { active, expiring, expired } = licences.totals;
    expect(rows.at(-1)).toBe(`Total,${active},${expiring},${expired}`);
  });
});

describe('renewals (2023)', () => {
  it('counts renewals bought in the month less refunds, and how many licences ending in the month were renewed', async () => {
    const program = await createLicensedProgram(t.db);
    const { school } = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    const old = (expiresAt: string) => createLicence(t.db, { userId: school.id, productId: program.id, startsAt: at('2022-05-01T05:00:00Z'), expiresAt: at(expiresAt) });
    const renewedInMay = await old('2023-05-20T05:00:00Z');
    await old('2023-06-10T05:00:00Z'); // never renewed
    const renewalRefunded = await old('2023-06-25T05:00:00Z');
    // Ends at 23:00 on Jun 30 shop time: June.
    await old('2023-07-01T04:00:00Z');
    await createOrder(t.db, { user: school, lines: [{ product: program, kind: 'renewal', renews: renewedInMay }], paidAt: at('2023-05-10T18:00:00Z') });
    const refunded = await createOrder(t.db, {
      user: school,
      lines: [{ product: program, kind: 'renewal', renews: renewalRefunded }],
      paidAt: at('2023-06-01T18:00:00Z'),
    });
    await t.db.order.update({ where: { id: refunded.order.id }, data: { statusId: ORDER_STATUS.refunded } });
    await recordRefund(refunded.order.id, 3000, at('2023-06-02T18:00:00Z'), { lineId: refunded.lines[0].id });
    await t.db.licence.update({ where: { id: refunded.licences[0].id }, data: { status: 'suspended' } });

    const answer = await inertiaGet(staff, '/admin/reports?from=2023-05-01&to=2023-06-30');
    expect(answer.body.props.renewals).toEqual({
      months: [
        { month: '2023-05', label: 'May 2023', renewals: 1, net_cents: 3000, licences_ending: 1, licences_renewed: 1, renewal_rate_percent: 100 },
        { month: '2023-06', label: 'Jun 2023', renewals: 0, net_cents: 0, licences_ending: 3, licences_renewed: 0, renewal_rate_percent: 0 },
      ],
      totals: { renewals: 1, net_cents: 3000, licences_ending: 4, licences_renewed: 1, renewal_rate_percent: 25 },
    });
    expect(await csvOf(answer.body.props.export_urls.renewals)).toEqual([
      'Month,Renewals bought,Renewal sales,Licences ending,Of those renewed,Renewal rate (%)',
      '2023-05,1,30.00,1,1,100.0',
      '2023-06,0,0.00,3,0,0.0',
      'Total,1,30.00,4,1,25.0',
    ]);
  });
});

describe('quote conversion (2022)', () => {
  it('follows the check orders placed in each month: paid since, cancelled, still open', async () => {
    const school = (await createSchoolWithSubUsers(t.db, { subUsers: [] })).school;
    const product = (priceCents: number) => createProduct(t.db, { priceCents });
    const quote = async (priceCents: number, createdAt: string, statusId: number = ORDER_STATUS.poGenerated, paidAt: string | null = null) =>
      createOrder(t.db, { user: school, lines: [{ product: await product(priceCents) }], paymentType: 'check', statusId, createdAt: at(createdAt), paidAt: paidAt ? at(paidAt) : null });
    await quote(1000, '2022-01-05T18:00:00Z', ORDER_STATUS.paid, '2022-02-03T18:00:00Z');
    await quote(2000, '2022-01-06T18:00:00Z', ORDER_STATUS.cancelled);
    await quote(3000, '2022-01-07T18:00:00Z');
    await quote(4000, '2022-02-01T18:00:00Z', ORDER_STATUS.refunded, '2022-02-20T18:00:00Z');
    // Requested at 23:00 on Feb 28 shop time: February.
    await quote(500, '2022-03-01T05:00:00Z');
    await quote(700, '2022-03-01T06:30:00Z'); // March: outside the range
    // A card order is no quote.
    await createOrder(t.db, { user: school, lines: [{ product: await product(9900) }], paidAt: at('2022-01-10T18:00:00Z') });

    const answer = await inertiaGet(staff, '/admin/reports?from=2022-01-01&to=2022-02-28');
    expect(answer.body.props.quotes).toEqual({
      months: [
        { month: '2022-01', label: 'Jan 2022', requested: 3, requested_cents: 6000, converted: 1, converted_cents: 1000, cancelled: 1, open: 1, conversion_percent: 33.3 },
        { month: '2022-02', label: 'Feb 2022', requested: 2, requested_cents: 4500, converted: 1, converted_cents: 4000, cancelled: 0, open: 1, conversion_percent: 50 },
      ],
      totals: { requested: 5, requested_cents: 10500, converted: 2, converted_cents: 5000, cancelled: 1, open: 2, conversion_percent: 40 },
    });
    expect(await csvOf(answer.body.props.export_urls.quotes)).toEqual([
      'Month requested,Quotes requested,Quoted value,Paid,Paid value,Cancelled,Still open,Conversion rate (%)',
      '2022-01,3,60.00,1,10.00,1,1,33.3',
      '2022-02,2,45.00,1,40.00,0,1,50.0',
      'Total,5,105.00,2,50.00,1,2,40.0',
    ]);
  });

  it('shows no rate for a month without quotes', async () => {
    const answer = await inertiaGet(staff, '/admin/reports?from=2021-03-01&to=2021-03-31');
    expect(answer.body.props.quotes.months).toEqual([
      { month: '2021-03', label: 'Mar 2021', requested: 0, requested_cents: 0, converted: 0, converted_cents: 0, cancelled: 0, open: 0, conversion_percent: null },
    ]);
    expect(await csvOf(answer.body.props.export_urls.quotes)).toEqual([
      'Month requested,Quotes requested,Quoted value,Paid,Paid value,Cancelled,Still open,Conversion rate (%)',
      '2021-03,0,0.00,0,0.00,0,0,',
      'Total,0,0.00,0,0.00,0,0,',
    ]);
  });
});

describe('the date range filter', () => {
  it.each([
    ['from=2024-13-01', 'Please choose a valid date.'],
    ['to=yesterday', 'Please choose a valid date.'],
    ['from=2024-02-30', 'Please choose a valid date.'],
    ['from[]=2024-01-01', 'Please choose a valid date.'],
    ['from=2024-05-01&to=2024-04-30', 'The end date cannot be before the start date.'],
    ['from=2019-01-01&to=2024-01-01', 'Please choose a range of at most 5 years.'],
  ])('answers 422 with the message for ?%s, on the page and every range export', async (query, message) => {
    const page = await inertiaGet(staff, `/admin/reports?${query}`);
    expect(page.status).toBe(422);
    expect(page.body.props).toMatchObject({ status: 422, message });
    for (const csv of ['sales', 'top-products', 'renewals', 'quote-conversion']) {
      const answer = await staff.agent.get(`/admin/reports/${csv}.csv?${query}`).set('Accept', 'application/json');
      expect(answer.status, csv).toBe(422);
      expect(answer.body.message, csv).toBe(message);
    }
  });

  it('takes a range of exactly 5 years', async () => {
    const answer = await inertiaGet(staff, '/admin/reports?from=2019-01-01&to=2023-12-31');
    expect(answer.status).toBe(200);
    expect(answer.body.props.sales.months).toHaveLength(60);
  });
});

describe('who may see the reports', () => {
  const urls = ['/admin/reports', '/admin/reports/sales.csv', '/admin/reports/top-products.csv', '/admin/reports/licences.csv', '/admin/reports/renewals.csv', '/admin/reports/quote-conversion.csv'];

  it('refuses every non-staff role with 404', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
    const others = [
      school,
      subUsers[0],
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.preview }),
    ];
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      for (const url of urls) expect((await browser.agent.get(url)).status, `${user.accountTypeId} ${url}`).toBe(404);
    }
  });

  it('sends a guest to sign in', async () => {
    const guest = await guestBrowser(t);
    for (const url of urls) {
      const answer = await guest.agent.get(url);
      expect([302, 303]).toContain(answer.status);
      expect(answer.headers.location).toBe('/login');
    }
  });
});
