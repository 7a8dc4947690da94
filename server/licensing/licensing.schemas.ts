import { z } from 'zod';
import { zSortColumn, zSortDirection, type SortDirection } from '#server/http/list-query.schemas.js';

// My Videos / My Programs, the video and program detail pages and their protected files (account-area §2, §3
// "Licensed item", §4 Licence, §7 "GET list pages"). Pure (zod only), so the pages import the same words.

export const LICENSED_SORT_COLUMNS = ['title', 'grade', 'licence_expires_at'] as const;
export type LicensedSortColumn = (typeof LICENSED_SORT_COLUMNS)[number];

/** Clear Sorting goes back to this. */
export const DEFAULT_LICENSED_SORT = { sort_by: 'title', sort_direction: 'asc' } as const satisfies {
  sort_by: LicensedSortColumn;
  sort_direction: SortDirection;
};

export const ZLicensedItemsQuery = z.object({
  sort_by: zSortColumn(LICENSED_SORT_COLUMNS, 'The list cannot be sorted that way.', DEFAULT_LICENSED_SORT.sort_by),
  sort_direction: zSortDirection(DEFAULT_LICENSED_SORT.sort_direction),
});
export type TLicensedItemsQuery = z.output<typeof ZLicensedItemsQuery>;

/** The files of a licensed product (account-area §2 "Video/program detail"), by the name used in their URL. */
export const MEDIA_ASSETS = {
  video: { label: 'Watch Video', kind: 'video' },
  trailer: { label: 'Watch Trailer', kind: 'video' },
  'parent-guide': { label: 'Parent Guide PDF', kind: 'pdf' },
  'parent-guide-es': { label: 'Parent Guide Spanish PDF', kind: 'pdf' },
  'coloring-book': { label: 'Coloring Book', kind: 'pdf' },
  'coloring-book-es': { label: 'Coloring Book Spanish', kind: 'pdf' },
} as const satisfies Record<string, { label: string; kind: 'video' | 'pdf' }>;
export type MediaAsset = keyof typeof MEDIA_ASSETS;

/** A file as the detail page gets it: our route's address, never a storage path or an external URL. */
export interface MediaLink {
  asset: MediaAsset;
  label: string;
  kind: 'video' | 'pdf';
  url: string;
}

export const isMediaAsset = (value: unknown): value is MediaAsset =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(MEDIA_ASSETS, value);

/** Licences can be renewed from this many days before they end (and any time after). */
export const RENEWAL_WINDOW_DAYS = 30;

export const LICENSING_MESSAGES = {
  productNotFound: 'Product not found',
  licenceExpired: 'Your license for this item has expired.',
  noLicence: 'You do not have a license for this item.',
  fileNotAvailable: 'This file is not available.',
  licenseExpiredLabel: 'License Expired',
  renewalAdded: 'The license renewal is in your cart. Complete checkout to extend the license by a year.',
  renewalNotOffered: 'This license cannot be renewed online yet.',
  renewalNotAllowed: 'Your account cannot renew licenses.',
  licenceNotFound: 'License not found',
  renewFailed: 'Failed to add the renewal to your cart.',
} as const;
