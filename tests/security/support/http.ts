import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request on a socket of its own (no keep-alive pool): for a chosen source address (the BFF's
 * sign-in throttle keys on it) and for oversized bodies a server may answer and hang up on mid-upload.
 */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: opts.method ?? 'GET',
        // An explicit length: node:http would send a DELETE's body with neither length nor chunking.
        headers:
          opts.body === undefined
            ? opts.headers
            : { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
        localAddress: opts.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(opts.body);
  });
}
