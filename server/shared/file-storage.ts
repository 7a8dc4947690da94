import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// THE place the staff media files are written and read (docs/decisions/114): keys are relative paths under
// STORAGE_DIR ("public/product-images/<uuid>/960.webp", "private/media/videos/<uuid>.mp4",
// "uploads/<upload id>/00003.part"). Issue 16 swaps this file for an S3-compatible one; callers never touch fs.

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export interface StoredFileInfo {
  size: number;
  modified: Date;
}

export interface FileStorage {
  /** Copies a local file (e.g. a temporary upload) to `key`, replacing nothing: the key must be new. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Writes bytes to `key` (a new key). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams `source` to `key`, overwriting (a chunk sent again replaces the one before); stops at `maxBytes`. */
  putStream(key: string, source: Readable, maxBytes: number): Promise<{ size: number }>;
  /** Joins `parts` (in order) into the new `key`. */
  concatenate(key: string, parts: readonly string[]): Promise<{ size: number }>;
  /** Reads the first `length` bytes (type detection). */
  readHead(key: string, length: number): Promise<Uint8Array>;
  /** A stream of bytes `start`..`end` (inclusive) of `key`. */
  openRead(key: string, range?: { start: number; end: number }): Readable;
  info(key: string): Promise<StoredFileInfo | null>;
  /** Deletes a key, or every key under a prefix ending in "/"; a missing key is fine. */
  remove(keyOrPrefix: string): Promise<void>;
  /** The keys directly under a prefix ending in "/" (empty when there are none). */
  list(prefix: string): Promise<string[]>;
}

export class StoredFileTooLarge extends Error {
  constructor() {
    super('The stored file is larger than allowed.');
    this.name = 'StoredFileTooLarge';
  }
}

/** Checks a key and returns its absolute path under `root`. */
function absoluteOf(root: string, key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  if (!SAFE_KEY.test(trimmed) || trimmed.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  const absolute = path.resolve(root, trimmed);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new Error(`Invalid storage key: ${key}`);
  return absolute;
}

/** Storage on the local disk under `storageDir` (the default; config STORAGE_DIR). */
export function localFileStorage(storageDir: string): FileStorage {
  const root = path.resolve(storageDir);
  const prepare = async (key: string) => {
    const absolute = absoluteOf(root, key);
    await mkdir(path.dirname(absolute), { recursive: true });
    return absolute;
  };

  return {
    async putFile(key, localPath) {
      await copyFile(localPath, await prepare(key), 1 /* COPYFILE_EXCL: never overwrite */);
    },

    async putBytes(key, bytes) {
      const handle = await open(await prepare(key), 'wx');
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
    },

    async putStream(key, source, maxBytes) {
      const absolute = await prepare(key);
      let size = 0;
      try {
        await pipeline(
          source,
          async function* limit(chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              if (size > maxBytes) throw new StoredFileTooLarge();
              yield chunk;
            }
          },
          createWriteStream(absolute),
        );
      } catch (error) {
        await rm(absolute, { force: true });
        throw error;
      }
      return { size };
    },

    async concatenate(key, parts) {
      const absolute = await prepare(key);
      const target = createWriteStream(absolute, { flags: 'wx' });
      try {
        for (const part of parts) {
          await pipeline(createReadStream(absoluteOf(root, part)), target, { end: false });
        }
        await new Promise<void>((resolve, reject) => target.end((error?: Error | null) => (error ? reject(error) : resolve())));
      } catch (error) {
        target.destroy();
        await rm(absolute, { force: true });
        throw error;
      }
      return { size: (await stat(absolute)).size };
    },

    async readHead(key, length) {
      const handle = await open(absoluteOf(root, key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    openRead(key, range) {
      return createReadStream(absoluteOf(root, key), range ? { start: range.start, end: range.end } : {});
    },

    async info(key) {
      const stats = await stat(absoluteOf(root, key)).catch(() => null);
      return stats?.isFile() ? { size: stats.size, modified: stats.mtime } : null;
    },

    async remove(keyOrPrefix) {
      await rm(absoluteOf(root, keyOrPrefix), { force: true, recursive: keyOrPrefix.endsWith('/') });
    },

    async list(prefix) {
      const entries = await readdir(absoluteOf(root, prefix), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => `${prefix}${entry.name}`);
    },
  };
}
