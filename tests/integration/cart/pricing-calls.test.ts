import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createProduct } from '#tests/factories/products';
import { createShippingRule, createTaxRate } from '#tests/factories/pricing-rules';
import { createAddress, createSchoolSubUser, createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { openCartBrowser } from './cart-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  // The demo shop's rules: Texas 8.25 %, a $2.00 fixed fee everywhere, ground shipping under $100 for schools and parents.
  await createTaxRate(t.db, { sortOrder: 1 });
  await createTaxRate(t.db, { name: 'Handling Fee', kind: 'fixed', rate: 200, state: null, sortOrder: 2 });
  await createShippingRule(t.db, { maxSubtotalCents: 10_000, amountCents: 1295, accountTypeIds: [ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent] });
});
afterAll(() => t.close());

const texasAddress = { receiver_name: 'Pat Doe', phone_number: '8175550100', street: '1 Main St', city: 'Austin', state: 'TX', zip_code: '78701' };

async function signedInTabWith(user: { email: string }, lines: Array<{ priceCents: number; isHardCopy?: boolean; qty?: number }>) {
  const tab = await openCartBrowser(t.app);
  await tab.signIn(user.email);
  for (const line of lines) {
    const product = await createProduct(t.db, { priceCents: line.priceCents, isHardCopy: line.isHardCopy ?? false });
    await tab.post('/cart', { product_id: product.id, qty: line.qty ?? 1 });
  }
  return tab;
}

describe('POST /cart/pricing', () => {
  it('prices subtotal, every tax line, shipping and total in dollars from cents', async () => {
    const parent = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent });
    const tab = await signedInTabWith(parent, [{ priceCents: 2499, qty: 3, isHardCopy: true }]);
    const answer = await tab.post('/cart/pricing', { shipping_address: texasAddress });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.pricing).toEqual({
      subtotal: 74.97,
      discount: 0,
      tax: 8.19,
      tax_breakdown: [
        { name: 'Texas Sales Tax', type: 'percentage', rate: 8.25, amount: 6.19 },
        { name: 'Handling Fee', type: 'fixed', rate: 2, amount: 2 },
      ],
      shipping: 12.95,
      total: 96.11,
      promo_code: null,
      promo: null,
      tax_exempt: false,
      tax_exemption_status: null,
      has_address: true,
      item_count: 3,
    });
  });

  it('uses the user’s default address when none is given, and says so', async () => {
    const parent = await createUser(t.db, { state: 'OK' });
    await createAddress(t.db, parent.id, { state: 'OK', isDefault: false });
    const home = await createAddress(t.db, parent.id, { state: 'TX', isDefault: true, street: '5 Default Rd' });
    const tab = await signedInTabWith(parent, [{ priceCents: 10_000 }]);
    const answer = await tab.post('/cart/pricing', { shipping_address: null });
    expect(answer.body.is_using_fallback).toBe(true);
    expect(answer.body.effective_address).toMatchObject({ id: home.id, street: '5 Default Rd', state: 'TX', is_default: true });
    expect(answer.body.pricing.tax_breakdown.map((line: { name: string }) => line.name)).toEqual(['Texas Sales Tax', 'Handling Fee']);
    // Another state: only the rate for every address.
    const elsewhere = await tab.post('/cart/pricing', { shipping_address: { ...texasAddress, state: 'Oklahoma' } });
    expect(elsewhere.body.is_using_fallback).toBe(false);
    expect(elsewhere.body.pricing.tax_breakdown.map((line: { name: string }) => line.name)).toEqual(['Handling Fee']);
  });

  it('charges a pays-by-check account (type 4) shipping for a hard copy under a rule for every account type (decision 095)', async () => {
    const check = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check });
    const tab = await signedInTabWith(check, [{ priceCents: 5000, isHardCopy: true }]);
    // The rule above names schools and parents only, so it does not apply; a rule for every account type does.
    expect((await tab.post('/cart/pricing', { shipping_address: texasAddress })).body.pricing.shipping).toBe(0);
    const everyone = await createShippingRule(t.db, { name: 'Ground for everyone', maxSubtotalCents: 10_000, amountCents: 995, sortOrder: 99 });
    try {
      const answer = await tab.post('/cart/pricing', { shipping_address: texasAddress });
      expect(answer.body.pricing.shipping).toBe(9.95);
      expect(answer.body.pricing.total).toBe(66.08);
    } finally {
      await t.db.shippingRule.delete({ where: { id: everyone.id } });
    }
  });

  it('charges no tax to an organization whose exemption certificate is approved, nor to its staff, and tells the others why tax is charged', async () => {
    const approved = await createSchoolUser(t.db, { taxExemptStatus: 'approved', taxExemptApprovedAt: new Date() });
    const pending = await createSchoolUser(t.db, { taxExemptStatus: 'pending' });
    const staff = await createSchoolSubUser(t.db, approved);
    const pendingStaff = await createSchoolSubUser(t.db, pending);
    const rejected = await createSchoolUser(t.db, { taxExemptStatus: 'rejected', taxExemptRejectedAt: new Date(), taxExemptRejectedReason: 'Expired' });
    const cases = [
      [approved, true, 'approved'],
      [staff, true, 'approved'],
      [pending, false, 'pending'],
      [pendingStaff, false, 'pending'],
      [rejected, false, 'rejected'],
    ] as const;
    for (const [user, exempt, status] of cases) {
      const tab = await signedInTabWith(user, [{ priceCents: 10_000 }]);
      const pricing = (await tab.post('/cart/pricing', { shipping_address: texasAddress })).body.pricing;
      expect(pricing.tax_exempt, user.email).toBe(exempt);
      // The page says why tax is charged (a certificate waiting for review or not accepted) before the order.
      expect(pricing.tax_exemption_status, user.email).toBe(status);
      expect(pricing.tax, user.email).toBe(exempt ? 0 : 10.25);
      expect(pricing.total, user.email).toBe(exempt ? 100 : 110.25);
    }
  });

  it('prices a guest’s cart with the visitor type standing in for the account type, and no state tax without an address', async () => {
    const product = await createProduct(t.db, { priceCents: 3000, isHardCopy: true });
    const tab = await openCartBrowser(t.app);
    await tab.post('/cart', { product_id: product.id, qty: 1 });
    const unknown = (await tab.post('/cart/pricing', { shipping_address: null })).body;
    expect(unknown.pricing).toMatchObject({ subtotal: 30, shipping: 0, has_address: false, total: 32 });
    expect(unknown.is_using_fallback).toBe(false);
    await tab.post('/set-visitor-type', { visitorType: 'schools' });
    const schools = (await tab.post('/cart/pricing', {})).body.pricing;
    expect(schools).toMatchObject({ shipping: 12.95, total: 44.95 });
  });

  it('refuses another user’s saved address and malformed input', async () => {
    const owner = await createUser(t.db);
    const theirs = await createAddress(t.db, owner.id);
    const parent = await createUser(t.db);
    const tab = await signedInTabWith(parent, [{ priceCents: 1000 }]);
    const stolen = await tab.post('/cart/pricing', { shipping_address: { id: theirs.id } });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ success: false, message: 'Address not found' });
    const guest = await openCartBrowser(t.app);
    expect((await guest.post('/cart/pricing', { shipping_address: { id: theirs.id } })).status).toBe(404);
    for (const body of [{ shipping_address: 'TX' }, { shipping_address: [texasAddress] }, [1], { shipping_address: { state: 5 } }, { shipping_address: { id: 'x' } }]) {
      const answer = await tab.post('/cart/pricing', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('POST /cart/effective-address', () => {
  it('answers the given address, else the fallback', async () => {
    const user = await createUser(t.db, { address: '9 Profile Way', city: 'Dallas', state: 'TX', zipCode: '75201' });
    const tab = await openCartBrowser(t.app);
    await tab.signIn(user.email);
    const given = await tab.post('/cart/effective-address', { shipping_address: texasAddress });
    expect(given.body).toMatchObject({ success: true, is_using_fallback: false, effective_address: { street: '1 Main St', city: 'Austin', country: 'US' } });
    // No saved address: the profile's.
    const fallback = await tab.post('/cart/effective-address', { shipping_address: null });
    expect(fallback.body).toMatchObject({ success: true, is_using_fallback: true, effective_address: { id: null, street: '9 Profile Way', state: 'TX' } });
    const guest = await openCartBrowser(t.app);
    expect((await guest.post('/cart/effective-address', { shipping_address: null })).body).toEqual({
      success: true,
      effective_address: null,
      is_using_fallback: false,
    });
  });
});
