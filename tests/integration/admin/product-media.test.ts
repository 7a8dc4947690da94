import { randomUUID } from 'node:crypto';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { PRODUCT_MEDIA_MESSAGES as M, VIDEO_CHUNK_BYTES } from '#server/catalog/product-media.rules';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { exeBytes, jsonHeaders, pdfBytes, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { newKey, staffBrowser, visitPage, type PostAnswer } from './staff-helpers';

// Issue 15 item 2 (docs/decisions/110-114): pictures resized to the shop's sizes with alt text, PDFs checked from
// their bytes, videos in resumable chunks; replace and remove audited, stale forms refused, old files deleted.

let t: TestApp;
let staff: Browser & { userId: number };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  staff = await staffBrowser(t);
});
afterAll(() => t.close());

function photo(width = 1200, height = 900, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: format === 'png' ? 4 : 3, background: { r: 40, g: 120, b: 200, alpha: format === 'png' ? 0.5 : 1 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** An MP4's first bytes (an ISO-BMFF ftyp box), padded to `size`. */
function mp4Bytes(size: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'ascii')]);
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length), 7)]);
}

const exists = (relative: string) => access(path.join(t.config.storageDir, relative)).then(() => true, () => false);

/** Posts a multipart staff form as Inertia does and follows the redirect to read flash and errors. */
async function postMultipart(browser: Browser, url: string, fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string }): Promise<PostAnswer> {
  let request = browser.agent.post(url).set(inertiaHeaders(browser.token));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (file) request = request.attach(file.field, file.bytes, file.name);
  const answer = await request;
  const location = answer.headers.location as string | undefined;
  if (!location) return { status: answer.status, location, flash: undefined, errors: (answer.body?.props?.errors ?? {}) as Record<string, string> };
  const page = await browser.agent.get(location).set(inertiaHeaders(browser.token));
  return { status: answer.status, location, flash: page.body.flash, errors: (page.body.props?.errors ?? {}) as Record<string, string> };
}

async function postForm(browser: Browser, url: string, body: object): Promise<PostAnswer> {
  const answer = await browser.agent.post(url).set(inertiaHeaders(browser.token)).send(body);
  const location = answer.headers.location as string | undefined;
  if (!location) return { status: answer.status, location, flash: undefined, errors: {} };
  const page = await browser.agent.get(location).set(inertiaHeaders(browser.token));
  return { status: answer.status, location, flash: page.body.flash, errors: (page.body.props?.errors ?? {}) as Record<string, string> };
}

const imagesUrl = (id: number) => `/admin/products/${id}/media/images`;

describe('the media page', () => {
  it('shows the product with its pictures, videos and PDFs', async () => {
    const product = await createProduct(t.db, { title: 'Media Page Program', image: '/images/products/placeholder.svg' });
    const page = await visitPage(staff, `/admin/products/${product.id}/media`);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('admin/products/media');
    expect(page.body.props.earlier_pictures).toEqual(['/images/products/placeholder.svg']);
    expect((page.body.props.videos as { asset: string }[]).map((slot) => slot.asset)).toEqual(['video', 'trailer']);
    expect((page.body.props.documents as { asset: string }[]).map((slot) => slot.asset)).toEqual(['parent-guide', 'parent-guide-es', 'coloring-book', 'coloring-book-es']);
  });

  it('answers 404 for a product that does not exist', async () => {
    const page = await visitPage(staff, '/admin/products/999999/media');
    expect(page.status).toBe(404);
  });
});

describe('the main image and the gallery', () => {
  it('stores every size in AVIF, WebP and JPEG, points the product at it and audits the change', async () => {
    const product = await createProduct(t.db, { image: '/images/products/placeholder.svg' });
    const answer = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'Two children reading', expected_current: '/images/products/placeholder.svg' }, { field: 'image', bytes: await photo(), name: 'photo.jpg' });
    expect(answer.status).toBe(303);
    expect(answer.flash?.success).toBe('The main image was saved.');

    const row = await t.db.productImage.findFirstOrThrow({ where: { productId: product.id } });
    expect(row).toMatchObject({ role: 'main', altText: 'Two children reading', width: 1200, height: 900, fallbackFormat: 'jpg' });
    const saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.image).toBe(`/product-images/${row.storageId}/960.jpg`);
    for (const width of [240, 480, 960]) {
      for (const format of ['avif', 'webp', 'jpg']) {
        const file = await staff.agent.get(`/product-images/${row.storageId}/${width}.${format}`);
        expect(file.status, `${width}.${format}`).toBe(200);
        const metadata = await sharp(file.body as Buffer).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
      }
    }
    const cached = await staff.agent.get(`/product-images/${row.storageId}/480.webp`);
    expect(cached.headers['content-type']).toBe('image/webp');
    expect(cached.headers['cache-control']).toContain('immutable');

    const event = await t.db.staffAuditEvent.findFirstOrThrow({ where: { subjectType: 'product', subjectId: product.id } });
    expect(event).toMatchObject({ action: 'product.media.image.add', actorUserId: staff.userId });

    // The shop's product page names the picture with its alt text.
    const detail = await staff.agent.get(`/products/${product.id}/${product.slug}`).set(inertiaHeaders(staff.token));
    expect(detail.body.props.product.image_alts).toEqual({ [saved.image!]: 'Two children reading' });
  });

  it('keeps a PNG with transparency as PNG', async () => {
    const product = await createProduct(t.db, { image: null });
    await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'Logo', expected_current: '' }, { field: 'image', bytes: await photo(1000, 1000, 'png'), name: 'logo.png' });
    const row = await t.db.productImage.findFirstOrThrow({ where: { productId: product.id } });
    expect(row.fallbackFormat).toBe('png');
    expect(await exists(`public/product-images/${row.storageId}/240.png`)).toBe(true);
  });

  it('replaces the main image and deletes the old files; a stale form changes nothing', async () => {
    const product = await createProduct(t.db, { image: null });
    await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'First', expected_current: '' }, { field: 'image', bytes: await photo(), name: 'a.jpg' });
    const first = await t.db.productImage.findFirstOrThrow({ where: { productId: product.id } });
    const firstUrl = `/product-images/${first.storageId}/960.jpg`;

    const foldersBefore = await readdir(path.join(t.config.storageDir, 'public/product-images'));
    const stale = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'Stale', expected_current: '' }, { field: 'image', bytes: await photo(), name: 'b.jpg' });
    expect(stale.flash?.error).toBe(M.stale);
    expect(await t.db.productImage.count({ where: { productId: product.id } })).toBe(1);
    // The refused upload's resized files were deleted again.
    expect((await readdir(path.join(t.config.storageDir, 'public/product-images'))).sort()).toEqual(foldersBefore.sort());

    const replaced = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'Second', expected_current: firstUrl }, { field: 'image', bytes: await photo(), name: 'c.jpg' });
    expect(replaced.flash?.success).toBe('The main image was saved.');
    const rows = await t.db.productImage.findMany({ where: { productId: product.id } });
    expect(rows.map((row) => row.altText)).toEqual(['Second']);
    expect(await exists(`public/product-images/${first.storageId}/960.jpg`)).toBe(false);
  });

  it('adds gallery pictures in order and removes one (its files too)', async () => {
    const product = await createProduct(t.db, { image: '/images/products/placeholder.svg', gallery: ['/images/gallery/classroom.svg'] });
    for (const alt of ['One', 'Two']) {
      const answer = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'gallery', alt_text: alt }, { field: 'image', bytes: await photo(), name: `${alt}.jpg` });
      expect(answer.flash?.success).toBe('The picture was added to the gallery.');
    }
    const rows = await t.db.productImage.findMany({ where: { productId: product.id }, orderBy: { position: 'asc' } });
    let saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.image).toBe('/images/products/placeholder.svg');
    expect(saved.gallery).toEqual([...rows.map((row) => `/product-images/${row.storageId}/960.jpg`), '/images/gallery/classroom.svg']);

    const removed = await postForm(staff, `${imagesUrl(product.id)}/remove`, { idempotency_key: newKey(), image_id: rows[0].id });
    expect(removed.flash?.success).toBe('The picture was removed.');
    expect(await exists(`public/product-images/${rows[0].storageId}/480.avif`)).toBe(false);
    const earlier = await postForm(staff, `${imagesUrl(product.id)}/remove`, { idempotency_key: newKey(), address: '/images/gallery/classroom.svg' });
    expect(earlier.flash?.success).toBe('The picture was removed.');
    saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.gallery).toEqual([`/product-images/${rows[1].storageId}/960.jpg`]);
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'product', subjectId: product.id, action: 'product.media.image.remove' } })).toBe(2);
  });

  it('answers a repeated form once', async () => {
    const product = await createProduct(t.db, { image: null });
    const key = newKey();
    await postMultipart(staff, imagesUrl(product.id), { idempotency_key: key, role: 'gallery', alt_text: 'Once' }, { field: 'image', bytes: await photo(), name: 'a.jpg' });
    const again = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: key, role: 'gallery', alt_text: 'Once' }, { field: 'image', bytes: await photo(), name: 'a.jpg' });
    expect(again.flash?.info).toBe(STAFF_FORM_MESSAGES.repeated);
    expect(await t.db.productImage.count({ where: { productId: product.id } })).toBe(1);
  });

  it.each([
    ['alt text missing', { alt_text: '' }, undefined, 'alt_text', M.altRequired],
    ['alt text blank', { alt_text: '   ' }, undefined, 'alt_text', M.altRequired],
    ['alt text too long', { alt_text: 'x'.repeat(251) }, undefined, 'alt_text', M.altTooLong],
    ['role unknown', { role: 'banner' }, undefined, 'role', M.roleInvalid],
    ['no picture', {}, null, 'image', M.imageRequired],
    ['a renamed executable', {}, { bytes: exeBytes(), name: 'photo.jpg' }, 'image', M.imageType],
    ['a PDF', {}, { bytes: pdfBytes(2000), name: 'photo.png' }, 'image', M.imageType],
    ['a picture too narrow', {}, 'narrow', 'image', M.imageTooSmall],
    ['a stale key', { idempotency_key: 'not-a-key' }, undefined, 'idempotency_key', STAFF_FORM_MESSAGES.idempotencyKey],
  ] as const)('refuses %s with its message and changes nothing', async (_case, fields, file, field, message) => {
    const product = await createProduct(t.db, { image: null });
    const bytes = file === undefined ? { bytes: await photo(), name: 'ok.jpg' } : file === 'narrow' ? { bytes: await photo(959, 700), name: 'small.jpg' } : file;
    const answer = await postMultipart(
      staff,
      imagesUrl(product.id),
      { idempotency_key: newKey(), role: 'main', alt_text: 'Fine', expected_current: '', ...fields },
      bytes ? { field: 'image', ...bytes } : undefined,
    );
    expect(answer.errors[field]).toBe(message);
    expect(await t.db.productImage.count({ where: { productId: product.id } })).toBe(0);
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'product', subjectId: product.id } })).toBe(0);
  });

  it('refuses a picture above 15 MB before storing anything', async () => {
    const product = await createProduct(t.db, { image: null });
    const answer = await postMultipart(staff, imagesUrl(product.id), { idempotency_key: newKey(), role: 'main', alt_text: 'Big', expected_current: '' }, { field: 'image', bytes: Buffer.concat([await photo(), Buffer.alloc(16 * 1024 * 1024)]), name: 'big.jpg' });
    expect(answer.errors.image).toBe(M.imageSize);
  });
});

describe('guides and coloring books', () => {
  const documentUrl = (id: number, asset: string) => `/admin/products/${id}/media/documents/${asset}`;

  it('stores each PDF privately, replaces it on confirmation and removes it', async () => {
    const product = await createProduct(t.db, { isLicensed: true });
    for (const asset of ['parent-guide', 'parent-guide-es', 'coloring-book', 'coloring-book-es']) {
      const answer = await postMultipart(staff, documentUrl(product.id, asset), { idempotency_key: newKey(), expected_current: '' }, { field: 'file', bytes: pdfBytes(3000), name: 'guide.pdf' });
      expect(answer.status).toBe(303);
      expect(answer.flash?.success).toMatch(/saved\.$/);
    }
    let saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.productScript).toMatch(/^guides\/[0-9a-f-]{36}\.pdf$/);
    expect(saved.productScriptSpanish).toMatch(/^guides\/[0-9a-f-]{36}\.pdf$/);
    expect(saved.productColoringBook).toMatch(/^coloring-books\/[0-9a-f-]{36}\.pdf$/);
    expect(saved.productColoringBookSpanish).toMatch(/^coloring-books\/[0-9a-f-]{36}\.pdf$/);
    expect(await exists(`private/media/${saved.productScript}`)).toBe(true);
    // Private: nobody without a licence gets it, and nothing under storage is served statically.
    const stranger = await signedInBrowser(t, (await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.schools })).email);
    const refused = await stranger.agent.get(`/media/${product.id}/parent-guide`);
    expect([403, 404]).toContain(refused.status);
    expect((await staff.agent.get(`/private/media/${saved.productScript}`)).status).toBe(404);

    const old = saved.productScript!;
    const stale = await postMultipart(staff, documentUrl(product.id, 'parent-guide'), { idempotency_key: newKey(), expected_current: '' }, { field: 'file', bytes: pdfBytes(3000), name: 'guide.pdf' });
    expect(stale.flash?.error).toBe(M.stale);
    const replaced = await postMultipart(staff, documentUrl(product.id, 'parent-guide'), { idempotency_key: newKey(), expected_current: old }, { field: 'file', bytes: pdfBytes(4000), name: 'guide2.pdf' });
    expect(replaced.flash?.success).toBe('Parent guide (English) saved.');
    saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.productScript).not.toBe(old);
    expect(await exists(`private/media/${old}`)).toBe(false);

    const removed = await postForm(staff, `/admin/products/${product.id}/media/files/parent-guide/remove`, { idempotency_key: newKey(), expected_current: saved.productScript });
    expect(removed.flash?.success).toBe('Parent guide (English) removed.');
    expect(await exists(`private/media/${saved.productScript}`)).toBe(false);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).productScript).toBeNull();
    const actions = (await t.db.staffAuditEvent.findMany({ where: { subjectType: 'product', subjectId: product.id }, orderBy: { id: 'asc' } })).map((event) => event.action);
    expect(actions).toEqual([
      'product.media.parent-guide.save',
      'product.media.parent-guide-es.save',
      'product.media.coloring-book.save',
      'product.media.coloring-book-es.save',
      'product.media.parent-guide.save',
      'product.media.parent-guide.remove',
    ]);
  });

  it.each([
    ['no file', null, M.documentRequired],
    ['a picture named .pdf', { bytes: exeBytes(), name: 'guide.pdf' }, M.documentType],
  ] as const)('refuses %s with its message', async (_case, file, message) => {
    const product = await createProduct(t.db);
    const answer = await postMultipart(staff, documentUrl(product.id, 'coloring-book'), { idempotency_key: newKey(), expected_current: '' }, file ? { field: 'file', ...file } : undefined);
    expect(answer.errors.file).toBe(message);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).productColoringBook).toBeNull();
  });

  it('refuses a PDF above 50 MB', async () => {
    const product = await createProduct(t.db);
    const answer = await postMultipart(staff, documentUrl(product.id, 'parent-guide'), { idempotency_key: newKey(), expected_current: '' }, { field: 'file', bytes: pdfBytes(51 * 1024 * 1024), name: 'big.pdf' });
    expect(answer.errors.file).toBe(M.documentSize);
  });

  it('answers 404 for an unknown slot, and "nothing to remove" for an empty one', async () => {
    const product = await createProduct(t.db);
    const unknown = await postMultipart(staff, documentUrl(product.id, 'poster'), { idempotency_key: newKey() }, { field: 'file', bytes: pdfBytes(100), name: 'a.pdf' });
    expect(unknown.status).toBe(404);
    const empty = await postForm(staff, `/admin/products/${product.id}/media/files/coloring-book-es/remove`, { idempotency_key: newKey(), expected_current: '' });
    expect(empty.flash?.info).toBe(M.nothingToRemove);
  });
});

describe('videos in chunks', () => {
  const base = (id: number) => `/admin/products/${id}/media/uploads`;
  const start = (id: number, body: object) => staff.agent.post(base(id)).set(jsonHeaders(staff.token)).send(body);
  const putChunk = (id: number, uploadId: string, index: number, bytes: Buffer) =>
    staff.agent.put(`${base(id)}/${uploadId}/chunks/${index}`).set(jsonHeaders(staff.token)).set('Content-Type', 'application/octet-stream').send(bytes);

  it('assembles the chunks, resumes after a break, and keeps the video private', async () => {
    const product = await createProduct(t.db, { isLicensed: true, videoLink: null });
    const video = mp4Bytes(VIDEO_CHUNK_BYTES * 2 + 1234);
    const started = await start(product.id, { asset: 'video', file_name: 'program.mp4', size_bytes: video.length });
    expect(started.status).toBe(201);
    const { upload_id: uploadId, chunk_count: chunkCount } = started.body.upload;
    expect(chunkCount).toBe(3);

    expect((await putChunk(product.id, uploadId, 0, video.subarray(0, VIDEO_CHUNK_BYTES))).body.received).toEqual([0]);
    expect((await putChunk(product.id, uploadId, 2, video.subarray(VIDEO_CHUNK_BYTES * 2))).body.received).toEqual([0, 2]);
    // After a break the page asks which chunks arrived and sends only the missing one.
    const resumed = await staff.agent.get(`${base(product.id)}/${uploadId}`).set(jsonHeaders(staff.token));
    expect(resumed.body.upload.received).toEqual([0, 2]);
    const early = await postForm(staff, `${base(product.id)}/${uploadId}/complete`, { idempotency_key: newKey(), expected_current: '' });
    expect(early.errors.upload).toBe(M.uploadIncomplete);
    expect((await putChunk(product.id, uploadId, 1, video.subarray(VIDEO_CHUNK_BYTES, VIDEO_CHUNK_BYTES * 2))).body.received).toEqual([0, 1, 2]);

    const completeKey = newKey();
    const done = await postForm(staff, `${base(product.id)}/${uploadId}/complete`, { idempotency_key: completeKey, expected_current: '' });
    expect(done.flash?.success).toBe('Full video saved.');
    const twice = await postForm(staff, `${base(product.id)}/${uploadId}/complete`, { idempotency_key: completeKey, expected_current: '' });
    expect(twice.flash?.info).toBe(STAFF_FORM_MESSAGES.repeated);
    const unknown = await postForm(staff, `${base(product.id)}/${uploadId}/complete`, { idempotency_key: newKey(), expected_current: '' });
    expect(unknown.errors.upload).toBe(M.uploadNotFound);
    const saved = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved.videoLink).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await t.db.mediaUpload.count({ where: { id: uploadId } })).toBe(0);
    expect(await exists(`uploads/${uploadId}`)).toBe(false);
    expect(await t.db.staffAuditEvent.count({ where: { subjectType: 'product', subjectId: product.id, action: 'product.media.video.save' } })).toBe(1);

    // Private: a stranger cannot stream it.
    const stranger = await signedInBrowser(t, (await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.schools })).email);
    expect([403, 404]).toContain((await stranger.agent.get(`/media/${product.id}/video`)).status);
  });

  it('puts a trailer on the public trailer route', async () => {
    const product = await createProduct(t.db, { trailerLink: null });
    const trailer = mp4Bytes(5000);
    const { upload_id: uploadId } = (await start(product.id, { asset: 'trailer', file_name: 't.mp4', size_bytes: trailer.length })).body.upload;
    await putChunk(product.id, uploadId, 0, trailer);
    const done = await postForm(staff, `${base(product.id)}/${uploadId}/complete`, { idempotency_key: newKey(), expected_current: '' });
    expect(done.flash?.success).toBe('Trailer saved.');
    const played = await staff.agent.get(`/trailers/${product.id}`);
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(played.body as Buffer, trailer)).toBe(0);
  });

  it('refuses a file that is not a video from its first chunk', async () => {
    const product = await createProduct(t.db);
    const fake = pdfBytes(4000);
    const { upload_id: uploadId } = (await start(product.id, { asset: 'video', file_name: 'video.mp4', size_bytes: fake.length })).body.upload;
    const answer = await putChunk(product.id, uploadId, 0, fake);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(M.videoType);
  });

  it.each([
    ['a video above 2 GB', { asset: 'video', file_name: 'big.mp4', size_bytes: 2048 * 1024 * 1024 + 1 }, 'size_bytes', M.videoSize.video],
    ['a trailer above 500 MB', { asset: 'trailer', file_name: 'big.mp4', size_bytes: 500 * 1024 * 1024 + 1 }, 'size_bytes', M.videoSize.trailer],
    ['an empty file', { asset: 'video', file_name: 'empty.mp4', size_bytes: 0 }, 'size_bytes', M.videoEmpty],
    ['no file name', { asset: 'video', file_name: '', size_bytes: 10 }, 'file_name', M.fileNameRequired],
  ] as const)('refuses to start %s', async (_case, body, field, message) => {
    const product = await createProduct(t.db);
    const answer = await start(product.id, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toBe(message);
    expect(await t.db.mediaUpload.count({ where: { productId: product.id } })).toBe(0);
  });

  it('refuses a chunk of the wrong size or index, and an unknown upload', async () => {
    const product = await createProduct(t.db);
    const video = mp4Bytes(VIDEO_CHUNK_BYTES + 10);
    const { upload_id: uploadId } = (await start(product.id, { asset: 'video', file_name: 'v.mp4', size_bytes: video.length })).body.upload;
    const wrongSize = await putChunk(product.id, uploadId, 1, video.subarray(0, 20));
    expect(wrongSize.status).toBe(422);
    expect(wrongSize.body.message).toBe(M.chunkSize);
    const wrongIndex = await putChunk(product.id, uploadId, 5, video.subarray(0, 10));
    expect(wrongIndex.body.message).toBe(M.chunkInvalid);
    const unknown = await putChunk(product.id, randomUUID(), 0, video.subarray(0, 10));
    expect(unknown.status).toBe(404);
  });
});
