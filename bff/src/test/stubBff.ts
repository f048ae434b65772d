import { loadConfig } from '../config.js';
import { createAppPubSub } from '../pubsub.js';
import { createLoginThrottle } from '../session/loginThrottle.js';
import { createRegistrationThrottle } from '../session/registrationThrottle.js';
import { createSessionCheck } from '../session/sessionCheck.js';
import { AuthenticationError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import type { RestUser } from '../upstream/users.js';
import { VoiceEngine } from '../voice/engine.js';
import { createYogaApp } from '../yoga.js';
import type { GqlResult } from './testBff.js';

/** Some methods of some loader domains; whatever a test leaves out fails the operation when called. */
export type LoaderStubs = {
  // biome-ignore lint/suspicious/noExplicitAny: stubs answer with plain objects of the loaders' shapes
  [K in keyof Loaders]?: Partial<Record<keyof Loaders[K], (...args: any[]) => unknown>>;
};

/** A signed-in person of the stub world: the token a test sends, and who the API would say it is. */
export const stubUser = (
  id: number,
  role: 'student' | 'admin' | 'superAdmin',
  name = `User ${id}`,
): RestUser => ({
  id,
  name,
  email: `user${id}@example.com`,
  username: `user${id}`,
  isAdmin: role !== 'student',
  isSuperAdmin: role === 'superAdmin',
  isStatus: true,
  isActive: true,
  avatarUrl: null,
  mustChangePassword: false,
});

export interface StubBff {
  /** A GraphQL POST answered by Yoga in process (`yoga.fetch`), as the given token's user. */
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult>;
  /** `domain.method` for every loader call the operations made, in order. */
  calls: string[];
}

/**
 * The BFF's GraphQL layer with no API behind it: the schema reaches
 * REST only through the loaders on its context (bff/src/upstream/loaders.ts), so a test of the layer
 * itself (shape, errors, pagination, masking, selection) hands it stub loaders and runs in process.
 * `users` maps bearer tokens to the API's answer to `GET /auth/me`; any other token is refused as
 * the API would refuse it.
 */
export function stubBff(
  stubs: LoaderStubs | (() => LoaderStubs),
  users: Record<string, RestUser> = {},
): StubBff {
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  // No SECRET_KEY: claims come from `auth.me`, so the stub users decide who is signed in.
  const config = {
    ...base,
    secretKey: undefined,
    logLevel: 'silent' as const,
    voice: { ...base.voice, espeakPath: null, flite: false },
  };
  const calls: string[] = [];
  const refuse = () => {
    throw new Error('stubBff: no REST API in this test');
  };
  const me = async (token: string | undefined) => {
    const user = token ? users[token] : undefined;
    if (!user) throw new AuthenticationError();
    return user;
  };
  type Methods = Record<string, (...args: unknown[]) => unknown>;
  // A factory gives each request its own stubs, as each request has its own loaders.
  const makeLoaders = (_call: unknown, token: string | undefined) => {
    const own = (typeof stubs === 'function' ? stubs() : stubs) as Record<string, Methods | undefined>;
    return new Proxy({} as Loaders, {
      get: (_t, domain: string) =>
        new Proxy(
          {},
          {
            get: (_d, method: string) => {
              const given = domain === 'auth' && method === 'me' ? () => me(token) : own[domain]?.[method];
              return async (...args: unknown[]) => {
                calls.push(`${domain}.${method}`);
                if (!given) throw new Error(`stubBff: no stub for loaders.${domain}.${method}`);
                return given(...args);
              };
            },
          },
        ),
    });
  };
  const { pubsub } = createAppPubSub();
  const yoga = createYogaApp({
    config,
    call: refuse,
    pubsub,
    voice: new VoiceEngine(config, pubsub),
    loginThrottle: createLoginThrottle(),
    registrationThrottle: createRegistrationThrottle(config.registerLimits),
    sessionCheck: createSessionCheck({ me, recheckMs: config.sessionRecheckMs }),
    makeLoaders,
  });
  return {
    calls,
    async gql(query, variables, token) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await yoga.fetch('http://bff.test/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: GqlResult['errors'] };
      return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
    },
  };
}
