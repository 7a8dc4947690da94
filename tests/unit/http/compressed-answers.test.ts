import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompressedAnswers, compressAnswers } from '#server/http/compressed-answers';

// docs/decisions/165: a JSON answer compressed before is served from memory, byte for byte what compression made.

const page = (n: number) => ({ component: 'content/privacy-policy', props: { n, text: 'Play It Safe '.repeat(200) } });

function appWith(answers = new CompressedAnswers()) {
  const app = express();
  app.use(compressAnswers(answers));
  app.get('/page/:n', (req, res) => void res.json(page(Number(req.params.n))));
  app.get('/small', (_req, res) => void res.json({ ok: true }));
  app.get('/html', (_req, res) => void res.type('html').send(`<p>${'x'.repeat(4000)}</p>`));
  app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(page(1)));
  app.get('/streamed', (_req, res) => {
    res.type('json');
    res.write(JSON.stringify(page(1)).slice(0, 10));
    res.end(JSON.stringify(page(1)).slice(10));
  });
  app.post('/page/:n', (req, res) => void res.json(page(Number(req.params.n))));
  return { app, answers };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The body as sent, with node:http (supertest would decode it). */
async function raw(app: express.Express, path: string, acceptEncoding: string, method: 'GET' | 'HEAD' | 'POST' = 'GET'): Promise<Answer> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

afterEach(() => vi.restoreAllMocks());

describe('compressAnswers', () => {
  it('compresses a JSON answer twice, then serves the same bytes and headers from memory', async () => {
    const { app } = appWith();
    const brotli = vi.spyOn(zlib, 'createBrotliCompress');
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await raw(app, '/page/1', 'gzip, deflate, br'));
    expect(brotli).toHaveBeenCalledTimes(2);

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers.etag).toBe(answers[0].headers.etag);
      expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString('utf8'))).toEqual(page(1));
    }
    expect(answers[3].body).toEqual(answers[1].body);
    // From memory the length is known; compressed on the way it goes out in chunks.
    expect(answers[0].headers['content-length']).toBeUndefined();
    expect(answers[3].headers['content-length']).toBe(String((answers[3].body).length));
  });

  it('keeps each client encoding apart: a gzip-only client gets gzip from memory too', async () => {
    const { app } = appWith();
    for (let n = 0; n < 2; n++) await raw(app, '/page/2', 'br');
    const gzip = vi.spyOn(zlib, 'createGzip');
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await raw(app, '/page/2', 'gzip'));
    expect(gzip).toHaveBeenCalledTimes(2);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(answer.body).toString('utf8'))).toEqual(page(2));
    }
    const plain = await raw(app, '/page/2', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse((plain.body).toString('utf8'))).toEqual(page(2));
  });

  it('never serves one answer for another', async () => {
    const { app } = appWith();
    for (let n = 0; n < 3; n++) await raw(app, '/page/3', 'br');
    const other = await raw(app, '/page/4', 'br');
    expect(JSON.parse(zlib.brotliDecompressSync(other.body).toString('utf8'))).toEqual(page(4));
  });

  it('leaves alone what compression leaves alone or cannot be looked up: small, HTML, no-transform, streamed, HEAD, POST', async () => {
    const answers = new CompressedAnswers();
    const { app } = appWith(answers);
    for (let n = 0; n < 3; n++) {
      const small = await raw(app, '/small', 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect((small.body).toString('utf8')).toBe('{"ok":true}');
      expect((await raw(app, '/no-transform', 'br')).headers['content-encoding']).toBeUndefined();
      const html = await raw(app, '/html', 'br');
      expect(html.headers['content-encoding']).toBe('br');
      expect(html.headers['content-length']).toBeUndefined();
      const streamed = await raw(app, '/streamed', 'br');
      expect(JSON.parse(zlib.brotliDecompressSync(streamed.body).toString('utf8'))).toEqual(page(1));
      const head = await raw(app, '/page/5', 'br', 'HEAD');
      expect(head.status).toBe(200);
      const posted = await raw(app, '/page/5', 'br', 'POST');
      expect(JSON.parse(zlib.brotliDecompressSync(posted.body).toString('utf8'))).toEqual(page(5));
    }
    expect(answers.size.bytes).toBe(0);
  });
});

describe('CompressedAnswers', () => {
  const kept = (bytes: number) => ({ encoding: 'br', body: Buffer.alloc(bytes) });

  it('keeps an answer the second time it is seen', () => {
    const answers = new CompressedAnswers();
    expect(answers.look('a')).toEqual({ keep: false });
    expect(answers.look('a')).toEqual({ keep: true });
    answers.keep('a', kept(10));
    expect(answers.look('a')).toEqual(kept(10));
  });

  it('forgets the least recently used answers beyond its bytes or entries', () => {
    const answers = new CompressedAnswers(100, 3);
    for (const key of ['a', 'b']) {
      answers.look(key);
      answers.keep(key, kept(40));
    }
    answers.look('a');
    answers.keep('c', kept(40));
    expect(answers.size).toEqual({ entries: 2, bytes: 80 });
    expect(answers.look('b')).toEqual({ keep: false });
    expect(answers.look('a')).toEqual(kept(40));
    answers.look('d');
    answers.look('e');
    expect(answers.size.entries).toBe(3);
    answers.keep('huge', kept(101));
    expect(answers.look('huge')).toEqual({ keep: false });
  });
});
