import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_MESSAGES } from '#server/catalog/taxonomy.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createGrade, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, startStaffApp, visitPage } from './staff-helpers';

// Issue 15 item 3 (docs/decisions/108): school levels, grades and product types (names, slugs, order), each change
// audited; the shop's navigation shows a change at once.

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => {
  ({ t, staff } = await startStaffApp(staffBrowser));
});
afterAll(() => t.close());

const entry = (overrides: Record<string, unknown> = {}) => ({ idempotency_key: newKey(), name: 'Early Years', slug: '', sort_order: '3', level_id: '', ...overrides });

describe('the taxonomy page', () => {
  it('lists levels, grades (with their level) and types in order, with how many products use each', async () => {
    const level = await createSchoolLevel(t.db, { name: 'Listed Level', sortOrder: 0 });
    await createGrade(t.db, level.id, { name: 'Listed Grade' });
    await createProductType(t.db, { name: 'Listed Type' });
    const page = await visitPage(staff, '/admin/taxonomy');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/taxonomy');
    const props = page.body.props as { levels: { name: string }[]; grades: { name: string; level_id: number; products_count: number }[]; types: { name: string }[] };
    expect(props.levels[0].name).toBe('Listed Level');
    expect(props.grades.find((grade) => grade.name === 'Listed Grade')).toMatchObject({ level_id: level.id, products_count: 0 });
    expect(props.types.map((type) => type.name)).toContain('Listed Type');
  });
});

describe('adding and editing entries', () => {
  it('adds a school level (slug from the name), audits it, and every page menu shows it at once', async () => {
    const answer = await postStaffForm(staff, '/admin/taxonomy/levels', entry({ name: 'Early  Years' }));
    expect(answer.flash).toEqual({ success: 'School level “Early Years” added.' });
    const level = await t.db.schoolLevel.findUniqueOrThrow({ where: { name: 'Early Years' } });
    expect(level).toMatchObject({ slug: 'early-years', sortOrder: 3 });
    expect(await t.db.staffAuditEvent.findFirst({ where: { subjectType: 'school-level', subjectId: level.id, action: 'school-level.create' } })).not.toBeNull();
    const shop = await staff.agent.get('/shop').set(inertiaHeaders(staff.token));
    expect(JSON.stringify(shop.body.props.schoolLevels)).toContain('Early Years');
    expect(JSON.stringify(shop.body.props.filterOptions.schoolLevels)).toContain('Early Years');
  });

  it('renames a product type and changes its slug and order; before and after are audited', async () => {
    const type = await createProductType(t.db, { name: 'Old Type Name', slug: 'old-type-name', sortOrder: 4 });
    const answer = await postStaffForm(staff, `/admin/taxonomy/types/${type.id}`, entry({ name: 'New Type Name', slug: 'new-type', sort_order: '9' }));
    expect(answer.flash).toEqual({ success: 'Product type “New Type Name” saved.' });
    expect(await t.db.productType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ name: 'New Type Name', slug: 'new-type', sortOrder: 9 });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product-type', subjectId: type.id } });
    expect(event).toMatchObject({ action: 'product-type.update', before: { name: 'Old Type Name', slug: 'old-type-name', sort_order: 4 }, after: { name: 'New Type Name', slug: 'new-type', sort_order: 9 } });

    const same = await postStaffForm(staff, `/admin/taxonomy/types/${type.id}`, entry({ name: 'New Type Name', slug: 'new-type', sort_order: '9' }));
    expect(same.flash).toEqual({ info: TAXONOMY_MESSAGES.unchanged });
  });

  it('adds a grade to a level and moves it to another', async () => {
    const first = await createSchoolLevel(t.db, { name: 'Grade Level One' });
    const second = await createSchoolLevel(t.db, { name: 'Grade Level Two' });
    await postStaffForm(staff, '/admin/taxonomy/grades', entry({ name: 'Grade Seven', level_id: String(first.id) }));
    const grade = await t.db.grade.findUniqueOrThrow({ where: { name: 'Grade Seven' } });
    expect(grade.levelId).toBe(first.id);
    await postStaffForm(staff, `/admin/taxonomy/grades/${grade.id}`, entry({ name: 'Grade Seven', level_id: String(second.id) }));
    expect((await t.db.grade.findUniqueOrThrow({ where: { id: grade.id } })).levelId).toBe(second.id);
  });

  it('a shop search finds products by a grade name staff just changed, at once', async () => {
    const level = await createSchoolLevel(t.db, { name: 'Search Level' });
    const grade = await createGrade(t.db, level.id, { name: 'Quokka Grade' });
    const product = await createProduct(t.db, { title: 'Body Safety Lesson', levelId: level.id, gradeId: grade.id });
    const search = async (term: string) => {
      const answer = await staff.agent.get(`/shop?search=${encodeURIComponent(term)}`).set(inertiaHeaders(staff.token));
      return (answer.body.props.products.data as { id: number }[]).map((found) => found.id);
    };
    expect(await search('quokka')).toContain(product.id);
    expect(await search('wombat')).not.toContain(product.id);

    await postStaffForm(staff, `/admin/taxonomy/grades/${grade.id}`, entry({ name: 'Wombat Grade', level_id: String(level.id) }));
    expect(await search('wombat')).toContain(product.id);
    expect(await search('quokka')).not.toContain(product.id);
  });

  it('answers a repeated form key once', async () => {
    const form = entry({ name: 'Repeated Type' });
    await postStaffForm(staff, '/admin/taxonomy/types', form);
    const again = await postStaffForm(staff, '/admin/taxonomy/types', form);
    expect(again.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await t.db.productType.count({ where: { name: 'Repeated Type' } })).toBe(1);
  });

  it('answers 404 for an unknown list or entry', async () => {
    expect((await postStaffForm(staff, '/admin/taxonomy/colours', entry({ name: 'Blue' }))).status).toBe(404);
    expect((await postStaffForm(staff, '/admin/taxonomy/levels/999999', entry({ name: 'Nowhere' }))).status).toBe(404);
  });
});

describe('invalid entries', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['no name', 'levels', { name: ' ' }, 'name', TAXONOMY_MESSAGES.nameRequired],
    ['a long name', 'types', { name: 'x'.repeat(61) }, 'name', TAXONOMY_MESSAGES.nameLength],
    ['a slug with capitals', 'levels', { slug: 'Early-Years' }, 'slug', TAXONOMY_MESSAGES.slugFormat],
    ['a long slug', 'levels', { slug: 'a'.repeat(81) }, 'slug', TAXONOMY_MESSAGES.slugLength],
    ['a negative order', 'types', { sort_order: '-2' }, 'sort_order', TAXONOMY_MESSAGES.sortOrder],
    ['an order in words', 'types', { sort_order: 'last' }, 'sort_order', TAXONOMY_MESSAGES.sortOrder],
    ['a grade without a level', 'grades', { name: 'Lonely Grade' }, 'level_id', TAXONOMY_MESSAGES.levelRequired],
    ['a grade of an unknown level', 'grades', { name: 'Lost Grade', level_id: '999999' }, 'level_id', TAXONOMY_MESSAGES.levelUnknown],
    ['no form key', 'levels', { idempotency_key: '' }, 'idempotency_key', STAFF_FORM_MESSAGES.idempotencyKey],
  ];
  it.each(cases)('refuses %s with the field message and adds nothing', async (_label, kind, overrides, field, message) => {
    const before = [await t.db.schoolLevel.count(), await t.db.grade.count(), await t.db.productType.count()];
    const answer = await postStaffForm(staff, `/admin/taxonomy/${kind}`, entry({ name: `Invalid ${field}`, ...overrides }));
    expect(answer.errors[field]).toBe(message);
    expect([await t.db.schoolLevel.count(), await t.db.grade.count(), await t.db.productType.count()]).toEqual(before);
  });

  it('refuses a name or slug another entry of the list has', async () => {
    const taken = await createSchoolLevel(t.db, { name: 'Taken Level', slug: 'taken-level' });
    const other = await createSchoolLevel(t.db, { name: 'Other Level', slug: 'other-level' });
    const answer = await postStaffForm(staff, `/admin/taxonomy/levels/${other.id}`, entry({ name: 'Taken Level', slug: 'taken-level' }));
    expect(answer.errors).toMatchObject({ name: TAXONOMY_MESSAGES.nameTaken, slug: TAXONOMY_MESSAGES.slugTaken });
    expect(await t.db.schoolLevel.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ name: 'Other Level' });
    expect(taken.id).not.toBe(other.id);
  });
});

describe('who may', () => {
  it('refuses every non-staff account (404) and changes nothing', async () => {
    const level = await createSchoolLevel(t.db, { name: 'Guarded Level' });
    const before = JSON.stringify([await t.db.schoolLevel.findMany({ orderBy: { id: 'asc' } }), await t.db.productType.count(), await t.db.staffAuditEvent.count()]);
    for (const accountTypeId of [ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview, ACCOUNT_TYPE.check, ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent]) {
      const browser = await signedInBrowser(t, (await createUser(t.db, { accountTypeId })).email);
      expect((await visitPage(browser, '/admin/taxonomy')).status).toBe(404);
      expect((await postStaffForm(browser, '/admin/taxonomy/types', entry({ name: 'Sneaky Type' }))).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/taxonomy/levels/${level.id}`, entry({ name: 'Renamed' }))).status).toBe(404);
    }
    const after = JSON.stringify([await t.db.schoolLevel.findMany({ orderBy: { id: 'asc' } }), await t.db.productType.count(), await t.db.staffAuditEvent.count()]);
    expect(after).toBe(before);
  });
});

describe('names on product cards', () => {
  it('a card names a level another server added within the minute: the kept lists are read again', async () => {
    await staff.agent.get('/shop').set(inertiaHeaders(staff.token));
    // Written straight to the database, as another app server would: this one is not told.
    const level = await t.db.schoolLevel.create({ data: { name: 'Elsewhere Level', slug: 'elsewhere-level', sortOrder: 998 } });
    await t.db.product.updateMany({ data: { isFeatured: false } });
    const product = await createProduct(t.db, { title: 'Featured Elsewhere', levelId: level.id, isFeatured: true, sortOrder: -1 });
    const shop = await staff.agent.get('/shop').set(inertiaHeaders(staff.token));
    expect(shop.body.props.featuredProduct).toMatchObject({ id: product.id, level: { name: 'Elsewhere Level' } });
  });
});
