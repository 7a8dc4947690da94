import type { AdminProductRow, EditableProduct, ProductFormData, ProductFormOptions } from '#server/catalog/product-editor.service.js';
import type { ProductListSort } from '#server/catalog/product-editor.schemas.js';
import type { Paginated } from '#server/http/pagination.rules.js';
import type { Breadcrumb, Option } from './order-list.pages.js';
import type { StaffActionView } from './staff-audit.service.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// Props of the staff product pages (resources/js/pages/admin/products/*).

export interface AdminProductFilters {
  search: string;
  level: string;
  grade: string;
  type: string;
  active: '' | '1' | '0';
  sort: ProductListSort;
  direction: SortDirection;
  per_page: number;
}

export interface AdminProductsPageProps {
  breadcrumbs: Breadcrumb[];
  products: Paginated<AdminProductRow>;
  filters: AdminProductFilters;
  level_options: Option[];
  grade_options: Option[];
  type_options: Option[];
  create_url: string;
}

export interface AdminProductCreatePageProps {
  breadcrumbs: Breadcrumb[];
  form: ProductFormData;
  options: ProductFormOptions;
  store_url: string;
}

export interface AdminProductEditPageProps {
  breadcrumbs: Breadcrumb[];
  product: Omit<EditableProduct, 'form'>;
  form: ProductFormData;
  options: ProductFormOptions;
  update_url: string;
  duplicate_url: string;
  deactivate_url: string;
  audit_events: StaffActionView[];
}

export interface AdminProductPages {
  'admin/products/index': AdminProductsPageProps;
  'admin/products/create': AdminProductCreatePageProps;
  'admin/products/edit': AdminProductEditPageProps;
}
