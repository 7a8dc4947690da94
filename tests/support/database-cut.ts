import net from 'node:net';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Database } from '#server/db/database.js';

// A database connection that a test can cut and restore, for the outage tests (/readyz turns 503 and back without a
// restart). A TCP relay stands between a Prisma client of its own and the test database (PGlite's socket or a real
// PostgreSQL server): cutting it drops every connection and refuses new ones, as a database outage does.

export interface CuttableDatabase {
  prisma: PrismaClient;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Where the test database's pool connects: a unix socket path or a TCP address, and the credentials. */
function targetOf(database: Database): { connect: net.NetConnectOpts; user?: string; password?: string; database?: string } {
  const options = database.pool.options as pg.PoolConfig;
  if (options.connectionString) {
    const url = new URL(options.connectionString);
    return {
      connect: { host: url.hostname, port: Number(url.port || 5432) },
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
    };
  }
  const host = options.host ?? '127.0.0.1';
  const port = Number(options.port ?? 5432);
  const connect: net.NetConnectOpts = host.startsWith('/') ? { path: path.join(host, `.s.PGSQL.${port}`) } : { host, port };
  return { connect, user: options.user, password: typeof options.password === 'string' ? options.password : undefined, database: options.database };
}

export async function cuttableConnectionTo(database: Database): Promise<CuttableDatabase> {
  const target = targetOf(database);
  let cut = false;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(target.connect);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;

  // One connection, like PGlite's own pool; a short connect timeout so an outage fails fast.
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: target.user,
    password: target.password,
    database: target.database,
    max: 1,
    connectionTimeoutMillis: 2000,
  });
  pool.on('error', () => undefined); // an idle connection dropped by cut(): the pool replaces it
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
