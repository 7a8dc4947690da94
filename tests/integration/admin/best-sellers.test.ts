import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_SELLERS_REORDERED } from '#server/admin/best-sellers.controller';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { REORDER_MESSAGES } from '#server/shared/staff-reorder.rules';
import { createProduct } from '#tests/factories/products';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, visitPage } from './staff-helpers';

// Issue 15 item 6 (docs/decisions/122): the order of the home page's best sellers. The home page sorts them by
// products.sort_order; staff reorder that column only, the best sellers swapping the values they already hold.

let t: TestApp;
let staff: Browser & { userId: number };
let ids: { a: number; b: number; c: number; other: number };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
  const a = await createProduct(t.db, { title: 'Alpha', isBestSeller: true, sortOrder: 10 });
  const other = await createProduct(t.db, { title: 'Not A Best Seller', sortOrder: 15 });
  const b = await createProduct(t.db, { title: 'Bravo', isBestSeller: true, sortOrder: 20 });
  const c = await createProduct(t.db, { title: 'Charlie', isBestSeller: true, sortOrder: 30 });
  ids = { a: a.id, b: b.id, c: c.id, other: other.id };
});
afterAll(() => t.close());

const homeTitles = async () => ((await visitPage(staff, '/')).body.props.bestSellers as { title: string }[]).map((card) => card.title);
const reorder = (browser: Browser, order: number[], expected: number[], key = newKey()) =>
  postStaffForm(browser, '/admin/best-sellers/reorder', { idempotency_key: key, ids: order, expected_ids: expected });

describe('the best-sellers order', () => {
  it('lists the best sellers in the home page order', async () => {
    const page = await visitPage(staff, '/admin/best-sellers');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/best-sellers');
    expect((page.body.props.best_sellers as { id: number }[]).map((row) => row.id)).toEqual([ids.a, ids.b, ids.c]);
    expect(page.body.props.home_count).toBe(9);
  });

  it('saves a new order in sort_order only, which the home page follows; other products keep their place', async () => {
    const before = await t.db.product.findMany({ where: { id: { in: Object.values(ids) } }, orderBy: { id: 'asc' } });
    const answer = await reorder(staff, [ids.c, ids.a, ids.b], [ids.a, ids.b, ids.c]);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/admin/best-sellers');
    expect(answer.flash).toEqual({ success: BEST_SELLERS_REORDERED });
    expect(await homeTitles()).toEqual(['Charlie', 'Alpha', 'Bravo']);

    const after = await t.db.product.findMany({ where: { id: { in: Object.values(ids) } }, orderBy: { id: 'asc' } });
    const sortOrderOf = (id: number) => after.find((row) => row.id === id)!.sortOrder;
    expect([sortOrderOf(ids.c), sortOrderOf(ids.a), sortOrderOf(ids.b), sortOrderOf(ids.other)]).toEqual([10, 20, 30, 15]);
    // Nothing but sort_order changed (not even updated_at).
    for (const row of after) {
      const old = before.find((entry) => entry.id === row.id)!;
      expect({ ...row, sortOrder: 0 }).toEqual({ ...old, sortOrder: 0 });
    }

    const events = await t.db.staffAuditEvent.findMany({ where: { action: 'best-sellers.reorder' } });
    expect(events).toMatchObject([{ actorUserId: staff.userId, subjectType: 'product', subjectId: ids.c, before: { order: [ids.a, ids.b, ids.c] }, after: { order: [ids.c, ids.a, ids.b] } }]);
  });

  it('makes an exact order of best sellers that share a sort_order', async () => {
    await t.db.product.updateMany({ where: { id: { in: [ids.a, ids.b, ids.c] } }, data: { sortOrder: 5 } });
    expect((await reorder(staff, [ids.c, ids.b, ids.a], [ids.a, ids.b, ids.c])).flash).toEqual({ success: BEST_SELLERS_REORDERED });
    expect(await homeTitles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('refuses a changed list, an unchanged order and a bad form; a repeated form is done once', async () => {
    const current = [ids.c, ids.b, ids.a];
    expect((await reorder(staff, [ids.a, ids.b, ids.c], [ids.a, ids.b, ids.c])).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await reorder(staff, [ids.other, ids.b, ids.a], current)).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await reorder(staff, [ids.b, ids.a], current)).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await reorder(staff, current, current)).flash).toEqual({ info: REORDER_MESSAGES.unchanged });
    expect((await postStaffForm(staff, '/admin/best-sellers/reorder', { idempotency_key: newKey(), ids: [], expected_ids: current })).errors).toEqual({ ids: REORDER_MESSAGES.stale });
    expect((await postStaffForm(staff, '/admin/best-sellers/reorder', { ids: [ids.a, ids.b, ids.c], expected_ids: current })).errors).toEqual({
      idempotency_key: STAFF_FORM_MESSAGES.idempotencyKey,
    });

    const key = newKey();
    expect((await reorder(staff, [ids.a, ids.b, ids.c], current, key)).flash).toEqual({ success: BEST_SELLERS_REORDERED });
    expect((await reorder(staff, [ids.a, ids.b, ids.c], current, key)).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await homeTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('is refused to every non-staff role, and nothing changes', async () => {
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
    const others = [
      school,
      subUsers[0],
      ...(await Promise.all([ACCOUNT_TYPE.parent, ACCOUNT_TYPE.check, ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview].map((accountTypeId) => createUser(t.db, { accountTypeId })))),
    ];
    const order = await homeTitles();
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      expect((await visitPage(browser, '/admin/best-sellers')).status).toBe(404);
      expect((await reorder(browser, [ids.c, ids.b, ids.a], [ids.a, ids.b, ids.c])).status).toBe(404);
    }
    expect(await homeTitles()).toEqual(order);
  });
});
