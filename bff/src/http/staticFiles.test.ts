import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './staticFiles.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'anamnesis-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Anamnesis</title>');
  writeFileSync(join(root, 'assets/app-1a2b.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map');
  writeFileSync(join(root, 'assets/app-1a2b.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  // As the web build writes them (web/vite.config.ts): a Brotli and a gzip copy beside each file.
  for (const file of ['index.html', 'assets/login-3c4d.js']) {
    const text = file.endsWith('.js') ? script : '<!doctype html><title>Anamnesis</title>';
    if (file.endsWith('.js')) writeFileSync(join(root, file), text);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${file}.gz`), gzipSync(text));
  }
});
const script = `export const greeting = ${JSON.stringify('Sign in. '.repeat(400))};`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function serve(sourceMaps: boolean | undefined): Promise<{ server: Server; url: string }> {
  const handle = createStaticHandler(root, sourceMaps === undefined ? undefined : { sourceMaps });
  const server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Closes at once: fetch keeps its connections alive, which `close` alone would wait out. */
function close(server: Server) {
  return new Promise((r) => {
    server.close(r);
    server.closeAllConnections();
  });
}

describe('the static web app', () => {
  it('serves the scripts but not their source maps, unless SERVE_SOURCE_MAPS says so', async () => {
    for (const [sourceMaps, mapStatus] of [
      [undefined, 404],
      [false, 404],
      [true, 200],
    ] as const) {
      const { server, url } = await serve(sourceMaps);
      try {
        expect((await fetch(`${url}/assets/app-1a2b.js`)).status).toBe(200);
        const map = await fetch(`${url}/assets/app-1a2b.js.map`);
        expect(map.status, String(sourceMaps)).toBe(mapStatus);
        expect(await map.text()).toMatch(mapStatus === 200 ? /secret\.ts/ : /^Not found$/);
      } finally {
        await close(server);
      }
    }
  });
});

describe('precompressed copies', () => {
  /** Node's fetch decompresses bodies itself: the raw answer is read through node:http instead. */
  async function get(url: string, acceptEncoding?: string) {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, string | undefined>; body: Buffer }>((resolve, reject) => {
      request(
        url,
        { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              headers: res.headers as Record<string, string | undefined>,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on('error', reject)
        .end();
    });
  }
  const decoded = (r: { headers: Record<string, string | undefined>; body: Buffer }) =>
    (r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.body)
        : r.body
    ).toString();

  it('sends the best copy the browser accepts, the same script whichever it is', async () => {
    const { server, url } = await serve(undefined);
    try {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['br;q=0, *', 'gzip'],
        ['deflate', undefined],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const r = await get(`${url}/assets/login-3c4d.js`, accept);
        expect(r.headers['content-encoding'], String(accept)).toBe(encoding);
        expect(r.headers.vary).toBe('Accept-Encoding');
        expect(Number(r.headers['content-length'])).toBe(r.body.length);
        expect(decoded(r)).toBe(script);
        // Hashed, so cached for good whichever copy went.
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect((await get(`${url}/assets/login-3c4d.js`, 'br')).body.length).toBeLessThan(script.length / 10);
    } finally {
      await close(server);
    }
  });

  it('compresses the page of every client-side route, which is never cached unchecked', async () => {
    const { server, url } = await serve(undefined);
    try {
      const r = await get(`${url}/dashboard`, 'gzip, br');
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(decoded(r)).toContain('<title>Anamnesis</title>');
    } finally {
      await close(server);
    }
  });

  it('sends a file built without copies as it is, not varying', async () => {
    const { server, url } = await serve(undefined);
    try {
      const r = await get(`${url}/assets/app-1a2b.js`, 'br, gzip');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toBeUndefined();
      expect(r.body.toString()).toMatch(/^console\.log/);
    } finally {
      await close(server);
    }
  });
});
