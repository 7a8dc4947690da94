import AccountLayout from './account-layout';
import AdminLayout from './admin-layout';
import StorefrontLayout from './storefront-layout';

/**
 * Persistent layouts: the header and footer stay mounted across visits. Account pages nest the account frame
 * (sidebar, verification banner) inside the storefront, so moving between them keeps both mounted. Staff pages
 * have their own frame (sidebar of sections, breadcrumbs), without the storefront around it.
 */
export function layoutFor(name: string) {
  if (name.startsWith('admin/')) return AdminLayout;
  if (name.startsWith('account/')) return [StorefrontLayout, AccountLayout];
  return StorefrontLayout;
}
