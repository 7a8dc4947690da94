// The shop's sizes of an uploaded product picture and the <picture> sources for one (docs/decisions/111). Kept
// apart from product-media.rules so the storefront's pages load only these few lines.

/** The widths the storefront shows (thumbnails and combo items, shop cards, the product page's main picture). */
export const PRODUCT_IMAGE_WIDTHS = [240, 480, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** The public address of one size of an uploaded picture; products.image/gallery keep the largest fallback. */
export const productImageUrlOf = (storageId: string, width: number, format: string) => `/product-images/${storageId}/${width}.${format}`;
const UPLOADED_IMAGE_URL = /^\/product-images\/([0-9a-f-]{36})\/(\d+)\.(jpg|png)$/;

/** The sources of a picture uploaded here (by its fallback address), or null for any other address. */
export function productImageSourcesOf(src: string | null): { type: string; srcSet: string }[] | null {
  const match = src ? UPLOADED_IMAGE_URL.exec(src) : null;
  if (!match) return null;
  const [, storageId, , fallback] = match;
  const setOf = (format: string) => PRODUCT_IMAGE_WIDTHS.map((width) => `${productImageUrlOf(storageId, width, format)} ${width}w`).join(', ');
  return [
    { type: 'image/avif', srcSet: setOf('avif') },
    { type: 'image/webp', srcSet: setOf('webp') },
    { type: fallback === 'png' ? 'image/png' : 'image/jpeg', srcSet: setOf(fallback) },
  ];
}
