import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import type { Logger } from '#server/logger.js';
import { StoredFileMissing, type FileStorage } from '#server/shared/file-storage.js';
import { parseByteRange } from './byte-range.rules.js';
import { notFound } from './errors.js';

// Sends a stored file after the caller's permission check (docs/decisions/132). Small files stream through the app
// (one Range honoured when asked for); videos and files above LARGE_FILE_BYTES go to the browser as a 302 to a
// short-lived presigned address when the driver has one (S3). The local driver always streams.

/** Above this a private file is handed to the store by a presigned address (S3 only). */
export const LARGE_FILE_BYTES = 10 * 1024 * 1024;
/** A guide or other large file: long enough to start the download. */
export const PRESIGNED_DOWNLOAD_SECONDS = 5 * 60;
/** A video: the player keeps asking for ranges with one address while it plays, so it lives longer than a programme. */
export const PRESIGNED_VIDEO_SECONDS = 2 * 60 * 60;

export interface StoredFileAnswer {
  key: string;
  mime: string;
  disposition: 'inline' | 'attachment';
  /** The name "Save" offers; none for pictures. */
  fileName?: string;
  cacheControl: string;
  /** Honour one bytes Range (media); otherwise the whole file. */
  ranges?: boolean;
  /** `always` for videos; `large` hands over only files above LARGE_FILE_BYTES; `never` streams (pictures). */
  presign: 'always' | 'large' | 'never';
  /** The 404's message when the file is not in storage. */
  missingMessage?: string;
  /** What the log says when the file is missing or the stream breaks. */
  logContext?: Record<string, unknown>;
}

export async function sendStoredFile(req: Request, res: Response, storage: FileStorage, answer: StoredFileAnswer, logger: Logger): Promise<void> {
  const logContext = { key: answer.key, ...answer.logContext };
  const info = await storage.info(answer.key);
  if (!info) {
    logger.warn(logContext, 'stored file is missing from storage');
    throw notFound(answer.missingMessage);
  }
  const contentDisposition = `${answer.disposition}${answer.fileName ? `; filename="${answer.fileName}"` : ''}`;

  const handOver = answer.presign === 'always' || (answer.presign === 'large' && info.size > LARGE_FILE_BYTES);
  if (handOver) {
    const video = answer.mime.startsWith('video/');
    const url = await storage.presignGet(answer.key, {
      expiresInSeconds: video ? PRESIGNED_VIDEO_SECONDS : PRESIGNED_DOWNLOAD_SECONDS,
      contentType: answer.mime,
      contentDisposition,
    });
    if (url) {
      // The address expires: neither the browser nor a proxy may keep the redirect.
      res.set('Cache-Control', 'private, no-store');
      return res.redirect(302, url);
    }
  }

  const range = answer.ranges ? parseByteRange(req.get('range'), info.size) : ({ type: 'whole' } as const);
  if (answer.ranges) res.set('Accept-Ranges', 'bytes');
  if (range.type === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  const start = range.type === 'partial' ? range.start : 0;
  const end = range.type === 'partial' ? range.end : info.size - 1;
  const headOnly = req.method === 'HEAD' || info.size === 0;
  // Opened before any header is set, so a store that fails here is still a clean 503 (or 404) answer.
  let body;
  try {
    body = headOnly ? null : await storage.openRead(answer.key, { start, end });
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound(answer.missingMessage);
    throw error;
  }
  res.set({
    'Content-Type': answer.mime,
    'Content-Disposition': contentDisposition,
    'Cache-Control': answer.cacheControl,
    'Last-Modified': info.modified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(Math.max(0, end - start + 1)),
  });
  if (range.type === 'partial') res.status(206).set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  else res.status(200);
  if (!body) {
    res.end();
    return;
  }
  // A player that seeks abandons its earlier request; that closes the stream, which is not an error.
  pipeline(body, res, (error) => {
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error, ...logContext }, 'stored file stream failed');
  });
}
