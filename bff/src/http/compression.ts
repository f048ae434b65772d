import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

/** The encodings the BFF sends, best first: what it prefers when the browser rates two alike. */
export type Encoding = 'br' | 'gzip';
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send of those `available`, from an Accept-Encoding header (RFC 9110 §12.5.3): the
 * highest-rated one the browser accepts (`q=0` refuses, `*` rates every coding it does not name), br
 * before gzip when rated alike; 'identity' when it accepts none of them or sent no header.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = PREFERENCE,
): Encoding | 'identity' {
  if (!acceptEncoding) return 'identity';
  const rated = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    rated.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const star = rated.get('*');
  let best: Encoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const q = rated.get(encoding) ?? (encoding === 'gzip' ? rated.get('x-gzip') : undefined) ?? star ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Below this a compressed answer saves less than the time compressing it costs. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Above this the work goes to libuv's thread pool, so a big answer does not hold up the others. */
const SYNC_LIMIT_BYTES = 64 * 1024;

/** The smallest window (log2 bytes) that holds the whole answer, within a codec's bounds. */
const windowFor = (size: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.ceil(Math.log2(size))));

// Brotli at quality 4 compresses JSON about as fast as gzip's default and a fifth smaller; the
// assets are compressed at the highest level once, at build time (web/vite.config.ts). A window no
// larger than the answer compresses it as small and spares setting up the default 4 MiB one (brotli)
// or 32 KiB one (gzip) per answer: about a quarter of a small answer's compression time.
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: windowFor(size, constants.BROTLI_MIN_WINDOW_BITS, 22),
  },
});
const gzipOptions = (size: number) => ({ level: 5, windowBits: windowFor(size, 9, 15) });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  const small = body.length <= SYNC_LIMIT_BYTES;
  if (encoding === 'br')
    return small
      ? brotliCompressSync(body, brotliOptions(body.length))
      : brotliAsync(body, brotliOptions(body.length));
  return small ? gzipSync(body, gzipOptions(body.length)) : gzipAsync(body, gzipOptions(body.length));
}

export interface EncodedAnswer {
  body: Buffer;
  /** What to set on the answer: `vary` always, `content-encoding` when compressed, `content-length`. */
  headers: Record<string, string>;
}

/**
 * A whole JSON answer (GraphQL or REST), compressed when it is at least 1 KiB and the browser accepts
 * br or gzip. Only for answers sent in one piece: streams, server-sent events and audio never come here.
 */
export async function encodeAnswer(
  body: string | Buffer,
  acceptEncoding: string | null | undefined,
): Promise<EncodedAnswer> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = raw.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : 'identity';
  if (encoding === 'identity')
    return { body: raw, headers: { vary: 'Accept-Encoding', 'content-length': String(raw.length) } };
  const compressed = await compress(raw, encoding);
  return {
    body: compressed,
    headers: {
      vary: 'Accept-Encoding',
      'content-encoding': encoding,
      'content-length': String(compressed.length),
    },
  };
}

const jsonTypes = /^application\/(json|graphql-response\+json)\b/i;

/**
 * Yoga's JSON answers through `encodeAnswer`. Server-sent events, multipart (incremental) answers and
 * GraphiQL's page keep their type and go as they are; graphql-ws subscriptions never pass through here.
 */
export const compressJsonAnswers: Plugin = {
  async onResponse({ request, response, setResponse, fetchAPI }) {
    // Only the headers are read first: `response.body` would make a stream of every answer's text.
    if (response.headers.has('content-encoding')) return;
    if (!jsonTypes.test(response.headers.get('content-type') ?? '')) return;
    const acceptEncoding = request.headers.get('accept-encoding');
    // Most answers go as they are (small, or the caller takes no encoding): say so without a copy.
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (length < MIN_COMPRESSED_BYTES || chooseEncoding(acceptEncoding) === 'identity') {
      // `set` keeps Yoga's header object as it is, so the answer goes out with one writeHead.
      if (response.headers.has('vary')) response.headers.append('vary', 'Accept-Encoding');
      else response.headers.set('vary', 'Accept-Encoding');
      return;
    }
    const encoded = await encodeAnswer(await response.text(), acceptEncoding);
    // The answer's own header object, amended, so the new answer still goes out with one writeHead.
    const headers = response.headers;
    for (const [name, value] of Object.entries(encoded.headers)) {
      if (name === 'vary' && headers.has('vary')) headers.append(name, value);
      else headers.set(name, value);
    }
    setResponse(
      // A Buffer over an ordinary ArrayBuffer (Node's own and zlib's are), sent without a copy.
      new fetchAPI.Response(encoded.body as Uint8Array<ArrayBuffer>, {
        status: response.status,
        statusText: response.statusText,
        headers,
      }),
    );
  },
};
