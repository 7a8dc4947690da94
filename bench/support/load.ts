import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

// What every bench shares: a server on a free port, and one autocannon measurement after a warm-up.

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** This process's CPU time (all threads: server, embedded database, autocannon itself), plus the server's other
   *  processes when it runs in several, per answered request: less sensitive to a busy machine than req/s. A database
   *  server's own CPU is not in it. */
  cpuMsPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Default 2 s. */
  warmupSeconds?: number;
  /** One header set per connection, taken in turn (e.g. each connection a different browser's cookies); default: `headers` for all. */
  headersPerConnection?: Record<string, string>[];
  /** CPU time (ms) so far of the server's other processes (bench/support/app-cluster.ts), added to this one's. */
  serverProcessesCpuMs?: () => Promise<number>;
}

/** A short warm-up first (JIT, connection pool, PostgreSQL caches), then the measured run. */
export async function measure(url: string, headers: Record<string, string>, { connections, seconds, warmupSeconds = 2, headersPerConnection, serverProcessesCpuMs }: LoadOptions): Promise<Measured> {
  const setupClient = headersPerConnection?.length ? handOutHeaders(headersPerConnection) : undefined;
  await autocannon({ url, headers, connections, duration: warmupSeconds, setupClient });
  const othersBefore = (await serverProcessesCpuMs?.()) ?? 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration: seconds, setupClient: setupClient && handOutHeaders(headersPerConnection!) });
  const cpu = process.cpuUsage(cpuBefore);
  const othersMs = ((await serverProcessesCpuMs?.()) ?? 0) - othersBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMsPerRequest: ((cpu.user + cpu.system) / 1000 + othersMs) / Math.max(result.requests.total, 1),
  };
}

function handOutHeaders(sets: Record<string, string>[]) {
  let next = 0;
  return (client: { setHeaders(headers: Record<string, string>): void }) => client.setHeaders(sets[next++ % sets.length]);
}

/** Listens on a free local port; resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
