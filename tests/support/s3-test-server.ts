import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// A real S3-compatible server (s3rver) on a free port in a temporary directory, for the S3 storage driver's tests.

export const TEST_BUCKET = 'play-it-safe-test';

export interface S3TestServer {
  endpoint: string;
  /** The STORAGE_* and S3_* variables that point the app at this server. */
  env: Record<string, string>;
  settings: { bucket: string; region: string; endpoint: string; forcePathStyle: boolean; accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pis-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { address, port } = await server.run();
  const endpoint = `http://${address}:${port}`;
  // s3rver accepts its own well-known key pair.
  const settings = { bucket: TEST_BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    settings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async close() {
      // Clients keep connections alive; an outage test needs the store gone now, not when they idle out.
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
