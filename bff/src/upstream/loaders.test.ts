import { describe, expect, it } from 'vitest';
import { createLoaders } from './loaders.js';
import type { RestCall, RestRequest } from './restClient.js';

describe('createLoaders', () => {
  it('gives each request its own loaders, calling the API with that request’s token and id', async () => {
    const sent: RestRequest<never>[] = [];
    const call = (async (req: RestRequest<never>) => {
      sent.push(req);
      return { data: [], headers: {}, totalCount: 0 };
    }) as unknown as RestCall;
    const a = createLoaders(call, 'token-a', 'request-a');
    const b = createLoaders(call, 'token-b', 'request-b');
    // A domain is made on first read and kept for the request, never shared with another request.
    expect(a.symptoms).toBe(a.symptoms);
    expect(a.symptoms).not.toBe(b.symptoms);
    await a.symptoms.page({ limit: 20, offset: 0 });
    await b.symptoms.page({ limit: 20, offset: 0 });
    expect(sent.map((r) => [r.token, r.requestId])).toEqual([
      ['token-a', 'request-a'],
      ['token-b', 'request-b'],
    ]);
    // The same catalogue read is kept per request, not across requests.
    await a.symptoms.all();
    await a.symptoms.all();
    await b.symptoms.all();
    expect(sent.filter((r) => r.method === 'GET' && r.path === '/symptoms' && !r.query)).toHaveLength(2);
  });
});
