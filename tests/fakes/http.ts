// Small shared pieces of the fake provider servers: reading bodies, recording requests, listening.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received, as tests inspect it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body when there was one. */
  body?: unknown;
  /** The size of a binary body (audio uploads) or of all audio sent over a live socket. */
  bytes?: number;
  /** Live sockets: the JSON control messages the client sent (KeepAlive, Finalize, CloseStream). */
  controls?: string[];
  /** Live sockets: the number of binary audio messages. */
  chunks?: number;
  at: number;
}

export interface FakeServer<O> {
  /** The base URL, e.g. http://127.0.0.1:43123 (no trailing slash). */
  url: string;
  /** Every request so far, oldest first (live sockets included as method 'WS'). */
  requests: RecordedRequest[];
  /** Changes the behaviour from now on (merged into the current options). */
  configure(options: Partial<O>): void;
  stop(): Promise<void>;
}

export const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export const parseUrl = (req: IncomingMessage) => {
  const u = new URL(req.url ?? '/', 'http://fake');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

export const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: p } = server.address() as AddressInfo;
  return `http://${host}:${p}`;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The control endpoints a standalone fake offers to end-to-end tests: POST /__fake/config (JSON options,
 * merged), GET /__fake/requests, DELETE /__fake/requests. Answers true when it handled the request.
 */
export async function handleControl<O>(
  req: IncomingMessage,
  res: ServerResponse,
  fake: { requests: RecordedRequest[]; configure(o: Partial<O>): void },
): Promise<boolean> {
  const { path } = parseUrl(req);
  if (!path.startsWith('/__fake/')) return false;
  if (path === '/__fake/config' && req.method === 'POST') {
    fake.configure(JSON.parse((await readBody(req)).toString('utf8') || '{}') as Partial<O>);
    sendJson(res, 200, { ok: true });
  } else if (path === '/__fake/requests' && req.method === 'GET') {
    sendJson(res, 200, fake.requests);
  } else if (path === '/__fake/requests' && req.method === 'DELETE') {
    fake.requests.length = 0;
    sendJson(res, 200, { ok: true });
  } else sendJson(res, 404, { message: 'Unknown control endpoint.' });
  return true;
}
