// Migrations without Prisma's native schema engine: `migrate deploy`, `migrate dev --create-only`
// and `migrate reset` on the WebAssembly engine (./schema-engine.ts), same folder layout and same
// _prisma_migrations table. Dev tooling: the engine and its devDependencies load on first use.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { IN_MEMORY_PGLITE, openDatabase, type Database } from './database.js';
import { readMigrationsFolder, toMigrationName, writeMigration } from './migrations-folder.js';
import type { SchemaEngine, SchemaEngineLogEntry, SchemaFile } from './schema-engine.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface MigrationPaths {
  /** A .prisma file, or a folder of them. */
  schema: string;
  migrationsDir: string;
}

/** The paths prisma.config.ts declares. */
export const PROJECT_MIGRATION_PATHS: MigrationPaths = {
  schema: path.join(projectRoot, 'prisma/schema.prisma'),
  migrationsDir: path.join(projectRoot, 'prisma/migrations'),
};

export interface MigrationOptions {
  paths?: MigrationPaths;
  /** Engine log lines. Default: warnings and errors to stderr. */
  log?: (entry: SchemaEngineLogEntry) => void;
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** `prisma migrate deploy`: applies the migrations the database lacks, in order. */
export async function applyMigrations(database: Database, options: MigrationOptions = {}): Promise<{ appliedMigrationNames: string[] }> {
  const paths = options.paths ?? PROJECT_MIGRATION_PATHS;
  return withSchemaEngine(database, options, async (engine) => {
    const migrationsList = await readMigrationsFolder(paths.migrationsDir);
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return { appliedMigrationNames };
  });
}

/** The data-destroying part of `prisma migrate reset`: drops every table, type and migration record. */
export async function resetDatabase(database: Database, options: MigrationOptions = {}): Promise<void> {
  await withSchemaEngine(database, options, (engine) => engine.reset({ filter: NO_FILTERS }));
}

export interface CreatedMigration {
  migrationName: string;
  migrationDir: string;
  /** Data-loss warnings for the new migration, as `prisma migrate dev` prints them. */
  warnings: string[];
}

/**
 * `prisma migrate dev --create-only`: writes <timestamp>_<name>/migration.sql holding the
 * difference between the existing migrations and the schema. Needs no database: the existing
 * migrations are replayed into throw-away in-memory PGlite instances (the "dev" and the shadow
 * database). Returns undefined when the schema has no changes (unless `allowEmpty`).
 */
export async function createMigration(
  name: string,
  options: MigrationOptions & { allowEmpty?: boolean } = {},
): Promise<CreatedMigration | undefined> {
  const paths = options.paths ?? PROJECT_MIGRATION_PATHS;
  const migrationName = toMigrationName(name);
  const scratch = await openDatabase({ pgliteDataDir: IN_MEMORY_PGLITE });
  try {
    return await withSchemaEngine(scratch, options, async (engine, schemaFiles) => {
      const migrationsList = await readMigrationsFolder(paths.migrationsDir);
      await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });

      const { action } = await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
      if (action.tag === 'reset') {
        throw new Error(`The existing migrations do not reproduce a consistent database: ${action.reason}`);
      }

      const schema = { files: schemaFiles };
      const { warnings, unexecutableSteps } = await engine.evaluateDataLoss({ migrationsList, schema, filters: NO_FILTERS });
      const created = await engine.createMigration({
        draft: options.allowEmpty ?? false,
        migrationName,
        migrationsList,
        schema,
        filters: NO_FILTERS,
      });
      if (created.migrationScript === null) return undefined;

      const migrationDir = await writeMigration({
        migrationsDir: paths.migrationsDir,
        migrationName: created.generatedMigrationName,
        script: created.migrationScript,
        connectorType: created.connectorType,
      });
      return {
        migrationName: created.generatedMigrationName,
        migrationDir,
        warnings: [...warnings, ...unexecutableSteps].map((feedback) => feedback.message),
      };
    });
  } finally {
    await scratch.close();
  }
}

async function withSchemaEngine<T>(
  database: Database,
  options: MigrationOptions,
  work: (engine: SchemaEngine, schemaFiles: SchemaFile[]) => Promise<T>,
): Promise<T> {
  const { startSchemaEngine } = await import('./schema-engine.js');
  const schemaFiles = await readSchemaFiles((options.paths ?? PROJECT_MIGRATION_PATHS).schema);
  // The engine keeps session state (its advisory lock) on one connection. PGlite's pool has only
  // one; for a server, give the engine its own single-connection pool.
  const enginePool = database.kind === 'pglite' ? database.pool : new pg.Pool({ ...database.pool.options, max: 1 });
  try {
    const handle = await startSchemaEngine({ pool: enginePool, schemaFiles, log: options.log ?? logWarningsAndErrors });
    try {
      return await work(handle.engine, schemaFiles);
    } finally {
      await handle.dispose();
    }
  } finally {
    if (enginePool !== database.pool) await enginePool.end();
  }
}

async function readSchemaFiles(schemaPath: string): Promise<SchemaFile[]> {
  if (!(await stat(schemaPath)).isDirectory()) {
    return [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }];
  }
  const names = (await readdir(schemaPath, { recursive: true })).filter((name) => name.endsWith('.prisma')).sort();
  return Promise.all(
    names.map(async (name) => ({ path: path.join(schemaPath, name), content: await readFile(path.join(schemaPath, name), 'utf8') })),
  );
}

function logWarningsAndErrors(entry: SchemaEngineLogEntry): void {
  if (entry.level === 'WARN' || entry.level === 'ERROR') console.warn(`schema engine ${entry.level.toLowerCase()}: ${entry.message}`);
}
