import { route } from '#server/route-table';

export interface AdminNavItem {
  label: string;
  href: string;
  /** The dashboard is current only on its own path; the lists also on their detail pages. */
  exact: boolean;
}

export interface AdminNavGroup {
  /** Shown above the group's links; the dashboard's group has none. */
  label: string | null;
  items: AdminNavItem[];
}

const item = (label: string, href: string): AdminNavItem => ({ label, href, exact: false });

/** The staff area's sections, grouped by the work they serve. */
export function buildAdminNav(): AdminNavGroup[] {
  return [
    { label: null, items: [{ label: 'Dashboard', href: route('admin.dashboard'), exact: true }] },
    {
      label: 'Customers',
      items: [
        item('Orders', route('admin.orders')),
        item('Customers', route('admin.customers')),
        item('Tax exemptions', route('admin.tax-exemptions')),
        item('Messages', route('admin.messages')),
      ],
    },
    {
      label: 'Catalogue',
      items: [
        item('Products', route('admin.products')),
        item('Levels, grades & types', route('admin.taxonomy')),
        item('Home best sellers', route('admin.best-sellers')),
        item('Testimonials', route('admin.testimonials')),
      ],
    },
    {
      label: 'Pricing',
      items: [
        item('Promo codes', route('admin.promo-codes')),
        item('Tax', route('admin.taxes')),
        item('Shipping', route('admin.shipping')),
        item('Price a cart', route('admin.pricing-preview')),
      ],
    },
    { label: 'Records', items: [item('Reports', route('admin.reports')), item('Audit log', route('admin.audit-log'))] },
  ];
}

export function isCurrentAdminItem(item: AdminNavItem, currentUrl: string): boolean {
  const path = currentUrl.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return item.exact ? path === item.href : path === item.href || path.startsWith(`${item.href}/`);
}
