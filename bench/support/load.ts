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
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** A short warm-up first (JIT, connection pool, PostgreSQL caches), then the measured run. */
export async function measure(url: string, headers: Record<string, string>, { connections, seconds }: LoadOptions): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** Listens on a free local port; resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
