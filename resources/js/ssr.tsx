import { createInertiaApp } from '@inertiajs/react';
import { renderToString } from 'react-dom/server';
import { activateLocale } from './i18n';
import { translateSpanish } from './i18n/spanish';
import { translateEnglish } from './i18n/translator';
import { pageLayout, pageTitle, resolvePage, SERVER_HEAD_PROP } from './inertia-app';

export interface RenderedPage {
  /** The <head> elements the page asked for (title, meta, links, JSON-LD), as HTML. */
  head: string[];
  /** The page's HTML, to go inside the app's root element. */
  html: string;
}

// Without `page`, on the server, createInertiaApp answers a function that renders any page: made once, used for all.
const serverRenderer = createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  title: pageTitle,
  serverHead: SERVER_HEAD_PROP,
});

type ServerRenderFunction = Exclude<Awaited<typeof serverRenderer>, void>;
type ServerPage = Parameters<ServerRenderFunction>[0];

/** Renders one page object to HTML on the server (server/http/server-rendering.ts loads the built file). */
export async function render(page: ServerPage): Promise<RenderedPage> {
  const renderApp = await serverRenderer;
  if (!renderApp) throw new Error('createInertiaApp did not return a server renderer.');
  let html = '';
  const { head } = await renderApp(page, (element) => {
    // Rendering is synchronous from here, so the one language store of the process holds this page's language.
    if (page.props.locale === 'es') activateLocale('es', translateSpanish);
    else activateLocale('en', translateEnglish);
    html = renderToString(element);
    return html;
  });
  return { head, html };
}
