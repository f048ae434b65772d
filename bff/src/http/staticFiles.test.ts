import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './staticFiles.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'anamnesis-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Anamnesis</title>');
  writeFileSync(join(root, 'assets/app-1a2b.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map');
  writeFileSync(join(root, 'assets/app-1a2b.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function serve(sourceMaps: boolean | undefined): Promise<{ server: Server; url: string }> {
  const handle = createStaticHandler(root, sourceMaps === undefined ? undefined : { sourceMaps });
  const server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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
        await new Promise((r) => server.close(r));
      }
    }
  });
});
