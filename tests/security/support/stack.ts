// A real REST API (PGlite in memory, demo data) and a real BFF in front of it, in this process, with the
// OpenAI and Deepgram base URLs of both pointed at a local stub that always fails: provider calls (voice
// lists, model marking) fall back to the built-in providers at once, and nothing leaves the machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '../../../api/src/test/testApi.js';
import { type BffConfig, loadConfig } from '../../../bff/src/config.js';
import { type BffServer, createBffServer } from '../../../bff/src/server.js';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [k: string]: unknown };
}

export interface GqlResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  data: any;
  errors?: GqlError[];
  headers: Headers;
  /** The raw answer text, for leak scans. */
  text: string;
}

export interface Stack {
  api: TestApi;
  bff: BffServer;
  /** The BFF's base URL. */
  url: string;
  /** The provider stub's base URL and how many calls it received. */
  provider: { url: string; calls: number };
  /** Unhandled errors the API logged (each is a 500 it answered). */
  apiErrors: string[];
  gql(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string; headers?: Record<string, string> },
  ): Promise<GqlResult>;
  stop(): Promise<void>;
}

async function startProviderStub(): Promise<{ server: Server; url: string; stats: { calls: number } }> {
  const stats = { calls: 0 };
  const server = createServer((req, res) => {
    stats.calls++;
    req.resume();
    res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
    res.end('{"error":"provider stub: unavailable"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, stats };
}

export async function startStack(bffOverrides: Partial<BffConfig> = {}): Promise<Stack> {
  const stub = await startProviderStub();
  const api = await startTestApi({
    openAiBaseUrl: stub.url,
    deepgramBaseUrl: stub.url,
    providerTimeoutMs: 2000,
  });
  const apiErrors: string[] = [];
  // The API answers 500 only through this log line; record it so suites can assert there was none.
  const log = api.server.services.log;
  const originalError = log.error;
  log.error = (msg, fields) => {
    apiErrors.push(`${msg} ${JSON.stringify(fields ?? {})}`);
    originalError(msg, fields);
  };
  const config: BffConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: api.url,
    secretKey: api.server.services.secretKey,
    openAiBaseUrl: stub.url,
    deepgramBaseUrl: stub.url,
    logLevel: 'silent',
    ...bffOverrides,
  };
  const bff = createBffServer(config);
  const url = await bff.start();
  const gql: Stack['gql'] = async (query, variables, auth = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...auth.headers };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: { data?: unknown; errors?: GqlError[] } = {};
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers, text };
  };
  return {
    api,
    bff,
    url,
    provider: {
      url: stub.url,
      get calls() {
        return stub.stats.calls;
      },
    },
    apiErrors,
    gql,
    async stop() {
      await bff.stop();
      await api.stop();
      await new Promise<void>((resolve) => stub.server.close(() => resolve()));
    },
  };
}

/** The first GraphQL error code of an answer, if any. */
