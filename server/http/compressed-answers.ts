import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import compression from 'compression';

// The `compression` middleware, remembering what it made of a JSON answer it has compressed before (docs/decisions/165).
// Many visitors receive the very same page JSON (a static page for every guest of one journey and language), and
// making a brotli stream for each of them was the largest cost of such a visit. The memory is keyed by everything
// compression's choice and output depend on (the request's Accept-Encoding, the answer's Content-Type, Cache-Control
// and Content-Encoding, and a SHA-256 digest of the body), and holds what compression itself wrote: an answer that
// is served from it carries the same bytes and headers as before, with a Content-Length instead of chunks.
// Nothing in it can go stale: a changed answer has another digest. HTML is left alone: every document carries a
// fresh CSP nonce, so two are never the same.

/** Bodies smaller than this are never compressed (compression's threshold); larger than the upper one, not kept. */
const THRESHOLD_BYTES = 1024;
const MAX_KEPT_BODY_BYTES = 64 * 1024;
/** What the memory may hold: compressed bytes, and entries (an answer seen once counts as an entry without bytes). */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const CACHED_ENCODINGS = new Set(['br', 'gzip', 'deflate']);

interface Kept {
  encoding: string;
  body: Buffer;
}

/** An LRU of compressed answers. An answer is kept the second time it is seen, so one-off answers only leave a mark. */
export class CompressedAnswers {
  private readonly entries = new Map<string, Kept | 'seen'>();
  private keptBytes = 0;

  constructor(
    private readonly maxBytes = MAX_KEPT_BYTES,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The kept answer, or whether it is worth keeping once compressed (seen before). */
  look(key: string): Kept | { keep: boolean } {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.put(key, 'seen');
      return { keep: false };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry === 'seen' ? { keep: true } : entry;
  }

  keep(key: string, kept: Kept): void {
    if (kept.body.length > this.maxBytes) return;
    this.put(key, kept);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.keptBytes };
  }

  private put(key: string, entry: Kept | 'seen'): void {
    this.drop(key);
    this.entries.set(key, entry);
    if (entry !== 'seen') this.keptBytes += entry.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.keptBytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    if (entry !== 'seen') this.keptBytes -= entry.body.length;
    this.entries.delete(key);
  }
}

function headerText(value: number | string | string[] | undefined): string {
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
}

function isJson(res: Response): boolean {
  return /^application\/json\b/i.test(headerText(res.getHeader('Content-Type')));
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;

/** `compression()` (brotli or gzip as the client accepts) that serves a JSON answer it compressed before from memory. */
export function compressAnswers(answers = new CompressedAnswers()): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.method !== 'GET') return compress(req, res, next);

    // What compression writes for the answer being kept (key set), seen from below it.
    let keeping: { key: string; chunks: Buffer[] } | null = null;
    const rawWrite = res.write as Write;
    const rawEnd = res.end as End;
    res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (keeping) {
        if (Buffer.isBuffer(chunk)) keeping.chunks.push(chunk);
        else keeping = null;
      }
      return rawWrite.call(this, chunk, encoding, callback);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (keeping) {
        const contentEncoding = headerText(res.getHeader('Content-Encoding'));
        if (Buffer.isBuffer(chunk)) keeping.chunks.push(chunk);
        else if (chunk !== undefined && typeof chunk !== 'function') keeping = null;
        if (keeping && CACHED_ENCODINGS.has(contentEncoding)) {
          answers.keep(keeping.key, { encoding: contentEncoding, body: Buffer.concat(keeping.chunks) });
        }
        keeping = null;
      }
      return rawEnd.call(this, chunk, encoding, callback);
    } as Response['end'];

    compress(req, res, (error?: unknown) => {
      if (error) return next(error);
      // The answer as the app sends it, seen from above compression: one body in one call can be looked up.
      let streamed = false;
      const compressedWrite = res.write as Write;
      const compressedEnd = res.end as End;
      res.write = function (this: Response, ...args: [unknown, unknown?, unknown?]) {
        streamed = true;
        return compressedWrite.apply(this, args);
      } as Response['write'];
      res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
        if (
          streamed ||
          res.headersSent ||
          !Buffer.isBuffer(body) ||
          body.length < THRESHOLD_BYTES ||
          body.length > MAX_KEPT_BODY_BYTES ||
          res.getHeader('Content-Encoding') !== undefined ||
          !isJson(res)
        ) {
          return compressedEnd.call(this, chunk, encoding, callback);
        }
        const key = [
          headerText(req.headers['accept-encoding']),
          headerText(res.getHeader('Content-Type')),
          headerText(res.getHeader('Cache-Control')),
          createHash('sha256').update(body).digest('base64'),
        ].join('\n');
        const found = answers.look(key);
        if ('body' in found) {
          res.setHeader('Content-Encoding', found.encoding);
          res.setHeader('Content-Length', found.body.length);
          return compressedEnd.call(this, found.body, typeof encoding === 'function' ? encoding : callback);
        }
        if (found.keep) keeping = { key, chunks: [] };
        return compressedEnd.call(this, chunk, encoding, callback);
      } as Response['end'];
      next();
    });
  };
}
