import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { createInMemoryPglite } from './in-memory-pglite.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { servePgliteOverSocket } from './pglite-socket-server.js';

// The embedded database on a thread of its own (docs/decisions/103): PGlite's WebAssembly runs here, the web
// server's requests on the main thread, and they talk over the same socket as before.

export interface PgliteWorkerInput {
  /** A data directory, or `memory://`. */
  dataDir: string;
}

export type PgliteWorkerMessage =
  | { kind: 'ready'; poolConfig: import('pg').PoolConfig }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' };

const input = workerData as PgliteWorkerInput;
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

try {
  const pglite =
    input.dataDir === 'memory://' ? await createInMemoryPglite() : await PGlite.create(path.resolve(input.dataDir), { extensions: PGLITE_EXTENSIONS });
  const server = await servePgliteOverSocket(pglite);
  port.on('message', (message: { kind: 'stop' }) => {
    if (message.kind !== 'stop') return;
    void server
      .stop()
      .then(() => pglite.close())
      .finally(() => port.postMessage({ kind: 'stopped' } satisfies PgliteWorkerMessage));
  });
  port.postMessage({ kind: 'ready', poolConfig: server.poolConfig } satisfies PgliteWorkerMessage);
} catch (error) {
  port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies PgliteWorkerMessage);
}
