import type { PaginationMeta } from '../../../../server/http/pagination';
import type { ProductCard } from '../../../../server/catalog/catalog.service';

export type { ProductCard };

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
}
