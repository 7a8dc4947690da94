import type { Breadcrumb } from './order-list.pages.js';

// Props of the staff dashboard (resources/js/pages/admin/dashboard.tsx): what needs staff today.

export interface DashboardCount {
  key: 'quotes' | 'payments_pending' | 'to_ship' | 'certificates' | 'check_terms' | 'licences_expiring' | 'messages_unread';
  label: string;
  description: string;
  count: number;
  href: string;
}

export interface DashboardSales {
  label: string;
  order_count: number;
  total_cents: number;
  href: string;
}

export interface DashboardPageProps {
  breadcrumbs: Breadcrumb[];
  staff_first_name: string;
  /** The shop's calendar day the figures are for (YYYY-MM-DD, US Central). */
  shop_date: string;
  queues: DashboardCount[];
  sales: DashboardSales[];
}
