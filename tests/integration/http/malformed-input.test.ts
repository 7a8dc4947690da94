import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { MALFORMED_MULTIPART_MESSAGE } from '#server/http/error-handler';
import { NUL_BYTE_MESSAGE } from '#server/http/nul-bytes';
import { route, routeTable, type RouteName, type RouteParams } from '#server/route-table';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { addDays } from '#tests/factories/db';
import { createCheckOrder, createOrder } from '#tests/factories/orders';
import { createLicensedProgram, createProduct } from '#tests/factories/products';
import { createSavedCard, createSchoolWithSubUsers } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { guestBrowser, jsonHeaders, signedInBrowser, type GuestBrowser } from '#tests/integration/accounts/account-helpers';
import { staffBrowser } from '#tests/integration/admin/staff-helpers';

// Issue 14 item 5: malformed input is a 4xx, never a 500, and changes nothing. Table-driven over the route table:
// every route that takes an id, a query or a body gets the battery's inputs, as a role allowed on it (a guest on
// guest routes, a school main account on user and public routes, staff on staff routes).

type Definition = (typeof routeTable)[RouteName];
const ROUTES = Object.entries(routeTable) as [RouteName, Definition][];

/** Parameters that are database ids; anything else in a path (a token, a slug, a provider's id) is text. */
const NUMERIC_PARAMS = ['id', 'productId', 'orderId'];
/** Routes whose `:id` is a provider's or a file's name, not a database id. */
const TEXT_ID_ROUTES: RouteName[] = ['checkout.paypal-capture-order', 'checkout.test-card.confirm', 'checkout.test-payment.authenticate', 'dev.mailbox.message'];
/** Routes that read a multipart body (account-area §7, the PO upload, registration). */
const MULTIPART_ROUTES: RouteName[] = ['register.store', 'client.profile.update', 'school-users.update', 'client.order-update-po'];
const BAD_IDS = ['2147483648', '99999999999999999999', 'abc'];
const BAD_XSRF_TOKENS = ['%', '%E0%A4%A'];
/** Every text field the shop's forms and calls read, each carrying a NUL byte. */
const STRING_FIELDS = [
  'email', 'password', 'password_confirmation', 'current_password', 'code', 'search', 'name', 'first_name', 'last_name',
  'organization_name', 'phone', 'phone_number', 'message', 'subject', 'captcha', 'token', 'street', 'address', 'city',
  'state', 'zip_code', 'country', 'receiver_name', 'po_number', 'reason', 'idempotency_key', 'visitor_type', 'status',
  'product_id', 'qty', 'amount', 'check_number', 'expires_on', 'asset', 'payment_method_id', 'card_id', 'address_id',
  'promo_code', 'sort_by', 'sort_direction', 'page', 'title', 'heard_about_us',
];
const MULTIPART_FIELDS = ['email', 'first_name', 'last_name', 'organization_name', 'phone_number', 'password', 'po_number', 'status'];
const withNul = (text: string) => `${text}\u0000x`;
const nulBody = () => Object.fromEntries(STRING_FIELDS.map((field) => [field, withNul(field)]));

let t: TestApp;
let guest: () => Promise<GuestBrowser>;
let school: GuestBrowser;
let staff: GuestBrowser;
let ids: { school: number; subUser: number; order: number; checkOrder: number; card: number; licence: number; product: number };
let staffIds: { order: number; customer: number; licence: number };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const family = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub', isManageSchoolUser: false }] });
  const owner = family.school;
  await t.db.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: new Date(), accountTypeId: ACCOUNT_TYPE.schools } });
  const program = await createLicensedProgram(t.db);
  const paid = await createOrder(t.db, { user: owner, lines: [{ product: program }], paidAt: addDays(new Date(), -2) });
  const check = await createCheckOrder(t.db, { user: owner, lines: [{ product: await createProduct(t.db) }] });
  const card = await createSavedCard(t.db, owner.id);
  ids = { school: owner.id, subUser: family.subUsers[0].id, order: paid.order.id, checkOrder: check.order.id, card: card.id, licence: paid.licences[0].id, product: program.id };
  staffIds = { order: check.order.id, customer: owner.id, licence: paid.licences[0].id };

  guest = () => guestBrowser(t);
  school = await signedInBrowser(t, owner.email);
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

/** Real values for every parameter of the route, so a malformed input is the only thing wrong with the request. */
function validParamsOf(name: RouteName): RouteParams {
  const path = routeTable[name].path;
  const params: RouteParams = {};
  if (path.includes(':productId')) params.productId = ids.product;
  if (path.includes(':orderId')) params.orderId = ids.order;
  if (path.includes(':slug')) params.slug = 'any-slug';
  if (path.includes(':token')) params.token = 'a'.repeat(40);
  if (path.includes(':asset')) params.asset = 'video';
  if (path.includes(':uploadId')) params.uploadId = '00000000-0000-4000-8000-000000000000';
  if (path.includes(':index')) params.index = 0;
  if (path.includes(':storageId')) params.storageId = '00000000-0000-4000-8000-000000000000';
  if (path.includes(':file')) params.file = '480.webp';
  if (path.includes(':kind')) params.kind = 'levels';
  if (path.includes(':name')) params.name = '00000000-0000-4000-8000-000000000000.webp';
  if (path.includes(':id')) params.id = validIdOf(name);
  return params;
}

function validIdOf(name: RouteName): string | number {
  if (TEXT_ID_ROUTES.includes(name)) return 'provider-id-1';
  if (name.startsWith('admin.orders.')) return staffIds.order;
  if (name.startsWith('admin.products.media')) return ids.product;
  if (name.startsWith('admin.licences.') && name !== 'admin.licences.grant') return staffIds.licence;
  if (name.startsWith('admin.')) return staffIds.customer;
  if (name === 'client.order-update-po') return ids.checkOrder;
  if (name.startsWith('client.order')) return ids.order;
  if (name.startsWith('client.payment-method')) return ids.card;
  if (name.startsWith('school-users.') || name === 'client.school.user-detail') return ids.subUser;
  if (name === 'licensing.renew') return ids.licence;
  if (name === 'product-detail') return ids.product;
  if (name === 'order.confirmation') return ids.order;
  return ids.school;
}

async function browserFor(name: RouteName): Promise<GuestBrowser> {
  const { access } = routeTable[name];
  if (access === 'guest') return guest();
  if (access === 'staff') return staff;
  return school;
}

function requestOf(browser: GuestBrowser, name: RouteName, url: string): Test {
  const method = routeTable[name].method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return browser.agent[method](url);
}

/** The rows a malformed request could touch, so "nothing changed" means nothing changed. */
async function snapshot(): Promise<string> {
  const [users, orders, cards, addresses, licences, cartItems, viewings, promoUses, sentEmails, tokens] = await Promise.all([
    t.db.user.findMany({ orderBy: { id: 'asc' } }),
    t.db.order.findMany({ orderBy: { id: 'asc' } }),
    t.db.savedCard.findMany({ orderBy: { id: 'asc' } }),
    t.db.address.findMany({ orderBy: { id: 'asc' } }),
    t.db.licence.findMany({ orderBy: { id: 'asc' } }),
    t.db.cartItem.findMany({ orderBy: { id: 'asc' } }),
    t.db.viewingHistory.count(),
    t.db.promoCodeUse.count(),
    t.db.sentEmail.count(),
    t.db.passwordResetToken.count(),
  ]);
  const withoutLogin = users.map(({ updatedAt: _updatedAt, lastLoginAt: _lastLoginAt, ...user }) => user);
  return JSON.stringify({ withoutLogin, orders, cards, addresses, licences, cartItems, viewings, promoUses, sentEmails, tokens });
}

const numericParamsOf = (name: RouteName) =>
  TEXT_ID_ROUTES.includes(name) ? NUMERIC_PARAMS.filter((param) => param !== 'id' && routeTable[name].path.includes(`:${param}`)) : NUMERIC_PARAMS.filter((param) => routeTable[name].path.includes(`:${param}`));
const ROUTES_WITH_IDS = ROUTES.filter(([name]) => numericParamsOf(name).length > 0).map(([name]) => name);
const ROUTES_WITH_BODIES = ROUTES.filter(([, definition]) => definition.method !== 'GET').map(([name]) => name);
const ALL_ROUTES = ROUTES.map(([name]) => name);

describe('an id outside the database range or not a number', () => {
  it.each(ROUTES_WITH_IDS)('is a 404 on %s', async (name) => {
    const browser = await browserFor(name);
    for (const param of numericParamsOf(name)) {
      for (const badId of BAD_IDS) {
        const url = route(name, { ...validParamsOf(name), [param]: badId });
        const before = await snapshot();
        const answer = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).send({});
        expect(answer.status, `${routeTable[name].method} ${url}`).toBe(404);
        expect(await snapshot()).toBe(before);
      }
    }
  });
});

describe('a NUL byte in the query', () => {
  it.each(ALL_ROUTES)('is a 400 on %s', async (name) => {
    const browser = await browserFor(name);
    const url = `${route(name, validParamsOf(name))}?search=%00&page=1%00&filter[name]=a%00`;
    const answer = await requestOf(browser, name, url).set(jsonHeaders(browser.token));
    expect(answer.status, `${routeTable[name].method} ${url}`).toBe(400);
    expect(answer.body).toEqual({ success: false, message: NUL_BYTE_MESSAGE });
  });
});

describe('a NUL byte in a path parameter', () => {
  it.each(ROUTES.filter(([, definition]) => definition.path.includes(':')).map(([name]) => name))('is a 4xx on %s', async (name) => {
    const browser = await browserFor(name);
    const params = Object.fromEntries(Object.entries(validParamsOf(name)).map(([key, value]) => [key, withNul(String(value))]));
    const url = route(name, params);
    const answer = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).send({});
    expect(answer.status >= 400 && answer.status < 500, `${routeTable[name].method} ${url}: ${answer.status}`).toBe(true);
  });
});

describe('a NUL byte in the body', () => {
  it.each(ROUTES_WITH_BODIES)('is a 400 on %s, and nothing changes', async (name) => {
    const browser = await browserFor(name);
    const url = route(name, validParamsOf(name));
    const before = await snapshot();
    const json = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).send(nulBody());
    const form = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).type('form').send(nulBody());
    const key = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).send({ [withNul('field')]: 'value' });
    if (name.startsWith('webhooks.')) {
      // Raw bytes, checked against a signature: refused, whatever they hold.
      for (const answer of [json, form, key]) expect(answer.status >= 400 && answer.status < 500, `${answer.status}`).toBe(true);
    } else {
      for (const answer of [json, form, key]) expect(answer.body, `${routeTable[name].method} ${url}`).toEqual({ success: false, message: NUL_BYTE_MESSAGE });
      expect([json.status, form.status, key.status]).toEqual([400, 400, 400]);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(MULTIPART_ROUTES)('is a 400 in a multipart field of %s, and nothing changes', async (name) => {
    const browser = await browserFor(name);
    const url = route(name, validParamsOf(name));
    const before = await snapshot();
    let request = requestOf(browser, name, url).set(jsonHeaders(browser.token));
    // Within the forms' part limits (20 parts): the fields these forms read.
    for (const field of MULTIPART_FIELDS) request = request.field(field, withNul(field));
    const answer = await request;
    expect(answer.status, `${routeTable[name].method} ${url}`).toBe(400);
    expect(answer.body).toEqual({ success: false, message: NUL_BYTE_MESSAGE });
    expect(await snapshot()).toBe(before);
  });

  it('is refused on the battery\'s requests: validate-promo code and sign-in e-mail', async () => {
    const browser = await guest();
    const promo = await browser.agent.post(route('checkout.validate-promo')).set(jsonHeaders(browser.token)).send({ code: '\u0000' });
    const login = await browser.agent.post(route('login.store')).set(jsonHeaders(browser.token)).send({ email: 'a\u0000@example.com', password: 'x' });
    expect([promo.status, login.status]).toEqual([400, 400]);
    const users = await school.agent.get(`${route('client.school.my-users')}?search=%00`).set(jsonHeaders(school.token));
    const history = await school.agent.get(`${route('client.school.user-viewing-history')}?search=%00`).set(jsonHeaders(school.token));
    expect([users.status, history.status]).toEqual([400, 400]);
  });
});

describe('a multipart body that cannot be read', () => {
  const brokenBodies = {
    'no boundary': { contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n' },
    'a wrong boundary': { contentType: 'multipart/form-data; boundary=right', body: '--wrong\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--wrong--\r\n' },
    'a cut-off body': { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b' },
    'a malformed part header': { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition\r\n\r\na\r\n--x--\r\n' },
  };
  it.each(MULTIPART_ROUTES)('is a 400 with a message on %s, and nothing changes', async (name) => {
    const browser = await browserFor(name);
    const url = route(name, validParamsOf(name));
    for (const [label, { contentType, body }] of Object.entries(brokenBodies)) {
      const before = await snapshot();
      const answer = await requestOf(browser, name, url).set(jsonHeaders(browser.token)).set('Content-Type', contentType).send(body);
      expect(answer.status, `${label}: ${routeTable[name].method} ${url}`).toBe(400);
      expect(answer.body).toEqual({ success: false, message: MALFORMED_MULTIPART_MESSAGE });
      expect(await snapshot()).toBe(before);
    }
  });
});

describe('an X-XSRF-TOKEN header that does not decode', () => {
  it.each(ROUTES_WITH_BODIES.filter((name) => !name.startsWith('webhooks.')))('is a 419 on %s, and nothing changes', async (name) => {
    const browser = await browserFor(name);
    const url = route(name, validParamsOf(name));
    for (const token of BAD_XSRF_TOKENS) {
      const before = await snapshot();
      const answer = await requestOf(browser, name, url).set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({});
      expect(answer.status, `${token}: ${routeTable[name].method} ${url}`).toBe(419);
      expect(await snapshot()).toBe(before);
    }
  });
});
