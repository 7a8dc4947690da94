// The initial JavaScript of a page, read from the Vite manifest (docs/decisions/100-js-budget.md): the entry chunk,
// the page component's chunk (and its frame's, when that loads with it), and every chunk they import statically,
// followed recursively. These are the files the browser fetches (and modulepreloads) before the page can render. Dynamic imports load later, on
// demand, so they are not counted; a chunk shared by the entry and the page is counted once.
import { gzipSync } from 'node:zlib';

/** One chunk of public/build/.vite/manifest.json (the fields this walk reads). */
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

export interface InitialJs {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Whether zod is among the initial files (a page that sends no form has no use for it). */
  loadsZod: boolean;
}

/** A string every build of zod 4 keeps through minification (its base type's name), and no other code has. */
export const ZOD_MARKER = '$ZodType';

export const PAGES_FOLDER = 'resources/js/pages/';

/** The manifest key of the single entry chunk (resources/js/app.tsx). */
export function findEntryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the Vite manifest, found ${entries.length}.`);
  return entries[0];
}

/** The manifest keys of every page component (resources/js/pages/**), sorted. */
export function listPageKeys(manifest: ViteManifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(PAGES_FOLDER))
    .sort();
}

/** The page's component name as Inertia knows it: resources/js/pages/shop/index.tsx -> shop/index. */
export function pageNameOf(key: string): string {
  return key.slice(PAGES_FOLDER.length).replace(/\.tsx?$/, '');
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
 * The JS files of one page's initial set with their raw and gzipped sizes (gzip level 9). `frameKeys` are chunks the
 * app loads together with the page before showing it (a frame other than the entry's), counted like the page.
 */
export function measureInitialJs(
  manifest: ViteManifest,
  pageKey: string,
  readAsset: (file: string) => Buffer,
  frameKeys: string[] = [],
): InitialJs {
  const files = collectInitialChunks(manifest, [findEntryKey(manifest), pageKey, ...frameKeys])
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
  let rawBytes = 0;
  let gzipBytes = 0;
  let loadsZod = false;
  for (const file of files) {
    const bytes = readAsset(file);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
    loadsZod ||= bytes.includes(ZOD_MARKER);
  }
  return { page: pageNameOf(pageKey), files, rawBytes, gzipBytes, loadsZod };
}

/** The budgeted pages above `budgetBytes` gzipped (or missing from the build), with a readable line each. */
export function findOverBudget(measured: InitialJs[], budgetedPages: readonly string[], budgetBytes: number): string[] {
  return budgetedPages.flatMap((page) => {
    const found = measured.find((entry) => entry.page === page);
    if (!found) return [`${page}: not in the Vite manifest`];
    if (found.gzipBytes <= budgetBytes) return [];
    return [`${page}: ${formatKb(found.gzipBytes)} KB gzipped, budget ${formatKb(budgetBytes)} KB`];
  });
}

/** The given pages (ones that send no form) that load zod before they render, with a readable line each. */
export function findZodLoaders(measured: InitialJs[], formlessPages: readonly string[]): string[] {
  return measured
    .filter((entry) => formlessPages.includes(entry.page) && entry.loadsZod)
    .map((entry) => `${entry.page}: loads zod before it renders (it sends no form)`);
}

/** Kilobytes of 1,000 bytes, as Vite prints them. */
export function formatKb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
