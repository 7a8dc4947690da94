// Prisma's schema engine (the migrate/db-push machinery) compiled to WebAssembly, driven through
// @prisma/adapter-pg. Prisma's CLI would download the native engine, which is impossible offline.
// Dev tooling only: it loads devDependencies (prisma, @prisma/schema-engine-wasm).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import { servePgliteOverSocket } from './pglite-socket-server.js';

export type { SchemaEngine };

export interface SchemaFile {
  path: string;
  content: string;
}

export interface SchemaEngineLogEntry {
  level: string;
  message: string;
}

export interface SchemaEngineHandle {
  engine: SchemaEngine;
  /** Frees the engine and closes every throw-away shadow database it opened. */
  dispose(): Promise<void>;
}

/**
 * Starts a schema engine on `pool`, which must never hand out more than one connection: the
 * engine keeps session state (advisory lock) on its connection. Shadow databases are always new
 * in-memory PGlite instances, never derived from the pool's connection settings.
 */
export async function startSchemaEngine(options: {
  pool: pg.Pool;
  schemaFiles: SchemaFile[];
  log?: (entry: SchemaEngineLogEntry) => void;
}): Promise<SchemaEngineHandle> {
  loadEngineWasm();
  const shadowDatabases = new Set<ThrowAwayPglite>();

  const adapterFactory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    async connect() {
      return migrationAdapter(await new PrismaPg(withCatalogTypesDecodable(options.pool)).connect());
    },
    async connectToShadowDb() {
      const shadow = await openThrowAwayPglite();
      shadowDatabases.add(shadow);
      const adapter = await new PrismaPg(withCatalogTypesDecodable(shadow.pool)).connect();
      return migrationAdapter(adapter, async () => {
        shadowDatabases.delete(shadow);
        await shadow.close();
      });
    },
  };

  const log = options.log ?? (() => undefined);
  const engine = await engineBindings.SchemaEngine.new(
    { datamodels: options.schemaFiles.map((file): [string, string] => [file.path, file.content]) },
    (line: string) => log(parseEngineLogLine(line)),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );

  return {
    engine,
    async dispose() {
      engine.free();
      await Promise.all([...shadowDatabases].map((shadow) => shadow.close()));
      shadowDatabases.clear();
    },
  };
}

let loadedEngineWasm: 'prisma-cli' | 'schema-engine-wasm-package' | undefined;

/**
 * The JS bindings come from @prisma/schema-engine-wasm; the WebAssembly preferably from the prisma
 * CLI package, because that one is built from the CLI's own engine commit (the same migration SQL
 * `prisma migrate dev` would write). Both are built by the same wasm-bindgen, with identical import
 * and export names; should a future CLI drift from the bindings, the package's own wasm is used.
 */
function loadEngineWasm(): typeof loadedEngineWasm {
  if (loadedEngineWasm !== undefined) return loadedEngineWasm;
  const require = createRequire(import.meta.url);
  const bindingsDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const candidates = [
    { source: 'prisma-cli' as const, file: path.join(path.dirname(require.resolve('prisma/package.json')), 'build/schema_engine_bg.wasm') },
    { source: 'schema-engine-wasm-package' as const, file: path.join(bindingsDir, 'schema_engine_bg.wasm') },
  ];
  const failures: string[] = [];
  for (const candidate of candidates) {
    try {
      const module = new WebAssembly.Module(readFileSync(candidate.file));
      const instance = new WebAssembly.Instance(module, {
        './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
      });
      engineBindings.__wbg_set_wasm(instance.exports);
      (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
      loadedEngineWasm = candidate.source;
      return loadedEngineWasm;
    } catch (error) {
      failures.push(`${candidate.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`Could not load the Prisma schema engine WebAssembly:\n${failures.join('\n')}`);
}

/** Which engine build is loaded and its git commit, for diagnostics. */
export function schemaEngineVersion(): { wasm: typeof loadedEngineWasm; commit: string } {
  const wasm = loadEngineWasm();
  return { wasm, commit: engineBindings.version() };
}

function parseEngineLogLine(line: string): SchemaEngineLogEntry {
  try {
    const entry = JSON.parse(line) as { level?: string; fields?: { message?: string } };
    return { level: entry.level ?? 'INFO', message: entry.fields?.message ?? line };
  } catch {
    return { level: 'INFO', message: line };
  }
}

/**
 * What the engine needs beyond @prisma/adapter-pg: whole migration scripts go to the server in one
 * simple-protocol query (adapter-pg's executeScript splits on every ";", also inside strings and
 * function bodies), and a multi-statement executeRaw falls back to that.
 */
function migrationAdapter(inner: SqlDriverAdapter, afterDispose?: () => Promise<void>): SqlDriverAdapter {
  // No parameters: pg uses the simple query protocol, which accepts several statements and runs
  // them in one implicit transaction, as the native engine does.
  const executeScript = async (script: string): Promise<void> => {
    await inner.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  const adapter: SqlDriverAdapter = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: async (query) => restoreCharColumnTypes(await inner.queryRaw(query)),
    async executeRaw(query: SqlQuery) {
      try {
        return await inner.executeRaw(query);
      } catch (error) {
        if (query.args.length > 0 || !isMultipleCommandsError(error)) throw error;
        await executeScript(query.sql);
        return 0;
      }
    },
    executeScript,
    startTransaction: (isolationLevel) => inner.startTransaction(isolationLevel),
    async dispose() {
      await inner.dispose();
      await afterDispose?.();
    },
  };
  if (inner.getConnectionInfo) adapter.getConnectionInfo = () => inner.getConnectionInfo!();
  return adapter;
}

function isMultipleCommandsError(error: unknown): boolean {
  return error instanceof Error && /cannot insert multiple commands into a prepared statement/i.test(
    `${error.message} ${JSON.stringify((error as { cause?: unknown }).cause ?? '')}`,
  );
}

// The engine reads schemas from the catalog, whose columns include PostgreSQL's internal `char`
// (oid 18, e.g. pg_constraint.contype) and `name` (19). @prisma/adapter-pg rejects `char`
// ("Unsupported column type char"), yet the engine wants those columns typed as characters. So in
// the migration tooling only, the pool view below declares them text to get past adapter-pg and
// marks the `char` columns on the rows array (which adapter-pg passes through untouched), and
// migrationAdapter's queryRaw types those columns Character again. pg hands both over as strings.
const CHAR_OID = 18;
const NAME_OID = 19;
const TEXT_OID = 25;
const charColumnIndexes = Symbol('charColumnIndexes');

type RowsWithCharColumns = unknown[][] & { [charColumnIndexes]?: number[] };

function restoreCharColumnTypes(resultSet: SqlResultSet): SqlResultSet {
  for (const index of (resultSet.rows as RowsWithCharColumns)[charColumnIndexes] ?? []) {
    resultSet.columnTypes[index] = ColumnTypeEnum.Character;
  }
  return resultSet;
}

/** A view of `pool` whose results adapter-pg can decode even when they hold catalog types. */
function withCatalogTypesDecodable(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return queryWithCatalogTypesDecodable(target);
      if (property === 'connect') {
        return async () => {
          const client = await target.connect();
          return new Proxy(client, {
            get(clientTarget, clientProperty) {
              if (clientProperty === 'query') return queryWithCatalogTypesDecodable(clientTarget);
              return bindIfFunction(clientTarget, Reflect.get(clientTarget, clientProperty, clientTarget));
            },
          });
        };
      }
      return bindIfFunction(target, Reflect.get(target, property, target));
    },
  });
}

function queryWithCatalogTypesDecodable(queryable: pg.Pool | pg.PoolClient) {
  // adapter-pg only uses the promise form.
  return async (...args: unknown[]): Promise<unknown> => {
    const query = queryable.query as (...queryArgs: unknown[]) => Promise<unknown>;
    const result = await query.apply(queryable, args);
    for (const single of (Array.isArray(result) ? result : [result]) as Partial<pg.QueryResult>[]) {
      const charColumns: number[] = [];
      (single.fields ?? []).forEach((field, index) => {
        if (field.dataTypeID === CHAR_OID) charColumns.push(index);
        if (field.dataTypeID === CHAR_OID || field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
      });
      if (charColumns.length > 0 && single.rows) {
        Object.defineProperty(single.rows, charColumnIndexes, { value: charColumns });
      }
    }
    return result;
  };
}

function bindIfFunction(target: object, value: unknown): unknown {
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

interface ThrowAwayPglite {
  pool: pg.Pool;
  close(): Promise<void>;
}

async function openThrowAwayPglite(): Promise<ThrowAwayPglite> {
  const pglite = await PGlite.create();
  const server = await servePgliteOverSocket(pglite);
  const pool = new pg.Pool(server.poolConfig);
  let closing: Promise<void> | undefined;
  return {
    pool,
    close() {
      closing ??= (async () => {
        await pool.end();
        await server.stop();
        await pglite.close();
      })();
      return closing;
    },
  };
}
