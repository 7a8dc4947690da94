import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import type { Product, User } from '#server/db/generated/prisma/client';
import { listMailbox } from '#server/mail/mailbox';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { PO_ALREADY_ADDED, PO_ONLY_FOR_CHECK_ORDERS, PO_UPDATED } from '#server/orders/orders.schemas';
import { createCheckOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createAddress, createSavedCard, createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { exeBytes, guestBrowser, jsonHeaders, megabytes, pdfBytes, pngBytes, signedInBrowser, type Browser } from './account-helpers';

let t: TestApp;
let product: Product;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  product = await createProduct(t.db, { title: 'Joe & Suzy Dolls', priceCents: 4999, shortDescription: 'A pair of teaching dolls.' });
});
afterAll(() => t.close());

/** POST client.order-update-po as the page sends it: multipart, with the CSRF header. */
function addPurchaseOrder(browser: Browser, orderId: number, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const call = browser.agent.post(`/account/orders/${orderId}/purchase-order`).set(jsonHeaders(browser.token));
  for (const [key, value] of Object.entries(fields)) call.field(key, value);
  if (file) call.attach('po_file', file.bytes, file.name);
  return call;
}

const storedPurchaseOrders = async () => {
  const dir = path.join(t.config.storageDir, 'private', 'purchase-orders');
  return existsSync(dir) ? (await readdir(dir)).length : 0;
};

async function checkOrderFor(user: User) {
  return (await createCheckOrder(t.db, { user, lines: [{ product, qty: 2 }], taxRate: { name: 'Texas Sales Tax', basisPoints: 825 } })).order;
}

describe('GET /account/orders/:id', () => {
  it('shows items, delivery address, payment method and the summary with the padded number and status name', async () => {
    const user = await createUser(t.db, { firstName: 'Jordan', lastName: 'Parker' });
    const address = await createAddress(t.db, user.id, { receiverName: 'Jordan Parker', street: '742 Magnolia Avenue', city: 'Arlington', zipCode: '76012' });
    const card = await createSavedCard(t.db, user.id, { cardType: 'visa', lastFour: '4242' });
    const { order } = await createPaidOrder(t.db, {
      user,
      lines: [{ product, qty: 2 }],
      shippingAddress: address,
      card,
      taxRate: { name: 'Texas Sales Tax', basisPoints: 825 },
      statusId: ORDER_STATUS.shipped,
    });
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.get(`/account/orders/${order.id}`).set(inertiaHeaders(browser.token));
    expect(answer.body.component).toBe('account/orders/show');
    expect(answer.body.props.variant).toBe('standard');
    expect(answer.body.props.order).toMatchObject({
      id: order.id,
      order_number: String(order.id).padStart(6, '0'),
      status_name: 'Shipped',
      is_paid: true,
      payment_method: 'Visa ending in 4242',
      delivery_address: { name: 'Jordan Parker', street: '742 Magnolia Avenue', city: 'Arlington', zip_code: '76012' },
      items: [{ title: 'Joe & Suzy Dolls', description: 'A pair of teaching dolls.', qty: 2, price: 49.99, total: 99.98 }],
      summary: { subtotal: 99.98, shipping: 0, tax: 8.25, total: 108.23, tax_lines: [{ name: 'Texas Sales Tax', amount: 8.25 }] },
      can_add_purchase_order: false,
    });
  });

  it('sends a check order to the organization variant and back', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const card = (await createPaidOrder(t.db, { user, lines: [{ product }] })).order;
    const browser = await signedInBrowser(t, user.email);
    const wrongVariant = await browser.agent.get(`/account/orders/${order.id}`).set(inertiaHeaders(browser.token));
    expect(wrongVariant.status).toBe(302);
    expect(wrongVariant.headers.location).toBe(`/account/organization-orders/${order.id}`);
    const org = await browser.agent.get(`/account/organization-orders/${order.id}`).set(inertiaHeaders(browser.token));
    expect(org.body.props).toMatchObject({ variant: 'organization', purchaseOrderUrl: `/account/orders/${order.id}/purchase-order` });
    expect(org.body.props.order).toMatchObject({ status_name: 'PO Generated', payment_method: 'Check', delivery_address: null, can_add_purchase_order: true });
    expect(org.body.props.order.purchase_order).toEqual({ po_number: null, has_file: false, file_url: null, submitted_on: null });
    const back = await browser.agent.get(`/account/organization-orders/${card.id}`).set(inertiaHeaders(browser.token));
    expect(back.headers.location).toBe(`/account/orders/${card.id}`);
  });

  it('answers 404 for another user’s order, another school’s, a colleague’s for a plain sub-user, and nonsense ids', async () => {
    const owner = await createUser(t.db);
    const { order } = await createPaidOrder(t.db, { user: owner, lines: [{ product }] });
    const { school, subUsers } = await createSchoolWithSubUsers(t.db);
    const schoolOrder = (await createPaidOrder(t.db, { user: subUsers[0], lines: [{ product }] })).order;
    const other = await createSchoolWithSubUsers(t.db, { subUsers: [] });

    const stranger = await signedInBrowser(t, (await createUser(t.db)).email);
    for (const url of [`/account/orders/${order.id}`, `/account/organization-orders/${order.id}`, '/account/orders/abc', '/account/orders/0', '/account/orders/99999999']) {
      expect((await stranger.agent.get(url).set(inertiaHeaders(stranger.token))).status, url).toBe(404);
    }
    const otherSchool = await signedInBrowser(t, other.school.email);
    expect((await otherSchool.agent.get(`/account/orders/${schoolOrder.id}`).set(inertiaHeaders(otherSchool.token))).status).toBe(404);
    const staff = await signedInBrowser(t, subUsers[1].email);
    expect((await staff.agent.get(`/account/orders/${schoolOrder.id}`).set(inertiaHeaders(staff.token))).status).toBe(404);
    const main = await signedInBrowser(t, school.email);
    expect((await main.agent.get(`/account/orders/${schoolOrder.id}`).set(inertiaHeaders(main.token))).status).toBe(200);
  });
});

describe('POST /account/orders/:id/purchase-order', () => {
  it('adds the PO number and file once; the page then shows them and the file downloads', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const browser = await signedInBrowser(t, user.email);
    const answer = await addPurchaseOrder(browser, order.id, { po_number: ' PO-2026-0042 ' }, { bytes: pdfBytes(4000), name: 'po scan.pdf' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: PO_UPDATED });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.poNumber).toBe('PO-2026-0042');
    expect(row.poFile).toMatch(/^private\/purchase-orders\/[0-9a-f-]{36}\.pdf$/);
    expect(row.poSubmittedAt).not.toBeNull();

    const page = await browser.agent.get(`/account/organization-orders/${order.id}`).set(inertiaHeaders(browser.token));
    expect(page.body.props.order.purchase_order).toMatchObject({ po_number: 'PO-2026-0042', has_file: true, file_url: `/account/orders/${order.id}/purchase-order/file` });
    expect(page.body.props.order.can_add_purchase_order).toBe(false);

    const file = await browser.agent.get(`/account/orders/${order.id}/purchase-order/file`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="PO-${String(order.id).padStart(6, '0')}.pdf"`);
    expect(Buffer.from(file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const again = await addPurchaseOrder(browser, order.id, { po_number: 'PO-OTHER' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PO_ALREADY_ADDED);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).poNumber).toBe('PO-2026-0042');

    const mails = await listMailbox(t.mailDir);
    expect(mails.some((mail) => mail.to.includes(t.config.mail.staffAddress) && mail.subject.includes('PO-2026-0042'))).toBe(true);
  });

  it('accepts N/A without a file', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const browser = await signedInBrowser(t, user.email);
    const answer = await addPurchaseOrder(browser, order.id, { po_number: 'N/A' });
    expect(answer.status).toBe(200);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ poNumber: 'N/A', poFile: null });
    const file = await browser.agent.get(`/account/orders/${order.id}/purchase-order/file`);
    expect(file.status).toBe(404);
  });

  it('requires the PO number, and refuses a 3 MB file and a renamed executable, changing nothing', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const browser = await signedInBrowser(t, user.email);
    const stored = await storedPurchaseOrders();

    const missing = await addPurchaseOrder(browser, order.id, { po_number: '   ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ po_number: 'PO number is required' });
    const big = await addPurchaseOrder(browser, order.id, { po_number: 'PO-1' }, { bytes: pdfBytes(megabytes(3)), name: 'po.pdf' });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ po_file: 'The PO file must be 2 MB or smaller' });
    const renamed = await addPurchaseOrder(browser, order.id, { po_number: 'PO-1' }, { bytes: exeBytes(), name: 'po.pdf' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ po_file: 'The PO file must be a JPG, JPEG, PNG or PDF file' });
    const scripted = await addPurchaseOrder(browser, order.id, { po_number: '<script>alert(1)</script>' });
    expect(scripted.status).toBe(422);

    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ poNumber: null, poFile: null });
    expect(await storedPurchaseOrders()).toBe(stored);
  });

  it('stores a PNG whose name carries a script under a generated name', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const browser = await signedInBrowser(t, user.email);
    const answer = await addPurchaseOrder(browser, order.id, { po_number: 'PO-77' }, { bytes: pngBytes(), name: '"><script>alert(1)</script>.png' });
    expect(answer.status).toBe(200);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.poFile).toMatch(/^private\/purchase-orders\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses another user’s, another school’s and a colleague’s order with 404, changing nothing', async () => {
    const owner = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(owner);
    const { subUsers } = await createSchoolWithSubUsers(t.db);
    const schoolOrder = await checkOrderFor(subUsers[0]);
    const other = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    const stored = await storedPurchaseOrders();

    const stranger = await signedInBrowser(t, (await createUser(t.db)).email);
    const answer = await addPurchaseOrder(stranger, order.id, { po_number: 'PO-X' }, { bytes: pdfBytes(), name: 'x.pdf' });
    expect(answer.status).toBe(404);
    const otherSchool = await signedInBrowser(t, other.school.email);
    expect((await addPurchaseOrder(otherSchool, schoolOrder.id, { po_number: 'PO-X' })).status).toBe(404);
    const staff = await signedInBrowser(t, subUsers[1].email);
    expect((await addPurchaseOrder(staff, schoolOrder.id, { po_number: 'PO-X' })).status).toBe(404);

    const rows = await t.db.order.findMany({ where: { id: { in: [order.id, schoolOrder.id] } } });
    expect(rows.every((row) => row.poNumber === null && row.poFile === null)).toBe(true);
    expect(await storedPurchaseOrders()).toBe(stored);
  });

  it('only adds a PO to a check order', async () => {
    const user = await createUser(t.db);
    const { order } = await createPaidOrder(t.db, { user, lines: [{ product }] });
    const browser = await signedInBrowser(t, user.email);
    const answer = await addPurchaseOrder(browser, order.id, { po_number: 'PO-1' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(PO_ONLY_FOR_CHECK_ORDERS);
  });

  it('needs the CSRF header', async () => {
    const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const order = await checkOrderFor(user);
    const browser = await signedInBrowser(t, user.email);
    const answer = await browser.agent.post(`/account/orders/${order.id}/purchase-order`).set('Accept', 'application/json').field('po_number', 'PO-1');
    expect(answer.status).toBe(419);
  });
});

describe('GET /account/orders/:id/purchase-order/file', () => {
  it('is for the order’s purchaser and owner, its school’s managers and administrators only', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, {
      subUsers: [
        { firstName: 'Manager', isManageSchoolUser: true },
        { firstName: 'Staff', isManageSchoolUser: false },
        { firstName: 'Buyer', isManageSchoolUser: false },
      ],
    });
    const [manager, staff, buyer] = subUsers;
    const order = await checkOrderFor(buyer);
    const buyerBrowser = await signedInBrowser(t, buyer.email);
    expect((await addPurchaseOrder(buyerBrowser, order.id, { po_number: 'PO-9' }, { bytes: pdfBytes(), name: 'po.pdf' })).status).toBe(200);
    const url = `/account/orders/${order.id}/purchase-order/file`;

    const admin = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.administrator });
    for (const email of [buyer.email, school.email, manager.email, admin.email]) {
      const browser = await signedInBrowser(t, email);
      expect((await browser.agent.get(url)).status, email).toBe(200);
    }
    const other = await createSchoolWithSubUsers(t.db, { subUsers: [] });
    for (const email of [staff.email, other.school.email, (await createUser(t.db)).email]) {
      const browser = await signedInBrowser(t, email);
      expect((await browser.agent.get(url)).status, email).toBe(404);
    }
    const guest = await guestBrowser(t);
    expect((await guest.agent.get(url).set('Accept', 'text/html')).headers.location).toBe('/login');
  });
});
