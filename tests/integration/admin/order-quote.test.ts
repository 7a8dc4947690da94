import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { shopDateOf } from '#server/shared/shop-time-zone';
import { createCheckOrder, createPaidOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser } from '#tests/integration/accounts/account-helpers';
import { signInStaff, type StaffPage } from './order-actions-staff';
import { startStaffApp } from './staff-helpers';

// The quote document: staff print view and PDF (admin.orders.quote, admin.orders.quote-pdf), and the customer's
// PDF from their order detail (client.order-quote-pdf), for the orders they may see only.

let t: TestApp;
let staff: StaffPage;
beforeAll(async () => ({ t, staff } = await startStaffApp(signInStaff)));
afterAll(() => t.close());

/** Collects a binary answer (supertest buffers only text by default). */
const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function quoteOrder() {
  const customer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check, firstName: 'Dana', lastName: 'Office' });
  const video = await createProduct(t.db, { title: 'Body Safety Video', priceCents: 4500 });
  const { order } = await createCheckOrder(t.db, {
    user: customer,
    lines: [{ product: video, qty: 2 }],
    taxRate: { name: 'Texas sales tax (8.25%)', basisPoints: 825 },
    overrides: { poNumber: 'PO-2026-118' },
  });
  return { customer, order };
}

describe('staff', () => {
  it('print view: remit-to address, lines, tax, total, PO number, and a link to the PDF', async () => {
    const { order } = await quoteOrder();
    const page = await staff.browser.agent.get(`/admin/orders/${order.id}/quote`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = page.text;
    const number = String(order.id).padStart(6, '0');
    expect(html).toContain(`<h1>Quote</h1>`);
    expect(html).toContain(`Order #${number}`);
    expect(html).toContain(CENTER_CONTACT.remitTo.street);
    expect(html).toContain(CENTER_CONTACT.remitTo.cityStateZip);
    expect(html).toContain('Body Safety Video');
    expect(html).toContain('Texas sales tax (8.25%)');
    expect(html).toContain('$7.43');
    expect(html).toContain('$97.43');
    expect(html).toContain('PO number: PO-2026-118');
    expect(html).toContain(`/admin/orders/${order.id}/quote.pdf`);

    // An Inertia visit is sent to a full page load.
    const visit = await staff.browser.agent.get(`/admin/orders/${order.id}/quote`).set(inertiaHeaders(staff.browser.token));
    expect(visit.status).toBe(409);
    expect(visit.headers['x-inertia-location']).toContain(`/admin/orders/${order.id}/quote`);
  });

  it('PDF made with pdfkit, named after the order; a paid order is an invoice', async () => {
    const { order } = await quoteOrder();
    const pdf = await binary(staff.browser.agent.get(`/admin/orders/${order.id}/quote.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Quote-${String(order.id).padStart(6, '0')}.pdf"`);
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/Type /Page');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const paid = await createPaidOrder(t.db, { user: await createUser(t.db), lines: [{ product: await createProduct(t.db) }] });
    const invoice = await staff.browser.agent.get(`/admin/orders/${paid.order.id}/quote`);
    expect(invoice.text).toContain('<h1>Invoice</h1>');
    expect(invoice.text).toContain(`Paid on ${shopDateOf(paid.order.paidAt!)}`);
    expect((await staff.browser.agent.get('/admin/orders/999999/quote.pdf')).status).toBe(404);
  });
});

describe('the customer', () => {
  it('downloads the quote of their own check order from the order detail page; others get 404', async () => {
    const { customer, order } = await quoteOrder();
    const owner = await signedInBrowser(t, customer.email);
    const detail = await owner.agent.get(`/account/organization-orders/${order.id}`).set(inertiaHeaders(owner.token));
    expect(detail.body.props.quotePdfUrl).toBe(`/account/orders/${order.id}/quote.pdf`);
    const pdf = await binary(owner.agent.get(`/account/orders/${order.id}/quote.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const stranger = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const other = await signedInBrowser(t, stranger.email);
    expect((await other.agent.get(`/account/orders/${order.id}/quote.pdf`)).status).toBe(404);
    expect((await other.agent.get(`/admin/orders/${order.id}/quote`)).status).toBe(404);
    expect((await owner.agent.get(`/admin/orders/${order.id}/quote.pdf`)).status).toBe(404);
    const guest = await request(t.app).get(`/account/orders/${order.id}/quote.pdf`);
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/login');
  });

  it('has no quote for a card order', async () => {
    const parent = await createUser(t.db);
    const { order } = await createPaidOrder(t.db, { user: parent, lines: [{ product: await createProduct(t.db) }] });
    const browser = await signedInBrowser(t, parent.email);
    expect((await browser.agent.get(`/account/orders/${order.id}/quote.pdf`)).status).toBe(404);
    const detail = await browser.agent.get(`/account/orders/${order.id}`).set(inertiaHeaders(browser.token));
    expect(detail.body.props.quotePdfUrl).toBeNull();
    expect(ORDER_STATUS.paid).toBe(detail.body.props.order.status_id);
  });
});
