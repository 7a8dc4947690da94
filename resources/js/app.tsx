import '@vitejs/plugin-react/preamble';
import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLayout, pageTitle, resolvePage, SERVER_HEAD_PROP } from './inertia-app';

void createInertiaApp({
  resolve: resolvePage,
  layout: pageLayout,
  title: pageTitle,
  serverHead: SERVER_HEAD_PROP,
  progress: { delay: 250, color: '#f59e0b', showSpinner: false },
  setup({ el, App, props }) {
    // The server rendered the page (ssr.tsx) unless its renderer failed; then the browser renders it from the JSON.
    if (el.hasAttribute('data-server-rendered')) {
      hydrateRoot(el, <App {...props} />, { onRecoverableError: reportHydrationError });
    } else {
      createRoot(el).render(<App {...props} />);
    }
  },
});

function reportHydrationError(error: unknown): void {
  console.error('Hydration did not match the server-rendered page:', error);
}
