import type { StaffBestSellerRow } from '#server/catalog/best-sellers.service';
import type { Breadcrumb } from './admin-pages';

/** admin.best-sellers: the products flagged as best sellers in the home page's order. */
export interface AdminBestSellersPageProps {
  breadcrumbs: Breadcrumb[];
  best_sellers: StaffBestSellerRow[];
  reorder_url: string;
  /** How many the home page shows. */
  home_count: number;
}

export interface AdminBestSellerPages {
  'admin/best-sellers': AdminBestSellersPageProps;
}
