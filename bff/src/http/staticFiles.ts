import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { chooseEncoding, type Encoding } from './compression.js';
import { type FrameAncestors, framingHeaders } from './frameAncestors.js';

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

/** The precompressed copies the web build writes beside each file (web/vite.config.ts). */
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The copy of `file` to send for this Accept-Encoding: the best one built that the browser takes. */
function variantOf(file: string, acceptEncoding: string | undefined) {
  const built = (Object.keys(suffixes) as Encoding[]).filter((e) => existsSync(file + suffixes[e]));
  const encoding = built.length ? chooseEncoding(acceptEncoding, built) : 'identity';
  return {
    path: encoding === 'identity' ? file : file + suffixes[encoding],
    encoding,
    /** Whether the answer depends on Accept-Encoding (so caches must key on it). */
    varies: built.length > 0,
  };
}

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and index.html for
 * every other path so client-side routes survive a reload. Answers false when there is no build.
 * Each file goes as the Brotli or gzip copy built beside it when the browser accepts one.
 * Source maps are built but answered 404 unless `sourceMaps` (SERVE_SOURCE_MAPS) says to serve them:
 * they hand anyone the app's whole source, comments included.
 */
export function createStaticHandler(
  root: string | undefined,
  opts: { sourceMaps?: boolean; frameAncestors?: FrameAncestors } = {},
) {
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
    const sent = variantOf(file, req.headers['accept-encoding']);
    // The page may be framed only by the learning platforms' sites (docs/lti.md#session).
    if (file === index && opts.frameAncestors) {
      opts.frameAncestors.current().then((origins) => send(framingHeaders(origins)));
      return true;
    }
    send(file === index ? framingHeaders([]) : {});
    return true;

    function send(framing: Record<string, string>) {
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'content-length': statSync(sent.path).size,
        ...(sent.encoding !== 'identity' ? { 'content-encoding': sent.encoding } : {}),
        ...(sent.varies ? { vary: 'Accept-Encoding' } : {}),
        'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        ...framing,
      });
      if (req.method === 'HEAD') res.end();
      else
        createReadStream(sent.path)
          .on('error', () => res.destroy())
          .pipe(res);
    }
  };
}
