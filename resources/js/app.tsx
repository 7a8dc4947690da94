import '@vitejs/plugin-react/preamble';
import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import type { ResolvedComponent } from '@inertiajs/react';
import { createRoot } from 'react-dom/client';
import { layoutFor, loadLayoutFor } from './layouts/layout-for';

const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx');

void createInertiaApp({
  // Code-split per page: each page is its own chunk, loaded on first visit (with its frame, if not the storefront's).
  resolve: async (name) => {
    const load = pages[`./pages/${name}.tsx`];
    if (!load) throw new Error(`Unknown page component: ${name}`);
    const [page] = await Promise.all([load(), loadLayoutFor(name)]);
    return page.default;
  },
  layout: layoutFor,
  title: (title) => (title ? `${title} | Play It Safe` : 'Play It Safe'),
  progress: { delay: 250, color: '#f59e0b', showSpinner: false },
  setup({ el, App, props }) {
    createRoot(el).render(<App {...props} />);
  },
});
