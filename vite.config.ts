import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { inertiaReactBuildFixes } from './scripts/build/inertia-react-build-fixes';

// Express serves everything: in development Vite runs inside it (middleware mode), in production the build
// lands in public/build with a manifest that gives the Inertia asset version. Each hashed file also gets a .br and a
// .gz beside it, made once here so the server sends them without compressing on every request.
// `vite build --ssr` builds the server renderer (resources/js/ssr.tsx) into build/ssr, outside what is served.
// Inertia's precognitive validation is never used, so its package is left out (resources/js/vendor/precognition-unused.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    inertiaReactBuildFixes(),
    tailwindcss(),
    isSsrBuild
      ? null
      : compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { alias: { 'laravel-precognition': fileURLToPath(new URL('./resources/js/vendor/precognition-unused.ts', import.meta.url)) } },
  publicDir: false,
  base: '/build/',
  build: isSsrBuild
    ? { outDir: 'build/ssr', emptyOutDir: true }
    : {
        outDir: 'public/build',
        emptyOutDir: true,
        manifest: true,
        // No preload list in the entry: it named every chunk each page imports (about 2 KB gzipped in every visit's
        // entry). The server names a page's files in the HTML of a first visit (server/http/frontend-assets.ts);
        // a later visit's page fetches the files it imports when it arrives (decision 174).
        modulePreload: false,
        rollupOptions: {
          input: 'resources/js/app.tsx',
          // Everything the entry imports statically is one file (decision 173). Left alone, Rolldown split the small
          // modules the entry shares with the pages (React, the translator, storage helpers...) into five more files,
          // each a request before the first paint.
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
  server: { watch: { ignored: ['**/storage/**', '**/public/build/**', '**/build/ssr/**', '**/tests/**', '**/test-results/**'] } },
}));
