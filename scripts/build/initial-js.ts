// The initial JavaScript of a page, read from the Vite manifest (docs/decisions/100-js-budget.md): the entry chunk,
// the page component's chunk (and its frame's, when that loads with it), and every chunk they import statically,
// followed recursively. These are the files the browser fetches (and modulepreloads) before the page can render. Dynamic imports load later, on
// demand, so they are not counted; a chunk shared by the entry and the page is counted once.
import { gzipSync } from 'node:zlib';
import {
  chunksLoadedWith,
  collectInitialChunks,
  findEntryKey,
  PAGES_FOLDER,
  pageNameOf,
  type ViteManifest,
} from '#server/http/page-chunks.js';

export { collectInitialChunks, findEntryKey, pageNameOf, type ManifestChunk, type ViteManifest } from '#server/http/page-chunks.js';

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

/** The manifest keys of every page component (resources/js/pages/**), sorted. */
export function listPageKeys(manifest: ViteManifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(PAGES_FOLDER))
    .sort();
}

/**
 * The JS files of one page's initial set with their raw and gzipped sizes (gzip level 9). `frameKeys` are chunks the
 * app loads together with the page before showing it (by default its frame's, for account and staff pages), counted
 * like the page.
 */
export function measureInitialJs(
  manifest: ViteManifest,
  pageKey: string,
  readAsset: (file: string) => Buffer,
  frameKeys: string[] = chunksLoadedWith(pageNameOf(pageKey)),
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
