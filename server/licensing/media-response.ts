import type { Request, Response } from 'express';
import type { Logger } from '#server/logger.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { LICENSING_MESSAGES } from './licensing.schemas.js';
import type { MediaSource } from './media.service.js';

export interface MediaAnswer {
  /** `private, no-store` for licensed files; the public trailer may be cached. */
  cacheControl: string;
  /** The name "Save" offers (Content-Disposition inline). */
  fileName: string;
  /** What the log says when the file is missing or the stream breaks. */
  logContext: Record<string, unknown>;
}

/**
 * Answers with a media file (docs/decisions/051, 132): an external address is a 302; a stored video is a 302 to a
 * presigned address on S3, a guide too when it is large; otherwise the file streams with Accept-Ranges, one bytes
 * range as 206, an unreadable range as 416, HEAD as headers only. The caller has already decided who may have it.
 */
export async function sendMedia(req: Request, res: Response, storage: FileStorage, source: MediaSource, answer: MediaAnswer, logger: Logger): Promise<void> {
  if (source.type === 'external') {
    res.set('Cache-Control', answer.cacheControl);
    return res.redirect(302, source.url);
  }
  const { file } = source;
  // Guides open in the browser's PDF viewer; the name is what "Save" offers.
  await sendStoredFile(
    req,
    res,
    storage,
    {
      key: file.key,
      mime: file.mime,
      disposition: 'inline',
      fileName: answer.fileName,
      cacheControl: answer.cacheControl,
      ranges: true,
      presign: file.mime.startsWith('video/') ? 'always' : 'large',
      missingMessage: LICENSING_MESSAGES.fileNotAvailable,
      logContext: answer.logContext,
    },
    logger,
  );
}
