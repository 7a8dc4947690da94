import { existsSync } from 'node:fs';
import { DEFAULT_PGLITE_DATA_DIR, type OpenDatabaseOptions } from '#server/db/database.js';

/**
 * The database the app would use (same variables as server/config.ts, also read from .env):
 * DATABASE_URL, else the embedded PGlite in PGLITE_DATA_DIR (default storage/pglite).
 */
export function databaseOptionsFromEnvironment(): OpenDatabaseOptions {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { url };
  return { pgliteDataDir: process.env.PGLITE_DATA_DIR?.trim() || DEFAULT_PGLITE_DATA_DIR };
}

/** For messages: never prints a password. */
export function describeDatabase(options: OpenDatabaseOptions): string {
  if (options.url === undefined) return `PGlite database in ${options.pgliteDataDir ?? DEFAULT_PGLITE_DATA_DIR}`;
  const url = new URL(options.url);
  return `PostgreSQL database "${url.pathname.slice(1)}" at ${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
