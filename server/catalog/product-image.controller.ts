import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { Logger } from '#server/logger.js';
import { notFound } from '#server/http/errors.js';
import { localFileStorage } from '#server/shared/file-storage.js';
import { servedProductImageOf } from './product-images.service.js';

// Route product-image (docs/decisions/111): one size and format of a picture staff uploaded. Every upload gets a
// new id, so a file never changes under its address and browsers may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function productImageController({ config, logger }: { config: Pick<Config, 'storageDir'>; logger: Logger }) {
  const storage = localFileStorage(config.storageDir);
  return {
    async show(req: Request, res: Response) {
      const served = servedProductImageOf(String(req.params.storageId), String(req.params.file));
      const info = served ? await storage.info(served.key) : null;
      if (!served || !info) throw notFound('Picture not found.');
      res.set({
        'Content-Type': served.contentType,
        'Content-Length': String(info.size),
        'Cache-Control': IMMUTABLE,
        'Last-Modified': info.modified.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return void res.end();
      pipeline(storage.openRead(served.key), res, (error) => {
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error, key: served.key }, 'product picture stream failed');
      });
    },
  };
}
