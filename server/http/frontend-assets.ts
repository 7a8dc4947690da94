import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setShippedFileHeaders } from './security-headers.js';
import { builtPageRenderer, type PageRenderer } from './server-rendering.js';
import { collectInitialChunks, pageOnlyFiles, type ViteManifest } from './page-chunks.js';

export const CLIENT_ENTRY = 'resources/js/app.tsx';
export const SERVER_ENTRY = 'resources/js/ssr.tsx';

/** How the HTML shell finds the client bundle, and the Inertia asset version that goes with it. */
export interface FrontendAssets {
  version(): string;
  /** The stylesheet and the scripts of a first visit to the page `component`. */
  headTags(nonce: string, component: string): string;
  /** Renders a page to HTML on the server; absent when pages render in the browser only (tests, benches). */
  renderPage?: PageRenderer;
  mount(app: Express): void;
  close(): Promise<void>;
}

/** Production: hashed files from `vite build`, served with long-lived cache headers. */
export function buildAssets(publicDir: string): FrontendAssets {
  const manifestPath = path.join(publicDir, 'build', '.vite', 'manifest.json');
  let manifestText: string;
  try {
    manifestText = readFileSync(manifestPath, 'utf8');
  } catch {
    throw new Error(`No client build at ${manifestPath}. Run "npm run build" first.`);
  }
  const manifest = JSON.parse(manifestText) as ViteManifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry for ${CLIENT_ENTRY}.`);
  const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);

  const entryChunks = collectInitialChunks(manifest, [CLIENT_ENTRY]);
  const css = entryChunks.flatMap((key) => manifest[key].css ?? []);
  const entryPreloads = entryChunks.filter((key) => key !== CLIENT_ENTRY).map((key) => manifest[key].file);
  // The build leaves preloading to the server (vite.config.ts: modulePreload). The entry script names the page's own
  // files, and the entry preloads them as it starts (resources/js/app.tsx), so they download together instead of one
  // after the other. Not as <link rel="modulepreload"> in the HTML: fetched before the largest paint, they delayed it
  // (decisions 169 and 174).
  const pageFilesAttributes = new Map<string, string>();
  const pageFilesAttribute = (component: string) => {
    let attribute = pageFilesAttributes.get(component);
    if (attribute === undefined) {
      const urls = pageOnlyFiles(manifest, component).map((file) => `/build/${file}`);
      attribute = urls.length ? ` data-page-files="${urls.join(' ')}"` : '';
      pageFilesAttributes.set(component, attribute);
    }
    return attribute;
  };
  const modulePreload = (file: string) => `<link rel="modulepreload" href="/build/${file}">`;

  // The .br / .gz files the build made are found once at start-up; each request gets the best one it accepts
  // (Content-Encoding, Vary: Accept-Encoding), cached for a year: the names change with the content.
  const buildStatic = expressStaticGzip(path.join(publicDir, 'build'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, setHeaders: setShippedFileHeaders },
  });
  const renderPage = builtPageRenderer();
  return {
    version: () => version,
    ...(renderPage ? { renderPage } : {}),
    headTags: (nonce, component) =>
      [
        ...css.map((file) => `<link rel="stylesheet" href="/build/${file}">`),
        ...entryPreloads.map(modulePreload),
        `<script type="module" nonce="${nonce}" src="/build/${entry.file}"${pageFilesAttribute(component)}></script>`,
      ].join('\n    '),
    mount: (app) => app.use('/build', buildStatic),
    close: async () => {},
  };
}

/** Development: Vite in middleware mode on the same port, with hot reload over the same HTTP server. */
export async function developmentAssets(httpServer: Server | undefined): Promise<FrontendAssets> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'custom',
    server: { middlewareMode: true, ws: httpServer ? { server: httpServer } : false },
  });
  return {
    version: () => 'development',
    // The renderer is loaded through Vite on every render, so an edited component renders as edited.
    renderPage: async (page) => {
      const { render } = (await vite.ssrLoadModule(`/${SERVER_ENTRY}`)) as { render: PageRenderer };
      return render(page);
    },
    headTags: (nonce) =>
      [
        `<script type="module" nonce="${nonce}" src="/build/@vite/client"></script>`,
        `<script type="module" nonce="${nonce}" src="/build/${CLIENT_ENTRY}"></script>`,
      ].join('\n    '),
    mount: (app) => app.use(vite.middlewares as unknown as RequestHandler),
    close: () => vite.close(),
  };
}
