import type { PaginationMeta } from '#server/http/pagination.rules.js';
import type { ProductCard } from './catalog.service.js';
import type { ProductDetail } from './product-detail.service.js';

// The props of the shop list and the product page (docs/decisions/060).

export interface FilterOption {
  id: number;
  name: string;
}

export interface AppliedFilters {
  productType: number[];
  schoolLevel: number[];
  grade: number[];
  search: string;
  sort?: string;
  is_best_seller?: string;
}

export interface ShopPageProps {
  products: PaginationMeta & { data: ProductCard[] };
  appliedFilters: AppliedFilters;
  filterOptions: { productTypes: FilterOption[]; schoolLevels: FilterOption[]; grades: FilterOption[] };
  /** Pre-K and Kindergarten, found by name (either may be missing in a fresh database). */
  categoryBanners: FilterOption[];
  featuredProduct: ProductCard | null;
  /**
   * The browser said it is a phone (request-kind's likelyPhone): the server renders the scrolling list a phone
   * shows, so hydrating on a phone does not render the list again (docs/decisions/171).
   */
  likelyPhone: boolean;
}

export interface ProductDetailPageProps {
  product: ProductDetail;
  bestSellers: ProductCard[];
}

export interface CatalogPages {
  'shop/index': ShopPageProps;
  'shop/product-detail': ProductDetailPageProps;
}
