import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#tests/support/server-process';

// Issue 16 item 5 (docs/decisions/146): on SIGTERM the real server stops accepting, closes idle keep-alive
// connections, lets the request in flight finish (closing its connection after the answer), closes the pool and
// exits 0 within 10 s.
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

/** A raw HTTP/1.1 connection: what the server sent so far, and whether it closed. */
async function connect(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => received,
    closed,
    async waitFor(text: string) {
      for (let tries = 0; tries < 200 && !received.includes(text); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(received).toContain(text);
    },
  };
}

function refusedConnection(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes keep-alive ones and exits 0 within 10 s', async () => {
    server = await spawnServer({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'info', JOBS_ENABLED: 'false' });
    const started = await server.waitForLog((line) => line.msg === 'server started');
    const port = Number(started.port);

    // An idle keep-alive connection (a balancer's or a browser's).
    const idle = await connect(port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n');
    await idle.waitFor('{"status":"ok"}');

    // A request in flight: its body is still on the way when the signal comes.
    const body = JSON.stringify({ name: 'Pat', email: 'pat@example.com', message: 'Hello' });
    const inFlight = await connect(port);
    inFlight.socket.write(
      `POST /contact-us HTTP/1.1\r\nHost: shop\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith('shutting down'));

    await idle.closed;
    expect(await refusedConnection(port)).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    inFlight.socket.write(body.slice(10));
    await inFlight.closed;
    const answer = inFlight.received();
    expect(answer).toMatch(/^HTTP\/1\.1 419 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('"success":false');

    const { code, afterMs } = await server.exited;
    expect(code).toBe(0);
    expect(afterMs() - signalledAt).toBeLessThan(10_000);
    expect(server.logs.some((line) => line.msg === 'shut down')).toBe(true);
  }, 60_000);

  it('cuts off a request that does not finish within 10 s and exits 1', async () => {
    server = await spawnServer({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'info', JOBS_ENABLED: 'false' });
    const port = Number((await server.waitForLog((line) => line.msg === 'server started')).port);
    const stuck = await connect(port);
    stuck.socket.write('POST /contact-us HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, afterMs } = await server.exited;
    expect(code).toBe(1);
    expect(afterMs() - signalledAt).toBeGreaterThanOrEqual(9_500);
    expect(afterMs() - signalledAt).toBeLessThan(12_000);
    expect(server.logs.some((line) => line.msg === 'shutdown took longer than 10 s; exiting with requests or jobs cut off')).toBe(true);
  }, 60_000);
});
