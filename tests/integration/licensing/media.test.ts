import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSING_MESSAGES } from '#server/licensing/licensing.schemas';
import { addDays } from '#tests/factories/db';
import { createLicence } from '#tests/factories/licensing';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { buildLicensingWorld, DEMO_MEDIA, type LicensingWorld } from './licensing-world';

// Protected files: Range requests, headers, and the licence checked on every request (docs/decisions/051).

let t: TestApp;
let world: LicensingWorld;
let staff: Browser;
let video: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  world = await buildLicensingWorld(t);
  staff = await signedInBrowser(t, world.users.staffA.email);
  video = await readFile(path.join(DEMO_MEDIA, 'demo-video.mp4'));
});
afterAll(() => t.close());

const videoUrl = () => `/media/${world.products.programLive.id}/video`;

describe('video', () => {
  it('sends the whole file with its type, length, Accept-Ranges and a private no-store cache rule', async () => {
    const answer = await staff.agent.get(videoUrl()).responseType('blob');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-length']).toBe(String(video.length));
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(answer.body as Buffer, video)).toBe(0);
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const answer = await staff.agent.get(videoUrl()).set('Range', 'bytes=100-299').responseType('blob');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 100-299/${video.length}`);
    expect(answer.headers['content-length']).toBe('200');
    expect(Buffer.compare(answer.body as Buffer, video.subarray(100, 300))).toBe(0);
  });

  it('answers an open-ended and a suffix range', async () => {
    const open = await staff.agent.get(videoUrl()).set('Range', `bytes=${video.length - 10}-`).responseType('blob');
    expect(open.status).toBe(206);
    expect(Buffer.compare(open.body as Buffer, video.subarray(video.length - 10))).toBe(0);
    const suffix = await staff.agent.get(videoUrl()).set('Range', 'bytes=-16').responseType('blob');
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 16}-${video.length - 1}/${video.length}`);
    expect(Buffer.compare(suffix.body as Buffer, video.subarray(video.length - 16))).toBe(0);
  });

  it('clamps a range that runs past the end', async () => {
    const answer = await staff.agent.get(videoUrl()).set('Range', `bytes=0-${video.length + 5000}`).responseType('blob');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 0-${video.length - 1}/${video.length}`);
  });

  it('answers 416 for a range it cannot satisfy or read', async () => {
    for (const range of [`bytes=${video.length}-`, `bytes=${video.length + 10}-${video.length + 20}`, 'bytes=500-100', 'bytes=abc', 'bytes=-0', 'bytes=-']) {
      const answer = await staff.agent.get(videoUrl()).set('Range', range);
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${video.length}`);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await staff.agent.head(videoUrl()).set('Range', 'bytes=0-9');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-length']).toBe('10');
  });
});

describe('guides', () => {
  it('sends a PDF inline with a file name and Cache-Control private', async () => {
    const answer = await staff.agent.get(`/media/${world.products.programLive.id}/parent-guide-es`).responseType('blob');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${world.products.programLive.slug}-parent-guide-es.pdf"`);
    expect(answer.headers['cache-control']).toContain('private');
    expect((answer.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an asset the product does not have, or a file missing from storage', async () => {
    const none = await staff.agent.get(`/media/${world.products.programLive.id}/coloring-book-es`).set('Accept', 'application/json');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(LICENSING_MESSAGES.fileNotAvailable);
    await t.db.product.update({ where: { id: world.products.programLive.id }, data: { productColoringBookSpanish: 'guides/not-there.pdf' } });
    const missing = await staff.agent.get(`/media/${world.products.programLive.id}/coloring-book-es`).set('Accept', 'application/json');
    expect(missing.status).toBe(404);
  });

  it('never serves a stored path that leaves media storage', async () => {
    await t.db.product.update({ where: { id: world.products.programLive.id }, data: { productColoringBookSpanish: '../../package.json' } });
    const answer = await staff.agent.get(`/media/${world.products.programLive.id}/coloring-book-es`).set('Accept', 'application/json');
    expect(answer.status).toBe(404);
  });
});

describe('external video address', () => {
  it('redirects a licensed viewer to it after the licence check, and refuses others', async () => {
    const { programLive } = world.products;
    await t.db.product.update({ where: { id: programLive.id }, data: { trailerLink: 'https://videos.example.org/play-it-safe/trailer.mp4' } });
    const answer = await staff.agent.get(`/media/${programLive.id}/trailer`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('https://videos.example.org/play-it-safe/trailer.mp4');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const other = await signedInBrowser(t, world.users.staffB.email);
    const refused = await other.agent.get(`/media/${programLive.id}/trailer`).set('Accept', 'application/json');
    expect(refused.status).toBe(403);
  });
});

describe('licence expiry at the boundary', () => {
  it('serves until the moment the licence ends, then answers 403', async () => {
    const { programB } = world.products;
    const { schoolA } = world.users;
    const now = Date.now();
    // One licence that still runs for a minute, then the same licence one millisecond past its end.
    const licence = await createLicence(t.db, {
      userId: schoolA.id,
      productId: programB.id,
      orderId: world.orders.liveOrder.order.id,
      startsAt: addDays(new Date(now), -365),
      expiresAt: new Date(now + 60_000),
    });
    const url = `/media/${programB.id}/parent-guide`;
    expect((await staff.agent.get(url)).status).toBe(200);
    await t.db.licence.update({ where: { id: licence.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const after = await staff.agent.get(url).set('Accept', 'application/json');
    expect(after.status).toBe(403);
    expect(after.body.message).toBe(LICENSING_MESSAGES.licenceExpired);
    // A licence that has not started yet does not count either.
    await t.db.licence.update({ where: { id: licence.id }, data: { startsAt: new Date(Date.now() + 60_000), expiresAt: addDays(new Date(), 365) } });
    expect((await staff.agent.get(url).set('Accept', 'application/json')).status).toBe(403);
    await t.db.licence.delete({ where: { id: licence.id } });
  });

  it('stops serving a suspended licence at once', async () => {
    const { programLive } = world.products;
    const licence = world.orders.liveOrder.licences[0];
    await t.db.licence.update({ where: { id: licence.id }, data: { status: 'suspended' } });
    expect((await staff.agent.get(videoUrl()).set('Accept', 'application/json')).status).toBe(403);
    await t.db.licence.update({ where: { id: licence.id }, data: { status: 'active' } });
    expect((await staff.agent.get(`/media/${programLive.id}/parent-guide`)).status).toBe(200);
  });
});
