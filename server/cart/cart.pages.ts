import type { NoPageProps } from '#server/inertia/page-registry.js';

// The cart page loads its lines with the cart calls (storefront §7); its controller sends no props (docs/decisions/060).

export interface CartPages {
  'cart/index': NoPageProps;
}
