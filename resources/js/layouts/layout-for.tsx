import AccountLayout from './account-layout';
import StorefrontLayout from './storefront-layout';

/**
 * Persistent layouts: the header and footer stay mounted across visits. Account pages nest the account frame
 * (sidebar, verification banner) inside the storefront, so moving between them keeps both mounted.
 */
export function layoutFor(name: string) {
  if (name.startsWith('account/')) return [StorefrontLayout, AccountLayout];
  return StorefrontLayout;
}
