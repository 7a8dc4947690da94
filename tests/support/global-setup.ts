// Vitest global setup of the integration project: migrates one database per run, which every
// test file then copies (tests/support/test-database.ts) instead of running migrations itself.
//   default: an in-memory PGlite, dumped to a file in the OS temp directory
//   TEST_DATABASE_URL=postgresql://...: a template database on that server
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY_PGLITE, openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import { databaseUrl, onServer, quoteIdentifier, type TestDatabaseTemplate } from './test-database-template.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  const prepared = serverUrl ? await preparePostgresTemplate(serverUrl) : await preparePgliteTemplate();
  project.provide('testDatabaseTemplate', prepared.template);
  return prepared.teardown;
}

async function preparePgliteTemplate() {
  const database = await openDatabase({ pgliteDataDir: IN_MEMORY_PGLITE });
  const dumpDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-db-'));
  try {
    await applyMigrations(database);
    // Uncompressed: loading it is faster, and it never leaves this machine.
    const dump = await database.pglite!.dumpDataDir('none');
    const dumpFile = path.join(dumpDir, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    const template: TestDatabaseTemplate = { kind: 'pglite', dumpFile };
    return { template, teardown: () => rm(dumpDir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dumpDir, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
}

async function preparePostgresTemplate(serverUrl: string) {
  const databasePrefix = `test_${randomBytes(4).toString('hex')}_`;
  const templateName = `${databasePrefix}template`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdentifier(templateName)}`));
  const teardown = () => dropRunDatabases(serverUrl, databasePrefix);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, templateName), poolSize: 1 });
    try {
      await applyMigrations(database);
    } finally {
      // A template must have no open connections while it is copied.
      await database.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  const template: TestDatabaseTemplate = { kind: 'postgres', serverUrl, templateName, databasePrefix };
  return { template, teardown };
}

async function dropRunDatabases(serverUrl: string, databasePrefix: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [databasePrefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
  });
}
