import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { createInMemoryPglite } from './in-memory-pglite.js';
import { lockPgliteDataDir, type PgliteDataDirLock } from './pglite-data-dir-lock.js';
import { servePgliteOverSocket } from './pglite-socket-server.js';
import type { PgliteWorkerInput, PgliteWorkerMessage } from './pglite-worker.js';

/** Where the embedded database lives when no DATABASE_URL is configured (relative to the working directory). */
export const DEFAULT_PGLITE_DATA_DIR = 'storage/pglite';
/** PGlite data directory value for a throw-away database held in memory. */
export const IN_MEMORY_PGLITE = 'memory://';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** postgresql:// URL of a real server. When absent, the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory, or `memory://`. Default: storage/pglite. Ignored when `url` is set. */
  pgliteDataDir?: string;
  /** Start PGlite from this dump (`PGlite#dumpDataDir`), e.g. an already migrated template. */
  pgliteDump?: Blob;
  /** Connections to a real server (PGlite always has exactly one). Default 10. */
  poolSize?: number;
  /** Errors of idle pooled connections (a restarted server, a dropped socket). Default: logged to stderr. */
  onPoolError?: (error: Error) => void;
  /**
   * Run PGlite on a worker thread, so its queries use a second core instead of the web server's (the servers
   * turn it on; tests and scripts keep it in-process, where `pglite` is reachable). Ignored with `url`.
   */
  pgliteOnWorkerThread?: boolean;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly prisma: PrismaClient;
  /** The connections Prisma uses. With PGlite there is one, so raw queries queue behind Prisma's. */
  readonly pool: pg.Pool;
  /** The embedded instance when kind is 'pglite' in this thread (for dumpDataDir and the like). */
  readonly pglite: PGlite | undefined;
  /** Raw SQL with $1-style parameters, on the same pool as Prisma. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

// With one connection, an interactive transaction waits for every transaction queued before it;
// Prisma's default of 2 s to obtain a connection is too short for a burst of them.
const PGLITE_TRANSACTION_MAX_WAIT_MS = 15_000;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const onPoolError = options.onPoolError ?? ((error: Error) => console.error('database pool error:', error));
  if (options.url !== undefined) return openPostgres(options.url, options.poolSize ?? 10, onPoolError);
  if (options.pgliteOnWorkerThread && options.pgliteDump === undefined) {
    return openPgliteOnWorkerThread(options.pgliteDataDir ?? DEFAULT_PGLITE_DATA_DIR, onPoolError);
  }
  return openPglite(options.pgliteDataDir ?? DEFAULT_PGLITE_DATA_DIR, options.pgliteDump, onPoolError);
}

async function openPostgres(url: string, poolSize: number, onPoolError: (error: Error) => void): Promise<Database> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('The database URL must be a postgresql:// URL.');
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onPoolError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    pool,
    pglite: undefined,
    query: (text, values) => queryRows(pool, text, values),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, dump: Blob | undefined, onPoolError: (error: Error) => void): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY_PGLITE;
  const lock: PgliteDataDirLock | undefined = inMemory ? undefined : lockPgliteDataDir(dataDir);
  let pglite: PGlite | undefined;
  try {
    if (dump !== undefined) pglite = await PGlite.create(inMemory ? undefined : path.resolve(dataDir), { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    else pglite = inMemory ? await createInMemoryPglite() : await PGlite.create(path.resolve(dataDir), { extensions: PGLITE_EXTENSIONS });
    const server = await servePgliteOverSocket(pglite);
    const openedPglite = pglite;
    return pgliteDatabase(server.poolConfig, openedPglite, onPoolError, async () => {
      try {
        await server.stop();
        await openedPglite.close();
      } finally {
        lock?.release();
      }
    });
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPgliteOnWorkerThread(dataDir: string, onPoolError: (error: Error) => void): Promise<Database> {
  const lock: PgliteDataDirLock | undefined = dataDir === IN_MEMORY_PGLITE ? undefined : lockPgliteDataDir(dataDir);
  // The worker file is TypeScript like the rest of the server: the thread registers tsx, then loads it.
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true,
    workerData: { dataDir } satisfies PgliteWorkerInput,
  });
  try {
    const ready = await nextWorkerMessage(worker);
    if (ready.kind !== 'ready') throw new Error(`The embedded database did not start: ${ready.kind === 'failed' ? ready.message : ready.kind}`);
    return pgliteDatabase(ready.poolConfig, undefined, onPoolError, async () => {
      try {
        const stopped = nextWorkerMessage(worker);
        worker.postMessage({ kind: 'stop' });
        await stopped;
        await worker.terminate();
      } finally {
        lock?.release();
      }
    });
  } catch (error) {
    await worker.terminate();
    lock?.release();
    throw error;
  }
}

/** Prisma over the one pooled connection to a served PGlite; `stopServer` runs after the pool has ended. */
function pgliteDatabase(poolConfig: pg.PoolConfig, pglite: PGlite | undefined, onPoolError: (error: Error) => void, stopServer: () => Promise<void>): Database {
  const pool = new pg.Pool(poolConfig);
  pool.on('error', onPoolError);
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: PGLITE_TRANSACTION_MAX_WAIT_MS },
  });
  return {
    kind: 'pglite',
    prisma,
    pool,
    pglite,
    query: (text, values) => queryRows(pool, text, values),
    async close() {
      try {
        await prisma.$disconnect();
        await pool.end();
      } finally {
        await stopServer();
      }
    },
  };
}

function nextWorkerMessage(worker: Worker): Promise<PgliteWorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: PgliteWorkerMessage) => {
      worker.off('error', onError);
      resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

async function queryRows<Row extends pg.QueryResultRow>(pool: pg.Pool, text: string, values?: unknown[]): Promise<Row[]> {
  const result = await pool.query<Row>(text, values);
  return result.rows;
}
