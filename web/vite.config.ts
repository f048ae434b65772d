import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Already compressed, or never served (source maps are off unless SERVE_SOURCE_MAPS). */
const skipped = /\.(map|br|gz|png|jpe?g|webp|avif|woff2?|wav|mp3|ogg)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every file of the build, at high levels (done
 * once here, not per request); the BFF sends the best one the browser accepts
 * (bff/src/http/staticFiles.ts). A copy no smaller than its file is not written. Brotli quality 10:
 * within 2 % of 11's size in a third of its time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'anamnesis:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => !skipped.test(f));
      await Promise.all(
        files.map(async (file) => {
          const [body, { size }] = await Promise.all([readFile(file), stat(file)]);
          const copies: [string, Buffer][] = [
            [
              '.br',
              await brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 10,
                  [constants.BROTLI_PARAM_SIZE_HINT]: size,
                },
              }),
            ],
            ['.gz', await gzipped(body, { level: 9 })],
          ];
          for (const [suffix, copy] of copies) if (copy.length < size) await writeFile(file + suffix, copy);
        }),
      );
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for a route's chunk and what it imports, beside the
 * entry's own: the browser fetches them with the entry instead of after it has run and routed, which
 * on a slow connection saves a round trip or two before the first screen (the sign-in page).
 */
function preloadRoute(source: string): Plugin {
  let base = '/';
  return {
    name: 'anamnesis:preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.facadeModuleId?.endsWith(source));
        if (!route) throw new Error(`preloadRoute: no chunk for ${source}`);
        const entry = chunks.find((c) => c.isEntry);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // The entry and its static imports are preloaded by Vite already.
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
        };
        if (entry) walk(entry.fileName, loaded);
        const needed = new Set<string>();
        walk(route.fileName, needed);
        return [...needed]
          .filter((file) => !loaded.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

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
