import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

// Runs the app (or the bare baseline) in several processes sharing one port through node:cluster, the way the
// deployment runs two app servers on one machine behind its balancer (docs/deploy.md). The primary (this process,
// which also runs autocannon) only hands each new connection to a worker, round robin.

export interface RecordedRoute {
  path: string;
  status: number;
  /** Raw header names and values, in order. */
  headers: string[];
  bodyBase64: string;
}

export type WorkerMessage = { type: 'ready' } | { type: 'listening' } | { type: 'cpu'; ms: number };

export interface AppCluster {
  base: string;
  /** The workers' CPU time so far, in ms (for CPU per request). */
  cpuMs(): Promise<number>;
  close(): Promise<void>;
}

const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cluster-worker.ts');

/** Bare Express answering each recorded route byte for byte. */
export function bareApp(routes: RecordedRoute[]): express.Express {
  const bare = express();
  bare.disable('x-powered-by');
  bare.disable('etag');
  for (const route of routes) {
    const body = Buffer.from(route.bodyBase64, 'base64');
    bare.get(route.path, (_req, res) => void res.writeHead(route.status, route.headers).end(body));
  }
  return bare;
}

export async function startCluster(options: { processes: number; role: 'app' | 'bare'; databaseUrl?: string; routes?: RecordedRoute[] }): Promise<AppCluster> {
  const port = await freePort();
  cluster.setupPrimary({ exec: WORKER_FILE, execArgv: ['--import', 'tsx'], silent: false });
  const workers: Worker[] = [];
  for (let n = 0; n < options.processes; n++) {
    const worker = cluster.fork({ BENCH_ROLE: options.role, BENCH_PORT: String(port), DATABASE_URL: options.databaseUrl ?? '' });
    workers.push(worker);
    await new Promise<void>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code} before listening`)));
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') worker.send({ type: 'routes', routes: options.routes ?? [] });
        if (message.type === 'listening') resolve();
      });
    });
  }
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: async () => {
      const each = await Promise.all(
        workers.map(
          (worker) =>
            new Promise<number>((resolve) => {
              const onMessage = (message: WorkerMessage) => {
                if (message.type !== 'cpu') return;
                worker.off('message', onMessage);
                resolve(message.ms);
              };
              worker.on('message', onMessage);
              worker.send({ type: 'cpu' });
            }),
        ),
      );
      return each.reduce((sum, ms) => sum + ms, 0);
    },
    close: async () => {
      await Promise.all(
        workers.map((worker) => new Promise<void>((resolve) => {
          worker.removeAllListeners('exit');
          worker.once('exit', () => resolve());
          worker.kill();
        })),
      );
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
