import type { Paginated } from '#server/http/pagination.rules.js';
import type { OrderListSort, OrderStatusFilter, PaymentTypeFilter } from './order-list.schemas.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// Props of the staff orders list (resources/js/pages/admin/orders/index.tsx).

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export interface AdminOrderRow {
  id: number;
  order_number: string;
  placed_at: string;
  placed_at_label: string;
  customer_name: string;
  customer_email: string;
  organization: string | null;
  status_id: number;
  status_name: string;
  payment_type: string;
  payment_type_label: string;
  total_cents: number;
  items_count: number;
  has_physical_items: boolean;
  detail_url: string;
  customer_url: string;
}

export interface AdminOrderFilters {
  search: string;
  status: OrderStatusFilter | '';
  payment_type: PaymentTypeFilter | '';
  date_from: string;
  date_to: string;
  date_basis: 'placed' | 'paid';
  sort: OrderListSort;
  direction: SortDirection;
  per_page: number;
}

export interface AdminOrdersPageProps {
  breadcrumbs: Breadcrumb[];
  orders: Paginated<AdminOrderRow>;
  filters: AdminOrderFilters;
  status_options: Option[];
  payment_type_options: Option<PaymentTypeFilter>[];
  export_url: string;
}
