import type { Config } from '#server/config.js';
import type { FileStorage } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

/** The FileStorage of the configured driver (STORAGE_DRIVER; docs/decisions/131). main.ts builds it once and hands it to createApp. */
export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  const { storage } = config;
  if (storage.driver === 's3') {
    if (!storage.s3) throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
    return s3FileStorage(storage.s3);
  }
  return localFileStorage(storage.dir);
}
