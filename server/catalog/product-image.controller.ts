import type { Request, Response } from 'express';
import type { Logger } from '#server/logger.js';
import { notFound } from '#server/http/errors.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { servedProductImageOf } from './product-images.service.js';

// Route product-image (docs/decisions/111, 134): one size and format of a picture staff uploaded, streamed through
// the app with either driver. Every upload gets a new id, so a file never changes under its address and browsers
// (and any CDN in front of the balancer) may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function productImageController({ storage, logger }: { storage: FileStorage; logger: Logger }) {
  return {
    async show(req: Request, res: Response) {
      const served = servedProductImageOf(String(req.params.storageId), String(req.params.file));
      if (!served) throw notFound('Picture not found.');
      await sendStoredFile(
        req,
        res,
        storage,
        { key: served.key, mime: served.contentType, disposition: 'inline', cacheControl: IMMUTABLE, presign: 'never', missingMessage: 'Picture not found.' },
        logger,
      );
    },
  };
}
