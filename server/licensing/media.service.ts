import type { Product } from '#server/db/generated/prisma/client.js';
import { route } from '#server/route-table.js';
import type { MediaAsset } from './licensing.schemas.js';

// Where a licensed product's videos and guides live (docs/decisions/051-protected-media.md). A product field holds
// either a path inside private media storage (the storage key private/media/videos/x.mp4 is stored as
// "videos/x.mp4") or an https address of an external video host. Nothing under storage/ is served statically:
// the files leave only through the licensing.media route, which checks the licence on every request.

export const MEDIA_ROOT = 'private/media';

/** Which product field holds each asset. */
export const MEDIA_FIELDS = {
  video: 'videoLink',
  trailer: 'trailerLink',
  'parent-guide': 'productScript',
  'parent-guide-es': 'productScriptSpanish',
  'coloring-book': 'productColoringBook',
  'coloring-book-es': 'productColoringBookSpanish',
} as const satisfies Record<MediaAsset, keyof Product>;

const MIME_BY_EXTENSION = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
} as const;
type MediaExtension = keyof typeof MIME_BY_EXTENSION;

// Lower-case segments of letters, digits, dots, dashes and underscores; no "..", no leading slash.
const STORED_PATH = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.(mp4|m4v|webm|pdf)$/;

export interface MediaFile {
  /** The storage key (private/media/...). */
  key: string;
  mime: string;
  extension: MediaExtension;
}

export type MediaSource = { type: 'file'; file: MediaFile } | { type: 'external'; url: string };

const isStoredMediaPath = (stored: string) =>
  STORED_PATH.test(stored) && !stored.split('/').some((segment) => segment === '..' || segment.startsWith('.'));

/** The storage key of a stored media file, or null when the value is not a safe path inside media storage. */
export function resolveMediaFile(stored: string | null | undefined): MediaFile | null {
  if (!stored || !isStoredMediaPath(stored)) return null;
  const extension = stored.slice(stored.lastIndexOf('.') + 1) as MediaExtension;
  return { key: `${MEDIA_ROOT}/${stored}`, mime: MIME_BY_EXTENSION[extension], extension };
}

/** Where an asset comes from: a private file, an external https address, or nowhere (null). */
export function mediaSourceOf(stored: string | null | undefined): MediaSource | null {
  if (!stored) return null;
  if (/^https:\/\//i.test(stored)) {
    try {
      return { type: 'external', url: new URL(stored).toString() };
    } catch {
      return null;
    }
  }
  const file = resolveMediaFile(stored);
  return file ? { type: 'file', file } : null;
}

/** The trailer as the product page shows it (docs/decisions/094): a player, or a link for a host's page. */
export interface PublicTrailer {
  url: string;
  isVideo: boolean;
}

const VIDEO_ADDRESS = /\.(mp4|m4v|webm)(?:[?#].*)?$/i;

/**
 * Where anyone may watch a product's trailer: a stored video through the public product-trailer route, an https
 * address as it is. Null when there is none or the stored value is not a usable video path.
 */
export function publicTrailerOf(productId: number, stored: string | null | undefined): PublicTrailer | null {
  const value = stored?.trim();
  if (!value) return null;
  if (/^https:\/\/[^\s"'<>]+$/i.test(value)) return { url: value, isVideo: VIDEO_ADDRESS.test(value) };
  if (!isStoredMediaPath(value) || value.endsWith('.pdf')) return null;
  return { url: route('product-trailer', { productId }), isVideo: true };
}

/** The name a downloaded guide gets, from the product slug and the asset. */
export function downloadNameOf(slug: string, asset: MediaAsset, extension: string): string {
  const safeSlug = slug.replace(/[^a-z0-9-]+/gi, '-').slice(0, 80) || 'play-it-safe';
  return `${safeSlug}-${asset}.${extension}`;
}
