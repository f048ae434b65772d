import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/testBff.js';
import { chooseEncoding } from './compression.js';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate, identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

let t: TestBff;
let token: string;
beforeAll(async () => {
  t = await startTestBff();
  const r = await fetch(`${t.api.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  token = ((await r.json()) as { token: string }).token;
});
afterAll(() => t?.stop());

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A POST through node:http, which (unlike fetch) hands the body over as it came: still compressed. */
function post(
  body: unknown,
  headers: Record<string, string>,
  /** For a stream: stop reading once the body so far passes this. */
  until?: (soFar: string) => boolean,
): Promise<Raw> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}/graphql`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          if (until?.(Buffer.concat(chunks).toString())) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
      },
    );
    req.on('error', reject).end(text);
  });
}

const decode = (r: Raw) =>
  JSON.parse(
    (r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.body)
        : r.body
    ).toString(),
  );

// Both spellings of the JSON type a client sends (the second was once answered by another code path).
const contentTypes = ['application/json', 'application/json; charset="utf-8"'] as const;
const large = { query: '{ __schema { types { name kind description } } }' };
const small = { query: '{ __typename }' };

describe.each(contentTypes)('GraphQL answers to %s', (contentType) => {
  it('compresses a large answer with the encoding the caller accepts, and says so', async () => {
    const plain = await post(large, { 'content-type': contentType });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const r = await post(large, { 'content-type': contentType, 'accept-encoding': accept });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(r)).toEqual(decode(plain));
    }
  });

  it('sends a small answer as it is', async () => {
    const r = await post(small, { 'content-type': contentType, 'accept-encoding': 'br, gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(decode(r)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('streams', () => {
  it('leaves a subscription over server-sent events uncompressed, event by event', async () => {
    const r = await post(
      { query: 'subscription { pendingRequestCount }' },
      { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      (soFar) => soFar.includes('data:'),
    );
    expect(r.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks the stream `none` so that no proxy holds events back to compress them.
    expect(r.headers['content-encoding'] ?? 'none').toBe('none');
    expect(r.body.toString()).toMatch(/pendingRequestCount/);
  });
});
