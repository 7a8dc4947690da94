import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { MEDIA_FIELDS, MEDIA_ROOT } from '#server/licensing/media.service.js';
import { productImagePrefixOf, type RenderedProductImage } from './product-images.service.js';
import { productImageUrlOf } from './product-image-sources.rules.js';
import { PRODUCT_IMAGE_LARGEST, type MediaFileAsset, type ProductImageRole } from './product-media.rules.js';

// The rows behind a product's staff media (issue 15 item 2, docs/decisions/110-113). Uploaded pictures are
// product_images rows; products.image and products.gallery are kept in step with them (the largest fallback's
// address), so the shop, the cart and every list keep reading the columns they read before. Addresses the product
// had before uploads (the seed's illustrations) stay until staff remove them. Videos and PDFs are paths inside
// private media storage, read by the licensed-media route (decision 051) and the public trailer route (094).

type Tx = Prisma.TransactionClient;

const MEDIA_FILE_SELECT = Object.fromEntries(Object.values(MEDIA_FIELDS).map((field) => [field, true])) as Record<(typeof MEDIA_FIELDS)[MediaFileAsset], true>;

/** The folder inside private media storage (storage/private/media/<folder>/<uuid>.<ext>) of each file. */
const MEDIA_FILE_FOLDERS: Record<MediaFileAsset, string> = {
  video: 'videos',
  trailer: 'trailers',
  'parent-guide': 'guides',
  'parent-guide-es': 'guides',
  'coloring-book': 'coloring-books',
  'coloring-book-es': 'coloring-books',
};
/** Only files these pages stored (a uuid name) are deleted when replaced; a hand-placed file (README) is left alone. */
const UPLOADED_MEDIA_VALUE = /^(videos|trailers|guides|coloring-books)\/[0-9a-f-]{36}\.(mp4|webm|pdf)$/;

export const mediaFileValueOf = (asset: MediaFileAsset, storedName: string) => `${MEDIA_FILE_FOLDERS[asset]}/${storedName}`;
export const mediaFileKeyOf = (value: string) => `${MEDIA_ROOT}/${value}`;

const urlOfImage = (image: { storageId: string; fallbackFormat: string }) => productImageUrlOf(image.storageId, PRODUCT_IMAGE_LARGEST, image.fallbackFormat);
const isUploadedImageUrl = (value: string) => value.startsWith('/product-images/');

export interface ProductMediaImage {
  id: number;
  role: ProductImageRole;
  alt_text: string;
  url: string;
  width: number;
  height: number;
}

export interface ProductMediaState {
  product: { id: number; title: string; slug: string; is_active: boolean };
  images: ProductMediaImage[];
  /** Addresses from before uploads (no alt text, not resized), still shown by the shop until removed. */
  earlier_pictures: string[];
  /** The stored value of each file ('' for none). */
  files: Record<MediaFileAsset, string>;
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export async function findProductMediaState(db: PrismaClient | Tx, productId: number): Promise<ProductMediaState | null> {
  const product = await db.product.findUnique({
    where: { id: productId },
    include: { images: { orderBy: [{ role: 'desc' }, { position: 'asc' }, { id: 'asc' }] } },
  });
  if (!product) return null;
  const earlier = [product.image, ...stringsOf(product.gallery)].filter((value): value is string => Boolean(value) && !isUploadedImageUrl(value!));
  return {
    product: { id: product.id, title: product.title, slug: product.slug, is_active: product.isActive },
    // 'main' sorts after 'gallery' ascending, so descending puts the main image first.
    images: product.images.map((image) => ({
      id: image.id,
      role: image.role as ProductImageRole,
      alt_text: image.altText,
      url: urlOfImage(image),
      width: image.width,
      height: image.height,
    })),
    earlier_pictures: [...new Set(earlier)],
    files: Object.fromEntries(Object.entries(MEDIA_FIELDS).map(([asset, field]) => [asset, product[field] ?? ''])) as Record<MediaFileAsset, string>,
  };
}

/** The alt text of each uploaded picture of a product, by the address the shop shows. */
export async function findProductImageAlts(db: PrismaClient, productId: number): Promise<Record<string, string>> {
  const rows = await db.productImage.findMany({ where: { productId }, select: { storageId: true, fallbackFormat: true, altText: true } });
  return Object.fromEntries(rows.map((row) => [urlOfImage(row), row.altText]));
}

/** Writes products.image and products.gallery from the uploaded rows, keeping earlier addresses that remain. */
async function syncImageColumns(tx: Tx, productId: number, earlier: { image: string | null; gallery: string[] }) {
  const rows = await tx.productImage.findMany({ where: { productId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  const main = rows.find((row) => row.role === 'main');
  const image = main ? urlOfImage(main) : earlier.image;
  const gallery = [...rows.filter((row) => row.role === 'gallery').map(urlOfImage), ...earlier.gallery];
  await tx.product.update({ where: { id: productId }, data: { image, gallery } });
  return { image, gallery };
}

async function lockProduct(tx: Tx, productId: number) {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.product.findUniqueOrThrow({ where: { id: productId }, select: { image: true, gallery: true } });
}

const earlierOf = (product: { image: string | null; gallery: unknown }) => ({
  image: product.image && !isUploadedImageUrl(product.image) ? product.image : null,
  gallery: stringsOf(product.gallery).filter((value) => !isUploadedImageUrl(value)),
});

export type ImageChange =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'changed'; imageId: number | null; removedStorageIds: string[]; before: Prisma.InputJsonValue; after: Prisma.InputJsonValue };

/**
 * Adds an uploaded picture: the main image replaces the one the form was opened on (`expectedCurrent`, the
 * address products.image held), a gallery picture goes last.
 */
export async function addProductImage(
  tx: Tx,
  input: { productId: number; role: ProductImageRole; altText: string; image: RenderedProductImage; expectedCurrent: string },
): Promise<ImageChange> {
  const product = await lockProduct(tx, input.productId);
  if (!product) return { kind: 'missing' };
  const before = { image: product.image, gallery: stringsOf(product.gallery) };
  const earlier = earlierOf(product);
  let removedStorageIds: string[] = [];
  let position = 0;
  if (input.role === 'main') {
    if ((product.image ?? '') !== input.expectedCurrent) return { kind: 'stale' };
    const replaced = await tx.productImage.findMany({ where: { productId: input.productId, role: 'main' }, select: { id: true, storageId: true } });
    await tx.productImage.deleteMany({ where: { id: { in: replaced.map((row) => row.id) } } });
    removedStorageIds = replaced.map((row) => row.storageId);
    earlier.image = null;
  } else {
    const last = await tx.productImage.aggregate({ where: { productId: input.productId, role: 'gallery' }, _max: { position: true } });
    position = (last._max.position ?? -1) + 1;
  }
  const row = await tx.productImage.create({
    data: {
      productId: input.productId,
      role: input.role,
      position,
      altText: input.altText,
      storageId: input.image.storageId,
      fallbackFormat: input.image.fallbackFormat,
      width: input.image.width,
      height: input.image.height,
    },
  });
  const after = await syncImageColumns(tx, input.productId, earlier);
  return { kind: 'changed', imageId: row.id, removedStorageIds, before, after: { ...after, alt_text: input.altText, role: input.role } };
}

/** Removes an uploaded picture, or an earlier address, from the product. */
export async function removeProductImage(tx: Tx, productId: number, target: { imageId?: number; address?: string }): Promise<ImageChange> {
  const product = await lockProduct(tx, productId);
  if (!product) return { kind: 'missing' };
  const before = { image: product.image, gallery: stringsOf(product.gallery) };
  const earlier = earlierOf(product);
  let removedStorageIds: string[] = [];
  if (target.imageId !== undefined) {
    const row = await tx.productImage.findFirst({ where: { id: target.imageId, productId } });
    if (!row) return { kind: 'stale' };
    await tx.productImage.delete({ where: { id: row.id } });
    removedStorageIds = [row.storageId];
  } else {
    const address = target.address ?? '';
    if (earlier.image !== address && !earlier.gallery.includes(address)) return { kind: 'stale' };
    if (earlier.image === address) earlier.image = null;
    earlier.gallery = earlier.gallery.filter((value) => value !== address);
  }
  const after = await syncImageColumns(tx, productId, earlier);
  return { kind: 'changed', imageId: target.imageId ?? null, removedStorageIds, before, after };
}

export type MediaFileChange = { kind: 'missing' } | { kind: 'stale' } | { kind: 'already' } | { kind: 'changed'; previous: string | null };

/** Sets (or, with null, clears) a product's file, if it still holds what the form was opened on. */
export async function setProductMediaFile(
  tx: Tx,
  input: { productId: number; asset: MediaFileAsset; value: string | null; expectedCurrent: string },
): Promise<MediaFileChange> {
  const field = MEDIA_FIELDS[input.asset];
  if (!(await lockProduct(tx, input.productId))) return { kind: 'missing' };
  const product = await tx.product.findUniqueOrThrow({ where: { id: input.productId }, select: MEDIA_FILE_SELECT });
  const previous = product[field] ?? null;
  if ((previous ?? '') !== input.expectedCurrent) return { kind: 'stale' };
  if (input.value === null && previous === null) return { kind: 'already' };
  await tx.product.update({ where: { id: input.productId }, data: { [field]: input.value } });
  return { kind: 'changed', previous };
}

/** After the row changed: deletes files nothing points at any more (pictures, and files these pages stored). */
export async function removeOrphanedMedia(storage: FileStorage, orphans: { imageStorageIds?: string[]; fileValue?: string | null }) {
  for (const storageId of orphans.imageStorageIds ?? []) await storage.remove(productImagePrefixOf(storageId));
  if (orphans.fileValue && UPLOADED_MEDIA_VALUE.test(orphans.fileValue)) await storage.remove(mediaFileKeyOf(orphans.fileValue));
}
