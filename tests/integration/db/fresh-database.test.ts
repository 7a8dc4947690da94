import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.js';
import { readMigrationsFolder } from '#server/db/migrations-folder.js';
import { PROJECT_MIGRATION_PATHS } from '#server/db/migrations.js';
import { expectUntouchedByOtherFiles, markAsTouchedByThisFile, rowCounts } from './isolation.js';

let database: TestDatabase;
let another: TestDatabase;

beforeAll(async () => {
  [database, another] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([database?.close(), another?.close()]);
});

describe('a test database', () => {
  it('has every migration of prisma/migrations applied', async () => {
    const folder = await readMigrationsFolder(PROJECT_MIGRATION_PATHS.migrationsDir);
    const applied = await database.query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      'SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(applied.map((row) => row.migration_name)).toEqual(folder.migrationDirectories.map((dir) => dir.path));
    for (const row of applied) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
  });

  it('starts as a copy of the migrated template that no other test file has touched', async () => {
    await expectUntouchedByOtherFiles(database);
    expect(await rowCounts(database)).toEqual(await rowCounts(another));
  });

  it('is its own: writes to one are invisible to the next', async () => {
    await markAsTouchedByThisFile(database, 'fresh-database');
    await expect(expectUntouchedByOtherFiles(another)).resolves.toBeUndefined();
    await expect(expectUntouchedByOtherFiles(database)).rejects.toThrow();
  });
});
