import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, InvalidStorageKey, StorageUnavailable, StoredFileMissing, StoredFileTooLarge, type FileStorage } from './file-storage.js';

// The local-disk driver (the default for development and tests; docs/decisions/114, 131): keys are paths under
// STORAGE_DIR. It has no presigned addresses: the app streams every file itself, with Range support.

/** Disk conditions that are an outage of the store, not a fault of the request. */
const OUTAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'EIO', 'EMFILE', 'ENFILE']);

function outageOr(operation: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && OUTAGE_CODES.has(code) ? new StorageUnavailable(operation, error) : error;
}

/** Checks a key and returns its absolute path under `root`. */
function absoluteOf(root: string, key: string): string {
  const absolute = path.resolve(root, checkStorageKey(key));
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new InvalidStorageKey(key);
  return absolute;
}

/** Storage on the local disk under `storageDir` (config STORAGE_DIR). */
export function localFileStorage(storageDir: string): FileStorage {
  const root = path.resolve(storageDir);
  const prepare = async (key: string) => {
    const absolute = absoluteOf(root, key);
    await mkdir(path.dirname(absolute), { recursive: true });
    return absolute;
  };
  /** Runs a write, turning a full or read-only disk into StorageUnavailable. */
  const writing = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw outageOr(operation, error);
    }
  };

  return {
    driver: 'local',

    putFile: (key, localPath) =>
      writing('store a file', async () => {
        await copyFile(localPath, await prepare(key), 1 /* COPYFILE_EXCL: never overwrite */);
      }),

    putBytes: (key, bytes) =>
      writing('store a file', async () => {
        const handle = await open(await prepare(key), 'wx');
        try {
          await handle.writeFile(bytes);
        } finally {
          await handle.close();
        }
      }),

    putStream: (key, source, maxBytes) =>
      writing('store a file', async () => {
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
      }),

    move: (from, to) =>
      writing('store a file', async () => {
        const source = absoluteOf(root, from);
        await rename(source, await prepare(to)).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? new StoredFileMissing(from) : error;
        });
      }),

    concatenate: (key, parts) =>
      writing('join files', async () => {
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
      }),

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

    async openRead(key, range) {
      const absolute = absoluteOf(root, key);
      // Opened before the stream is handed out, so a missing file is an answer the caller can give, not a broken stream.
      const handle = await open(absolute, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissing(key) : outageOr('read a file', error);
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
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

    async presignGet() {
      return null;
    },
  };
}
