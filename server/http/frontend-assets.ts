import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setShippedFileHeaders } from './security-headers.js';
import { builtPageRenderer, type PageRenderer } from './server-rendering.js';

export const CLIENT_ENTRY = 'resources/js/app.tsx';
export const SERVER_ENTRY = 'resources/js/ssr.tsx';

/** How the HTML shell finds the client bundle, and the Inertia asset version that goes with it. */
export interface FrontendAssets {
  version(): string;
  headTags(nonce: string): string;
  /** Renders a page to HTML on the server; absent when pages render in the browser only (tests, benches). */
  renderPage?: PageRenderer;
  mount(app: Express): void;
  close(): Promise<void>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
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
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry for ${CLIENT_ENTRY}.`);
  const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);

  const css = new Set<string>(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((file) => css.add(file));
    for (const imported of chunk.imports ?? []) {
      if (!preloads.has(manifest[imported]?.file ?? '')) {
        preloads.add(manifest[imported]?.file ?? '');
        visit(imported);
      }
    }
  };
  visit(CLIENT_ENTRY);
  preloads.delete('');

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
    headTags: (nonce) =>
      [
        ...[...css].map((file) => `<link rel="stylesheet" href="/build/${file}">`),
        ...[...preloads].map((file) => `<link rel="modulepreload" href="/build/${file}">`),
        `<script type="module" nonce="${nonce}" src="/build/${entry.file}"></script>`,
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
