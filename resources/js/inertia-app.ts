import type { ResolvedComponent } from '@inertiajs/react';
import { frameOf } from '#server/http/page-frames.rules';
import { loadIslands } from './components/ui/island';
import { layoutFor, loadLayoutFor } from './layouts/layout-for';

// What the browser (app.tsx) and the server renderer (ssr.tsx) share, so both build the same tree and hydration
// finds on the page exactly what the server rendered.

type PageLoaders = Record<string, () => Promise<{ default: ResolvedComponent }>>;

// The staff pages' loaders live in their own chunk, fetched with the first staff page, so the list of them does
// not weigh on every storefront visit (docs/decisions/100-js-budget.md). The parts a page imports that sit beside it
// (a checkout section, a dialog) are no page: each loader here costs the entry its path and the files to preload,
// so they are left out (tests/unit/build/page-loaders.test.ts checks that none of them is a page the server renders).
const pages: PageLoaders = import.meta.glob<{ default: ResolvedComponent }>([
  './pages/**/*.tsx',
  '!./pages/admin/**',
  '!./pages/account/check-terms-panel.tsx',
  '!./pages/account/orders/date-range-picker.tsx',
  '!./pages/account/orders/purchase-order-dialog.tsx',
  '!./pages/account/programs/licensed-item-detail.tsx',
  '!./pages/account/programs/licensed-items-page.tsx',
  '!./pages/account/users/create-user-dialog.tsx',
  '!./pages/account/users/list-controls.tsx',
  '!./pages/account/users/reset-password-dialog.tsx',
  '!./pages/cart/cart-item-card.tsx',
  '!./pages/cart/order-summary.tsx',
  '!./pages/cart/quantity-control.tsx',
  '!./pages/checkout/address-form.tsx',
  '!./pages/checkout/address-section.tsx',
  '!./pages/checkout/card-form-shell.tsx',
  '!./pages/checkout/checkout-section.tsx',
  '!./pages/checkout/order-summary.tsx',
  '!./pages/checkout/payment-section.tsx',
  '!./pages/checkout/paypal-buttons.tsx',
  '!./pages/checkout/stripe-card-form.tsx',
  '!./pages/checkout/terms-section.tsx',
  '!./pages/checkout/test-card-form.tsx',
  '!./pages/checkout/user-detail-section.tsx',
  '!./pages/checkout/wallet-buttons.tsx',
]);
const loadStaffPages = () => import('./staff-pages').then((module) => module.staffPages);

/** Code-split per page: each page is its own chunk, loaded on first visit (with its frame, if not the storefront's). */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const loaders = frameOf(name) === 'admin' ? await loadStaffPages() : pages;
  const load = loaders[`./pages/${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  const [page] = await Promise.all([load(), loadLayoutFor(name)]);
  // The server renders the parts that hydrate later in full, so it loads them first; the browser does not wait.
  if (import.meta.env.SSR) await loadIslands();
  return page.default;
}

export const pageLayout = layoutFor;

export function pageTitle(title: string): string {
  return title ? `${title} | Play It Safe` : 'Play It Safe';
}

/** The page prop holding the head elements the server wrote (description, canonical URL, Open Graph, JSON-LD). */
export const SERVER_HEAD_PROP = 'head';
