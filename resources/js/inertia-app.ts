import type { ResolvedComponent } from '@inertiajs/react';
import { layoutFor, loadLayoutFor } from './layouts/layout-for';

// What the browser (app.tsx) and the server renderer (ssr.tsx) share, so both build the same tree and hydration
// finds on the page exactly what the server rendered.

type PageLoaders = Record<string, () => Promise<{ default: ResolvedComponent }>>;

// The staff pages' loaders live in their own chunk, fetched with the first staff page, so the list of them does
// not weigh on every storefront visit (docs/decisions/100-js-budget.md).
const pages: PageLoaders = import.meta.glob<{ default: ResolvedComponent }>(['./pages/**/*.tsx', '!./pages/admin/**']);
const loadStaffPages = () => import('./staff-pages').then((module) => module.staffPages);

/** Code-split per page: each page is its own chunk, loaded on first visit (with its frame, if not the storefront's). */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const loaders = name.startsWith('admin/') ? await loadStaffPages() : pages;
  const load = loaders[`./pages/${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  const [page] = await Promise.all([load(), loadLayoutFor(name)]);
  return page.default;
}

export const pageLayout = layoutFor;

export function pageTitle(title: string): string {
  return title ? `${title} | Play It Safe` : 'Play It Safe';
}

/** The page prop holding the head elements the server wrote (description, canonical URL, Open Graph, JSON-LD). */
export const SERVER_HEAD_PROP = 'head';
