import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { route, routeTable, type RouteName } from '#server/route-table';
import { addDays } from '#tests/factories/db';
import { createCheckOrder, createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct, createSchoolLevel } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createContactMessage, createTestimonial } from '#tests/factories/content';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { guestBrowser, pdfBytes, signedInBrowser, type Browser, type GuestBrowser } from '#tests/integration/accounts/account-helpers';
import { staffBrowser } from './staff-helpers';

// Issue 12 "Who": every staff route x every non-staff role -> 404 (or 403) and nothing changes; a guest is sent to
// sign in; staff reach the pages. Table-driven over the route table, so a new staff route is covered by adding it.

const STAFF_ROUTES = (Object.entries(routeTable) as [RouteName, (typeof routeTable)[RouteName]][]).filter(([, definition]) => definition.access === 'staff');
const NON_STAFF_ROLES = ['school', 'sub-user', 'parent', 'pays-by-check', 'trainer', 'preview'] as const;
type Role = (typeof NON_STAFF_ROLES)[number];

let t: TestApp;
let browsers: Record<Role, Browser>;
let ids: {
  order: number;
  customer: number;
  licence: number;
  product: number;
  level: number;
  upload: string;
  promoCode: number;
  taxRate: number;
  shippingRule: number;
  message: number;
  testimonial: number;
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
  const certificate = `private/tax-certificates/${randomUUID()}.pdf`;
  const poFile = `private/purchase-orders/${randomUUID()}.pdf`;
  for (const file of [certificate, poFile]) {
    await mkdir(path.dirname(path.join(t.config.storageDir, file)), { recursive: true });
    await writeFile(path.join(t.config.storageDir, file), pdfBytes(1000));
  }
  await t.db.user.update({ where: { id: school.id }, data: { taxExemptCertificate: certificate } });
  const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
  const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
  const trainer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer });
  const preview = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.preview });

  const program = await createLicensedProgram(t.db);
  const paid = await createOrder(t.db, { user: school, lines: [{ product: program }, { product: await createProduct(t.db, { isHardCopy: true }) }], paidAt: addDays(new Date(), -2) });
  const quote = await createCheckOrder(t.db, { user: check, lines: [{ product: await createProduct(t.db) }], overrides: { poNumber: 'PO-1', poFile } });
  const upload = await t.db.mediaUpload.create({
    data: { id: randomUUID(), productId: program.id, asset: 'video', fileName: 'a.mp4', sizeBytes: 1000n, chunkBytes: 8 * 1024 * 1024, chunkCount: 1, createdByUserId: school.id },
  });
  const level = await createSchoolLevel(t.db);
  const promoCode = await createPromoCode(t.db, { code: 'ACCESSTEST' });
  const taxRate = await t.db.taxRate.create({ data: { name: 'Access tax', kind: 'percentage', rate: 500, state: 'OK' } });
  const shippingRule = await t.db.shippingRule.create({ data: { name: 'Access shipping', amountCents: 700 } });
  const message = await createContactMessage(t.db);
  const testimonial = await createTestimonial(t.db);
  ids = {
    order: quote.order.id,
    customer: school.id,
    licence: paid.licences[0].id,
    product: program.id,
    level: level.id,
    upload: upload.id,
    promoCode: promoCode.id,
    taxRate: taxRate.id,
    shippingRule: shippingRule.id,
    message: message.id,
    testimonial: testimonial.id,
  };

  browsers = {
    school: await signedInBrowser(t, school.email),
    'sub-user': await signedInBrowser(t, subUsers[0].email),
    parent: await signedInBrowser(t, parent.email),
    'pays-by-check': await signedInBrowser(t, check.email),
    trainer: await signedInBrowser(t, trainer.email),
    preview: await signedInBrowser(t, preview.email),
  };
});
afterAll(() => t.close());

/** The URL of a staff route with a real record behind each `:id`. */
function urlOf(name: RouteName): string {
  if (name === 'admin.taxonomy.store') return route(name, { kind: 'levels' });
  if (name === 'admin.taxonomy.update') return route(name, { kind: 'levels', id: ids.level });
  if (!routeTable[name].path.includes(':id')) return route(name);
  if (name.startsWith('admin.orders.')) return route(name, { id: ids.order });
  if (name.startsWith('admin.products.media')) return route(name, { id: ids.product, asset: 'video', uploadId: ids.upload, index: 0 });
  if (name.startsWith('admin.products.')) return route(name, { id: ids.product });
  if (name === 'admin.licences.extend' || name === 'admin.licences.revoke' || name === 'admin.licences.regrant') return route(name, { id: ids.licence });
  if (name.startsWith('admin.promo-codes.')) return route(name, { id: ids.promoCode });
  if (name.startsWith('admin.taxes.')) return route(name, { id: ids.taxRate });
  if (name.startsWith('admin.shipping.')) return route(name, { id: ids.shippingRule });
  if (name.startsWith('admin.messages.')) return route(name, { id: ids.message });
  if (name.startsWith('admin.testimonials.')) return route(name, { id: ids.testimonial });
  return route(name, { id: ids.customer });
}

/** What a staff form could send to any of these routes, valid enough that a missing guard would act on it. */
const formBody = () => ({
  idempotency_key: randomUUID(),
  is_active: false,
  reason: 'Access test',
  expected_status: 'pending',
  expected_submitted_at: new Date().toISOString(),
  expected_expires_at: new Date().toISOString(),
  expires_on: '2030-01-01',
  product_id: 1,
  check_number: '1001',
  amount: 10,
  received_on: '2026-01-01',
  title: 'Access test',
  price: '10.00',
  name: 'Access Test Entry',
  code: 'ACCESS2',
  kind: 'percent',
  value: '20',
  rate: '5',
  state: 'OK',
});

/** Every row staff actions could touch, so "nothing changed" means nothing changed. */
async function snapshot(): Promise<string> {
  const [users, licences, orders, payments, statusChanges, audit, sentEmails, verificationTokens, resetTokens, sessions] = await Promise.all([
    t.db.user.findMany({ orderBy: { id: 'asc' } }),
    t.db.licence.findMany({ orderBy: { id: 'asc' } }),
    t.db.order.findMany({ orderBy: { id: 'asc' } }),
    t.db.payment.findMany({ orderBy: { id: 'asc' } }),
    t.db.orderStatusChange.count(),
    t.db.staffAuditEvent.count(),
    t.db.sentEmail.count(),
    t.db.emailVerificationToken.count(),
    t.db.passwordResetToken.count(),
    t.db.session.count(),
  ]);
  const [products, levels, promoCodes, taxRates, shippingRules, messages, replies, testimonials] = await Promise.all([
    t.db.product.findMany({ orderBy: { id: 'asc' } }),
    t.db.schoolLevel.findMany({ orderBy: { id: 'asc' } }),
    t.db.promoCode.findMany({ orderBy: { id: 'asc' } }),
    t.db.taxRate.findMany({ orderBy: { id: 'asc' } }),
    t.db.shippingRule.findMany({ orderBy: { id: 'asc' } }),
    t.db.contactMessage.findMany({ orderBy: { id: 'asc' } }),
    t.db.contactMessageReply.count(),
    t.db.testimonial.findMany({ orderBy: { id: 'asc' } }),
  ]);
  const media = JSON.stringify(await Promise.all([t.db.productImage.count(), t.db.mediaUpload.findMany()]), (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  const withoutLogin = users.map(({ updatedAt: _updatedAt, lastLoginAt: _lastLoginAt, ...user }) => user);
  return JSON.stringify({
    withoutLogin,
    ...{ licences, orders, payments, statusChanges, audit, sentEmails, verificationTokens, resetTokens, sessions },
    ...{ products, levels, promoCodes, taxRates, shippingRules, messages, replies, testimonials, media },
  });
}

function send(browser: GuestBrowser, name: RouteName) {
  const { method } = routeTable[name];
  const request =
    method === 'GET'
      ? browser.agent.get(urlOf(name))
      : method === 'PUT'
        ? browser.agent.put(urlOf(name)).set('Content-Type', 'application/octet-stream').send(Buffer.alloc(1000))
        : browser.agent.post(urlOf(name)).send(formBody());
  return request.set(inertiaHeaders(browser.token));
}

describe.each(NON_STAFF_ROLES)('a %s account', (role) => {
  it.each(STAFF_ROUTES.map(([name]) => name))('gets 404 from %s and changes nothing', async (name) => {
    const before = await snapshot();
    const answer = await send(browsers[role], name);
    expect([403, 404], `${routeTable[name].method} ${urlOf(name)}`).toContain(answer.status);
    expect(await snapshot()).toBe(before);
  });
});

describe('a guest', () => {
  it.each(STAFF_ROUTES.map(([name]) => name))('is sent to sign in by %s, and nothing changes', async (name) => {
    const guest = await guestBrowser(t);
    const before = await snapshot();
    const answer = await send(guest, name);
    if (routeTable[name].method === 'GET') {
      expect([302, 303]).toContain(answer.status);
      expect(answer.headers.location).toBe('/login');
    } else {
      expect(answer.status).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('staff', () => {
  it('reach every staff page', async () => {
    const staff = await staffBrowser(t);
    const pages = STAFF_ROUTES.filter(([, definition]) => definition.method === 'GET');
    expect(pages.map(([name]) => name)).toEqual(expect.arrayContaining(['admin.customers.show', 'admin.tax-exemptions', 'admin.tax-exemptions.document']));
    // A first (full) visit, as a link or a new tab opens them: the print view, PDF, CSV and files are not Inertia pages.
    for (const [name] of pages) {
      const answer = await staff.agent.get(urlOf(name));
      expect(answer.status, `${name} ${urlOf(name)}`).toBe(200);
    }
  });
});
