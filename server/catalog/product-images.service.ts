import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { FileStorage } from '#server/shared/file-storage.js';
import { PRODUCT_IMAGE_WIDTHS } from './product-image-sources.rules.js';
import { PRODUCT_IMAGE_LARGEST, PRODUCT_MEDIA_MESSAGES, type ProductImageFallback } from './product-media.rules.js';

// A product picture as the storefront shows it (docs/decisions/111): every width the pages use, in AVIF and WebP
// with a JPEG (or PNG, when the picture has transparency) fallback, written once at upload under a new id.

const IMAGE_FOLDER = 'public/product-images';
/** Larger than any photograph staff would upload; stops a decompression bomb before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface RenderedProductImage {
  storageId: string;
  width: number;
  height: number;
  fallbackFormat: ProductImageFallback;
}

export type RenderImageResult = { ok: true; image: RenderedProductImage } | { ok: false; message: string };

export const productImagePrefixOf = (storageId: string) => `${IMAGE_FOLDER}/${storageId}/`;
export const productImageKeyOf = (storageId: string, file: string) => `${IMAGE_FOLDER}/${storageId}/${file}`;

/** Resizes the uploaded picture to every size and format and stores them; nothing is stored on a refusal. */
export async function renderProductImage(storage: FileStorage, upload: Buffer): Promise<RenderImageResult> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return { ok: false, message: PRODUCT_MEDIA_MESSAGES.imageUnreadable };
  }
  // EXIF orientation 5-8 swaps width and height once the picture is turned upright.
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = (upright ? metadata.height : metadata.width) ?? 0;
  const height = (upright ? metadata.width : metadata.height) ?? 0;
  if (width < PRODUCT_IMAGE_LARGEST) return { ok: false, message: PRODUCT_MEDIA_MESSAGES.imageTooSmall };

  const fallbackFormat: ProductImageFallback = metadata.hasAlpha ? 'png' : 'jpg';
  const storageId = randomUUID();
  try {
    for (const size of PRODUCT_IMAGE_WIDTHS) {
      const resized = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: size, withoutEnlargement: true });
      const encodings: [string, Sharp][] = [
        ['avif', resized.clone().avif({ quality: 55, effort: 3 })],
        ['webp', resized.clone().webp({ quality: 78 })],
        [fallbackFormat, fallbackFormat === 'png' ? resized.clone().png({ compressionLevel: 9 }) : resized.clone().jpeg({ quality: 82, mozjpeg: true })],
      ];
      for (const [format, pipeline] of encodings) {
        await storage.putBytes(productImageKeyOf(storageId, `${size}.${format}`), await pipeline.toBuffer());
      }
    }
  } catch (error) {
    await storage.remove(productImagePrefixOf(storageId));
    if (error instanceof Error && /Input|unsupported|corrupt|VipsJpeg|pngload|webpload/i.test(error.message)) {
      return { ok: false, message: PRODUCT_MEDIA_MESSAGES.imageUnreadable };
    }
    throw error;
  }
  return { ok: true, image: { storageId, width, height, fallbackFormat } };
}

const SERVED_FILE = /^(\d+)\.(avif|webp|jpg|png)$/;
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The storage key and type of a public picture file, or null when the address names none of ours. */
export function servedProductImageOf(storageId: string, file: string): { key: string; contentType: string } | null {
  if (!/^[0-9a-f-]{36}$/.test(storageId)) return null;
  const match = SERVED_FILE.exec(file);
  if (!match || !(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(Number(match[1]))) return null;
  return { key: productImageKeyOf(storageId, file), contentType: CONTENT_TYPES[match[2]] };
}
