import type { Breadcrumb } from './order-list.pages.js';

// Props of the staff reports page (resources/js/pages/admin/reports.tsx). Money in cents; every month is a
// shop-calendar month "YYYY-MM" with its label ("Nov 2026"). The figures are defined in docs/decisions/125.

export interface SalesMonth {
  month: string;
  label: string;
  /** Sales (orders) paid in the month. */
  orders: number;
  /** Their order totals (tax and shipping included). */
  gross_cents: number;
  /** Refunds made in the month (whenever the order was paid). */
  refunds_cents: number;
  net_cents: number;
}

export interface SalesReport {
  months: SalesMonth[];
  totals: Omit<SalesMonth, 'month' | 'label'>;
}

export interface TopProductRow {
  rank: number;
  product_id: number;
  title: string;
  /** Units on lines not refunded in full. */
  units: number;
  orders: number;
  /** Line totals less what was refunded of them. */
  net_cents: number;
}

export interface LicenceLevelRow {
  /** Null: products without a school level. */
  level_id: number | null;
  level: string;
  active: number;
  expiring: number;
  expired: number;
}

export interface LicencesReport {
  expiring_window_days: number;
  levels: LicenceLevelRow[];
  totals: Omit<LicenceLevelRow, 'level_id' | 'level'>;
}

export interface RenewalsMonth {
  month: string;
  label: string;
  /** Renewals bought (paid) in the month. */
  renewals: number;
  net_cents: number;
  /** Licences in force that end in the month, and how many of them were renewed. */
  licences_ending: number;
  licences_renewed: number;
  renewal_rate_percent: number | null;
}

export interface RenewalsReport {
  months: RenewalsMonth[];
  totals: Omit<RenewalsMonth, 'month' | 'label'>;
}

export interface QuoteConversionMonth {
  month: string;
  label: string;
  /** Check orders (quote requests) placed in the month. */
  requested: number;
  requested_cents: number;
  /** Of those, paid since (a check recorded). */
  converted: number;
  converted_cents: number;
  cancelled: number;
  /** Still PO Generated, waiting for the check. */
  open: number;
  conversion_percent: number | null;
}

export interface QuoteConversionReport {
  months: QuoteConversionMonth[];
  totals: Omit<QuoteConversionMonth, 'month' | 'label'>;
}

export type ReportKey = 'sales' | 'top_products' | 'licences' | 'renewals' | 'quotes';

export interface ReportsPageProps {
  breadcrumbs: Breadcrumb[];
  /** The range shown (defaults filled in), shop days YYYY-MM-DD, both included. */
  filters: { from: string; to: string };
  /** Whether the range is the default (the last 12 months). */
  is_default_range: boolean;
  /** The shop day the licence figures are for. */
  as_of: string;
  sales: SalesReport;
  top_products: TopProductRow[];
  top_products_shown: number;
  licences: LicencesReport;
  renewals: RenewalsReport;
  quotes: QuoteConversionReport;
  export_urls: Record<ReportKey, string>;
}
