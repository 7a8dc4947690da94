import type { Paginated } from '#server/http/pagination.rules.js';
import type { CustomerListSort } from './customer-list.schemas.js';
import type { Breadcrumb, Option } from './order-list.pages.js';
import type { SortDirection } from '#server/http/list-query.schemas.js';

// Props of the staff customers list (resources/js/pages/admin/customers/index.tsx).

export interface AdminCustomerRow {
  id: number;
  name: string;
  email: string;
  organization: string | null;
  account_type_id: number;
  account_type_label: string;
  /** A school sub-user's main account, by name. */
  school_name: string | null;
  is_active: boolean;
  email_verified: boolean;
  tax_exempt_status: 'pending' | 'approved' | 'rejected' | null;
  orders_count: number;
  registered_at_label: string;
  last_login_label: string | null;
  detail_url: string;
}

export interface AdminCustomerFilters {
  search: string;
  account_type: string;
  active: '' | '1' | '0';
  licences_expiring: '' | '1';
  check_terms: '' | 'pending';
  sort: CustomerListSort;
  direction: SortDirection;
  per_page: number;
}

export interface AdminCustomersPageProps {
  breadcrumbs: Breadcrumb[];
  customers: Paginated<AdminCustomerRow>;
  filters: AdminCustomerFilters;
  account_type_options: Option[];
  licence_expiry_window_days: number;
}
