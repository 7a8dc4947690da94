// Prisma's schema engine (the migrate/db-push machinery) compiled to WebAssembly, driven through
// @prisma/adapter-pg. Prisma's CLI would download the native engine, which is impossible offline.
// Dev tooling only: it loads devDependencies (prisma, @prisma/schema-engine-wasm).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type ErrorRegistry,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import { createInMemoryPglite } from './in-memory-pglite.js';
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
  const boundAdapterFactory = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  const engine = await engineBindings.SchemaEngine.new(
    { datamodels: options.schemaFiles.map((file): [string, string] => [file.path, file.content]) },
    (line: string) => log(parseEngineLogLine(line)),
    boundAdapterFactory,
  );

  return {
    engine: withExternalErrorsExplained(engine, boundAdapterFactory.errorRegistry),
    async dispose() {
      engine.free();
      await Promise.all([...shadowDatabases].map((shadow) => shadow.close()));
      shadowDatabases.clear();
    },
  };
}

let engineWasmLoaded = false;

/**
 * The JS bindings come from @prisma/schema-engine-wasm; the WebAssembly preferably from the prisma
 * CLI package, because that one is built from the CLI's own engine commit (so it writes the SQL
 * `prisma migrate dev` would). Both come out of the same wasm-bindgen, whose import names carry a
 * hash of each binding; should a future CLI's wasm import anything the bindings lack, the
 * package's own wasm is used instead.
 */
function loadEngineWasm(): void {
  if (engineWasmLoaded) return;
  const require = createRequire(import.meta.url);
  const candidates = [
    path.join(path.dirname(require.resolve('prisma/package.json')), 'build/schema_engine_bg.wasm'),
    path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm'),
  ];
  const bindings = engineBindings as unknown as WebAssembly.ModuleImports;
  let module: WebAssembly.Module | undefined;
  for (const file of candidates) {
    const candidate = new WebAssembly.Module(readFileSync(file));
    if (WebAssembly.Module.imports(candidate).every((entry) => entry.name in bindings)) {
      module = candidate;
      break;
    }
  }
  if (module === undefined) {
    throw new Error(`No Prisma schema engine WebAssembly matches the @prisma/schema-engine-wasm bindings:\n${candidates.join('\n')}`);
  }
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': engineImports() });
  engineBindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  engineWasmLoaded = true;
}

// The engine arms timeout timers it never clears (the bindings import setTimeout but no
// clearTimeout); unreferenced, they stop keeping a finished script alive for 10 s.
function engineImports(): WebAssembly.ModuleImports {
  const imports: WebAssembly.ModuleImports = { ...(engineBindings as unknown as WebAssembly.ModuleImports) };
  for (const name of Object.keys(imports)) {
    if (!name.startsWith('__wbg_setTimeout_')) continue;
    imports[name] = (callback: () => void, milliseconds: number) => setTimeout(callback, milliseconds >>> 0).unref();
  }
  return imports;
}

/**
 * A JavaScript error inside the adapter (not an SQL error) reaches the caller as "External error
 * id#N"; the error itself waits in the adapter factory's registry. Put its message in place.
 */
function withExternalErrorsExplained(engine: SchemaEngine, registry: ErrorRegistry): SchemaEngine {
  return new Proxy(engine, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          throw explainExternalError(error, registry);
        });
      };
    },
  });
}

function explainExternalError(error: unknown, registry: ErrorRegistry): unknown {
  const reference = error instanceof Error ? /External error id#(\d+)/.exec(error.message) : null;
  if (reference === null) return error;
  const external: unknown = registry.consumeError(Number(reference[1]))?.error;
  if (external === undefined) return error;
  const message = external instanceof Error ? external.message : String(external);
  return new Error((error as Error).message.replace(reference[0], message), { cause: external });
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
  const pglite = await createInMemoryPglite();
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
