import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MIGRATION_PATHS } from '#server/db/migrations.js';
import { createReadinessChecker } from '#server/http/readiness.js';
import { SESSION_COOKIE } from '#server/http/session-store.js';
import { localFileStorage } from '#server/shared/local-file-storage.js';
import { cuttableConnectionTo, type CuttableDatabase } from '#tests/support/database-cut';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';

// Issue 16 item 5 and "Bad input and faults" (docs/decisions/145): /healthz answers without the database; /readyz
// checks the database, the migrations and the storage, turns 503 while the database is unreachable and 200 again
// when it returns, without a restart.
let database: TestDatabase;
let connection: CuttableDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  connection = await cuttableConnectionTo(database);
  t = await createTestApp({ db: connection.prisma });
});
afterAll(async () => {
  await t?.close();
  await connection?.close();
  await database?.close();
});

const silent = pino({ level: 'silent' });

async function waitForStatus(url: string, status: number, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await request(t.app).get(url);
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 JSON with every check, uncached, without a cookie', async () => {
    const live = await request(t.app).get('/healthz').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      failing: [],
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        migrations: { ok: true, ms: expect.any(Number) },
        storage: { ok: true, ms: expect.any(Number) },
      },
    });
    for (const answer of [live, ready]) {
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('create no session and ask for no CSRF token, even with a session cookie', async () => {
    await request(t.app).get('/readyz').set('Cookie', `${SESSION_COOKIE}=s%3Anot-a-session.sig`).expect(200);
    await request(t.app).get('/healthz').set('Cookie', `${SESSION_COOKIE}=s%3Anot-a-session.sig`).expect(200);
    expect(await t.db.session.count()).toBe(0);
  });

  it('leave no probe file behind', async () => {
    await request(t.app).get('/readyz').expect(200);
    const probes = await readdir(path.join(t.config.storageDir, 'probes/readyz')).catch(() => []);
    expect(probes).toEqual([]);
  });

  it('/readyz is 503 naming the database while it is unreachable, and 200 again when it returns; /healthz stays 200', async () => {
    await request(t.app).get('/readyz').expect(200);
    connection.cut();
    try {
      const down = await waitForStatus('/readyz', 503);
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('not ready');
      expect(down.body.failing).toContain('database');
      expect(down.body.checks.database).toEqual({ ok: false, ms: expect.any(Number), error: 'unreachable' });
      expect(down.body.checks.storage.ok).toBe(true);
      expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|ECONN|pglite/i);
      await request(t.app).get('/healthz').expect(200);
      // A session cookie does not send /healthz to the database either.
      await request(t.app).get('/healthz').set('Cookie', `${SESSION_COOKIE}=s%3Anot-a-session.sig`).expect(200);
    } finally {
      connection.restore();
    }
    const up = await waitForStatus('/readyz', 200);
    expect(up.status).toBe(200);
    expect(up.body.status).toBe('ready');
  });

  it('/readyz is 503 "shutting down" while the server drains', async () => {
    const draining = await createTestApp({ db: t.db, lifecycle: { draining: true } });
    try {
      const answer = await request(draining.app).get('/readyz').expect(503);
      expect(answer.body).toEqual({ status: 'shutting down', failing: ['shutdown'], checks: {} });
      expect(answer.headers.connection).toBe('close');
      await request(draining.app).get('/healthz').expect(200);
    } finally {
      await draining.close();
    }
  });
});

describe('the readiness checks', () => {
  it('fail "migrations" when the folder holds a migration the database has not applied', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pis-migrations-'));
    try {
      for (const name of await readdir(PROJECT_MIGRATION_PATHS.migrationsDir)) {
        if (name.endsWith('.toml')) continue;
        await mkdir(path.join(folder, name));
      }
      await mkdir(path.join(folder, '29991231000000_not_yet_applied'));
      await writeFile(path.join(folder, '29991231000000_not_yet_applied/migration.sql'), 'SELECT 1;');
      const check = createReadinessChecker({ db: t.db, storage: localFileStorage(t.config.storageDir), logger: silent, migrationsDir: folder });
      const report = await check();
      expect(report.status).toBe('not ready');
      expect(report.failing).toEqual(['migrations']);
      expect(report.checks.migrations).toEqual({ ok: false, ms: expect.any(Number), error: '1 pending' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('fail "migrations" when a migration was left failed', async () => {
    await t.db.$executeRaw`INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
      VALUES ('readyz-failed', 'x', '29991231000000_half_applied', now(), 0)`;
    try {
      const check = createReadinessChecker({ db: t.db, storage: localFileStorage(t.config.storageDir), logger: silent });
      const report = await check();
      expect(report.failing).toEqual(['migrations']);
      expect(report.checks.migrations).toEqual({ ok: false, ms: expect.any(Number), error: '1 failed' });
    } finally {
      await t.db.$executeRaw`DELETE FROM _prisma_migrations WHERE id = 'readyz-failed'`;
    }
    expect((await createReadinessChecker({ db: t.db, storage: localFileStorage(t.config.storageDir), logger: silent })()).status).toBe('ready');
  });

  it('fail "storage" when the storage cannot be written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pis-storage-'));
    try {
      // A file where the storage root should be: nothing can be written under it.
      const root = path.join(dir, 'storage');
      await writeFile(root, 'not a folder');
      const check = createReadinessChecker({ db: t.db, storage: localFileStorage(root), logger: silent });
      const report = await check();
      expect(report.failing).toEqual(['storage']);
      expect(report.checks.storage).toEqual({ ok: false, ms: expect.any(Number), error: 'not writable' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answer within the time limit when the database hangs', async () => {
    const hung = { $queryRaw: () => new Promise(() => undefined) } as unknown as typeof t.db;
    const check = createReadinessChecker({ db: hung, storage: localFileStorage(t.config.storageDir), logger: silent, timeoutMs: 200 });
    const started = Date.now();
    const report = await check();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(report.failing).toEqual(['database', 'migrations']);
    expect(report.checks.database).toMatchObject({ ok: false, error: 'no answer within 200 ms' });
  });
});
