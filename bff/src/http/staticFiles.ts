import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and index.html for
 * every other path so client-side routes survive a reload. Answers false when there is no build.
 * Source maps are built but answered 404 unless `sourceMaps` (SERVE_SOURCE_MAPS) says to serve them:
 * they hand anyone the app's whole source, comments included.
 */
export function createStaticHandler(root: string | undefined, opts: { sourceMaps?: boolean } = {}) {
  const index = root ? join(root, 'index.html') : undefined;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!root || !index || !existsSync(index)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) must be a 400, not an exception that takes the server down.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return true;
    }
    if (!opts.sourceMaps && path.endsWith('.map')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return true;
    }
    const candidate = normalize(join(root, path));
    const inside = candidate.startsWith(root.endsWith(sep) ? root : root + sep);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : index;
    const isAsset = file !== index && path.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(file === index
        ? { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' }
        : {}),
    });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    return true;
  };
}
