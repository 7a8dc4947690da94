import fs from 'node:fs';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAssets } from '#server/http/frontend-assets.js';
import { SESSION_TOUCH_INTERVAL_MS } from '#server/http/session-store.js';
import { createProduct, createSchoolLevel } from '#tests/factories/products';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users';
import { createTestApp, inertiaHeaders, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Issue 19 items 1 and 3: compressed answers and pre-compressed assets; no database write, disk look-up or
// navigation query a page view does not need (docs/decisions/102).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let lastAddress = 0;
const nextAddress = () => `198.51.100.${(++lastAddress % 250) + 1}`;

async function signIn() {
  const user = await createUser(t.db, {});
  const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
  const token = xsrfTokenFrom(await agent.get('/login'));
  const answer = await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email: user.email, password: DEFAULT_PASSWORD });
  expect(answer.status).toBe(200);
  return { agent, user, token: xsrfTokenFrom(answer) };
}

describe('compression', () => {
  // Answers under 1 KB go out as they are (compressing them gains nothing); a shop page with products is larger.
  beforeAll(async () => {
    for (let n = 0; n < 8; n++) await createProduct(t.db, { title: `Compression test poster ${n}` });
  });

  it('sends HTML pages brotli-compressed to a browser that accepts it, and says so for caches', async () => {
    const answer = await request(t.app).get('/shop').set('Accept-Encoding', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.text).toContain('data-page="app"');
  });

  it('sends the page JSON of an Inertia visit gzip-compressed to a client that accepts only gzip', async () => {
    const answer = await request(t.app).get('/shop').set(inertiaHeaders(undefined, { 'Accept-Encoding': 'gzip' }));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.component).toBeDefined();
  });

  it('sends everything plain to a client that accepts no encoding', async () => {
    const answer = await request(t.app).get('/shop').set('Accept-Encoding', 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toContain('Compression test poster');
  });
});

describe('built assets', () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(() => {
    mkdirSync(path.join(publicDir, 'build', '.vite'), { recursive: true });
    mkdirSync(path.join(publicDir, 'build', 'assets'), { recursive: true });
    writeFileSync(
      path.join(publicDir, 'build', '.vite', 'manifest.json'),
      JSON.stringify({ 'resources/js/app.tsx': { file: 'assets/app-3f2a.js', isEntry: true } }),
    );
    const file = path.join(publicDir, 'build', 'assets', 'app-3f2a.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
  });
  const appServing = () => {
    const app = express();
    buildAssets(publicDir).mount(app);
    return app;
  };

  it('serves the .br made at build time with Content-Encoding, Vary and a year of immutable caching', async () => {
    const answer = await request(appServing())
      .get('/build/assets/app-3f2a.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    // A script is no page: what a file needs, not the page policies (decision 169).
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    // supertest decodes the body as a browser would.
    expect((answer.body as Buffer).toString()).toBe(script);
  });

  it('serves the .gz to a gzip-only client and the file itself to one that accepts neither', async () => {
    const gzip = await request(appServing()).get('/build/assets/app-3f2a.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(appServing()).get('/build/assets/app-3f2a.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });
});

describe('lean page requests', () => {
  it('sends no route table to the pages (they import it)', async () => {
    const answer = await request(t.app).get('/privacy-policy').set(inertiaHeaders());
    expect(answer.body.props).not.toHaveProperty('routes');
  });

  it('never looks on disk for a page: public files are mounted on their own prefixes', async () => {
    const stat = vi.spyOn(fs, 'stat');
    try {
      for (const url of ['/privacy-policy', '/shop', '/no-such-page']) await request(t.app).get(url).set(inertiaHeaders());
      expect(stat).not.toHaveBeenCalled();
      const favicon = await request(t.app).get('/favicon.svg');
      expect(favicon.status).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it("a signed-in visitor's page views write nothing until the session's expiry is minutes old, then push it forward", async () => {
    const { agent, user } = await signIn();
    const expiryOf = async () => (await t.db.session.findFirstOrThrow({ where: { userId: user.id } })).expiresAt.getTime();
    await agent.get('/privacy-policy').set(inertiaHeaders());
    const first = await expiryOf();
    await agent.get('/shop').set(inertiaHeaders());
    await agent.get('/privacy-policy').set(inertiaHeaders());
    expect(await expiryOf()).toBe(first);

    // As if the last write was longer ago than the interval: the next view rolls the expiry forward.
    const older = new Date(first - SESSION_TOUCH_INTERVAL_MS - 60_000);
    await t.db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: older } });
    await agent.get('/privacy-policy').set(inertiaHeaders());
    expect(await expiryOf()).toBeGreaterThan(first - 1000);
  });

  describe('the navigation lists', () => {
    beforeEach(async () => {
      await request(t.app).get('/privacy-policy').set(inertiaHeaders());
    });
    const levelNames = async () =>
      ((await request(t.app).get('/privacy-policy').set(inertiaHeaders())).body.props.schoolLevels as { name: string }[]).map((level) => level.name);

    it('are read from memory on later page views', async () => {
      // Written behind the shop's back (no owner told the cache): pages keep the lists they had.
      await t.db.schoolLevel.create({ data: { name: 'Unannounced Level', slug: 'unannounced-level', sortOrder: 999 } });
      expect(await levelNames()).not.toContain('Unannounced Level');
    });

    it('show a change at once when its writer says so', async () => {
      await createSchoolLevel(t.db, { name: 'Announced Level' });
      expect(await levelNames()).toEqual(expect.arrayContaining(['Announced Level', 'Unannounced Level']));
    });
  });
});

