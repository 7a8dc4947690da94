import StorefrontLayout from './storefront-layout';

/** Persistent layouts: the header and footer stay mounted across visits. Account pages get their own later. */
export function layoutFor(_name: string) {
  return StorefrontLayout;
}
