import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PoolConfig } from 'pg';

export interface PgliteSocketServer {
  /** Settings for a `pg.Pool` that reaches the served PGlite; the pool never opens a second connection. */
  readonly poolConfig: PoolConfig;
  stop(): Promise<void>;
}

// pg derives the socket file name from the port: <host>/.s.PGSQL.<port>.
const SOCKET_PORT = 5432;
// Live connection: one (the pool's). The rest is room for connections still closing.
const MAX_SERVER_CONNECTIONS = 8;

/**
 * Serves a PGlite instance over the PostgreSQL wire protocol with the official
 * @electric-sql/pglite-socket server, so that it is reached through `pg` and @prisma/adapter-pg
 * exactly like a real server.
 *
 * PGlite is a single backend. The socket server can multiplex several connections, but it
 * interleaves their protocol messages, which breaks the extended query protocol; so the pool holds
 * exactly one connection and queues everything else (transactions included). The server still
 * accepts a few: pg-pool discards a connection after any failed query (a unique violation, say)
 * and opens the next one at once, before the server has noticed the old one close.
 */
export async function servePgliteOverSocket(pglite: PGlite): Promise<PgliteSocketServer> {
  if (process.platform === 'win32') return serveOverTcp(pglite);

  // A unix socket in a fresh directory only its owner can enter: no TCP port for other users.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-'));
  const server = new PGLiteSocketServer({
    db: pglite,
    path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections: MAX_SERVER_CONNECTIONS,
  });
  await server.start();
  return {
    poolConfig: { ...SINGLE_CONNECTION_POOL, host: socketDir, port: SOCKET_PORT },
    async stop() {
      await server.stop();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

async function serveOverTcp(pglite: PGlite): Promise<PgliteSocketServer> {
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: MAX_SERVER_CONNECTIONS });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    poolConfig: { ...SINGLE_CONNECTION_POOL, host: '127.0.0.1', port },
    stop: () => server.stop(),
  };
}

const SINGLE_CONNECTION_POOL: PoolConfig = {
  user: 'postgres',
  database: 'postgres',
  max: 1,
  // Keep the one connection open; reconnecting costs a startup round trip for nothing.
  idleTimeoutMillis: 0,
};
