import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CHUNK_BYTES } from '#server/catalog/product-media.rules';
import { ACCOUNT_TYPE } from '#server/shared/account-types';
import { LARGE_FILE_BYTES } from '#server/http/stored-file-response';
import { STORAGE_UNAVAILABLE_MESSAGE } from '#server/shared/file-storage';
import type { Product } from '#server/db/generated/prisma/client';
import { createCheckOrder } from '#tests/factories/orders';
import { createProduct } from '#tests/factories/products';
import { createUser } from '#tests/factories/users';
import { jsonHeaders, pdfBytes, signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { buildLicensingWorld, DEMO_MEDIA, type LicensingWorld } from '#tests/integration/licensing/licensing-world';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';

// The app with STORAGE_DRIVER=s3 against a real s3rver (issue 16 item 1): private files after the permission check,
// small ones through the app, videos and large PDFs by a presigned address; a store outage is a 503 that changes nothing.

let s3: S3TestServer;
let t: TestApp;
let world: LicensingWorld;
let product: Product;
let staff: Browser;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: { ...s3.env, TRUST_PROXY: '1' } });
  world = await buildLicensingWorld(t);
  product = await createProduct(t.db, { title: 'Joe & Suzy Dolls', priceCents: 4999 });
  staff = await signedInBrowser(t, world.users.admin.email);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function checkOrderOf(email: string) {
  const user = await createUser(t.db, { accountTypeId: ACCOUNT_TYPE.check, email });
  const { order } = await createCheckOrder(t.db, { user, lines: [{ product, qty: 1 }] });
  return { user, order, browser: await signedInBrowser(t, user.email) };
}

const addPurchaseOrder = (browser: Browser, orderId: number, bytes: Buffer) =>
  browser.agent.post(`/account/orders/${orderId}/purchase-order`).set(jsonHeaders(browser.token)).field('po_number', 'PO-S3-1').attach('po_file', bytes, 'po.pdf');

describe('a PO file with the S3 driver', () => {
  it('is stored in the bucket (not on the server disk) and opens for its owner and staff, not for another user', async () => {
    const { order, browser } = await checkOrderOf('buyer.s3@example.test');
    const bytes = pdfBytes(5000);
    const stored = await addPurchaseOrder(browser, order.id, bytes);
    expect(stored.status).toBe(200);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.poFile).toMatch(/^private\/purchase-orders\/[0-9a-f-]{36}\.pdf$/);
    expect((await t.storage.info(row.poFile!))?.size).toBe(bytes.length);
    expect(existsSync(path.join(t.config.storageDir, row.poFile!))).toBe(false);

    // The staging object the upload streamed to was moved, not left behind.
    expect(await t.storage.list('incoming/')).toEqual([]);

    const own = await browser.agent.get(`/account/orders/${order.id}/purchase-order/file`).buffer(true);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="PO-${String(order.id).padStart(6, '0')}.pdf"`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.body as Buffer, bytes)).toBe(0);

    const byStaff = await staff.agent.get(`/admin/orders/${order.id}/purchase-order/file`).buffer(true);
    expect(byStaff.status).toBe(200);
    expect(Buffer.compare(byStaff.body as Buffer, bytes)).toBe(0);

    const stranger = await signedInBrowser(t, world.users.parent.email);
    const refused = await stranger.agent.get(`/account/orders/${order.id}/purchase-order/file`);
    expect(refused.status).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    const notStaff = await stranger.agent.get(`/admin/orders/${order.id}/purchase-order/file`);
    expect(notStaff.status).toBe(404);
    expect(notStaff.headers.location).toBeUndefined();
  });
});

describe('a tax certificate with the S3 driver', () => {
  it('is stored from the school\'s profile and opens for staff only; a refused file leaves nothing in the bucket', async () => {
    const school = await signedInBrowser(t, world.users.schoolA.email);
    const update = (bytes: Buffer, name: string) =>
      school.agent
        .post(`/settings/profile/${world.users.schoolA.id}`)
        .set({ ...jsonHeaders(school.token), 'X-HTTP-Method-Override': 'PUT' })
        .field('_method', 'PUT')
        .attach('tax_exempt_certificate', bytes, name);

    const refused = await update(Buffer.from('MZ this is not a pdf'), 'certificate.pdf');
    expect(refused.status).toBe(422);
    expect(await t.storage.list('incoming/')).toEqual([]);
    expect(await t.storage.list('private/tax-certificates/')).toEqual([]);

    const certificate = pdfBytes(30_000);
    expect((await update(certificate, 'certificate.pdf')).status).toBe(200);
    const { taxExemptCertificate } = await t.db.user.findUniqueOrThrow({ where: { id: world.users.schoolA.id } });
    expect(await t.storage.list('private/tax-certificates/')).toEqual([taxExemptCertificate]);

    const byStaff = await staff.agent.get(`/admin/tax-exemptions/${world.users.schoolA.id}/document`).buffer(true);
    expect(byStaff.status).toBe(200);
    expect(byStaff.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(byStaff.body as Buffer, certificate)).toBe(0);
    expect((await school.agent.get(`/admin/tax-exemptions/${world.users.schoolA.id}/document`)).status).toBe(404);
  });
});

describe('licensed media with the S3 driver', () => {
  let video: Buffer;
  let licensee: Browser;
  beforeAll(async () => {
    video = await readFile(path.join(DEMO_MEDIA, 'demo-video.mp4'));
    licensee = await signedInBrowser(t, world.users.staffA.email);
  });

  it('sends a video as a 302 to a short-lived presigned address the player can ask ranges of', async () => {
    const answer = await licensee.agent.get(`/media/${world.products.programLive.id}/video`);
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const location = new URL(answer.headers.location as string);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('7200');

    const ranged = await fetch(location, { headers: { Range: 'bytes=100-299' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-299/${video.length}`);
    expect(Buffer.compare(Buffer.from(await ranged.arrayBuffer()), video.subarray(100, 300))).toBe(0);
  });

  it('refuses the video without a licence, before any address is made', async () => {
    const other = await signedInBrowser(t, world.users.staffB.email);
    const answer = await other.agent.get(`/media/${world.products.programLive.id}/video`);
    expect(answer.status).toBe(403);
    expect(answer.headers.location).toBeUndefined();
  });

  it('streams a small guide through the app with Range support', async () => {
    const guide = await readFile(path.join(DEMO_MEDIA, 'demo-parent-guide.pdf'));
    const whole = await licensee.agent.get(`/media/${world.products.programLive.id}/parent-guide`).buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(whole.body as Buffer, guide)).toBe(0);
    const head = await licensee.agent.get(`/media/${world.products.programLive.id}/parent-guide`).set('Range', 'bytes=0-4').buffer(true);
    expect(head.status).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-4/${guide.length}`);
    expect((head.body as Buffer).toString()).toBe('%PDF-');
  });

  it('hands a guide above the large-file size to the store by a five-minute presigned address', async () => {
    const big = pdfBytes(LARGE_FILE_BYTES + 1024);
    await t.storage.putBytes('private/media/guides/live-big-coloring.pdf', big);
    await t.db.product.update({ where: { id: world.products.programLive.id }, data: { productColoringBook: 'guides/live-big-coloring.pdf' } });
    const answer = await licensee.agent.get(`/media/${world.products.programLive.id}/coloring-book`);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location as string);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toMatch(/^inline; filename=".+-coloring-book\.pdf"$/);
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), big)).toBe(0);
  });
});

describe('staff media with the S3 driver', () => {
  /** An MP4's first bytes (an ISO-BMFF ftyp box), padded to `size`. */
  const mp4Bytes = (size: number) => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'ascii')]);
    return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length), 7)]);
  };
  const form = (browser: Browser, url: string) => browser.agent.post(url).set(inertiaHeaders(browser.token));

  it('takes a video in chunks as objects, joins them into the private video and removes the chunks', async () => {
    const program = await createProduct(t.db, { isLicensed: true, videoLink: null });
    const base = `/admin/products/${program.id}/media/uploads`;
    const video = mp4Bytes(VIDEO_CHUNK_BYTES + 4321);
    const started = await staff.agent.post(base).set(jsonHeaders(staff.token)).send({ asset: 'video', file_name: 'program.mp4', size_bytes: video.length });
    expect(started.status).toBe(201);
    const uploadId = started.body.upload.upload_id as string;
    const chunks = [video.subarray(0, VIDEO_CHUNK_BYTES), video.subarray(VIDEO_CHUNK_BYTES)];
    for (const [index, bytes] of chunks.entries()) {
      const sent = await staff.agent.put(`${base}/${uploadId}/chunks/${index}`).set(jsonHeaders(staff.token)).set('Content-Type', 'application/octet-stream').send(bytes);
      expect(sent.status).toBe(200);
    }
    expect(await t.storage.list(`uploads/${uploadId}/`)).toEqual([`uploads/${uploadId}/00000.part`, `uploads/${uploadId}/00001.part`]);

    const done = await form(staff, `${base}/${uploadId}/complete`).send({ idempotency_key: randomUUID(), expected_current: '' });
    expect(done.status).toBe(303);
    const saved = await t.db.product.findUniqueOrThrow({ where: { id: program.id } });
    expect(saved.videoLink).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await t.storage.list(`uploads/${uploadId}/`)).toEqual([]);
    const stored = await t.storage.openRead(`private/media/${saved.videoLink}`);
    expect(Buffer.compare(Buffer.concat(await stored.toArray()), video)).toBe(0);
  });

  it('serves product pictures through the app with the year-long cache, not by a bucket address', async () => {
    const product = await createProduct(t.db, { image: '/images/products/placeholder.svg' });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
    const answer = await form(staff, `/admin/products/${product.id}/media/images`)
      .field('idempotency_key', randomUUID())
      .field('role', 'main')
      .field('alt_text', 'Two children reading')
      .field('expected_current', '/images/products/placeholder.svg')
      .attach('image', photo, 'photo.jpg');
    expect(answer.status).toBe(303);
    const row = await t.db.productImage.findFirstOrThrow({ where: { productId: product.id } });
    expect(await t.storage.list(`public/product-images/${row.storageId}/`)).toHaveLength(9);
    const visitor = await request(t.app).get(`/product-images/${row.storageId}/480.webp`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['content-type']).toBe('image/webp');
    expect(visitor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(visitor.body as Buffer).metadata()).width).toBe(480);
  });
});

// Last: the store goes away for good in this file.
describe('a storage outage', () => {
  it('answers an upload and a download with a clear 503 and keeps the order as it was', async () => {
    const { order, browser } = await checkOrderOf('outage.s3@example.test');
    const { order: withFile, browser: owner } = await checkOrderOf('outage.owner@example.test');
    expect((await addPurchaseOrder(owner, withFile.id, pdfBytes(2000))).status).toBe(200);

    await s3.close();
    const upload = await addPurchaseOrder(browser, order.id, pdfBytes(3000));
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual({ success: false, message: STORAGE_UNAVAILABLE_MESSAGE });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.poNumber).toBeNull();
    expect(row.poFile).toBeNull();

    const download = await owner.agent.get(`/account/orders/${withFile.id}/purchase-order/file`).set('Accept', 'application/json');
    expect(download.status).toBe(503);
    expect(download.body.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
  });
});
