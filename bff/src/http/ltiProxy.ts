import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * /lti/*: the LTI 1.3 pages and redirects (login, launch, continue, deep-link, register, jwks) are the
 * API's (docs/lti.md#where-it-runs); the browser and the learning platform reach them at the app's origin,
 * so they pass through here unchanged, with the public protocol and host for the URLs the API gives
 * platforms, and the API's Set-Cookie (the session a launch starts) passed back.
 */
const MAX_BODY_BYTES = 64 * 1024;
const PASSED_REQUEST_HEADERS = ['content-type', 'cookie', 'accept', 'accept-language', 'user-agent'];
const PASSED_RESPONSE_HEADERS = ['content-type', 'location', 'cache-control'];

interface LtiProxyOptions {
  apiBaseUrl: string;
  timeoutMs: number;
  secure: 'auto' | 'true' | 'false';
  /** After each answer: a launch may have named a new site that frames the app (frameAncestors.ts). */
  onPassed?: () => void;
}

export function createLtiProxy(options: LtiProxyOptions) {
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?')[0] ?? '';
    if (!path.startsWith('/lti/')) return false;
    void forward(options, req, res);
    return true;
  };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) resolve(null);
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

async function forward(options: LtiProxyOptions, req: IncomingMessage, res: ServerResponse) {
  try {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const body = method === 'POST' ? await readBody(req) : undefined;
    if (body === null) {
      res
        .writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
        .end('The request was too large.');
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    // As the session cookie decides Secure: COOKIE_SECURE, else a proxy's X-Forwarded-Proto.
    const https =
      options.secure === 'true' ||
      (options.secure === 'auto' && req.headers['x-forwarded-proto'] === 'https');
    headers['x-forwarded-proto'] = https ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    const requestId = req.headers['x-request-id'];
    if (typeof requestId === 'string' && requestId.length <= 100) headers['x-request-id'] = requestId;
    const upstream = await fetch(`${options.apiBaseUrl}${req.url}`, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const out: Record<string, string | string[]> = {};
    for (const name of PASSED_RESPONSE_HEADERS) {
      const v = upstream.headers.get(name);
      if (v) out[name] = v;
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    const text = Buffer.from(await upstream.arrayBuffer());
    options.onPassed?.();
    res.writeHead(upstream.status, out).end(method === 'HEAD' ? undefined : text);
  } catch {
    if (!res.headersSent)
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Anamnesis is temporarily unavailable. Please try again shortly.');
    else res.destroy();
  }
}
