import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Express serves everything: in development Vite runs inside it (middleware mode), in production the build
// lands in public/build with a manifest that gives the Inertia asset version.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: false,
  base: '/build/',
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: 'resources/js/app.tsx' },
  },
  server: { watch: { ignored: ['**/storage/**', '**/public/build/**', '**/tests/**', '**/test-results/**'] } },
});
