import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItemView } from '#server/cart/cart.rules';
import { findOrderConfirmation } from '#server/orders/order-confirmation.service';
import { formatShopDate } from '#server/shared/shop-time-zone';
import { addDays, addMonths } from '#tests/factories/db';
import { createOrder } from '#tests/factories/orders';
import { createLicensedProgram } from '#tests/factories/products';
import { createSchoolUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';

// A renewal line says what it buys (issue 13 item 6; docs/decisions/098): "One-year licence renewal: <program> —
// new expiry <date>", the date computed on the server as paying the renewal would set it (a year from the later
// of now and the current end), in the shop's calendar (docs/decisions/033). Cart calls and the checkout page.

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchoolUser>>;
let browser: Browser;
const now = new Date();
type Licence = Awaited<ReturnType<typeof createOrder>>['licences'][number];
const licences: { running: Licence; ended: Licence } = {} as never;
let titles: { running: string; ended: string };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  school = await createSchoolUser(t.db, { email: 'renewal.lines@example.test' });
  const running = await createLicensedProgram(t.db, { title: 'Safe Touches' });
  const ended = await createLicensedProgram(t.db, { title: 'Tell a Grown-Up' });
  titles = { running: running.title, ended: ended.title };
  licences.running = (await createOrder(t.db, { user: school, lines: [{ product: running }], paidAt: addDays(addMonths(now, -12), 9) })).licences[0];
  licences.ended = (await createOrder(t.db, { user: school, lines: [{ product: ended }], paidAt: addDays(addMonths(now, -12), -20) })).licences[0];
  browser = await signedInBrowser(t, school.email);
  for (const licence of [licences.running, licences.ended]) {
    const answer = await browser.agent.post(`/account/licences/${licence.id}/renew`).set(inertiaHeaders(browser.token)).send({});
    expect(answer.status).toBe(302);
  }
});
afterAll(() => t.close());

const lineFor = (items: CartItemView[], licenceId: number) => items.find((item) => item.renewal?.renews_licence_id === licenceId)!;

describe('a renewal line', () => {
  it('reads as a one-year licence renewal of the program with the new expiry, a year after the current end', async () => {
    const cart = await browser.agent.get('/cart').set(jsonHeaders(browser.token));
    expect(cart.status).toBe(200);
    const line = lineFor(cart.body.items, licences.running.id);
    const newExpiry = addMonths(licences.running.expiresAt, 12);
    expect(line.renewal).toEqual({
      label: `One-year licence renewal: ${titles.running} — new expiry ${formatShopDate(newExpiry)}`,
      renews_licence_id: licences.running.id,
      new_expires_at: newExpiry.toISOString(),
      new_expires_on: formatShopDate(newExpiry),
    });
    expect(line).toMatchObject({ qty: 1, line_total: 30, product: { title: titles.running } });
  });

  it('counts the year from today when the licence has already ended', async () => {
    const before = new Date();
    const cart = await browser.agent.get('/cart').set(jsonHeaders(browser.token));
    const after = new Date();
    const { renewal } = lineFor(cart.body.items, licences.ended.id);
    const newExpiry = new Date(renewal!.new_expires_at);
    expect(newExpiry.getTime()).toBeGreaterThanOrEqual(addMonths(before, 12).getTime());
    expect(newExpiry.getTime()).toBeLessThanOrEqual(addMonths(after, 12).getTime());
    expect(renewal!.label).toBe(`One-year licence renewal: ${titles.ended} — new expiry ${formatShopDate(newExpiry)}`);
  });

  it('is the date paying the renewal gives the licence, and the order confirmation says so', async () => {
    const cart = await browser.agent.get('/cart').set(jsonHeaders(browser.token));
    const { renewal } = lineFor(cart.body.items, licences.running.id);
    const program = await t.db.licence.findUniqueOrThrow({ where: { id: licences.running.id }, select: { product: true } });
    const paid = await createOrder(t.db, { user: school, lines: [{ product: program.product, kind: 'renewal', renews: licences.running }], paidAt: new Date() });
    expect(paid.licences[0].expiresAt.toISOString()).toBe(renewal!.new_expires_at);
    const confirmation = await findOrderConfirmation(t.db, school.id, paid.order.id);
    expect(confirmation!.items).toEqual([expect.objectContaining({ kind: 'renewal', renewal_label: renewal!.label })]);
    await t.db.licence.delete({ where: { id: paid.licences[0].id } });
  });

  it('reads the same in the checkout order summary, and a purchase line has no renewal', async () => {
    const product = await createLicensedProgram(t.db, { title: 'Plain Purchase' });
    await browser.agent.post('/cart').set(jsonHeaders(browser.token)).send({ product_id: product.id, qty: 1 });
    const page = await browser.agent.get('/checkout').set(inertiaHeaders(browser.token));
    expect(page.status).toBe(200);
    const items = page.body.props.cart_items as CartItemView[];
    const newExpiry = addMonths(licences.running.expiresAt, 12);
    expect(lineFor(items, licences.running.id).renewal!.label).toBe(`One-year licence renewal: ${titles.running} — new expiry ${formatShopDate(newExpiry)}`);
    expect(items.find((item) => item.product_id === product.id)).toMatchObject({ renewal: null, product: { title: 'Plain Purchase' } });
  });
});
