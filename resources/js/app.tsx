import '@vitejs/plugin-react/preamble';
import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, showLocale } from './i18n';
import { keepServerIslands } from './components/ui/island';
import { takeOverStandInClicks } from './lib/stand-in-clicks';
import { pageLayout, pageTitle, resolvePage, SERVER_HEAD_PROP } from './inertia-app';

/** The language the server rendered the first page in, read from the page object in the document. */
function initialLocale(): string | undefined {
  const json = document.querySelector('script[data-page="app"]')?.textContent;
  try {
    return json ? (JSON.parse(json) as { props?: { locale?: string } }).props?.locale : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the files of the first page while this entry starts, together rather than each after the one importing it
 * (the server names them on the entry's script: server/http/frontend-assets.ts).
 */
function preloadPageFiles(): void {
  const files = document.querySelector<HTMLScriptElement>('script[data-page-files]')?.dataset.pageFiles;
  for (const href of files?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

preloadPageFiles();
// The page hydrates in the language the server rendered it in, so Spanish is loaded before React starts.
const locale = initialLocale();
void showLocale(isLocale(locale) ? locale : 'en').then(startApp);
// A visit can change the language (signing in brings the account's choice): follow the server's page.
router.on('success', (event) => {
  const next = event.detail.page.props.locale;
  if (isLocale(next)) void showLocale(next);
});

function startApp() {
  void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  title: pageTitle,
  serverHead: SERVER_HEAD_PROP,
  progress: { delay: 250, color: '#f59e0b', showSpinner: false },
  setup({ el, App, props }) {
    // The server rendered the page (ssr.tsx) unless its renderer failed; then the browser renders it from the JSON.
    const app = (
      <MarkReady>
        <App {...props} />
      </MarkReady>
    );
    if (el.hasAttribute('data-server-rendered')) {
      takeOverStandInClicks();
      keepServerIslands(el);
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page (a click meanwhile still hydrates its part first).
      startTransition(() => {
        hydrateRoot(el, app, { onRecoverableError: reportHydrationError });
      });
    } else {
      createRoot(el).render(app);
    }
  },
  });
}

/**
 * Marks the document once React has taken over the server's HTML (`<html data-hydrated>`): from then on forms submit
 * through the app, not as a plain browser form (the root view holds those back until this mark).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

function reportHydrationError(error: unknown): void {
  console.error('Hydration did not match the server-rendered page:', error);
}
