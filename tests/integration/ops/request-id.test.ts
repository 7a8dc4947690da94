import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsole } from '#tests/support/fail-on-console';
import { requestLogger } from '#server/http/request-logger.js';
import { createLogger } from '#server/logger.js';
import { cuttableConnectionTo, type CuttableDatabase } from '#tests/support/database-cut';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';

// Issue 16 item 5 (docs/decisions/147): every request has an id, taken from X-Request-Id when it is short and plain
// or made (a UUID), echoed in the X-Request-Id header, and carried by every log line written while it is handled.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function capturedLogger(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}

let database: TestDatabase;
let connection: CuttableDatabase;
let t: TestApp;
const captured = capturedLogger();
beforeAll(async () => {
  database = await createTestDatabase();
  connection = await cuttableConnectionTo(database);
  t = await createTestApp({ db: connection.prisma, logger: captured.logger });
});
afterAll(async () => {
  await t?.close();
  await connection?.close();
  await database?.close();
});

const linesOf = (reqId: string) => captured.lines.filter((line) => line.reqId === reqId);

describe('the request id', () => {
  it('keeps a short, plain X-Request-Id and echoes it', async () => {
    for (const id of ['3f1c2a9e-7b7d-4d8e-9a51-0c4f2b6a1e77', 'C0A80001:D2A4_0A000002:1F90_65A1B2C3_0001:1A2B', 'abc.DEF-123']) {
      const answer = await request(t.app).get('/healthz').set('X-Request-Id', id).expect(200);
      expect(answer.headers['x-request-id']).toBe(id);
    }
  });

  it('makes a new UUID when there is none, or when it is too long or carries other characters', async () => {
    const seen = new Set<string>();
    for (const id of [undefined, 'x'.repeat(129), 'has space', 'quote"d', '<script>', '-leading-dash', 'ünïcode']) {
      const call = request(t.app).get('/healthz');
      const answer = await (id === undefined ? call : call.set('X-Request-Id', id)).expect(200);
      expect(answer.headers['x-request-id']).toMatch(UUID);
      seen.add(answer.headers['x-request-id'] as string);
    }
    expect(seen.size).toBe(7);
  });

  it("is on the request's log line", async () => {
    const answer = await request(t.app).get('/').set('X-Request-Id', 'page-visit-1').expect(200);
    expect(answer.headers['x-request-id']).toBe('page-visit-1');
    const [completed] = linesOf('page-visit-1');
    expect(completed).toMatchObject({ level: 30, reqId: 'page-visit-1', msg: 'request completed', res: { statusCode: 200 } });
  });

  it('is on the error log of a failed request', async () => {
    allowConsole('error', /database pool error/);
    connection.cut();
    try {
      const answer = await request(t.app).get('/shop').set('Accept', 'application/json').set('X-Request-Id', 'failing-page-1');
      expect(answer.status).toBe(500);
      expect(answer.headers['x-request-id']).toBe('failing-page-1');
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|ECONN/);
    } finally {
      connection.restore();
    }
    const lines = linesOf('failing-page-1');
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ level: 50, reqId: 'failing-page-1', err: expect.any(Object) });
    expect(lines.every((line) => line.reqId === 'failing-page-1')).toBe(true);
  });

  it('logs healthy probes at debug level only, a failing /readyz as a warning', async () => {
    await request(t.app).get('/healthz').set('X-Request-Id', 'probe-1').expect(200);
    await request(t.app).get('/readyz').set('X-Request-Id', 'probe-2').expect(200);
    expect(linesOf('probe-1').map((line) => line.level)).toEqual([20]);
    expect(linesOf('probe-2').map((line) => line.level)).toEqual([20]);
    connection.cut();
    try {
      await request(t.app).get('/readyz').set('X-Request-Id', 'probe-3').expect(503);
    } finally {
      connection.restore();
    }
    // The failed checks (warn, with the cause) and the answer (warn), all under the probe's id.
    const failed = linesOf('probe-3');
    expect(failed.find((line) => line.msg === 'request errored')).toMatchObject({ level: 40, res: { statusCode: 503 } });
    expect(failed.find((line) => line.msg === 'readiness check database failed')).toMatchObject({ level: 40, check: 'database' });
  });
});

describe("lines a module logs through the app's logger while a request is handled", () => {
  it('carry the request id too, after the body was read and across awaits', async () => {
    const { logger, lines } = capturedLogger('info');
    const app = express();
    app.use(requestLogger(logger));
    app.use(express.json());
    app.post('/work', async (req, res) => {
      logger.info({ step: 'body read' }, 'module line');
      await new Promise((resolve) => setTimeout(resolve, 10));
      logger.info({ step: 'after await' }, 'module line');
      req.log.info('request line');
      res.json({ ok: true });
    });
    // The body comes after the headers, in its own packet, as a slow client sends it.
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const body = JSON.stringify({ a: 1 });
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length, 'X-Request-Id': 'body-1' };
      const outgoing = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/work', headers }, resolve);
      outgoing.on('error', reject);
      outgoing.flushHeaders();
      setTimeout(() => outgoing.end(body), 100);
    });
    answer.resume();
    await once(answer, 'end');
    server.close();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('body-1');
    const mine = lines.filter((line) => line.msg !== 'request completed');
    expect(mine.map((line) => [line.msg, line.reqId])).toEqual([
      ['module line', 'body-1'],
      ['module line', 'body-1'],
      ['request line', 'body-1'],
    ]);
    // Bound once, never twice on one line.
    expect(lines.find((line) => line.msg === 'request completed')?.reqId).toBe('body-1');
    logger.info('outside any request');
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
