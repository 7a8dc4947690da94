import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '#server/catalog/product-editor.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createOrder } from '#tests/factories/orders';
import { createGrade, createProduct, createProductType, createSchoolLevel } from '#tests/factories/products';
import { createSchoolUser, createUser } from '#tests/factories/users';
import type { TestApp } from '#tests/support/test-app';
import { jsonHeaders, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, startStaffApp, visitPage } from './staff-helpers';

// Issue 15 item 1 (docs/decisions/105-107): the staff products list, create, edit (stale forms refused, slugs that
// keep redirecting), duplicate and deactivate; every change in the audit log; descriptions sanitized for the shop.

let t: TestApp;
let staff: Browser & { userId: number };
let level: { id: number };
let grade: { id: number };
let otherGrade: { id: number };
let type: { id: number };

beforeAll(async () => {
  ({ t, staff } = await startStaffApp(staffBrowser));
  level = await createSchoolLevel(t.db, { name: 'Products Test Level' });
  grade = await createGrade(t.db, level.id, { name: 'Products Test Grade' });
  const otherLevel = await createSchoolLevel(t.db, { name: 'Products Other Level' });
  otherGrade = await createGrade(t.db, otherLevel.id, { name: 'Products Other Grade' });
  type = await createProductType(t.db, { name: 'Products Test Type' });
});
afterAll(() => t.close());

const validForm = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  title: 'Middle School: Safe Online',
  slug: '',
  subtitle: 'A classroom program',
  short_description: 'Short and plain.',
  description: 'First paragraph with **bold**.\n\nSecond paragraph.',
  video_description: 'A 20-minute video.',
  price: '450.00',
  special_price: '399.50',
  sku: `MS-SAFE-${Math.random().toString(36).slice(2, 8)}`,
  level_id: String(level.id),
  grade_id: String(grade.id),
  type_id: String(type.id),
  account_type_id: String(ACCOUNT_TYPE.schools),
  tags: 'online safety, middle school, online safety',
  category: 'Classroom Programs',
  is_best_seller: true,
  sort_order: '7',
  combo_items: [],
  preview_video_account: true,
  trainer_video_account: false,
  is_licensed: true,
  is_hard_copy: false,
  is_active: true,
  ...overrides,
});

async function createThroughForm(overrides: Record<string, unknown> = {}) {
  const answer = await postStaffForm(staff, '/admin/products', validForm(overrides));
  const id = Number(/\/admin\/products\/(\d+)\/edit$/.exec(answer.location ?? '')?.[1]);
  return { answer, id };
}

async function editFormOf(id: number) {
  const page = await visitPage(staff, `/admin/products/${id}/edit`);
  const props = page.body.props as { form: Record<string, unknown>; product: { updated_at: string } };
  return { ...props.form, idempotency_key: newKey(), expected_updated_at: props.product.updated_at };
}

describe('the products list', () => {
  it('searches by title or SKU and filters by level, grade, type and state', async () => {
    const inLevel = await createProduct(t.db, { title: 'Listed Alpha Program', levelId: level.id, gradeId: grade.id, typeId: type.id, sku: 'LIST-ALPHA' });
    const inactive = await createProduct(t.db, { title: 'Listed Beta Doll', isActive: false, sku: 'LIST-BETA' });

    const page = await visitPage(staff, '/admin/products?search=listed');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/products/index');
    const titles = (page.body.props.products as { data: { title: string }[] }).data.map((row) => row.title);
    expect(titles).toEqual(expect.arrayContaining(['Listed Alpha Program', 'Listed Beta Doll']));

    const bySku = (await visitPage(staff, '/admin/products?search=list-beta')).body.props.products as { data: { id: number }[] };
    expect(bySku.data.map((row) => row.id)).toEqual([inactive.id]);

    for (const query of [`level=${level.id}`, `grade=${grade.id}`, `type=${type.id}`]) {
      const rows = ((await visitPage(staff, `/admin/products?${query}&search=listed`)).body.props.products as { data: { id: number }[] }).data;
      expect(rows.map((row) => row.id), query).toEqual([inLevel.id]);
    }
    const inactiveRows = ((await visitPage(staff, '/admin/products?active=0&search=listed')).body.props.products as { data: { id: number; is_active: boolean }[] }).data;
    expect(inactiveRows.map((row) => row.id)).toEqual([inactive.id]);

    for (const bad of ['active=maybe', 'level=abc', 'sort=price; drop', 'per_page=7']) {
      const answer = await staff.agent.get(`/admin/products?${bad}`).set({ 'X-Inertia': 'true', 'X-Inertia-Version': 'test' });
      expect(answer.status, bad).toBe(422);
    }
  });
});

describe('creating a product', () => {
  it('saves the form (cents, slug from the title, tags once), audits it and opens the edit page', async () => {
    const { answer, id } = await createThroughForm();
    expect(answer.status).toBe(303);
    expect(answer.flash).toEqual({ success: PRODUCT_MESSAGES.created });
    const product = await t.db.product.findUniqueOrThrow({ where: { id } });
    expect(product).toMatchObject({
      title: 'Middle School: Safe Online',
      slug: 'middle-school-safe-online',
      priceCents: 45000,
      specialPriceCents: 39950,
      levelId: level.id,
      gradeId: grade.id,
      typeId: type.id,
      accountTypeId: ACCOUNT_TYPE.schools,
      tags: ['online safety', 'middle school'],
      isBestSeller: true,
      sortOrder: 7,
      previewVideoAccount: true,
      isLicensed: true,
      isActive: true,
    });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product', subjectId: id } });
    expect(event).toMatchObject({ action: 'product.create', actorUserId: staff.userId });

    // A second product with the same title gets a free slug.
    const second = await createThroughForm({ sku: '' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: second.id } })).slug).toBe('middle-school-safe-online-2');
  });

  it('answers a repeated form key once: one product, the same edit page', async () => {
    const form = validForm({ title: 'Repeated Create' });
    const first = await postStaffForm(staff, '/admin/products', form);
    const again = await postStaffForm(staff, '/admin/products', form);
    expect(again.location).toBe(first.location);
    expect(again.flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    expect(await t.db.product.count({ where: { title: 'Repeated Create' } })).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no title', { title: '  ' }, 'title', PRODUCT_MESSAGES.titleRequired],
    ['a long title', { title: 'x'.repeat(151) }, 'title', PRODUCT_MESSAGES.titleLength],
    ['a slug with spaces', { slug: 'Not A Slug' }, 'slug', PRODUCT_MESSAGES.slugFormat],
    ['a long subtitle', { subtitle: 'x'.repeat(201) }, 'subtitle', PRODUCT_MESSAGES.subtitleLength],
    ['a long short description', { short_description: 'x'.repeat(501) }, 'short_description', PRODUCT_MESSAGES.shortDescriptionLength],
    ['a long description', { description: 'x'.repeat(20_001) }, 'description', PRODUCT_MESSAGES.descriptionLength],
    ['a long video description', { video_description: 'x'.repeat(20_001) }, 'video_description', PRODUCT_MESSAGES.videoDescriptionLength],
    ['no price', { price: '' }, 'price', PRODUCT_MESSAGES.priceRequired],
    ['a price with three decimals', { price: '12.345' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a negative price', { price: '-5' }, 'price', PRODUCT_MESSAGES.priceFormat],
    ['a special price above the price', { price: '10.00', special_price: '12.00' }, 'special_price', PRODUCT_MESSAGES.specialPriceBelowPrice],
    ['a special price in words', { special_price: 'ten' }, 'special_price', PRODUCT_MESSAGES.priceFormat],
    ['an SKU with spaces', { sku: 'AB CD' }, 'sku', PRODUCT_MESSAGES.skuFormat],
    ['an unknown level', { level_id: '999999' }, 'level_id', PRODUCT_MESSAGES.levelUnknown],
    ['a level that is not an id', { level_id: 'abc' }, 'level_id', PRODUCT_MESSAGES.levelUnknown],
    ['an unknown grade', { grade_id: '999999' }, 'grade_id', PRODUCT_MESSAGES.gradeUnknown],
    ['an unknown type', { type_id: '999999' }, 'type_id', PRODUCT_MESSAGES.typeUnknown],
    ['an unknown account type', { account_type_id: '42' }, 'account_type_id', PRODUCT_MESSAGES.accountTypeUnknown],
    ['a long category', { category: 'x'.repeat(101) }, 'category', PRODUCT_MESSAGES.categoryLength],
    ['too many tags', { tags: Array.from({ length: 21 }, (_, n) => `tag${n}`).join(',') }, 'tags', PRODUCT_MESSAGES.tagsCount],
    ['a long tag', { tags: `fine, ${'x'.repeat(41)}` }, 'tags', PRODUCT_MESSAGES.tagLength],
    ['a negative order', { sort_order: '-1' }, 'sort_order', PRODUCT_MESSAGES.sortOrder],
    ['an order in words', { sort_order: 'first' }, 'sort_order', PRODUCT_MESSAGES.sortOrder],
    ['a flag that is not yes or no', { is_active: 'perhaps' }, 'is_active', PRODUCT_MESSAGES.flag],
    ['an unknown combo product', { combo_items: [{ product_id: '999999', quantity: '1' }] }, 'combo_items.0.product_id', PRODUCT_MESSAGES.comboProductUnknown],
    ['a combo quantity of 0', { combo_items: [{ product_id: '1', quantity: '0' }] }, 'combo_items.0.quantity', PRODUCT_MESSAGES.comboQuantity],
    ['no form key', { idempotency_key: 'nope' }, 'idempotency_key', STAFF_FORM_MESSAGES.idempotencyKey],
  ];
  it.each(invalid)('refuses %s with the field message and creates nothing', async (_label, overrides, field, message) => {
    const before = await t.db.product.count();
    const answer = await postStaffForm(staff, '/admin/products', validForm(overrides));
    expect(answer.errors[field]).toBe(message);
    expect(await t.db.product.count()).toBe(before);
  });

  it('refuses a grade of another level, a taken slug and a taken SKU', async () => {
    const existing = await createProduct(t.db, { slug: 'taken-product-slug', sku: 'TAKEN-SKU' });
    const before = await t.db.product.count();
    const answer = await postStaffForm(staff, '/admin/products', validForm({ grade_id: String(otherGrade.id), slug: existing.slug, sku: 'TAKEN-SKU' }));
    expect(answer.errors).toMatchObject({ grade_id: PRODUCT_MESSAGES.gradeOutsideLevel, slug: PRODUCT_MESSAGES.slugTaken, sku: PRODUCT_MESSAGES.skuTaken });
    expect(await t.db.product.count()).toBe(before);
  });

  it('keeps combo items in order with their quantities and refuses one product twice', async () => {
    const doll = await createProduct(t.db, { title: 'Combo Doll' });
    const book = await createProduct(t.db, { title: 'Combo Book' });
    const twice = await postStaffForm(staff, '/admin/products', validForm({ title: 'Twice Combo', combo_items: [{ product_id: String(doll.id), quantity: '1' }, { product_id: String(doll.id), quantity: '2' }] }));
    expect(twice.errors.combo_items).toBe(PRODUCT_MESSAGES.comboDuplicate);

    const { id } = await createThroughForm({ title: 'Bundle', sku: '', combo_items: [{ product_id: String(book.id), quantity: '25' }, { product_id: String(doll.id), quantity: '2' }] });
    const items = await t.db.productComboItem.findMany({ where: { comboProductId: id }, orderBy: { sortOrder: 'asc' } });
    expect(items.map((item) => [item.itemProductId, item.quantity])).toEqual([
      [book.id, 25],
      [doll.id, 2],
    ]);
  });
});

describe('editing a product', () => {
  it('saves the changes, audits what changed, and the old slug redirects (301) to the new one', async () => {
    const { id } = await createThroughForm({ title: 'Slug Before', sku: '' });
    const form = await editFormOf(id);
    const answer = await postStaffForm(staff, `/admin/products/${id}`, { ...form, title: 'Slug After', slug: 'slug-after', price: '19.99', special_price: '' });
    expect(answer.flash).toEqual({ success: PRODUCT_MESSAGES.updated });
    const product = await t.db.product.findUniqueOrThrow({ where: { id } });
    expect(product).toMatchObject({ title: 'Slug After', slug: 'slug-after', priceCents: 1999, specialPriceCents: null });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product', subjectId: id, action: 'product.update' } });
    expect(event.before).toMatchObject({ title: 'Slug Before', slug: 'slug-before', price_cents: 45000, special_price_cents: 39950 });
    expect(event.after).toMatchObject({ title: 'Slug After', slug: 'slug-after', price_cents: 1999, special_price_cents: null });
    expect(Object.keys(event.after as object)).not.toContain('category');

    const old = await staff.agent.get(`/products/${id}/slug-before?from=mail`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/products/${id}/slug-after?from=mail`);
  });

  it('refuses a stale form (the product changed since it was opened) and changes nothing', async () => {
    const { id } = await createThroughForm({ title: 'Stale Product', sku: '' });
    const opened = await editFormOf(id);
    const first = await postStaffForm(staff, `/admin/products/${id}`, { ...opened, title: 'Saved First' });
    expect(first.flash).toEqual({ success: PRODUCT_MESSAGES.updated });
    const events = await t.db.staffAuditEvent.count({ where: { subjectId: id, subjectType: 'product' } });

    const stale = await postStaffForm(staff, `/admin/products/${id}`, { ...opened, idempotency_key: newKey(), title: 'Saved Second' });
    expect(stale.flash).toEqual({ error: PRODUCT_MESSAGES.stale });
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).title).toBe('Saved First');
    expect(await t.db.staffAuditEvent.count({ where: { subjectId: id, subjectType: 'product' } })).toBe(events);

    const missing = await postStaffForm(staff, `/admin/products/${id}`, { ...opened, idempotency_key: newKey(), expected_updated_at: 'yesterday' });
    expect(missing.errors.expected_updated_at).toBe(PRODUCT_MESSAGES.stale);
  });

  it('refuses a combo that holds itself', async () => {
    const { id } = await createThroughForm({ title: 'Self Combo', sku: '' });
    const form = await editFormOf(id);
    const answer = await postStaffForm(staff, `/admin/products/${id}`, { ...form, combo_items: [{ product_id: String(id), quantity: '1' }] });
    expect(answer.errors['combo_items.0.product_id']).toBe(PRODUCT_MESSAGES.comboSelf);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await visitPage(staff, '/admin/products/999999/edit')).status).toBe(404);
  });
});

describe('the Spanish text (issue 18, docs/decisions/156)', () => {
  const spanish = {
    title_es: 'Secundaria: seguridad en línea',
    subtitle_es: 'Un programa para el salón de clases',
    short_description_es: 'Breve y claro.',
    description_es: 'Primer párrafo con **negritas**.',
    video_description_es: 'Un video de 20 minutos.',
  };

  it('is empty on a new form and saved from the Spanish (optional) group, trimmed', async () => {
    const create = await visitPage(staff, '/admin/products/create');
    expect(create.body.props.form).toMatchObject({ title_es: '', subtitle_es: '', short_description_es: '', description_es: '', video_description_es: '' });

    const { id } = await createThroughForm({ title: 'Spanish Create', sku: '', ...spanish, title_es: `  ${spanish.title_es}  ` });
    expect(await t.db.product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      titleEs: 'Secundaria: seguridad en línea',
      subtitleEs: 'Un programa para el salón de clases',
      shortDescriptionEs: 'Breve y claro.',
      descriptionEs: 'Primer párrafo con **negritas**.',
      videoDescriptionEs: 'Un video de 20 minutos.',
    });
    const created = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product', subjectId: id, action: 'product.create' } });
    expect(created.after).toMatchObject({ title_es: 'Secundaria: seguridad en línea', description_es: 'Primer párrafo con **negritas**.' });
    // The edit form shows them as stored.
    expect(((await editFormOf(id)) as Record<string, unknown>).title_es).toBe('Secundaria: seguridad en línea');
  });

  it('is changed and cleared by staff, each change audited; cleared fields are stored as empty (null)', async () => {
    const { id } = await createThroughForm({ title: 'Spanish Edit', sku: '', ...spanish });
    const changed = await postStaffForm(staff, `/admin/products/${id}`, { ...(await editFormOf(id)), title_es: 'Título nuevo', description_es: '' });
    expect(changed.flash).toEqual({ success: PRODUCT_MESSAGES.updated });
    expect(await t.db.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleEs: 'Título nuevo', descriptionEs: null, subtitleEs: spanish.subtitle_es });
    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product', subjectId: id, action: 'product.update' } });
    expect(event.before).toEqual({ title_es: spanish.title_es, description_es: spanish.description_es });
    expect(event.after).toEqual({ title_es: 'Título nuevo', description_es: null });

    const cleared = await postStaffForm(staff, `/admin/products/${id}`, {
      ...(await editFormOf(id)),
      title_es: '',
      subtitle_es: '   ',
      short_description_es: '',
      description_es: '',
      video_description_es: '',
    });
    expect(cleared.flash).toEqual({ success: PRODUCT_MESSAGES.updated });
    expect(await t.db.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleEs: null, subtitleEs: null, shortDescriptionEs: null, descriptionEs: null, videoDescriptionEs: null });

    // A Spanish visitor now reads the English text again.
    const product = await t.db.product.findUniqueOrThrow({ where: { id } });
    const page = await staff.agent.get(`/products/${id}/${product.slug}`).set({ 'X-Inertia': 'true', 'X-Inertia-Version': 'test', Cookie: 'locale=es' });
    expect(page.body.props.product).toMatchObject({ title: 'Spanish Edit', subtitle: 'A classroom program' });
  });

  const invalidSpanish: [string, Record<string, unknown>, string, string][] = [
    ['a long Spanish title', { title_es: 'x'.repeat(151) }, 'title_es', PRODUCT_MESSAGES.titleEsLength],
    ['a long Spanish subtitle', { subtitle_es: 'x'.repeat(201) }, 'subtitle_es', PRODUCT_MESSAGES.subtitleEsLength],
    ['a long Spanish short description', { short_description_es: 'x'.repeat(501) }, 'short_description_es', PRODUCT_MESSAGES.shortDescriptionEsLength],
    ['a long Spanish description', { description_es: 'x'.repeat(20_001) }, 'description_es', PRODUCT_MESSAGES.descriptionEsLength],
    ['a long Spanish video description', { video_description_es: 'x'.repeat(20_001) }, 'video_description_es', PRODUCT_MESSAGES.videoDescriptionEsLength],
    ['a Spanish title that is a number', { title_es: 42 }, 'title_es', PRODUCT_MESSAGES.titleEsLength],
    ['a Spanish description that is a list', { description_es: ['a', 'b'] }, 'description_es', PRODUCT_MESSAGES.descriptionEsLength],
  ];
  it.each(invalidSpanish)('refuses %s: 422 with the message, the form shows it, nothing changes', async (_label, overrides, field, message) => {
    const { id } = await createThroughForm({ title: `Spanish Refusal ${field}`, sku: '', ...spanish });
    const before = await t.db.product.findUniqueOrThrow({ where: { id } });
    const events = await t.db.staffAuditEvent.count({ where: { subjectType: 'product', subjectId: id } });
    const form = { ...(await editFormOf(id)), ...overrides };

    const call = await staff.agent.post(`/admin/products/${id}`).set(jsonHeaders(staff.token)).send(form);
    expect(call.status).toBe(422);
    expect(call.body).toMatchObject({ success: false, errors: { [field]: message } });

    const posted = await postStaffForm(staff, `/admin/products/${id}`, { ...form, idempotency_key: newKey() });
    expect(posted.errors[field]).toBe(message);
    expect(await t.db.product.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'product', subjectId: id } })).toBe(events);
  });
});

describe('descriptions in the shop', () => {
  it('are Markdown rendered to sanitized HTML: no script, no handler, no javascript: link', async () => {
    const { id } = await createThroughForm({
      title: 'Sanitized Product',
      sku: '',
      account_type_id: '',
      description: 'Hello **world**.\n\n<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[bad](javascript:alert(3)) [good](https://example.org)',
      video_description: '<iframe src="https://evil.example"></iframe>Plain',
    });
    const product = await t.db.product.findUniqueOrThrow({ where: { id } });
    const page = await staff.agent.get(`/products/${id}/${product.slug}`).set({ 'X-Inertia': 'true', 'X-Inertia-Version': 'test' });
    const detail = page.body.props.product as { description: string; video_description: string };
    expect(detail.description).toContain('<strong>world</strong>');
    expect(detail.description).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">good</a>');
    for (const bad of ['<script', 'onerror', 'javascript:', '<img']) expect(detail.description).not.toContain(bad);
    expect(detail.video_description).not.toContain('iframe');
    expect(detail.video_description).toContain('Plain');
  });
});

describe('duplicating and deactivating', () => {
  it('duplicates as an inactive "(copy)" with a free slug and no SKU, and opens the copy', async () => {
    const { id } = await createThroughForm({ title: 'Original Program' });
    const answer = await postStaffForm(staff, `/admin/products/${id}/duplicate`, { idempotency_key: newKey() });
    expect(answer.flash).toEqual({ success: PRODUCT_MESSAGES.duplicated });
    const copyId = Number(/\/admin\/products\/(\d+)\/edit$/.exec(answer.location ?? '')?.[1]);
    expect(copyId).not.toBe(id);
    const copy = await t.db.product.findUniqueOrThrow({ where: { id: copyId } });
    expect(copy).toMatchObject({ title: 'Original Program (copy)', slug: 'original-program-copy', sku: null, isActive: false, priceCents: 45000, levelId: level.id });
    const again = await postStaffForm(staff, `/admin/products/${id}/duplicate`, { idempotency_key: newKey() });
    const secondCopy = await t.db.product.findUniqueOrThrow({ where: { id: Number(/(\d+)\/edit$/.exec(again.location ?? '')?.[1]) } });
    expect(secondCopy.slug).toBe('original-program-copy-2');
    expect(await t.db.staffAuditEvent.count({ where: { action: 'product.duplicate', subjectId: copyId } })).toBe(1);
  });

  it('deactivates a product with orders (never deletes it): off sale, orders keep it, audited', async () => {
    const school = await createSchoolUser(t.db);
    const product = await createProduct(t.db, { title: 'Sold Product' });
    await createOrder(t.db, { user: school, lines: [{ product }] });
    const answer = await postStaffForm(staff, `/admin/products/${product.id}/deactivate`, { idempotency_key: newKey() });
    expect(answer.flash).toEqual({ success: PRODUCT_MESSAGES.deactivated });
    expect(await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ isActive: false });
    expect(await t.db.orderLine.count({ where: { productId: product.id } })).toBe(1);
    expect(await t.db.staffAuditEvent.count({ where: { action: 'product.deactivate', subjectId: product.id } })).toBe(1);
    expect((await staff.agent.get(`/products/${product.id}/${product.slug}`)).status).toBe(404);

    const again = await postStaffForm(staff, `/admin/products/${product.id}/deactivate`, { idempotency_key: newKey() });
    expect(again.flash).toEqual({ info: PRODUCT_MESSAGES.alreadyInactive });
    expect(await t.db.staffAuditEvent.count({ where: { action: 'product.deactivate', subjectId: product.id } })).toBe(1);
  });
});

describe('who may', () => {
  it('refuses every non-staff account on every product form (404) and changes nothing', async () => {
    const product = await createProduct(t.db, { title: 'Guarded Product' });
    const accounts = await Promise.all(
      [ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview, ACCOUNT_TYPE.check, ACCOUNT_TYPE.schools, ACCOUNT_TYPE.parent].map((accountTypeId) => createUser(t.db, { accountTypeId })),
    );
    const before = JSON.stringify([await t.db.product.count(), await t.db.product.findUniqueOrThrow({ where: { id: product.id } }), await t.db.staffAuditEvent.count()]);
    for (const account of accounts) {
      const browser = await signedInBrowser(t, account.email);
      for (const [url, body] of [
        ['/admin/products', validForm({ title: 'Sneaky' })],
        [`/admin/products/${product.id}`, { ...validForm({ title: 'Sneaky' }), expected_updated_at: new Date().toISOString() }],
        [`/admin/products/${product.id}/duplicate`, { idempotency_key: newKey() }],
        [`/admin/products/${product.id}/deactivate`, { idempotency_key: newKey() }],
      ] as const) {
        const answer = await postStaffForm(browser, url, body);
        expect(answer.status, `${account.accountTypeId} ${url}`).toBe(404);
      }
      expect((await visitPage(browser, '/admin/products')).status).toBe(404);
    }
    const after = JSON.stringify([await t.db.product.count(), await t.db.product.findUniqueOrThrow({ where: { id: product.id } }), await t.db.staffAuditEvent.count()]);
    expect(after).toBe(before);
  });
});
