import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// Express serves everything: in development Vite runs inside it (middleware mode), in production the build
// lands in public/build with a manifest that gives the Inertia asset version. Each hashed file also gets a .br and a
// .gz beside it, made once here so the server sends them without compressing on every request.
// `vite build --ssr` builds the server renderer (resources/js/ssr.tsx) into build/ssr, outside what is served.
// Inertia's precognitive validation is never used, so its package is left out (resources/js/vendor/precognition-unused.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pureInertiaComponents(),
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
    : { outDir: 'public/build', emptyOutDir: true, manifest: true, rollupOptions: { input: 'resources/js/app.tsx' } },
  server: { watch: { ignored: ['**/storage/**', '**/public/build/**', '**/build/ssr/**', '**/tests/**', '**/test-results/**'] } },
}));

/**
 * Marks @inertiajs/react's `forwardRef(...)` components pure, so the build drops those no page uses, `<Form>` and
 * `<InfiniteScroll>` (about 2 and 3 KB gzipped of every page, docs/decisions/100-js-budget.md): React is CommonJS, so
 * the bundler cannot know that its forwardRef has no side effect, nor that setting a component's `displayName` has
 * none (a component in use loses only its name, which React's production build does not show).
 */
function pureInertiaComponents(): Plugin {
  return {
    name: 'pure-inertia-components',
    transform(code, id) {
      if (!id.includes('/@inertiajs/react/dist/index.js')) return null;
      return {
        code: code
          .replace(/= (forwardRef\d*)\(/g, '= /* @__PURE__ */ $1(')
          .replace(/^(\w+)\.displayName = ("\w+");$/gm, '/* @__PURE__ */ Object.assign($1, { displayName: $2 });'),
        map: null,
      };
    },
  };
}
