import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSING_MESSAGES } from '#server/licensing/licensing.schemas';
import type { LicensedItem } from '#server/licensing/licences.service';
import { addDays, addMonths } from '#tests/factories/db';
import { createLicence } from '#tests/factories/licensing';
import { createOrder } from '#tests/factories/orders';
import { createGrade, createLicensedProgram, createSchoolLevel } from '#tests/factories/products';
import { createSchoolSubUser, createSchoolUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { visit } from './licensing-world';

// My Programs' rows, sorting and Renew (account-area §2, §3 "Licensed item", §4; storefront §1 renewal;
// docs/decisions/050, 053). Renewal is paid at checkout; here a renewal order is written as checkout would.

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchoolUser>>;
let staff: Awaited<ReturnType<typeof createSchoolUser>>;
let main: Browser;
let staffBrowser: Browser;
const now = new Date();
const programs: Record<'expiring' | 'later' | 'expired' | 'renewed', Awaited<ReturnType<typeof createLicensedProgram>>> = {} as never;
const licences: Record<keyof typeof programs, number> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  school = await createSchoolUser(t.db, { email: 'renew.main@example.test' });
  staff = await createSchoolSubUser(t.db, school, { email: 'renew.staff@example.test' });
  const level = await createSchoolLevel(t.db, { name: 'Elementary' });
  const grades = {
    first: await createGrade(t.db, level.id, { name: '1st Grade', sortOrder: 3 }),
    k: await createGrade(t.db, level.id, { name: 'Kindergarten', sortOrder: 2 }),
    pk: await createGrade(t.db, level.id, { name: 'Pre-K', sortOrder: 1 }),
    fifth: await createGrade(t.db, level.id, { name: '5th Grade', sortOrder: 7 }),
  };
  programs.expiring = await createLicensedProgram(t.db, { title: 'Delta: ends in 9 days', gradeId: grades.k.id, levelId: level.id });
  programs.later = await createLicensedProgram(t.db, { title: 'Bravo: ends next year', gradeId: grades.first.id, levelId: level.id });
  programs.expired = await createLicensedProgram(t.db, { title: 'Charlie: ended', gradeId: grades.pk.id, levelId: level.id });
  programs.renewed = await createLicensedProgram(t.db, { title: 'Alpha: renewed early', gradeId: grades.fifth.id, levelId: level.id });

  const bought = async (key: keyof typeof programs, paidAt: Date) => {
    const { licences: [licence] } = await createOrder(t.db, { user: school, lines: [{ product: programs[key] }], paidAt });
    licences[key] = licence.id;
    return licence;
  };
  await bought('expiring', addDays(addMonths(now, -12), 9));
  await bought('later', addDays(now, -30));
  await bought('expired', addDays(addMonths(now, -12), -20));
  const toRenew = await bought('renewed', addDays(addMonths(now, -12), 5));
  // Renewed five days before it ends: the renewal starts where the old licence ends.
  const renewal = await createOrder(t.db, { user: school, lines: [{ product: programs.renewed, kind: 'renewal', renews: toRenew }], paidAt: addDays(now, -1) });
  licences.renewed = renewal.licences[0].id;

  main = await signedInBrowser(t, school.email);
  staffBrowser = await signedInBrowser(t, staff.email);
});
afterAll(() => t.close());

const itemsOf = async (browser: Browser, query = '') => (await visit(browser, `/account/programs${query}`)).body.props.items as LicensedItem[];
const byTitle = (items: LicensedItem[], prefix: string) => items.find((item) => item.name.startsWith(prefix))!;

describe('rows', () => {
  it('reads a renewal as one row that runs to the renewal’s end, linking to the order that covers today', async () => {
    const items = await itemsOf(staffBrowser);
    expect(items).toHaveLength(4);
    const renewed = byTitle(items, 'Alpha');
    const renewalLicence = await t.db.licence.findUniqueOrThrow({ where: { id: licences.renewed } });
    expect(renewed).toMatchObject({ is_licensed_expired: false, licence_expires_at: renewalLicence.expiresAt.toISOString(), renew: null });
    expect(renewalLicence.startsAt.getTime()).toBeGreaterThan(now.getTime());
    // The old licence still covers today, so the row links to the order that is running now.
    expect(renewed.order_id).not.toBe(renewalLicence.orderId);
    expect(renewed.detail_url).toBe(`/account/programs/${programs.renewed.id}/${renewed.order_id}`);
  });

  it('offers Renew at $30 from 30 days before the end and after it, not before', async () => {
    const items = await itemsOf(main);
    expect(byTitle(items, 'Delta')).toMatchObject({ is_licensed_expired: false, expires_in_days: 8, renew: { url: `/account/licences/${licences.expiring}/renew`, price: 30 } });
    expect(byTitle(items, 'Charlie')).toMatchObject({ is_licensed_expired: true, detail_url: null, renew: { price: 30 } });
    expect(byTitle(items, 'Bravo')).toMatchObject({ renew: null, expires_in_days: null });
  });
});

describe('sorting', () => {
  const titles = async (query: string) => (await itemsOf(main, query)).map((item) => item.name.split(':')[0]);

  it('sorts by title (the default), grade in school order, and licence end', async () => {
    expect(await titles('')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await titles('?sort_by=title&sort_direction=desc')).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(await titles('?sort_by=grade&sort_direction=asc')).toEqual(['Charlie', 'Delta', 'Bravo', 'Alpha']);
    expect(await titles('?sort_by=grade&sort_direction=desc')).toEqual(['Alpha', 'Bravo', 'Delta', 'Charlie']);
    expect(await titles('?sort_by=licence_expires_at&sort_direction=asc')).toEqual(['Charlie', 'Delta', 'Bravo', 'Alpha']);
    const page = await visit(main, '/account/programs?sort_by=grade&sort_direction=desc');
    expect(page.body.props.sort).toEqual({ sort_by: 'grade', sort_direction: 'desc' });
  });

  it('answers an unknown sort with 422', async () => {
    for (const query of ['?sort_by=price', '?sort_direction=up', '?sort_by[]=title']) {
      const answer = await visit(main, `/account/programs${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.component).toBe('error');
    }
  });
});

describe('Renew', () => {
  const renew = (browser: Browser, licenceId: number) =>
    browser.agent.post(`/account/licences/${licenceId}/renew`).set(inertiaHeaders(browser.token)).send({});

  it('puts a renewal line in the cart of whoever renews, and goes to the cart', async () => {
    const answer = await renew(staffBrowser, licences.expiring);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/shopping-cart');
    const cart = await t.db.cart.findUniqueOrThrow({ where: { userId: staff.id }, include: { items: true } });
    expect(cart.items).toEqual([expect.objectContaining({ productId: programs.expiring.id, kind: 'renewal', renewsLicenceId: licences.expiring, qty: 1 })]);
    const priced = await staffBrowser.agent.get('/cart').set(jsonHeaders(staffBrowser.token));
    expect(priced.body.items[0]).toMatchObject({ product_id: programs.expiring.id, qty: 1, line_total: 30 });
    // Twice is still one line.
    await renew(staffBrowser, licences.expiring);
    expect(await t.db.cartItem.count({ where: { cartId: cart.id } })).toBe(1);
  });

  it('turns a purchase line of the same program into the renewal', async () => {
    const cart = await t.db.cart.upsert({ where: { userId: school.id }, create: { userId: school.id }, update: {} });
    await t.db.cartItem.create({ data: { cartId: cart.id, productId: programs.expired.id, qty: 1 } });
    const answer = await main.agent.post(`/account/licences/${licences.expired}/renew`).set(jsonHeaders(main.token)).send({});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: LICENSING_MESSAGES.renewalAdded });
    const items = await t.db.cartItem.findMany({ where: { cartId: cart.id } });
    expect(items).toEqual([expect.objectContaining({ productId: programs.expired.id, kind: 'renewal', renewsLicenceId: licences.expired })]);
  });

  it('refuses a licence outside the window, one already renewed, another school’s, and non-school accounts', async () => {
    const other = await createSchoolUser(t.db, { email: 'renew.other@example.test' });
    const otherBrowser = await signedInBrowser(t, other.email);
    const [oldRenewed] = await t.db.licence.findMany({ where: { productId: programs.renewed.id, renewedBy: { isNot: null } } });
    const parentBrowser = await signedInBrowser(t, (await t.db.user.create({
      data: { accountTypeId: 6, firstName: 'P', lastName: 'Q', email: 'renew.parent@example.test', passwordHash: (await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).passwordHash },
    })).email);
    const cases: [Browser, number, number][] = [
      [main, licences.later, 422],
      [main, oldRenewed.id, 422],
      [main, licences.renewed, 422],
      [otherBrowser, licences.expiring, 404],
      [parentBrowser, licences.expiring, 403],
      [main, 999999, 404],
    ];
    for (const [browser, licenceId, status] of cases) {
      const answer = await browser.agent.post(`/account/licences/${licenceId}/renew`).set(jsonHeaders(browser.token)).send({});
      expect(answer.status, `${licenceId}`).toBe(status);
    }
    expect(await t.db.cartItem.count({ where: { cart: { userId: other.id } } })).toBe(0);
    expect(await t.db.cartItem.count({ where: { productId: programs.later.id } })).toBe(0);
  });

  it('shows the paid renewal a year on from the old end', async () => {
    const licence = await t.db.licence.findUniqueOrThrow({ where: { id: licences.expiring } });
    await createOrder(t.db, { user: staff, lines: [{ product: programs.expiring, kind: 'renewal', renews: licence }], paidAt: new Date() });
    const row = byTitle(await itemsOf(main), 'Delta');
    expect(Date.parse(row.licence_expires_at!)).toBe(addMonths(licence.expiresAt, 12).getTime());
    expect(row).toMatchObject({ renew: null, is_licensed_expired: false });
    // An extension that happened in place (one row with a later end) reads the same way.
    await createLicence(t.db, {
      userId: school.id,
      productId: programs.later.id,
      orderId: licence.orderId,
      startsAt: addDays(now, -1),
      expiresAt: addMonths(now, 24),
    });
    expect(Date.parse(byTitle(await itemsOf(main), 'Bravo').licence_expires_at!)).toBe(addMonths(now, 24).getTime());
  });
});
