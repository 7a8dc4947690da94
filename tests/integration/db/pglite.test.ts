import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.js';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.js';
import { expectUntouchedByOtherFiles, markAsTouchedByThisFile } from './isolation.js';

let scratchDir: string;
let database: TestDatabase;

beforeAll(async () => {
  scratchDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-test-'));
  database = await createTestDatabase();
  await expectUntouchedByOtherFiles(database);
  await markAsTouchedByThisFile(database, 'pglite');
});
afterAll(async () => {
  await database?.close();
  await rm(scratchDir, { recursive: true, force: true });
});

describe('the connection', () => {
  it('survives failed queries (pg-pool replaces the connection after each one)', async () => {
    await database.query('CREATE TABLE unique_things (id int PRIMARY KEY)');
    await database.query('INSERT INTO unique_things VALUES (1)');
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(database.prisma.$executeRaw`INSERT INTO unique_things VALUES (1)`).rejects.toThrow(/unique/i);
      await expect(database.query('INSERT INTO unique_things VALUES (1)')).rejects.toThrow(/unique/i);
      const [{ count }] = await database.prisma.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM unique_things`;
      expect(count).toBe(1);
    }
  });
});

describe('a PGlite data directory', () => {
  it('keeps its data across close and reopen', async () => {
    const dataDir = path.join(scratchDir, 'persistent');
    const first = await openDatabase({ pgliteDataDir: dataDir });
    await first.query('CREATE TABLE kept (note text)');
    await first.query("INSERT INTO kept VALUES ('still here')");
    await first.close();

    const second = await openDatabase({ pgliteDataDir: dataDir });
    try {
      expect(await second.query('SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('admits one opener at a time, since PGlite has no lock of its own', async () => {
    const dataDir = path.join(scratchDir, 'locked');
    const first = await openDatabase({ pgliteDataDir: dataDir });
    try {
      await expect(openDatabase({ pgliteDataDir: dataDir })).rejects.toThrow(/in use by process \d+/);
    } finally {
      await first.close();
    }
    const afterwards = await openDatabase({ pgliteDataDir: dataDir });
    await afterwards.close();
  });
});
