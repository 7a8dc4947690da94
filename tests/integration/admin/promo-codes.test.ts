import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, PROMO_CODE_FORM_MESSAGES as M } from '#server/pricing/pricing-admin.rules';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { startOfNextShopDay, startOfShopDay } from '#server/shared/shop-time-zone';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { createPaidOrder } from '#tests/factories/orders';
import { createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createPromoCode } from '#tests/factories/promo-codes';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 15 item 4 (docs/decisions/115, 117): staff create, edit, deactivate or delete promo codes and see their uses;
// every change is audited; only staff may.

let t: TestApp;
let staff: Browser & { userId: number };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

const BAG = { errorBag: 'promo-code' };

function validForm(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    code: 'spring20',
    description: 'Spring newsletter',
    kind: 'percent',
    value: '20',
    min_subtotal: '50.00',
    starts_on: '2026-03-01',
    ends_on: '2026-05-31',
    max_uses: '100',
    max_uses_per_customer: '1',
    product_ids: [],
    product_type_ids: [],
    level_ids: [],
    is_active: true,
    ...overrides,
  };
}

describe('creating a promo code', () => {
  it('stores it upper-case with cents, basis points and shop days, audits it and lists it', async () => {
    const level = await createSchoolLevel(t.db, { name: 'Middle School Promo' });
    const product = await createProduct(t.db);
    const answer = await postStaffForm(staff, '/admin/promo-codes', validForm({ level_ids: [level.id], product_ids: [String(product.id)] }), BAG);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/admin/promo-codes');
    expect(answer.flash).toEqual({ success: fillMessage(M.created, { code: 'SPRING20' }) });

    const row = await t.db.promoCode.findUniqueOrThrow({ where: { code: 'SPRING20' }, include: { levels: true, products: true } });
    expect(row).toMatchObject({ kind: 'percent', value: 2000, minSubtotalCents: 5000, maxUses: 100, maxUsesPerUser: 1, isActive: true, description: 'Spring newsletter' });
    expect(row.startsAt).toEqual(startOfShopDay('2026-03-01'));
    expect(row.endsAt).toEqual(startOfNextShopDay('2026-05-31'));
    expect(row.levels.map((item) => item.levelId)).toEqual([level.id]);
    expect(row.products.map((item) => item.productId)).toEqual([product.id]);

    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'promo-code.create', subjectId: row.id } });
    expect(event).toMatchObject({ subjectType: 'promo-code', actorUserId: staff.userId });
    expect(event.after).toMatchObject({ code: 'SPRING20', value: 20, level_ids: [level.id] });

    const list = await visitPage(staff, '/admin/promo-codes');
    expect(list.body.component).toBe('admin/promo-codes/index');
    expect(list.body.props.promo_codes).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'SPRING20', value: 20, ends_on: '2026-05-31', starts_on: '2026-03-01' })]));
  });

  it('takes a fixed amount in dollars', async () => {
    await postStaffForm(staff, '/admin/promo-codes', validForm({ code: 'TENDOLLARS', kind: 'fixed', value: '10.50', min_subtotal: '', starts_on: '', ends_on: '', max_uses: '', max_uses_per_customer: '' }), BAG);
    const row = await t.db.promoCode.findUniqueOrThrow({ where: { code: 'TENDOLLARS' } });
    expect(row).toMatchObject({ kind: 'fixed', value: 1050, minSubtotalCents: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerUser: null });
  });

  it('refuses each invalid field with its message and creates nothing', async () => {
    await createPromoCode(t.db, { code: 'TAKEN1' });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ code: '' }, { code: M.codeRequired }],
      [{ code: 'ab' }, { code: M.codeFormat }],
      [{ code: 'has space' }, { code: M.codeFormat }],
      [{ code: 'taken1' }, { code: M.codeTaken }],
      [{ description: 'x'.repeat(256) }, { description: M.descriptionTooLong }],
      [{ kind: 'bogus' }, { kind: M.kindRequired }],
      [{ value: '' }, { value: M.valueRequired }],
      [{ value: '0' }, { value: M.percentRange }],
      [{ value: '0.5' }, { value: M.percentRange }],
      [{ value: '101' }, { value: M.percentRange }],
      [{ value: 'twenty' }, { value: M.percentRange }],
      [{ kind: 'fixed', value: '0' }, { value: M.amountPositive }],
      [{ kind: 'fixed', value: '1.234' }, { value: M.amountFormat }],
      [{ min_subtotal: 'fifty' }, { min_subtotal: M.amountFormat }],
      [{ starts_on: '2026-02-30' }, { starts_on: M.dateFormat }],
      [{ ends_on: '2026-02-01' }, { ends_on: M.endsBeforeStart }],
      [{ max_uses: '0' }, { max_uses: M.maxUsesFormat }],
      [{ max_uses: '1.5' }, { max_uses: M.maxUsesFormat }],
      [{ max_uses_per_customer: '0' }, { max_uses_per_customer: M.maxUsesPerCustomerFormat }],
      [{ max_uses: '2', max_uses_per_customer: '3' }, { max_uses_per_customer: M.perCustomerAboveTotal }],
      [{ product_ids: [999_999] }, { product_ids: M.productsUnknown }],
      [{ product_type_ids: [999_999] }, { product_type_ids: M.productTypesUnknown }],
      [{ level_ids: [999_999] }, { level_ids: M.levelsUnknown }],
      [{ level_ids: ['x'] }, { level_ids: M.levelsUnknown }],
      [{ is_active: 'maybe' }, { is_active: M.activeRequired }],
      [{ idempotency_key: 'nope' }, { idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey }],
    ];
    const before = { codes: await t.db.promoCode.count(), audit: await t.db.staffAuditEvent.count() };
    for (const [overrides, errors] of cases) {
      const answer = await postStaffForm(staff, '/admin/promo-codes', validForm({ code: 'NEWCODE1', ...overrides }), BAG);
      expect(answer.errors, JSON.stringify(overrides).slice(0, 80)).toEqual(errors);
    }
    expect({ codes: await t.db.promoCode.count(), audit: await t.db.staffAuditEvent.count() }).toEqual(before);
  });

  it('answers a repeated form “already done” and creates one code', async () => {
    const form = validForm({ code: 'ONCEONLY' });
    await postStaffForm(staff, '/admin/promo-codes', form, BAG);
    const again = await postStaffForm(staff, '/admin/promo-codes', form, BAG);
    expect(again.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await t.db.promoCode.count({ where: { code: 'ONCEONLY' } })).toBe(1);
  });
});

describe('editing a promo code', () => {
  it('saves the change with before and after in the audit log', async () => {
    const type = await createProductType(t.db);
    const code = await createPromoCode(t.db, { code: 'EDITME', value: 1000 });
    const page = await visitPage(staff, `/admin/promo-codes/${code.id}/edit`);
    expect(page.body.component).toBe('admin/promo-codes/form');
    const opened = page.body.props.promo_code as { updated_at: string };
    const answer = await postStaffForm(
      staff,
      `/admin/promo-codes/${code.id}`,
      validForm({ code: 'edited', value: '15', expected_updated_at: opened.updated_at, product_type_ids: [type.id], is_active: false }),
      BAG,
    );
    expect(answer.flash).toEqual({ success: fillMessage(M.updated, { code: 'EDITED' }) });
    const row = await t.db.promoCode.findUniqueOrThrow({ where: { id: code.id }, include: { productTypes: true } });
    expect(row).toMatchObject({ code: 'EDITED', value: 1500, isActive: false });
    expect(row.productTypes.map((item) => item.productTypeId)).toEqual([type.id]);
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { action: 'promo-code.update', subjectId: code.id } });
    expect(event.before).toMatchObject({ code: 'EDITME', value: 10, is_active: true });
    expect(event.after).toMatchObject({ code: 'EDITED', value: 15, is_active: false });
  });

  it('refuses a form opened on an older version, a total limit below the uses made, and a code another uses', async () => {
    await createPromoCode(t.db, { code: 'OTHERONE' });
    const code = await createPromoCode(t.db, { code: 'BUSYCODE', usesCount: 5 });
    const stale = await postStaffForm(staff, `/admin/promo-codes/${code.id}`, validForm({ code: 'BUSYCODE', expected_updated_at: new Date(2020, 0, 1).toISOString() }), BAG);
    expect(stale.flash).toEqual({ error: M.stale });
    const opened = { expected_updated_at: code.updatedAt.toISOString() };
    const below = await postStaffForm(staff, `/admin/promo-codes/${code.id}`, validForm({ code: 'BUSYCODE', max_uses: '4', max_uses_per_customer: '', ...opened }), BAG);
    expect(below.errors).toEqual({ max_uses: fillMessage(M.maxUsesBelowUses, { uses: 5 }) });
    const taken = await postStaffForm(staff, `/admin/promo-codes/${code.id}`, validForm({ code: 'OtherOne', ...opened }), BAG);
    expect(taken.errors).toEqual({ code: M.codeTaken });
    expect(await t.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ code: 'BUSYCODE', value: code.value, updatedAt: code.updatedAt });
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'promo-code', subjectId: code.id } })).toBe(0);
  });

  it('answers 404 for a code that does not exist', async () => {
    expect((await visitPage(staff, '/admin/promo-codes/999999/edit')).status).toBe(404);
  });
});

describe('removing a promo code and its uses', () => {
  it('deletes a code nobody used', async () => {
    const code = await createPromoCode(t.db, { code: 'UNUSED1' });
    const answer = await postStaffForm(staff, `/admin/promo-codes/${code.id}/remove`, { idempotency_key: newKey() });
    expect(answer.location).toBe('/admin/promo-codes');
    expect(answer.flash).toEqual({ success: fillMessage(M.deleted, { code: 'UNUSED1' }) });
    expect(await t.db.promoCode.findUnique({ where: { id: code.id } })).toBeNull();
    expect(await t.db.staffAuditEvent.count({ where: { action: 'promo-code.delete', subjectId: code.id } })).toBe(1);
  });

  it('deactivates a used code instead, keeps its uses and lists them with order and customer', async () => {
    const buyer = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent, firstName: 'Paula', lastName: 'Parent' });
    const code = await createPromoCode(t.db, { code: 'USEDONCE', usesCount: 1 });
    const { order } = await createPaidOrder(t.db, { user: buyer, lines: [{ product: await createProduct(t.db, { priceCents: 4000 }) }], discountCents: 400 });
    await t.db.order.update({ where: { id: order.id }, data: { promoCodeId: code.id, promoCode: code.code } });
    await t.db.promoCodeUse.create({ data: { promoCodeId: code.id, orderId: order.id, userId: buyer.id, discountCents: 400 } });

    const uses = await visitPage(staff, `/admin/promo-codes/${code.id}/uses`);
    expect(uses.body.component).toBe('admin/promo-codes/uses');
    expect(uses.body.props.uses).toEqual([
      expect.objectContaining({ order_id: order.id, discount: 4, order_url: `/admin/orders/${order.id}`, customer: expect.objectContaining({ id: buyer.id, name: 'Paula Parent' }) }),
    ]);

    const answer = await postStaffForm(staff, `/admin/promo-codes/${code.id}/remove`, { idempotency_key: newKey() });
    expect(answer.flash).toEqual({ success: fillMessage(M.deactivatedInstead, { code: 'USEDONCE' }) });
    expect(await t.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ isActive: false });
    expect(await t.db.promoCodeUse.count({ where: { promoCodeId: code.id } })).toBe(1);
    expect(await t.db.staffAuditEvent.count({ where: { action: 'promo-code.deactivate', subjectId: code.id } })).toBe(1);

    const again = await postStaffForm(staff, `/admin/promo-codes/${code.id}/remove`, { idempotency_key: newKey() });
    expect(again.flash).toEqual({ info: fillMessage(M.alreadyInactive, { code: 'USEDONCE' }) });
  });
});

describe('who may', () => {
  it('refuses every non-staff account (404) and changes nothing', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
    const others = [
      school,
      subUsers[0],
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.parent }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.trainer }),
      await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.preview }),
    ];
    const code = await createPromoCode(t.db, { code: 'GUARDED' });
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      for (const url of ['/admin/promo-codes', '/admin/promo-codes/new', `/admin/promo-codes/${code.id}/edit`, `/admin/promo-codes/${code.id}/uses`]) {
        expect((await visitPage(browser, url)).status, url).toBe(404);
      }
      expect((await postStaffForm(browser, '/admin/promo-codes', validForm({ code: 'SNEAKY1' }))).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/promo-codes/${code.id}`, validForm({ code: 'GUARDED', value: '99' }))).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/promo-codes/${code.id}/remove`, { idempotency_key: newKey() })).status).toBe(404);
    }
    expect(await t.db.promoCode.count({ where: { code: 'SNEAKY1' } })).toBe(0);
    expect(await t.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({ value: code.value, isActive: true });
  });
});
