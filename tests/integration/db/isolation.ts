import { expect } from 'vitest';
import type { TestDatabase } from '#tests/support/test-database.js';

// Every db test file writes a marker into its own database; finding one means databases are shared.

export async function markAsTouchedByThisFile(database: TestDatabase, file: string): Promise<void> {
  await database.query('CREATE TABLE isolation_marker (file text NOT NULL)');
  await database.query('INSERT INTO isolation_marker (file) VALUES ($1)', [file]);
}

export async function expectUntouchedByOtherFiles(database: TestDatabase): Promise<void> {
  const [{ marker }] = await database.query<{ marker: string | null }>("SELECT to_regclass('isolation_marker')::text AS marker");
  expect(marker).toBeNull();
}

/** Rows per table of the public schema. */
export async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const tables = await database.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ count }] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    counts[name] = count;
  }
  return counts;
}
