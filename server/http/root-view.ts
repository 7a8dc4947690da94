import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale } from '#server/shared/locales.rules.js';
import type { PageObject } from '#server/inertia/page.js';
import type { FrontendAssets } from './frontend-assets.js';
import type { RenderedPage } from './server-rendering.js';
import { siteDescription, SITE_NAME } from './page-head.js';
import { RECORD_STAND_IN_CLICKS_SCRIPT } from '#server/shared/stand-in-clicks.rules.js';

export interface RootViewParts {
  page: PageObject;
  /** The page object as JSON, escaped for a <script> element by the Inertia adapter. */
  pageJson: string;
  nonce: string;
  /** The server-rendered page; null when the browser renders it (no renderer, or the renderer failed). */
  rendered: RenderedPage | null;
}

/**
 * The HTML document of a first visit, rendered on the server when the assets have a renderer. If rendering throws,
 * the error is logged and the page goes out to be rendered in the browser: a visitor still gets the page.
 */
export async function renderDocument(assets: FrontendAssets, page: PageObject, pageJson: string, req: Request): Promise<string> {
  let rendered: RenderedPage | null = null;
  if (assets.renderPage) {
    try {
      rendered = await assets.renderPage(page);
    } catch (error) {
      req.log?.error({ err: error, component: page.component }, 'server rendering failed; the page renders in the browser');
    }
  }
  return renderRootView(assets, { page, pageJson, nonce: (req.res?.locals.cspNonce as string | undefined) ?? '', rendered });
}

/** The HTML document around a page, rendered or not. */
export function renderRootView(assets: FrontendAssets, { page, pageJson, nonce, rendered }: RootViewParts): string {
  const locale = isLocale(page.props.locale) ? page.props.locale : DEFAULT_LOCALE;
  // Without server rendering the title and the server's head elements still go out, so links shared from a page
  // that failed to render keep their description; the browser's head manager takes them over by their keys.
  const head = rendered ? rendered.head : [`<title>${SITE_NAME}</title>`, ...serverHead(page)];
  if (!head.some((element) => element.includes('name="description"'))) {
    head.push(`<meta name="description" content="${siteDescription(locale)}">`);
  }
  const app = rendered ? `<div id="app" data-server-rendered="true">${rendered.html}</div>` : '<div id="app"></div>';
  // A server-rendered form is on screen before React runs; submitted then, the browser would send it as a plain GET
  // with every field (a password too) in the address. Until the app marks the document hydrated, such submits wait.
  // A click on a header menu's stand-in then is kept for the app, which opens that menu when it takes over.
  const earlyInput = rendered
    ? `<script nonce="${nonce}">document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true)</script>` +
      `<script nonce="${nonce}">${RECORD_STAND_IN_CLICKS_SCRIPT}</script>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${earlyInput}
    ${head.join('\n    ')}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${assets.headTags(nonce, page.component)}
  </head>
  <body>
    <script data-page="app" type="application/json">${pageJson}</script>
    ${app}
  </body>
</html>`;
}

function serverHead(page: PageObject): string[] {
  const elements = page.props.head;
  return Array.isArray(elements) ? elements.filter((element): element is string => typeof element === 'string') : [];
}
