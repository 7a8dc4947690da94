import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkStorageKey, InvalidStorageKey, StorageUnavailable, StoredFileMissing, StoredFileTooLarge, type FileStorage } from './file-storage.js';

// The S3-compatible driver (docs/decisions/131-133): one bucket, the same keys as on disk. Every failure of the
// store (unreachable, refused credentials, missing bucket, 5xx) becomes StorageUnavailable, which the error handler
// answers with a 503; a missing object is a "not found" the caller decides about.

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, s3rver, R2...); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a streamed upload (lib-storage's multipart), held in memory while sent: S3's smallest, 5 MB. */
const PART_BYTES = 5 * 1024 * 1024;
const DELETE_BATCH = 1000;

/** The stream being stored failed (its sender went away): passed on as the sender's error, not an outage. */
class SourceFailed extends Error {
  constructor(readonly original: unknown) {
    super('The stream being stored failed');
  }
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

async function* limitTo(source: AsyncIterable<Buffer>, maxBytes: number, counted: { size: number }) {
  for await (const chunk of source) {
    counted.size += chunk.length;
    if (counted.size > maxBytes) throw new StoredFileTooLarge();
    yield chunk;
  }
}

export function s3FileStorage(settings: S3StorageSettings, clientOverrides: Partial<S3ClientConfig> = {}): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // An outage should answer within seconds, not hang the request; large bodies only need the socket to stay busy.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    ...clientOverrides,
  });
  const Bucket = settings.bucket;

  /** Runs one call to the store; anything but a handled case is an outage. */
  const calling = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SourceFailed) throw error.original;
      if ([StoredFileTooLarge, StoredFileMissing, StorageUnavailable, InvalidStorageKey].some((known) => error instanceof known)) throw error;
      throw new StorageUnavailable(operation, error);
    }
  };

  const upload = (key: string, body: Readable) =>
    new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: false });

  async function getObject(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key), Range: range }));
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async function listAll(prefix: string, delimiter?: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }));
      for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    driver: 's3',

    putFile: (key, localPath) =>
      calling('store a file', async () => {
        await upload(checkStorageKey(key), createReadStream(localPath)).done();
      }),

    putBytes: (key, bytes) =>
      calling('store a file', async () => {
        await client.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: bytes, ContentLength: bytes.byteLength }));
      }),

    putStream: (key, source, maxBytes) =>
      calling('store a file', async () => {
        const counted = { size: 0 };
        // A sender that breaks off (a closed connection) is its fault, not the store's.
        let sourceError: unknown;
        source.once('error', (error) => (sourceError = error));
        const body = Readable.from(limitTo(source, maxBytes, counted));
        const sending = upload(checkStorageKey(key), body);
        try {
          await sending.done();
        } catch (error) {
          // The limit's own error surfaces through the upload; a half-written multipart upload is aborted by lib-storage.
          if (counted.size > maxBytes) throw new StoredFileTooLarge();
          if (sourceError) throw new SourceFailed(sourceError);
          throw error;
        } finally {
          if (!source.readableEnded) source.resume();
        }
        return { size: counted.size };
      }),

    move: (from, to) =>
      calling('store a file', async () => {
        const source = checkStorageKey(from);
        try {
          await client.send(new CopyObjectCommand({ Bucket, Key: checkStorageKey(to), CopySource: `${Bucket}/${source}` }));
        } catch (error) {
          if (isMissing(error)) throw new StoredFileMissing(from);
          throw error;
        }
        await client.send(new DeleteObjectCommand({ Bucket, Key: source }));
      }),

    concatenate: (key, parts) =>
      calling('join files', async () => {
        // Streamed through the app once (docs/decisions/133): UploadPartCopy would avoid that, but S3-compatible
        // stores (s3rver, some MinIO set-ups) lack it and the last chunk may be under S3's 5 MB part minimum.
        async function* joined() {
          for (const part of parts) {
            const object = await getObject(part);
            yield* object.Body as Readable;
          }
        }
        const counted = { size: 0 };
        await upload(checkStorageKey(key), Readable.from(limitTo(joined(), Number.MAX_SAFE_INTEGER, counted))).done();
        return { size: counted.size };
      }),

    readHead: (key, length) =>
      calling('read a file', async () => {
        try {
          const object = await getObject(key, `bytes=0-${Math.max(0, length - 1)}`);
          return await object.Body!.transformToByteArray();
        } catch (error) {
          // An empty object has no byte 0.
          if ((error as { name?: string }).name === 'InvalidRange') return new Uint8Array();
          throw error;
        }
      }),

    openRead: (key, range) =>
      calling('read a file', async () => {
        const object = await getObject(key, range ? `bytes=${range.start}-${range.end}` : undefined);
        return object.Body as Readable;
      }),

    info: (key) =>
      calling('look up a file', async () => {
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
          return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),

    remove: (keyOrPrefix) =>
      calling('delete a file', async () => {
        const checked = checkStorageKey(keyOrPrefix);
        const keys = keyOrPrefix.endsWith('/') ? await listAll(`${checked}/`) : [checked];
        for (let start = 0; start < keys.length; start += DELETE_BATCH) {
          const batch = keys.slice(start, start + DELETE_BATCH);
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        }
      }),

    list: (prefix) =>
      calling('list files', async () => {
        const checked = `${checkStorageKey(prefix)}/`;
        return (await listAll(checked, '/')).filter((key) => key !== checked);
      }),

    presignGet: (key, options) =>
      calling('sign an address', () =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket,
            Key: checkStorageKey(key),
            ResponseContentType: options.contentType,
            ResponseContentDisposition: options.contentDisposition,
          }),
          { expiresIn: options.expiresInSeconds },
        ),
      ),
  };
}
