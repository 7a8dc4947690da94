import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';

// Issue 19 item 4: the embedded database on a worker thread, reached over the same socket (docs/decisions/103).
describe('PGlite on a worker thread', () => {
  it('migrates, answers Prisma and raw queries, keeps transactions whole, and closes', async () => {
    const database = await openDatabase({ pgliteDataDir: 'memory://', pgliteOnWorkerThread: true });
    try {
      expect(database.kind).toBe('pglite');
      expect(database.pglite).toBeUndefined();
      await applyMigrations(database);
      await database.prisma.schoolLevel.create({ data: { name: 'Pre-K', slug: 'pre-k', sortOrder: 1 } });
      await expect(
        database.prisma.$transaction(async (tx) => {
          await tx.schoolLevel.create({ data: { name: 'Kindergarten', slug: 'kindergarten', sortOrder: 2 } });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await database.query<{ name: string }>('SELECT name FROM school_levels ORDER BY sort_order')).toEqual([{ name: 'Pre-K' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('keeps a data directory on disk between openings and locks it while open', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-worker-')), 'data');
    const first = await openDatabase({ pgliteDataDir: dataDir, pgliteOnWorkerThread: true });
    await first.query('CREATE TABLE notes (body text)');
    await first.query("INSERT INTO notes VALUES ('kept')");
    await expect(openDatabase({ pgliteDataDir: dataDir, pgliteOnWorkerThread: true })).rejects.toThrow();
    await first.close();

    const second = await openDatabase({ pgliteDataDir: dataDir, pgliteOnWorkerThread: true });
    try {
      expect(await second.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
