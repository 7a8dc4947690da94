// Which built files a page needs before it renders, read from the Vite manifest. The server names them in the HTML
// (modulepreload) and `npm run bench:bundle` weighs them, so both walk the same set (docs/decisions/100-js-budget.md).

import { frameOf, type Frame } from './page-frames.rules.js';

/** One chunk of public/build/.vite/manifest.json (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export const PAGES_FOLDER = 'resources/js/pages/';

// Account and staff pages load their frame together with the page (resources/js/layouts/layout-for.tsx); staff
// pages also the list of staff pages (resources/js/inertia-app.ts). Which page has which frame: page-frames.rules.ts.
const CHUNKS_LOADED_WITH_FRAME: Record<Frame, string[]> = {
  storefront: [],
  account: ['resources/js/layouts/account-layout.tsx'],
  admin: ['resources/js/layouts/admin-layout.tsx', 'resources/js/staff-pages.ts'],
};

/** The manifest key of the single entry chunk (resources/js/app.tsx). */
export function findEntryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the Vite manifest, found ${entries.length}.`);
  return entries[0];
}

/** The manifest key of a page component: shop/index -> resources/js/pages/shop/index.tsx. */
export function pageKeyOf(component: string): string {
  return `${PAGES_FOLDER}${component}.tsx`;
}

/** The page's component name as Inertia knows it: resources/js/pages/shop/index.tsx -> shop/index. */
export function pageNameOf(key: string): string {
  return key.slice(PAGES_FOLDER.length).replace(/\.tsx?$/, '');
}

/** The chunks the app loads together with a page's own (its frame's, for account and staff pages). */
export function chunksLoadedWith(component: string): string[] {
  return [...CHUNKS_LOADED_WITH_FRAME[frameOf(component)]];
}

/** The manifest keys loaded before the page renders: the roots and their static imports, each once. */
export function collectInitialChunks(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * The JS files a page needs besides the entry's: its chunk, the chunks loaded with it and their static imports,
 * without what the entry already brings. Empty for a component the build does not know.
 */
export function pageOnlyFiles(manifest: ViteManifest, component: string): string[] {
  const pageKey = pageKeyOf(component);
  if (!manifest[pageKey]) return [];
  const entryKeys = new Set(collectInitialChunks(manifest, [findEntryKey(manifest)]));
  return collectInitialChunks(manifest, [pageKey, ...chunksLoadedWith(component)])
    .filter((key) => !entryKeys.has(key))
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
}
