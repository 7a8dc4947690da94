import type { Readable } from 'node:stream';
import type { Logger } from '#server/logger.js';

// THE interface every stored file goes through (docs/decisions/114, 131): keys are relative paths
// ("public/product-images/<uuid>/960.webp", "private/media/videos/<uuid>.mp4", "uploads/<upload id>/00003.part").
// Two drivers: local disk under STORAGE_DIR (local-file-storage.ts) and S3-compatible object storage
// (s3-file-storage.ts); createFileStorage (create-file-storage.ts) picks one from config. Callers never touch fs.

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export interface StoredFileInfo {
  size: number;
  modified: Date;
}

export interface PresignOptions {
  /** How long the address works. */
  expiresInSeconds: number;
  /** The Content-Type and Content-Disposition the store answers with (an object keeps no name of its own). */
  contentType?: string;
  contentDisposition?: string;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Copies a local file (e.g. a temporary upload) to `key`, replacing nothing: the key must be new. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Writes bytes to `key` (a new key). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams `source` to `key`, overwriting (a chunk sent again replaces the one before); stops at `maxBytes`. */
  putStream(key: string, source: Readable, maxBytes: number): Promise<{ size: number }>;
  /** Moves a stored file to the new key `to` (an upload accepted from its staging key). */
  move(from: string, to: string): Promise<void>;
  /** Joins `parts` (in order) into the new `key`. */
  concatenate(key: string, parts: readonly string[]): Promise<{ size: number }>;
  /** Reads the first `length` bytes (type detection). */
  readHead(key: string, length: number): Promise<Uint8Array>;
  /** A stream of bytes `start`..`end` (inclusive) of `key`; StoredFileMissing when there is no such key. */
  openRead(key: string, range?: { start: number; end: number }): Promise<Readable>;
  info(key: string): Promise<StoredFileInfo | null>;
  /** Deletes a key, or every key under a prefix ending in "/"; a missing key is fine. */
  remove(keyOrPrefix: string): Promise<void>;
  /** The keys directly under a prefix ending in "/" (empty when there are none). */
  list(prefix: string): Promise<string[]>;
  /**
   * A short-lived address the browser can fetch `key` from without the app (a presigned GET), or null when the
   * driver has none (local disk: the app streams the file itself). Ask only after the app's permission check.
   */
  presignGet(key: string, options: PresignOptions): Promise<string | null>;
}

export class StoredFileTooLarge extends Error {
  constructor() {
    super('The stored file is larger than allowed.');
    this.name = 'StoredFileTooLarge';
  }
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** A key outside the safe pattern: a bug in the caller, never sent to a store. */
export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${key}`);
    this.name = 'InvalidStorageKey';
  }
}

/** The store cannot be reached or refused to work (network, credentials, disk full): answered as a 503. */
export class StorageUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`File storage failed to ${operation}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** What a user is told when the store is down (the error handler's 503). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Files cannot be saved or opened right now. Nothing was changed; please try again in a few minutes.';

/** Checks a key (or a prefix ending in "/") and returns it without the trailing slash. */
export function checkStorageKey(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  if (!SAFE_KEY.test(trimmed) || trimmed.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) {
    throw new InvalidStorageKey(key);
  }
  return trimmed;
}

/** Deletes a key after the change that orphaned it is committed; a failure is logged, never the request's answer. */
export async function removeStoredFileQuietly(
  storage: FileStorage,
  key: string,
  logger?: Logger,
): Promise<void> {
  await storage.remove(key).catch((error: unknown) => logger?.warn({ err: error, key }, 'stored file could not be deleted'));
}
