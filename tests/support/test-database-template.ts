// What the integration project's global setup prepares once per run and hands to every test
// file, and the server helpers both sides use.
import pg from 'pg';

export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      /** Uncompressed PGlite dump of a migrated database; each test file loads its own copy. */
      dumpFile: string;
    }
  | {
      kind: 'postgres';
      /** TEST_DATABASE_URL: the server on which test databases are created. */
      serverUrl: string;
      /** A migrated database; each test file gets `CREATE DATABASE ... TEMPLATE` of it. */
      templateName: string;
      /** Prefix of this run's databases, so teardown can drop any a crashed file left behind. */
      databasePrefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** `url` with its database name replaced. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(databaseName)}`;
  return url.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs `work` on a maintenance connection to the server (CREATE/DROP DATABASE). */
export async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
