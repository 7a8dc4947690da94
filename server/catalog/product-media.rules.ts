// Staff media of a product (issue 15 item 2, docs/decisions/110-113): what may be uploaded, how large, the
// messages. Pure (no zod, no database), so the staff page imports the same limits and words.

export const MEGABYTE = 1024 * 1024;

export const PRODUCT_IMAGE_LARGEST = 960;
/** Modern formats first; the fallback (JPEG, or PNG for a picture with transparency) is the <img>. */
export const PRODUCT_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ProductImageFallback = 'jpg' | 'png';
export const PRODUCT_IMAGE_MAX_BYTES = 15 * MEGABYTE;
export const PRODUCT_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const ALT_TEXT_MAX = 250;

export const PRODUCT_IMAGE_ROLES = ['main', 'gallery'] as const;
export type ProductImageRole = (typeof PRODUCT_IMAGE_ROLES)[number];

/** Guides and coloring books, English and Spanish: the product field each fills (private, licensed). */
export const DOCUMENT_ASSETS = ['parent-guide', 'parent-guide-es', 'coloring-book', 'coloring-book-es'] as const;
export type DocumentAsset = (typeof DOCUMENT_ASSETS)[number];
export const DOCUMENT_LABELS: Record<DocumentAsset, string> = {
  'parent-guide': 'Parent guide (English)',
  'parent-guide-es': 'Parent guide (Spanish)',
  'coloring-book': 'Coloring book (English)',
  'coloring-book-es': 'Coloring book (Spanish)',
};
export const DOCUMENT_MAX_BYTES = 50 * MEGABYTE;

/** The full video (licensed) and the trailer (a public preview, decision 094). */
export const VIDEO_ASSETS = ['video', 'trailer'] as const;
export type VideoAsset = (typeof VIDEO_ASSETS)[number];
export const VIDEO_LABELS: Record<VideoAsset, string> = { video: 'Full video', trailer: 'Trailer' };
/** docs/decisions/112: a classroom program at 1080p fits in 2 GB; a preview in 500 MB. */
export const VIDEO_MAX_BYTES: Record<VideoAsset, number> = { video: 2048 * MEGABYTE, trailer: 500 * MEGABYTE };
export const VIDEO_CHUNK_BYTES = 8 * MEGABYTE;
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm'] as const;

export const MEDIA_FILE_ASSETS = [...VIDEO_ASSETS, ...DOCUMENT_ASSETS] as const;
export type MediaFileAsset = (typeof MEDIA_FILE_ASSETS)[number];

export const PRODUCT_MEDIA_MESSAGES = {
  productNotFound: 'Product not found.',
  imageRequired: 'Please choose a picture.',
  imageType: 'The picture must be a JPEG, PNG or WebP file.',
  imageSize: 'The picture must be 15 MB or smaller.',
  imageTooSmall: `The picture must be at least ${PRODUCT_IMAGE_LARGEST} pixels wide.`,
  imageUnreadable: 'The picture could not be read. Please choose another file.',
  altRequired: 'Please describe the picture (alt text) for people who cannot see it.',
  altTooLong: `The alt text must be ${ALT_TEXT_MAX} characters or fewer.`,
  roleInvalid: 'Please choose the main image or the gallery.',
  imageNotFound: 'That picture is no longer on this product. Reload the page.',
  documentRequired: 'Please choose a PDF file.',
  documentType: 'The file must be a PDF.',
  documentSize: 'The PDF must be 50 MB or smaller.',
  videoType: 'The video must be an MP4 or WebM file.',
  videoSize: { video: 'The video must be 2 GB or smaller.', trailer: 'The trailer must be 500 MB or smaller.' } satisfies Record<VideoAsset, string>,
  videoEmpty: 'The video file is empty.',
  fileNameRequired: 'Please choose a file.',
  uploadNotFound: 'This upload is no longer available. Please start it again.',
  chunkInvalid: 'That part of the upload is not expected. Please start the upload again.',
  chunkSize: 'That part of the upload has the wrong size. Please try again.',
  uploadIncomplete: 'Some parts of the video have not arrived yet. Please resume the upload.',
  nothingToRemove: 'There is no file to remove.',
  stale: "This product's media changed since you opened the page. Reload the page and try again.",
} as const;

export const PRODUCT_MEDIA_SUCCESS = {
  imageAdded: { main: 'The main image was saved.', gallery: 'The picture was added to the gallery.' } satisfies Record<ProductImageRole, string>,
  imageRemoved: 'The picture was removed.',
  fileSaved: (label: string) => `${label} saved.`,
  fileRemoved: (label: string) => `${label} removed.`,
};

export const labelOfMediaAsset = (asset: MediaFileAsset): string =>
  (VIDEO_ASSETS as readonly string[]).includes(asset) ? VIDEO_LABELS[asset as VideoAsset] : DOCUMENT_LABELS[asset as DocumentAsset];
