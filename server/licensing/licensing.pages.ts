import type { SortDirection } from '#server/http/list-query.schemas.js';
import type { Paginated } from '#server/http/pagination.rules.js';
import type { LicensedItem } from './licences.service.js';
import type { LicensedSortColumn, MediaLink } from './licensing.schemas.js';
import type { ViewingSortColumn } from './viewing-history.schemas.js';
import type { ViewingHistoryRow } from './viewing-history.service.js';

// The props of My Videos / My Programs, their detail pages and the viewing history (docs/decisions/060).

export interface LicensedItemsPageProps {
  items: LicensedItem[];
  sort: { sort_by: LicensedSortColumn; sort_direction: SortDirection };
  listUrl: string;
  shopUrl: string;
  /** False for trainer and preview accounts: no orders, expiry or renewal. */
  showsLicences: boolean;
}

export interface LicensedItemDetailPageProps {
  product: {
    id: number;
    title: string;
    subtitle: string | null;
    image: string | null;
    grade: string | null;
    description: string | null;
    video_description: string | null;
  };
  licence: { order_id: number | null; licence_expires_at: string | null; licence_expires_on: string | null };
  media: MediaLink[];
  viewing: { url: string; payload: { school_user_id: number; user_id: number; product_id: number; order_id: number | null } };
  listUrl: string;
}

export interface ViewingHistoryFilters {
  search: string;
  sort_by: ViewingSortColumn;
  sort_direction: SortDirection;
}

export interface ViewingHistoryPageProps {
  history: Paginated<ViewingHistoryRow>;
  filters: ViewingHistoryFilters;
  programsUrl: string;
}

export interface LicensingPages {
  'account/programs/index': LicensedItemsPageProps;
  'account/videos/index': LicensedItemsPageProps;
  'account/programs/show': LicensedItemDetailPageProps;
  'account/videos/show': LicensedItemDetailPageProps;
  'account/viewing-history': ViewingHistoryPageProps;
}
