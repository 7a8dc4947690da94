import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSING_MESSAGES } from '#server/licensing/licensing.schemas';
import { createProduct } from '#tests/factories/products';
import { createTestApp, inertiaHeaders, type TestApp } from '#tests/support/test-app';
import { signedInBrowser, type Browser } from '#tests/integration/accounts/account-helpers';
import { buildLicensingWorld, DEMO_MEDIA, installFile, type LicensingWorld } from './licensing-world';

// Preview before paying (issue 13 item 1, docs/decisions/094): a product's trailer plays for everyone, with Range
// support; its full video and guides stay behind the licence check.

let t: TestApp;
let world: LicensingWorld;
let trailer: Buffer;
let stranger: Browser;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildLicensingWorld(t);
  trailer = await readFile(path.join(DEMO_MEDIA, 'demo-trailer.mp4'));
  // School B's staff hold no licence for school A's program.
  stranger = await signedInBrowser(t, world.users.staffB.email);
});
afterAll(() => t.close());

const trailerUrl = (id = world.products.programLive.id) => `/trailers/${id}`;

describe('the public trailer', () => {
  it('sends a guest the whole trailer with its type, Accept-Ranges and a public cache rule', async () => {
    const answer = await request(t.app).get(trailerUrl()).responseType('blob');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-length']).toBe(String(trailer.length));
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(Buffer.compare(answer.body as Buffer, trailer)).toBe(0);
  });

  it('answers a guest’s range with 206 and exactly those bytes, and an unreadable range with 416', async () => {
    const part = await request(t.app).get(trailerUrl()).set('Range', 'bytes=100-299').responseType('blob');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${trailer.length}`);
    expect(Buffer.compare(part.body as Buffer, trailer.subarray(100, 300))).toBe(0);
    const beyond = await request(t.app).get(trailerUrl()).set('Range', `bytes=${trailer.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${trailer.length}`);
  });

  it('plays for a signed-in account without a licence too', async () => {
    const answer = await stranger.agent.get(trailerUrl()).set('Range', 'bytes=0-9').responseType('blob');
    expect(answer.status).toBe(206);
    expect(Buffer.compare(answer.body as Buffer, trailer.subarray(0, 10))).toBe(0);
  });

  it('answers 404 for a product not on sale, one without a trailer, a PDF in the trailer field, or a bad id', async () => {
    const retired = await createProduct(t.db, { title: 'Retired Program', isActive: false, trailerLink: 'videos/trailers/live.mp4' });
    const guideAsTrailer = await createProduct(t.db, { title: 'Odd Program', trailerLink: 'guides/live-script.pdf' });
    for (const url of [trailerUrl(retired.id), trailerUrl(world.products.dolls.id), trailerUrl(guideAsTrailer.id), '/trailers/abc', '/trailers/999999']) {
      const answer = await request(t.app).get(url).set('Accept', 'application/json');
      expect(answer.status, url).toBe(404);
      expect(answer.body.message, url).toBe(LICENSING_MESSAGES.fileNotAvailable);
    }
  });

  it('answers 404 when the stored trailer file is missing, and serves it once it is there', async () => {
    const pending = await createProduct(t.db, { title: 'New Program', trailerLink: 'videos/trailers/new-program.mp4' });
    expect((await request(t.app).get(trailerUrl(pending.id)).set('Accept', 'application/json')).status).toBe(404);
    await installFile(t, 'videos/trailers/new-program.mp4', 'demo-trailer.mp4');
    expect((await request(t.app).get(trailerUrl(pending.id))).status).toBe(200);
  });

  it('redirects to an external trailer address', async () => {
    const external = await createProduct(t.db, { title: 'Hosted Trailer', trailerLink: 'https://videos.example.org/trailer.mp4' });
    const answer = await request(t.app).get(trailerUrl(external.id));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('https://videos.example.org/trailer.mp4');
  });
});

describe('the full video and guides of the same product', () => {
  const licensed = ['video', 'parent-guide', 'parent-guide-es', 'coloring-book'];

  it('are not sent to a guest: the sign-in page instead', async () => {
    for (const asset of licensed) {
      const answer = await request(t.app).get(`/media/${world.products.programLive.id}/${asset}`);
      expect(answer.status, asset).toBe(302);
      expect(answer.headers.location, asset).toMatch(/^\/login/);
      expect(answer.headers['content-type'] ?? '', asset).not.toContain('video/mp4');
    }
  });

  it('answer 403 to a signed-in account without a licence', async () => {
    for (const asset of licensed) {
      const answer = await stranger.agent.get(`/media/${world.products.programLive.id}/${asset}`).set('Accept', 'application/json');
      expect(answer.status, asset).toBe(403);
      expect(answer.body.message, asset).toBe(LICENSING_MESSAGES.noLicence);
    }
  });
});

describe('the product page', () => {
  it('gives everyone the public trailer address, never the storage path', async () => {
    const { programLive } = world.products;
    for (const agent of [request.agent(t.app), stranger.agent]) {
      const answer = await agent.get(`/products/${programLive.id}/${programLive.slug}`).set(inertiaHeaders());
      expect(answer.status).toBe(200);
      const { product } = answer.body.props;
      expect(product.trailer_link).toBe(`/trailers/${programLive.id}`);
      expect(product.trailer_is_video).toBe(true);
      expect(JSON.stringify(product)).not.toContain('videos/');
    }
  });

  it('links the script through the licensed file route for a licence holder only', async () => {
    const { programLive } = world.products;
    const page = async (agent: request.Agent) =>
      (await agent.get(`/products/${programLive.id}/${programLive.slug}`).set(inertiaHeaders())).body.props.product;
    const holder = await signedInBrowser(t, world.users.managerA.email);
    const held = await page(holder.agent);
    expect(held.script).toEqual({ url: `/media/${programLive.id}/parent-guide` });
    expect(held.script_spanish).toEqual({ url: `/media/${programLive.id}/parent-guide-es` });
    const guide = await holder.agent.get(held.script.url).responseType('blob');
    expect(guide.status).toBe(200);
    expect(guide.headers['content-type']).toBe('application/pdf');
    for (const agent of [request.agent(t.app), stranger.agent]) {
      const product = await page(agent);
      expect(product.script).toEqual({ url: null });
      expect(product.script_spanish).toEqual({ url: null });
    }
  });

  it('sends no trailer for a product without one', async () => {
    const { dolls } = world.products;
    const { product } = (await request(t.app).get(`/products/${dolls.id}/${dolls.slug}`).set(inertiaHeaders())).body.props;
    expect(product.trailer_link).toBeNull();
    expect(product.trailer_is_video).toBe(false);
  });
});
