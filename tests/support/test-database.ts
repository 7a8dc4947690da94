// A fresh, migrated database for an integration test file:
//
//   const db = useTestDatabase();              // beforeAll creates it, afterAll drops it
//   it('...', async () => { await db().prisma.user.count(); });
//
// or createTestDatabase() / close() by hand. Copies the template the global setup migrated:
// an in-memory PGlite loaded from its dump (well under a second), or with TEST_DATABASE_URL a
// `CREATE DATABASE ... TEMPLATE` on that server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from '#server/db/database.js';
import { databaseUrl, onServer, quoteIdentifier } from './test-database-template.js';

export type TestDatabase = Database;

let templateDump: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');
  if (template === undefined) {
    throw new Error('No test database template: run this under the vitest "integration" project (its globalSetup makes one).');
  }

  if (template.kind === 'pglite') {
    templateDump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
    return openDatabase({ pgliteDataDir: IN_MEMORY_PGLITE, pgliteDump: await templateDump });
  }

  const name = `${template.databasePrefix}${randomBytes(6).toString('hex')}`;
  await onServer(template.serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template.templateName)}`),
  );
  const database = await openDatabase({ url: databaseUrl(template.serverUrl, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(template.serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
    },
  };
}

/** Registers beforeAll/afterAll hooks for one database shared by the file's tests. */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (database === undefined) throw new Error('The test database exists only inside tests and hooks.');
    return database;
  };
}
