import type { ResolvedComponent } from '@inertiajs/react';
import { layoutFor, loadLayoutFor } from './layouts/layout-for';

// What the browser (app.tsx) and the server renderer (ssr.tsx) share, so both build the same tree and hydration
// finds on the page exactly what the server rendered.

const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx');

/** Code-split per page: each page is its own chunk, loaded on first visit (with its frame, if not the storefront's). */
export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages[`./pages/${name}.tsx`];
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
