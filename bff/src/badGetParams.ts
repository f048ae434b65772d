import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A GraphQL GET whose `variables` or `extensions` parameter is not JSON is the client's mistake: 400
 * with a GraphQL error, as Yoga answers a POST body that is not JSON (Yoga itself answers the GET with
 * an unexpected-error 500; the security fuzz, tests/security/fuzz.test.ts, found it). True when answered.
 */
export function refuseBadGetParams(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !(req.url ?? '').includes('?')) return false;
  const params = new URL(req.url ?? '/', 'http://bff').searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    try {
      JSON.parse(value);
    } catch {
      const body = JSON.stringify({
        errors: [
          { message: `The ${name} parameter is not valid JSON.`, extensions: { code: 'BAD_REQUEST' } },
        ],
      });
      res.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
      return true;
    }
  }
  return false;
}
