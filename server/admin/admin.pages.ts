import type { AuditLogPageProps } from './audit-log.pages.js';
import type { AdminCustomersPageProps } from './customer-list.pages.js';
import type { DashboardPageProps } from './dashboard.pages.js';
import type { AdminOrderPageProps } from './order-detail.pages.js';
import type { AdminOrdersPageProps } from './order-list.pages.js';
import type { ReportsPageProps } from './reports.pages.js';

// The staff area's pages (docs/decisions/060, 070): component name -> props.

export interface AdminPages {
  'admin/dashboard': DashboardPageProps;
  'admin/orders/index': AdminOrdersPageProps;
  'admin/orders/show': AdminOrderPageProps;
  'admin/customers/index': AdminCustomersPageProps;
  'admin/audit-log': AuditLogPageProps;
  'admin/reports': ReportsPageProps;
}
