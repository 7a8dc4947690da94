import type { Paginated } from '#server/http/pagination.rules.js';
import type { StaffActionView } from './staff-audit.service.js';
import type { Breadcrumb, Option } from './order-list.pages.js';

// Props of the audit log page (resources/js/pages/admin/audit-log.tsx).

export interface AuditLogRow extends StaffActionView {
  at_label: string;
  order_url: string | null;
  order_number: string | null;
  customer_url: string | null;
}

export interface AuditLogFilters {
  actor: string;
  action: string;
  order_id: string;
  customer_id: string;
  date_from: string;
  date_to: string;
  per_page: number;
}

export interface AuditLogPageProps {
  breadcrumbs: Breadcrumb[];
  events: Paginated<AuditLogRow>;
  filters: AuditLogFilters;
  actor_options: Option[];
  action_options: Option[];
}
