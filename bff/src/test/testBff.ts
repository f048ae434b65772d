import type { ApiConfig } from '../../../api/src/config.js';
import { startTestApi, type TestApi } from '../../../api/src/test/testApi.js';
import { type BffConfig, loadConfig } from '../config.js';
import { type BffOptions, type BffServer, createBffServer } from '../server.js';

export interface GqlResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  data: any;
  errors?: { message: string; extensions?: { code?: string } }[];
  headers: Headers;
}

export interface TestBff {
  api: TestApi;
  bff: BffServer;
  url: string;
  /** A GraphQL request over real HTTP, as a bearer token or as a session cookie. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string },
  ): Promise<GqlResult>;
  /** Signs in through the BFF and returns the session cookie it set. */
  loginCookie(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/** A real API (PGlite, demo data) and a real BFF in front of it, both on free ports. */
export async function startTestBff(
  overrides: Partial<BffConfig> = {},
  options: BffOptions = {},
  apiOverrides: Partial<ApiConfig> = {},
): Promise<TestBff> {
  const api = await startTestApi(apiOverrides);
  const config: BffConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: api.url,
    secretKey: api.server.services.secretKey,
    logLevel: 'silent',
    ...overrides,
  };
  const bff = createBffServer(config, options);
  const url = await bff.start();
  const gql: TestBff['gql'] = async (query, variables, auth = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: GqlResult['errors'] };
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
  };
  return {
    api,
    bff,
    url,
    gql,
    async loginCookie(email, password) {
      const r = await gql(
        'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }',
        { input: { email, password } },
      );
      const cookie = r.headers.get('set-cookie')?.split(';')[0];
      if (r.data?.login?.__typename !== 'LoginPayload' || !cookie)
        throw new Error(`login failed: ${JSON.stringify(r.data)}`);
      return cookie;
    },
    async stop() {
      await bff.stop();
      await api.stop();
    },
  };
}
