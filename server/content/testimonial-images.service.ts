import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TESTIMONIAL_IMAGE_PIXELS } from './testimonial-form.rules.js';

// THE place testimonial pictures are written and read (docs/decisions/121): local disk under
// <storageDir>/public/testimonials today, one module to swap for object storage (issue 16). The database keeps the
// public URL, /uploads/testimonials/<uuid>.webp, served by the content module's route.

const FOLDER = 'public/testimonials';
export const TESTIMONIAL_IMAGE_URL_PREFIX = '/uploads/testimonials/';
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export class UnreadableImageError extends Error {}

/**
 * Writes an accepted upload (its type already checked from its bytes) as a square WebP of the size the pages show,
 * cropped to the middle, without its metadata (camera, location). Returns the picture's public URL.
 */
export async function storeTestimonialImage(storageDir: string, uploadPath: string): Promise<string> {
  const name = `${randomUUID()}.webp`;
  const target = path.join(path.resolve(storageDir), FOLDER, name);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await sharp(uploadPath, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(TESTIMONIAL_IMAGE_PIXELS, TESTIMONIAL_IMAGE_PIXELS, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toFile(target);
  } catch (error) {
    await rm(target, { force: true });
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  return `${TESTIMONIAL_IMAGE_URL_PREFIX}${name}`;
}

/** The file behind a stored picture's URL, or null when the name is not one this module wrote. */
export function resolveTestimonialImage(storageDir: string, name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  return path.join(path.resolve(storageDir), FOLDER, name);
}

/** Deletes a picture this module wrote; other images (the seed's /images/...) and missing files are left alone. */
export async function removeTestimonialImage(storageDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(TESTIMONIAL_IMAGE_URL_PREFIX)) return;
  const file = resolveTestimonialImage(storageDir, url.slice(TESTIMONIAL_IMAGE_URL_PREFIX.length));
  if (file) await rm(file, { force: true });
}
