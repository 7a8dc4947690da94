import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '#server/shared/file-storage.js';
import { TESTIMONIAL_IMAGE_PIXELS } from './testimonial-form.rules.js';

// THE place testimonial pictures are written and read (docs/decisions/121, 134): the FileStorage key
// public/testimonials/<uuid>.webp. The database keeps the public URL, /uploads/testimonials/<uuid>.webp, served by
// the content module's route.

const FOLDER = 'public/testimonials';
export const TESTIMONIAL_IMAGE_URL_PREFIX = '/uploads/testimonials/';
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export class UnreadableImageError extends Error {}

/**
 * Stores an accepted upload (its type already checked from its bytes) as a square WebP of the size the pages show,
 * cropped to the middle, without its metadata (camera, location). Returns the picture's public URL.
 */
export async function storeTestimonialImage(storage: FileStorage, upload: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  let picture: Buffer;
  try {
    picture = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(TESTIMONIAL_IMAGE_PIXELS, TESTIMONIAL_IMAGE_PIXELS, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  await storage.putBytes(`${FOLDER}/${name}`, picture);
  return `${TESTIMONIAL_IMAGE_URL_PREFIX}${name}`;
}

/** The storage key behind a stored picture's name, or null when the name is not one this module wrote. */
export function testimonialImageKeyOf(name: string): string | null {
  return STORED_NAME.test(name) ? `${FOLDER}/${name}` : null;
}

/** Deletes a picture this module wrote; other images (the seed's /images/...) and missing files are left alone. */
export async function removeTestimonialImage(storage: FileStorage, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(TESTIMONIAL_IMAGE_URL_PREFIX)) return;
  const key = testimonialImageKeyOf(url.slice(TESTIMONIAL_IMAGE_URL_PREFIX.length));
  if (key) await storage.remove(key);
}
