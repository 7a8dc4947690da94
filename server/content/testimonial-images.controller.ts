import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import { notFound } from '#server/http/errors.js';
import { resolveTestimonialImage } from './testimonial-images.service.js';

/** Route testimonial-image: a stored testimonial picture. Its name is a new UUID per upload, so it is cached for good. */
export function testimonialImagesController({ config }: { config: Pick<Config, 'storageDir'> }) {
  return {
    async show(req: Request, res: Response) {
      const file = resolveTestimonialImage(config.storageDir, String(req.params.name ?? ''));
      if (!file) throw notFound();
      await new Promise<void>((resolve, reject) => {
        res.sendFile(
          file,
          { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' } },
          (error) => (error && !res.headersSent ? reject(notFound()) : resolve()),
        );
      });
    },
  };
}
