import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageObject } from '#server/inertia/page.js';

/** What resources/js/ssr.tsx answers for one page. */
export interface RenderedPage {
  head: string[];
  html: string;
}

/** Renders an Inertia page object to HTML on the server (the same React components the browser hydrates). */
export type PageRenderer = (page: PageObject) => Promise<RenderedPage>;

interface ServerBundle {
  render: PageRenderer;
}

/** Where `npm run build` puts the server renderer (`vite build --ssr resources/js/ssr.tsx`). */
export const SERVER_BUNDLE = path.join('build', 'ssr', 'ssr.js');

/**
 * The built server renderer, or null when the build has none (the pages then render in the browser only).
 * The bundle is imported on the first page, so starting the server stays as fast as before.
 */
export function builtPageRenderer(bundlePath = path.resolve(SERVER_BUNDLE)): PageRenderer | null {
  if (!existsSync(bundlePath)) return null;
  let bundle: Promise<ServerBundle> | null = null;
  return async (page) => {
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<ServerBundle>;
    return (await bundle).render(page);
  };
}
