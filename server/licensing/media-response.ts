import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import type { Logger } from '#server/logger.js';
import { notFound } from '#server/http/errors.js';
import { LICENSING_MESSAGES } from './licensing.schemas.js';
import { parseByteRange, type MediaSource } from './media.service.js';

export interface MediaAnswer {
  /** `private, no-store` for licensed files; the public trailer may be cached. */
  cacheControl: string;
  /** The name "Save" offers (Content-Disposition inline). */
  fileName: string;
  /** What the log says when the file is missing or the stream breaks. */
  logContext: Record<string, unknown>;
}

/**
 * Answers with a media file (docs/decisions/051): an external address is a 302; a stored file is streamed with
 * Accept-Ranges, one bytes range as 206, an unreadable range as 416, HEAD as headers only. The caller has already
 * decided who may have it.
 */
export async function sendMedia(req: Request, res: Response, source: MediaSource, answer: MediaAnswer, logger: Logger): Promise<void> {
  res.set('Cache-Control', answer.cacheControl);
  if (source.type === 'external') return res.redirect(302, source.url);

  const { file } = source;
  const stats = await stat(file.path).catch(() => null);
  if (!stats?.isFile()) {
    logger.warn(answer.logContext, 'media file is missing from storage');
    throw notFound(LICENSING_MESSAGES.fileNotAvailable);
  }
  const range = parseByteRange(req.get('range'), stats.size);
  res.set('Accept-Ranges', 'bytes');
  if (range.type === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${stats.size}`).end();
    return;
  }
  // Guides open in the browser's PDF viewer; the name is what "Save" offers.
  res.set({
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename="${answer.fileName}"`,
    'Last-Modified': stats.mtime.toUTCString(),
  });
  const start = range.type === 'partial' ? range.start : 0;
  const end = range.type === 'partial' ? range.end : stats.size - 1;
  if (range.type === 'partial') res.status(206).set('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  else res.status(200);
  res.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (req.method === 'HEAD' || stats.size === 0) {
    res.end();
    return;
  }
  // A player that seeks abandons its earlier request; that closes the stream, which is not an error.
  pipeline(createReadStream(file.path, { start, end }), res, (error) => {
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.warn({ err: error, ...answer.logContext }, 'media stream failed');
    }
  });
}
