import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress, preloadRoute } from './vite.plugins';

// `vite dev` talks to a BFF on :4000 (HTTP and graphql-ws on /graphql), so the session cookie stays
// same-origin exactly as in production, where the BFF serves the built app itself.
export default defineConfig({
  // The sign-in page is the first screen nearly everyone sees; every file goes out compressed.
  plugins: [react(), relay, preloadRoute('/src/auth/LoginPage.tsx'), precompress()],
  // The shared domain rules (rubric, session lifetime) compiled from their source, like the app's own.
  resolve: {
    alias: {
      '@anamnesis/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:4000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
