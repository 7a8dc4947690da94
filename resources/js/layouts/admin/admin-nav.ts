import { route } from '#server/route-table';

export interface AdminNavItem {
  label: string;
  href: string;
  /** The dashboard is current only on its own path; the lists also on their detail pages. */
  exact: boolean;
}

export function buildAdminNav(): AdminNavItem[] {
  return [
    { label: 'Dashboard', href: route('admin.dashboard'), exact: true },
    { label: 'Orders', href: route('admin.orders'), exact: false },
    { label: 'Customers', href: route('admin.customers'), exact: false },
    { label: 'Tax exemptions', href: route('admin.tax-exemptions'), exact: false },
    { label: 'Products', href: route('admin.products'), exact: false },
    { label: 'Levels, grades & types', href: route('admin.taxonomy'), exact: false },
    { label: 'Audit log', href: route('admin.audit-log'), exact: false },
  ];
}

export function isCurrentAdminItem(item: AdminNavItem, currentUrl: string): boolean {
  const path = currentUrl.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return item.exact ? path === item.href : path === item.href || path.startsWith(`${item.href}/`);
}
