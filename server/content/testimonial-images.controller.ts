import type { Request, Response } from 'express';
import type { Logger } from '#server/logger.js';
import { notFound } from '#server/http/errors.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { testimonialImageKeyOf } from './testimonial-images.service.js';

/** Route testimonial-image: a stored testimonial picture. Its name is a new UUID per upload, so it is cached for good. */
export function testimonialImagesController({ storage, logger }: { storage: FileStorage; logger: Logger }) {
  return {
    async show(req: Request, res: Response) {
      const key = testimonialImageKeyOf(String(req.params.name ?? ''));
      if (!key) throw notFound();
      await sendStoredFile(
        req,
        res,
        storage,
        { key, mime: 'image/webp', disposition: 'inline', cacheControl: 'public, max-age=31536000, immutable', presign: 'never' },
        logger,
      );
    },
  };
}
