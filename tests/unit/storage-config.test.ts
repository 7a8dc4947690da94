import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

// STORAGE_DRIVER and the S3_* variables (issue 16 items 1 and 4; docs/decisions/131).
const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'play-it-safe-files',
  S3_REGION: 'us-east-2',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('storage configuration', () => {
  it('uses the local disk under STORAGE_DIR by default', () => {
    expect(loadConfig({ STORAGE_DIR: '/srv/files' }).storage).toEqual({ driver: 'local', dir: '/srv/files', s3: undefined });
  });

  it('reads a complete S3 configuration, with an optional endpoint and path style', () => {
    expect(loadConfig(S3_ENV).storage.s3).toEqual({
      bucket: 'play-it-safe-files',
      region: 'us-east-2',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    const minio = loadConfig({ ...S3_ENV, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }).storage.s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it('stops start-up naming each missing S3 variable when the S3 driver is chosen', () => {
    let message = '';
    try {
      loadConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-2' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(message).toContain(`${name}: is required when STORAGE_DRIVER=s3`);
    expect(message).not.toContain('S3_REGION');
  });

  it('refuses an unknown driver and a malformed endpoint or path-style flag', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
