import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTIMONIAL_IMAGE_PIXELS, TESTIMONIAL_MESSAGES } from '#server/content/testimonial-form.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { REORDER_MESSAGES } from '#server/shared/staff-reorder.rules';
import { createTestimonial } from '#tests/factories/content';
import { createSchoolWithSubUsers, createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { exeBytes, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, postStaffForm, staffBrowser, visitPage, type PostAnswer } from './staff-helpers';

// Issue 15 item 6 (docs/decisions/121): staff add and edit testimonials (stars by tenths, a picture checked from its
// bytes and resized), publish or hide them, and order them; the storefront follows that order.

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

const photo = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#7c3aed' } }).jpeg().toBuffer();

const validForm = () => ({
  idempotency_key: newKey(),
  name: 'Maria Lopez',
  title: 'Counselor',
  company: 'Eastside Elementary',
  rating: '4.5',
  content: 'Our students finally had words for what they felt.',
  date: '2026-10-01',
  is_published: '1',
});

/** A multipart post as the page sends it with a picture, then the page the redirect leads to. */
async function postMultipart(browser: Browser, url: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }): Promise<PostAnswer> {
  let request = browser.agent.post(url).set(inertiaHeaders(browser.token));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (file) request = request.attach('image', file.bytes, file.name);
  const answer = await request;
  const location = answer.headers.location as string | undefined;
  if (!location) return { status: answer.status, location, flash: undefined, errors: {} };
  const page = await browser.agent.get(location).set(inertiaHeaders(browser.token));
  return { status: answer.status, location, flash: page.body.flash, errors: (page.body.props?.errors ?? {}) as Record<string, string> };
}

const homeReviews = async () => (await visitPage(staff, '/')).body.props.reviews as { name: string; image: string | null; rating: number }[];

describe('adding a testimonial', () => {
  it('stores it first in the order with the stars in tenths and a resized picture, shown on the home page', async () => {
    await createTestimonial(t.db, { name: 'Earlier One' });
    const answer = await postMultipart(staff, '/admin/testimonials', validForm(), { bytes: await photo(), name: 'maria.jpg' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/admin/testimonials');
    expect(answer.flash).toEqual({ success: TESTIMONIAL_MESSAGES.created });

    const row = await t.db.testimonial.findFirstOrThrow({ where: { name: 'Maria Lopez' } });
    expect(row).toMatchObject({ ratingTenths: 45, title: 'Counselor', company: 'Eastside Elementary', isPublished: true });
    expect(row.date.toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(row.image).toMatch(/^\/uploads\/testimonials\/[0-9a-f-]{36}\.webp$/);

    const served = await staff.agent.get(row.image!).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', TESTIMONIAL_IMAGE_PIXELS, TESTIMONIAL_IMAGE_PIXELS]);

    const list = await visitPage(staff, '/admin/testimonials');
    expect((list.body.props.testimonials as { name: string }[])[0].name).toBe('Maria Lopez');
    expect((await homeReviews())[0]).toMatchObject({ name: 'Maria Lopez', rating: 4.5, image: row.image });

    const events = await t.db.staffAuditEvent.findMany({ where: { subjectType: 'testimonial', subjectId: row.id } });
    expect(events).toMatchObject([{ action: 'testimonial.create', actorUserId: staff.userId, after: { name: 'Maria Lopez', rating_tenths: 45 } }]);
  });

  it('takes a form without a picture as JSON, and does a repeated form once', async () => {
    const form = { ...validForm(), name: 'No Picture', is_published: false, rating: 5 };
    expect((await postStaffForm(staff, '/admin/testimonials', form)).flash).toEqual({ success: TESTIMONIAL_MESSAGES.created });
    expect((await postStaffForm(staff, '/admin/testimonials', form)).flash).toEqual({ info: STAFF_FORM_MESSAGES.repeated });
    const rows = await t.db.testimonial.findMany({ where: { name: 'No Picture' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ image: null, isPublished: false, ratingTenths: 50 });
  });

  it.each([
    ['name', { name: ' ' }, TESTIMONIAL_MESSAGES.nameRequired],
    ['name', { name: 'x'.repeat(101) }, TESTIMONIAL_MESSAGES.nameTooLong],
    ['title', { title: 'x'.repeat(101) }, TESTIMONIAL_MESSAGES.titleTooLong],
    ['company', { company: 'x'.repeat(101) }, TESTIMONIAL_MESSAGES.companyTooLong],
    ['rating', { rating: '5.5' }, TESTIMONIAL_MESSAGES.ratingInvalid],
    ['rating', { rating: '-1' }, TESTIMONIAL_MESSAGES.ratingInvalid],
    ['rating', { rating: 'five' }, TESTIMONIAL_MESSAGES.ratingInvalid],
    ['rating', { rating: '4.25' }, TESTIMONIAL_MESSAGES.ratingTenths],
    ['content', { content: 'Too short' }, TESTIMONIAL_MESSAGES.contentTooShort],
    ['content', { content: 'x'.repeat(1001) }, TESTIMONIAL_MESSAGES.contentTooLong],
    ['date', { date: '2026-02-30' }, 'Please enter a real date.'],
    ['date', { date: '2999-01-01' }, TESTIMONIAL_MESSAGES.dateInFuture],
    ['idempotency_key', { idempotency_key: 'again' }, STAFF_FORM_MESSAGES.idempotencyKey],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const before = await t.db.testimonial.count();
    const answer = await postMultipart(staff, '/admin/testimonials', { ...validForm(), ...change });
    expect(answer.errors).toEqual({ [field]: message });
    expect(await t.db.testimonial.count()).toBe(before);
  });

  it('refuses a picture that is not an image by its bytes, or too large, and writes no file', async () => {
    const before = await t.db.testimonial.count();
    const renamed = await postMultipart(staff, '/admin/testimonials', validForm(), { bytes: exeBytes(), name: 'photo.jpg' });
    expect(renamed.errors).toEqual({ image: TESTIMONIAL_MESSAGES.imageType });
    const large = Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await postMultipart(staff, '/admin/testimonials', validForm(), { bytes: large, name: 'big.jpg' });
    expect(tooLarge.errors).toEqual({ image: TESTIMONIAL_MESSAGES.imageSize });
    // The JPEG signature with nothing decodable behind it: the type passes, the picture cannot be read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x11)]);
    const unreadable = await postMultipart(staff, '/admin/testimonials', validForm(), { bytes: broken, name: 'broken.jpg' });
    expect(Object.keys(unreadable.errors)).toEqual(['image']);
    expect(await t.db.testimonial.count()).toBe(before);
  });
});

describe('editing a testimonial', () => {
  it('saves the form, replaces the picture and deletes the old file', async () => {
    await postMultipart(staff, '/admin/testimonials', { ...validForm(), name: 'To Edit' }, { bytes: await photo(), name: 'a.jpg' });
    const row = await t.db.testimonial.findFirstOrThrow({ where: { name: 'To Edit' } });
    const oldFile = path.join(t.config.storageDir, 'public/testimonials', path.basename(row.image!));
    expect(existsSync(oldFile)).toBe(true);

    const page = await visitPage(staff, `/admin/testimonials/${row.id}/edit`);
    expect(page.body.component).toBe('admin/testimonials/form');
    const shown = page.body.props.testimonial as { rating: number; updated_at: string };
    expect(shown.rating).toBe(4.5);

    const answer = await postMultipart(
      staff,
      `/admin/testimonials/${row.id}/edit`,
      { ...validForm(), name: 'Edited Name', rating: '3', is_published: '0', expected_updated_at: shown.updated_at },
      { bytes: await photo(), name: 'b.jpg' },
    );
    expect(answer.flash).toEqual({ success: TESTIMONIAL_MESSAGES.updated });
    const saved = await t.db.testimonial.findUniqueOrThrow({ where: { id: row.id } });
    expect(saved).toMatchObject({ name: 'Edited Name', ratingTenths: 30, isPublished: false });
    expect(saved.image).not.toBe(row.image);
    expect(existsSync(oldFile)).toBe(false);

    const events = await t.db.staffAuditEvent.findMany({ where: { subjectType: 'testimonial', subjectId: row.id, action: 'testimonial.update' } });
    expect(events).toMatchObject([{ before: { name: 'To Edit', rating_tenths: 45, is_published: true }, after: { name: 'Edited Name', rating_tenths: 30, is_published: false } }]);
  });

  it('removes the picture when asked, and refuses a stale form', async () => {
    const row = await createTestimonial(t.db, { name: 'Picture Owner' });
    const expected = row.updatedAt.toISOString();
    const removed = await postStaffForm(staff, `/admin/testimonials/${row.id}/edit`, { ...validForm(), name: 'Picture Owner', remove_image: true, expected_updated_at: expected });
    expect(removed.flash).toEqual({ success: TESTIMONIAL_MESSAGES.updated });
    expect((await t.db.testimonial.findUniqueOrThrow({ where: { id: row.id } })).image).toBeNull();

    const stale = await postStaffForm(staff, `/admin/testimonials/${row.id}/edit`, { ...validForm(), name: 'Overwritten', expected_updated_at: expected });
    expect(stale.flash).toEqual({ error: TESTIMONIAL_MESSAGES.stale });
    expect((await t.db.testimonial.findUniqueOrThrow({ where: { id: row.id } })).name).toBe('Picture Owner');
    expect((await postStaffForm(staff, `/admin/testimonials/${row.id}/edit`, { ...validForm(), expected_updated_at: 'yesterday' })).errors).toEqual({
      expected_updated_at: TESTIMONIAL_MESSAGES.stale,
    });
    expect((await visitPage(staff, '/admin/testimonials/999999/edit')).status).toBe(404);
    expect((await postStaffForm(staff, '/admin/testimonials/999999/edit', { ...validForm(), expected_updated_at: expected })).status).toBe(404);
  });
});

describe('ordering testimonials', () => {
  it('saves the new order, which the testimonials page and the home page follow; a changed list is refused', async () => {
    await t.db.testimonial.deleteMany();
    const [a, b, c] = [await createTestimonial(t.db, { name: 'A' }), await createTestimonial(t.db, { name: 'B' }), await createTestimonial(t.db, { name: 'C' })];
    const reorder = (ids: number[], expected: number[], key = newKey()) => postStaffForm(staff, '/admin/testimonials/reorder', { idempotency_key: key, ids, expected_ids: expected });

    const answer = await reorder([c.id, a.id, b.id], [a.id, b.id, c.id]);
    expect(answer.flash).toEqual({ success: TESTIMONIAL_MESSAGES.reordered });
    expect((await homeReviews()).map((review) => review.name)).toEqual(['C', 'A', 'B']);
    const page = await visitPage(staff, '/about/testimonials');
    expect((page.body.props.testimonials as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['C', 'A', 'B']);
    expect(await t.db.staffAuditEvent.findMany({ where: { action: 'testimonial.reorder' } })).toMatchObject([
      { subjectType: 'testimonial', subjectId: c.id, before: { order: [a.id, b.id, c.id] }, after: { order: [c.id, a.id, b.id] } },
    ]);

    expect((await reorder([a.id, c.id, b.id], [a.id, b.id, c.id])).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await reorder([c.id, a.id], [c.id, a.id, b.id])).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await reorder([c.id, a.id, b.id], [c.id, a.id, b.id])).flash).toEqual({ info: REORDER_MESSAGES.unchanged });
    expect((await reorder([c.id, c.id, b.id], [c.id, a.id, b.id])).flash).toEqual({ error: REORDER_MESSAGES.stale });
    expect((await postStaffForm(staff, '/admin/testimonials/reorder', { idempotency_key: newKey(), ids: 'all' })).errors).toMatchObject({ ids: REORDER_MESSAGES.stale });
    expect((await homeReviews()).map((review) => review.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('every non-staff role', () => {
  it('gets 404 from the testimonial pages and forms, and nothing changes', async () => {
    const row = await createTestimonial(t.db, { name: 'Untouched' });
    const { school, subUsers } = await createSchoolWithSubUsers(t.db, { subUsers: [{ firstName: 'Sub' }] });
    const others = [
      school,
      subUsers[0],
      ...(await Promise.all([ACCOUNT_TYPE.parent, ACCOUNT_TYPE.check, ACCOUNT_TYPE.trainer, ACCOUNT_TYPE.preview].map((accountTypeId) => createUser(t.db, { accountTypeId })))),
    ];
    const count = await t.db.testimonial.count();
    for (const user of others) {
      const browser = await signedInBrowser(t, user.email);
      for (const url of ['/admin/testimonials', '/admin/testimonials/new', `/admin/testimonials/${row.id}/edit`]) expect((await visitPage(browser, url)).status).toBe(404);
      expect((await postMultipart(browser, '/admin/testimonials', validForm(), { bytes: await photo(), name: 'x.jpg' })).status).toBe(404);
      expect((await postStaffForm(browser, `/admin/testimonials/${row.id}/edit`, { ...validForm(), expected_updated_at: row.updatedAt.toISOString() })).status).toBe(404);
      expect((await postStaffForm(browser, '/admin/testimonials/reorder', { idempotency_key: newKey(), ids: [row.id], expected_ids: [row.id] })).status).toBe(404);
    }
    expect(await t.db.testimonial.count()).toBe(count);
    expect((await t.db.testimonial.findUniqueOrThrow({ where: { id: row.id } })).name).toBe('Untouched');
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'testimonial', subjectId: row.id } })).toBe(0);
  });
});
