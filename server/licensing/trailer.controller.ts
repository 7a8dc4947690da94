import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { notFound } from '#server/http/errors.js';
import { parseIdParam } from '#server/http/route-params.js';
import { LICENSING_MESSAGES } from './licensing.schemas.js';
import { sendMedia } from './media-response.js';
import { downloadNameOf, mediaSourceOf } from './media.service.js';

// A trailer is the preview a buyer watches before paying (issue 13, docs/decisions/094): anyone the product page
// is shown to may have it, so this route asks only that the product is on sale. Every other file of the product
// stays behind licensing.media and its licence check.
const PUBLIC_TRAILER_CACHE = 'public, max-age=3600';

interface TrailerControllerDeps {
  storage: FileStorage;
  db: PrismaClient;
  logger: Logger;
}

/** Route product-trailer: the trailer of a product on sale, with Range support so the player can seek. */
export function trailerController({ storage, db, logger }: TrailerControllerDeps) {
  return {
    async show(req: Request, res: Response) {
      const productId = parseIdParam(req.params.productId);
      if (productId === null) throw notFound(LICENSING_MESSAGES.fileNotAvailable);
      const product = await db.product.findFirst({ where: { id: productId, isActive: true }, select: { slug: true, trailerLink: true } });
      const source = product ? mediaSourceOf(product.trailerLink) : null;
      // A stored PDF in the trailer field is not a trailer (and would be a licensed guide).
      if (!product || !source || (source.type === 'file' && source.file.mime === 'application/pdf')) {
        throw notFound(LICENSING_MESSAGES.fileNotAvailable);
      }
      const extension = source.type === 'file' ? source.file.extension : '';
      await sendMedia(
        req,
        res,
        storage,
        source,
        { cacheControl: PUBLIC_TRAILER_CACHE, fileName: downloadNameOf(product.slug, 'trailer', extension), logContext: { productId, asset: 'public-trailer' } },
        logger,
      );
    },
  };
}
