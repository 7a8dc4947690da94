import type { PaginationMeta } from '#server/http/pagination';
import type { ProductCard } from '#server/catalog/catalog.service';
import type { ProductDetail } from '#server/catalog/product-detail.service';
import type { BestSellerItem } from '#js/components/storefront/best-sellers-slider';

export type { ProductCard, ProductDetail };

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
}

export interface ProductDetailPageProps {
  product: ProductDetail;
  bestSellers: (ProductCard & BestSellerItem)[];
}
