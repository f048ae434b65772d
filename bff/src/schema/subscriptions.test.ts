import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestBff, type TestBff } from '../test/testBff.js';
import { createLoaders } from '../upstream/loaders.js';

/** The pending-count reads the BFF makes, whoever asks: each is an API call with the viewer's token. */
let pendingCountCalls = 0;
let t: TestBff;
beforeAll(async () => {
  t = await startTestBff(
    {},
    {
      makeLoaders: (call, token, requestId) => {
        const loaders = createLoaders(call, token, requestId);
        const pendingCount = loaders.requests.pendingCount.bind(loaders.requests);
        loaders.requests.pendingCount = (viewerId) => {
          pendingCountCalls++;
          return pendingCount(viewerId);
        };
        return loaders;
      },
    },
  );
});
afterAll(() => t?.stop());

const waitFor = async (check: () => boolean, ms = 3000) => {
  for (const started = Date.now(); !check() && Date.now() - started < ms; )
    await new Promise((r) => setTimeout(r, 10));
};

function adminClient(cookie: string): Client {
  return createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
  });
}

describe('completed subscriptions', () => {
  it('make no upstream call on the next event', async () => {
    const cookie = await t.loginCookie('admin@example.com', 'admin123');
    const client = adminClient(cookie);
    try {
      const subscribe = () => {
        const values: unknown[] = [];
        const stop = client.subscribe(
          { query: 'subscription { pendingRequestCount }' },
          { next: (v) => values.push(v), error: () => {}, complete: () => {} },
        );
        return { values, stop };
      };
      const completed = Array.from({ length: 30 }, subscribe);
      const open = subscribe();
      await waitFor(() => [...completed, open].every((s) => s.values.length === 1));
      expect(pendingCountCalls).toBe(31);
      for (const s of completed) s.stop();
      // The completions reach the server before the event does (one socket, in order).
      await new Promise((r) => setTimeout(r, 200));

      t.bff.pubsub.publish('requests:changed', { at: Date.now() });
      await waitFor(() => open.values.length === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(open.values[1]).toMatchObject({ data: { pendingRequestCount: expect.any(Number) } });
      expect(pendingCountCalls, 'only the open subscription read the count').toBe(32);
      expect(completed.every((s) => s.values.length === 1)).toBe(true);
      open.stop();
    } finally {
      await client.dispose();
    }
  });
});
