import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_PREVIEW_MESSAGES as P, PRICING_RULE_FORM_MESSAGES as R, fillMessage } from '#server/pricing/pricing-admin.rules';
import { PROMO_MESSAGES } from '#server/pricing/pricing.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createProduct } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createAddress, createSavedCard, createSchoolUser, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { signInBuyer } from '#tests/integration/checkout/checkout-buyer';
import { newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 15 item 5 (docs/decisions/116, 118, 119): staff keep tax lines by state and shipping rates by account type
// and subtotal band; a change reaches carts priced after it and never a placed order; "price this cart" uses
// checkout's calculation. Every change is audited; only staff may.

let t: TestApp;
let staff: Browser & { userId: number };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

const taxForm = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  name: 'Oklahoma Sales Tax',
  state: 'ok',
  kind: 'percentage',
  rate: '4.5',
  sort_order: '0',
  is_active: true,
  ...overrides,
});

const shippingForm = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  name: 'Trainer kits',
  account_type_ids: [ACCOUNT_TYPE.trainer],
  min_subtotal: '0',
  max_subtotal: '100.00',
  amount: '7.50',
  sort_order: '5',
  is_active: true,
  ...overrides,
});

describe('tax lines', () => {
  it('adds a line for a state, audited, and lists it', async () => {
    const answer = await postStaffForm(staff, '/admin/taxes', taxForm(), { errorBag: 'tax-rate-new' });
    expect(answer.status).toBe(303);
    expect(answer.flash).toEqual({ success: fillMessage(R.taxCreated, { name: 'Oklahoma Sales Tax' }) });
    const row = await t.db.taxRate.findFirstOrThrow({ where: { name: 'Oklahoma Sales Tax' } });
    expect(row).toMatchObject({ state: 'OK', kind: 'percentage', rate: 450, isActive: true });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'tax-rate.create', subjectId: row.id } });
    expect(event).toMatchObject({ subjectType: 'tax-rate', actorUserId: staff.userId });
    expect(event.after).toMatchObject({ state: 'OK', rate: 4.5, kind: 'percentage' });

    const page = await visitPage(staff, '/admin/taxes');
    expect(page.body.component).toBe('admin/taxes');
    expect(page.body.props.tax_rates).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, rate: 4.5, state: 'OK' })]));
  });

  it('takes a fixed amount per order in dollars, and an empty state for every address', async () => {
    await postStaffForm(staff, '/admin/taxes', taxForm({ name: 'Recycling fee', state: '', kind: 'fixed', rate: '1.25', is_active: false }));
    expect(await t.db.taxRate.findFirstOrThrow({ where: { name: 'Recycling fee' } })).toMatchObject({ state: null, kind: 'fixed', rate: 125, isActive: false });
  });

  it('refuses each invalid field with its message and adds nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: R.nameRequired }],
      [{ name: 'x'.repeat(101) }, { name: R.nameTooLong }],
      [{ state: 'Texas' }, { state: R.stateUnknown }],
      [{ state: 'ZZ' }, { state: R.stateUnknown }],
      [{ kind: 'sometimes' }, { kind: R.taxKindRequired }],
      [{ rate: '' }, { rate: R.rateRequired }],
      [{ rate: '0.5' }, { rate: R.percentRange }],
      [{ rate: '100.01' }, { rate: R.percentRange }],
      [{ rate: '8.255' }, { rate: R.percentRange }],
      [{ kind: 'fixed', rate: '0' }, { rate: R.amountPositive }],
      [{ kind: 'fixed', rate: 'two' }, { rate: R.amountFormat }],
      [{ sort_order: '-1' }, { sort_order: R.sortOrderFormat }],
      [{ is_active: 'perhaps' }, { is_active: R.activeRequired }],
      [{ idempotency_key: '' }, { idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey }],
    ];
    const before = { rates: await t.db.taxRate.count(), audit: await t.db.staffAuditEvent.count() };
    for (const [overrides, errors] of cases) {
      const answer = await postStaffForm(staff, '/admin/taxes', taxForm(overrides), { errorBag: 'tax-rate-new' });
      expect(answer.errors, JSON.stringify(overrides).slice(0, 60)).toEqual(errors);
    }
    expect({ rates: await t.db.taxRate.count(), audit: await t.db.staffAuditEvent.count() }).toEqual(before);
  });

  it('saves an edit with before and after, and refuses a form opened on an older version', async () => {
    const rate = await t.db.taxRate.create({ data: { name: 'Kansas Sales Tax', kind: 'percentage', rate: 650, state: 'KS' } });
    const stale = await postStaffForm(staff, `/admin/taxes/${rate.id}`, taxForm({ name: 'Kansas Sales Tax', state: 'KS', rate: '7', expected_updated_at: new Date(2020, 0, 1).toISOString() }));
    expect(stale.flash).toEqual({ error: R.taxStale });
    const saved = await postStaffForm(staff, `/admin/taxes/${rate.id}`, taxForm({ name: 'Kansas Sales Tax', state: 'KS', rate: '7', expected_updated_at: rate.updatedAt.toISOString() }));
    expect(saved.flash).toEqual({ success: fillMessage(R.taxUpdated, { name: 'Kansas Sales Tax' }) });
    expect(await t.db.taxRate.findUniqueOrThrow({ where: { id: rate.id } })).toMatchObject({ rate: 700 });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'tax-rate.update', subjectId: rate.id } });
    expect(event.before).toMatchObject({ rate: 6.5 });
    expect(event.after).toMatchObject({ rate: 7 });
    expect((await postStaffForm(staff, '/admin/taxes/999999', taxForm())).status).toBe(404);
  });
});

describe('shipping rates', () => {
  it('adds a rate for account types and a subtotal band, audited, and lists it in pricing order', async () => {
    const answer = await postStaffForm(staff, '/admin/shipping', shippingForm(), { errorBag: 'shipping-rule-new' });
    expect(answer.flash).toEqual({ success: fillMessage(R.shippingCreated, { name: 'Trainer kits' }) });
    const row = await t.db.shippingRule.findFirstOrThrow({ where: { name: 'Trainer kits' }, include: { accountTypes: true } });
    expect(row).toMatchObject({ minSubtotalCents: 0, maxSubtotalCents: 10_000, amountCents: 750, sortOrder: 5, isActive: true });
    expect(row.accountTypes.map((item) => item.accountTypeId)).toEqual([ACCOUNT_TYPE.trainer]);
    expect(await t.db.staffAuditEvent.count({ where: { action: 'shipping-rule.create', subjectId: row.id, subjectType: 'shipping-rule' } })).toBe(1);
    const page = await visitPage(staff, '/admin/shipping');
    expect(page.body.component).toBe('admin/shipping');
    expect(page.body.props.shipping_rules).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, amount: 7.5, max_subtotal: 100 })]));
  });

  it('takes free shipping (0.00) and no upper end', async () => {
    await postStaffForm(staff, '/admin/shipping', shippingForm({ name: 'Free over 500', min_subtotal: '500', max_subtotal: '', amount: '0', account_type_ids: [] }));
    expect(await t.db.shippingRule.findFirstOrThrow({ where: { name: 'Free over 500' } })).toMatchObject({ minSubtotalCents: 50_000, maxSubtotalCents: null, amountCents: 0 });
  });

  it('refuses each invalid field with its message and adds nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: R.nameRequired }],
      [{ account_type_ids: [99] }, { account_type_ids: R.accountTypesUnknown }],
      [{ account_type_ids: 'schools' }, { account_type_ids: R.accountTypesUnknown }],
      [{ min_subtotal: 'ten' }, { min_subtotal: R.minSubtotalFormat }],
      [{ max_subtotal: 'lots' }, { max_subtotal: R.maxSubtotalFormat }],
      [{ min_subtotal: '100', max_subtotal: '100' }, { max_subtotal: R.maxNotAboveMin }],
      [{ amount: '' }, { amount: R.shippingAmountRequired }],
      [{ amount: '-1' }, { amount: R.amountFormat }],
      [{ sort_order: '10000' }, { sort_order: R.sortOrderFormat }],
      [{ is_active: 'x' }, { is_active: R.activeRequired }],
    ];
    const before = { rules: await t.db.shippingRule.count(), audit: await t.db.staffAuditEvent.count() };
    for (const [overrides, errors] of cases) {
      const answer = await postStaffForm(staff, '/admin/shipping', shippingForm(overrides), { errorBag: 'shipping-rule-new' });
      expect(answer.errors, JSON.stringify(overrides).slice(0, 60)).toEqual(errors);
    }
    expect({ rules: await t.db.shippingRule.count(), audit: await t.db.staffAuditEvent.count() }).toEqual(before);
  });
});

describe('a change reaches carts priced after it, never a placed order', () => {
  it('keeps a placed order’s tax, shipping and discount while a new cart sees the new values', async () => {
    const tax = await t.db.taxRate.create({ data: { name: 'Nevada Sales Tax', kind: 'percentage', rate: 500, state: 'NV' } });
    const shipping = await t.db.shippingRule.create({
      data: { name: 'School shipping', amountCents: 900, accountTypes: { create: [{ accountTypeId: ACCOUNT_TYPE.schools }] } },
    });
    const code = await createPromoCode(t.db, { code: 'KEEPTEN', kind: 'percent', value: 1000 });
    // A school whose tax-exempt certificate still waits for review pays tax.
    const buyerUser = await createSchoolUser(t.db);
    const address = await createAddress(t.db, buyerUser.id, { isDefault: true, state: 'NV' });
    const card = await createSavedCard(t.db, buyerUser.id, { isDefault: true });
    const product = await createProduct(t.db, { priceCents: 10_000, isHardCopy: true });

    const buyer = await signInBuyer(t.app, buyerUser);
    await buyer.addToCart(product.id, 1);
    expect((await buyer.post('/checkout/validate-promo', { code: 'keepten', shipping_address: { id: address.id } })).status).toBe(200);
    const placed = await buyer.completeOrder(await buyer.placementBody({ addressId: address.id, cardId: card.id }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: buyerUser.id }, include: { lines: true } });
    // $100 − 10 % = $90; 5 % tax = $4.50; shipping $9.00.
    expect(order).toMatchObject({ subTotalCents: 10_000, totalDiscountCents: 1000, totalTaxCents: 450, shippingCents: 900, totalCents: 10_350 });

    const opened = (row: { updatedAt: Date }) => row.updatedAt.toISOString();
    await postStaffForm(staff, `/admin/taxes/${tax.id}`, taxForm({ name: 'Nevada Sales Tax', state: 'NV', rate: '8', expected_updated_at: opened(tax) }));
    await postStaffForm(staff, `/admin/shipping/${shipping.id}`, shippingForm({ name: 'School shipping', account_type_ids: [ACCOUNT_TYPE.schools], max_subtotal: '', amount: '15', expected_updated_at: opened(shipping) }));
    await postStaffForm(staff, `/admin/promo-codes/${code.id}`, {
      idempotency_key: newKey(),
      expected_updated_at: opened(await t.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })),
      code: 'KEEPTEN',
      kind: 'percent',
      value: '25',
      is_active: true,
    });

    const after = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(after).toMatchObject({ subTotalCents: 10_000, totalDiscountCents: 1000, totalTaxCents: 450, shippingCents: 900, totalCents: 10_350 });
    expect(after.taxBreakdown).toEqual(order.taxBreakdown);
    expect(after.lines).toEqual(order.lines);
    const detail = await visitPage(staff, `/admin/orders/${order.id}`);
    expect(detail.body.props.order).toMatchObject({ discount_cents: 1000, tax_cents: 450, shipping_cents: 900, total_cents: 10_350 });

    // The next cart: $100 − 25 % = $75; 8 % tax = $6.00; shipping $15.00.
    await buyer.addToCart(product.id, 1);
    expect((await buyer.post('/checkout/validate-promo', { code: 'KEEPTEN', shipping_address: { id: address.id } })).status).toBe(200);
    const repriced = await buyer.post('/checkout/calculate-pricing', { shipping_address: { id: address.id } });
    expect(repriced.body.pricing).toMatchObject({ subtotal: 100, discount: 25, tax: 6, shipping: 15, total: 96 });
  });
});

describe('price this cart', () => {
  it('prices chosen products for an account type and state with checkout’s rules and a code', async () => {
    await t.db.taxRate.create({ data: { name: 'Utah Sales Tax', kind: 'percentage', rate: 600, state: 'UT' } });
    await t.db.shippingRule.create({ data: { name: 'Parent parcels', amountCents: 595, accountTypes: { create: [{ accountTypeId: ACCOUNT_TYPE.parent }] } } });
    await createPromoCode(t.db, { code: 'PREVIEW20', value: 2000 });
    const book = await createProduct(t.db, { title: 'Coloring Book Preview', priceCents: 1500, isHardCopy: true });
    const video = await createProduct(t.db, { title: 'Rental Preview', priceCents: 1000, specialPriceCents: 500 });

    const page = await visitPage(staff, `/admin/pricing-preview?account_type=${ACCOUNT_TYPE.parent}&state=ut&items=${book.id}:2,${video.id}:1&code=preview20`);
    expect(page.body.component).toBe('admin/pricing-preview');
    const preview = page.body.props.preview as { lines: unknown[]; pricing: Record<string, unknown>; shipping_rule: string };
    // $30 + $5 = $35; − 20 % = $28; 6 % = $1.68; shipping $5.95 → $35.63.
    expect(preview.pricing).toMatchObject({ subtotal: 35, discount: 7, tax: 1.68, shipping: 5.95, total: 35.63 });
    expect(preview.shipping_rule).toBe('Parent parcels');
    expect(preview.lines).toEqual([
      expect.objectContaining({ product_id: book.id, qty: 2, unit_price: 15, subtotal: 30, ships: true }),
      expect.objectContaining({ product_id: video.id, qty: 1, unit_price: 5, ships: false }),
    ]);
    expect(await t.db.staffAuditEvent.count({ where: { action: { startsWith: 'pricing' } } })).toBe(0);

    const unknown = await visitPage(staff, `/admin/pricing-preview?account_type=${ACCOUNT_TYPE.parent}&items=${book.id}:1&code=NOPE`);
    expect((unknown.body.props.preview as { pricing: { promo: unknown } }).pricing.promo).toMatchObject({ applied: false, message: PROMO_MESSAGES.unknown });
  });

  it('says what is wrong with the choices instead of pricing them', async () => {
    const bad = await visitPage(staff, '/admin/pricing-preview?account_type=1&items=abc&state=Texas');
    expect(bad.status).toBe(200);
    expect(bad.body.props.preview).toBeNull();
    expect(bad.body.props.query_errors).toEqual({ items: P.itemsFormat, state: P.stateUnknown });
  });
});

describe('who may', () => {
  it('refuses every non-staff account (404) and changes nothing', async () => {
    const rate = await t.db.taxRate.create({ data: { name: 'Guarded tax', kind: 'percentage', rate: 300, state: 'VT' } });
    const rule = await t.db.shippingRule.create({ data: { name: 'Guarded shipping', amountCents: 100 } });
    const others = [
      await createSchoolUser(t.db),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.preview }),
    ];
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      for (const url of ['/admin/taxes', '/admin/shipping', '/admin/pricing-preview']) expect((await visitPage(browser, url)).status, url).toBe(404);
      expect((await postStaffForm(browser, '/admin/taxes', taxForm({ name: 'Sneaky tax' }))).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/taxes/${rate.id}`, taxForm({ rate: '99' }))).status).toBe(404);
      expect((await postStaffForm(browser, '/admin/shipping', shippingForm({ name: 'Sneaky shipping' }))).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/shipping/${rule.id}`, shippingForm({ amount: '0' }))).status).toBe(404);
    }
    expect(await t.db.taxRate.count({ where: { name: 'Sneaky tax' } })).toBe(0);
    expect(await t.db.shippingRule.count({ where: { name: 'Sneaky shipping' } })).toBe(0);
    expect(await t.db.taxRate.findUniqueOrThrow({ where: { id: rate.id } })).toMatchObject({ rate: 300 });
    expect(await t.db.shippingRule.findUniqueOrThrow({ where: { id: rule.id } })).toMatchObject({ amountCents: 100 });
  });
});
