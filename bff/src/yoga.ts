import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, getOperationAST, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type GraphiQLOptions, type Plugin } from 'graphql-yoga';
import { compiledExecution } from './compiledExecution.js';
import type { BffConfig } from './config.js';
import { claimsResolver, type GraphQLContext, isPartnerToken, viewerResolver } from './context.js';
import { createClientAddress } from './http/clientAddress.js';
import { compressJsonAnswers } from './http/compression.js';
import { originAllowed } from './http/origins.js';
import type { Logger } from './logger.js';
import { maskError, withoutSuggestions } from './maskError.js';
import type { BffMetrics } from './metrics.js';
import type { AppPubSub } from './pubsub.js';
import { schema } from './schema/index.js';
import type { LoginThrottle } from './session/loginThrottle.js';
import type { RegistrationThrottle } from './session/registrationThrottle.js';
import { createSessionControl, type SessionControl, sessionToken } from './session/session.js';
import type { SessionCheck } from './session/sessionCheck.js';
import { createClaimsReader } from './session/tokenClaims.js';
import { ForbiddenError } from './upstream/errors.js';
import { createLoaders, type Loaders } from './upstream/loaders.js';
import type { RestCall } from './upstream/restClient.js';
import type { VoiceEngine } from './voice/engine.js';

/** What the HTTP server or the WebSocket server hands Yoga for each operation. */
export interface ServerContext {
  req?: IncomingMessage;
  /** graphql-ws `connectionParams`. */
  connectionParams?: Record<string, unknown>;
}

export interface YogaDeps {
  config: BffConfig;
  metrics?: BffMetrics;
  log?: Logger;
  call: RestCall;
  pubsub: AppPubSub;
  voice: VoiceEngine;
  loginThrottle: LoginThrottle;
  registrationThrottle: RegistrationThrottle;
  sessionCheck: SessionCheck;
  /** Tests swap the REST loaders for stubs. */
  makeLoaders?: (call: RestCall, token: string | undefined, requestId: string) => Loaders;
  /** More envelop plugins, after the BFF's own. */
  plugins?: Plugin[];
}

/**
 * What the plugins below keep of one HTTP request. Each request has a server context of its own (Yoga's
 * Node adapter makes one per request; `yoga.fetch` too), the object Yoga builds the GraphQL context into:
 * a field on it costs less than a WeakMap entry per request, and the context's `session` is on it once
 * the context is built (issue 28 item 1).
 */
interface RequestState {
  /** `performance.now()` when the request came in. */
  [startedAt]?: number;
  /** The GraphQL context's session control, once the context was built. */
  session?: SessionControl;
}
const startedAt = Symbol('startedAt');

/** Adds the Set-Cookie headers a mutation asked for (login, logout, password change). */
const sessionCookies: Plugin = {
  onResponse({ serverContext, response }) {
    for (const cookie of (serverContext as RequestState).session?.pendingCookies ?? [])
      response.headers.append('set-cookie', cookie);
  },
};

/** One structured log line and one metric observation per HTTP GraphQL request, with its request id. */
function requestLog(metrics: BffMetrics | undefined, log: Logger | undefined): Plugin {
  return {
    onRequest({ serverContext }) {
      (serverContext as RequestState)[startedAt] = performance.now();
    },
    onResponse({ request, response, serverContext }) {
      const t0 = (serverContext as RequestState)[startedAt];
      if (t0 === undefined) return;
      const seconds = (performance.now() - t0) / 1000;
      const operation = request.method === 'GET' ? 'get' : 'post';
      metrics?.duration.observe({ operation }, seconds);
      metrics?.requests.inc({ operation, outcome: response.status < 400 ? 'ok' : 'error' });
      log?.debug('graphql request', {
        requestId: response.headers.get('x-request-id'),
        status: response.status,
        ms: Math.round(seconds * 1000),
      });
    },
  };
}

export const partnerReadOnlyMessage = 'A partner token can only read.';

/**
 * A partner token (docs/partners.md) runs queries only: every mutation and subscription is refused with
 * FORBIDDEN before any resolver runs, whatever the token's scope (the API refuses its writes too).
 */
const partnerReadOnly: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (!isPartnerToken((args.contextValue as unknown as GraphQLContext).token)) return;
    const op = getOperationAST(args.document, args.operationName);
    if (op?.operation !== 'query')
      setResultAndStopExecution({ errors: [new ForbiddenError(partnerReadOnlyMessage)] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (!isPartnerToken((args.contextValue as unknown as GraphQLContext).token)) return;
    setResultAndStopExecution({ errors: [new ForbiddenError(partnerReadOnlyMessage)] });
  },
};

/**
 * Validation errors without suggestions (maskError.ts), for both paths that validate through Yoga's
 * envelop: HTTP and graphql-ws. Armor's `blockFieldSuggestion` matched only
 * `Did you mean "x"?`, so enum values and inline fragments were still suggested.
 */
const hideSuggestions: Plugin = {
  onValidate:
    () =>
    ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((e) => (e instanceof GraphQLError ? withoutSuggestions(e) : e)));
    },
};

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * GraphiQL with its code, styles and editor workers in the page itself (@graphql-yoga/render-graphiql),
 * not fetched from unpkg.com and raw.githubusercontent.com as Yoga's default page does: the explorer works
 * offline and behind a strict firewall, and depends on no third-party host. The page is 9 MB: loaded on
 * the first visit (not at start, nor at all with GRAPHIQL=false) and rendered once.
 */
let graphiqlPage: Promise<string> | undefined;
function renderGraphiQLOffline(opts: GraphiQLOptions | undefined) {
  graphiqlPage ??= import('@graphql-yoga/render-graphiql').then((m) => m.renderGraphiQL(opts));
  return graphiqlPage;
}

/**
 * The depth limit for introspection, which armor's `maxDepth` leaves out. The introspection query of
 * GraphiQL and other tools (graphql-js `getIntrospectionQuery`) is 15 deep with its fragments flattened;
 * a deeper `__schema` or `__type` selection is refused. Ordinary queries pass armor's stricter limit
 * first, so this one never decides for them.
 */
export const MAX_INTROSPECTION_DEPTH = 15;

const introspectionDepthLimit: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(
      maxDepthRule({ n: MAX_INTROSPECTION_DEPTH, ignoreIntrospection: false, flattenFragments: true }),
    );
  },
};

/** The largest request body the BFF reads: the REST API refuses larger ones too. */
const MAX_BODY_BYTES = 1_048_576;

function jsonError(fetchAPI: { Response: typeof Response }, status: number, message: string, code: string) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Bounds request bodies from their Content-Length, which Node's HTTP parser holds the body to. Yoga's
 * own limit pipes every body through a TransformStream instead: a quarter of a small query's time in
 * process. A chunked body has no length to check, so it is refused; every GraphQL client sends one.
 */
const bodySizeLimit: Plugin = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method !== 'POST') return;
    const length = request.headers.get('content-length');
    if (length === null) {
      if (request.headers.has('transfer-encoding'))
        endResponse(jsonError(fetchAPI, 411, 'Send a Content-Length header.', 'LENGTH_REQUIRED'));
      return;
    }
    if (!/^\d+$/.test(length))
      endResponse(jsonError(fetchAPI, 400, 'Content-Length header is invalid.', 'BAD_REQUEST'));
    else if (Number(length) > MAX_BODY_BYTES)
      endResponse(jsonError(fetchAPI, 413, 'Request body is larger than 1 MB.', 'REQUEST_ENTITY_TOO_LARGE'));
  },
};

/**
 * A GET request's `variables` and `extensions` must be JSON objects: Yoga's own parse of them throws,
 * which would be masked as a 500, so a malformed one is refused here as the client's mistake.
 */
const getParameters: Plugin = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method !== 'GET') return;
    const params = new URL(request.url).searchParams;
    for (const name of ['variables', 'extensions']) {
      const raw = params.get(name);
      if (raw === null || raw === '') continue;
      let ok = false;
      try {
        const value: unknown = JSON.parse(raw);
        ok = value === null || (typeof value === 'object' && !Array.isArray(value));
      } catch {}
      if (!ok) {
        endResponse(jsonError(fetchAPI, 400, `The ${name} parameter must be a JSON object.`, 'BAD_REQUEST'));
        return;
      }
    }
  },
};

/** Refuses POSTs whose content type a plain HTML form could send: with the SameSite cookie, no CSRF. */
const csrfPrevention: Plugin = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method !== 'POST') return;
    const type = request.headers.get('content-type') ?? '';
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i.test(type)) {
      endResponse(
        jsonError(fetchAPI, 415, 'Send GraphQL requests as application/json.', 'UNSUPPORTED_MEDIA_TYPE'),
      );
    }
  },
};

function isSecureRequest(config: BffConfig, req: IncomingMessage | undefined, request: Request | undefined) {
  if (config.cookieSecure !== 'auto') return config.cookieSecure === 'true';
  // A Node request came over this plain HTTP server: only a proxy's word makes it https.
  if (req) return req.headers['x-forwarded-proto'] === 'https';
  return (
    request?.headers.get('x-forwarded-proto') === 'https' ||
    (request ? new URL(request.url).protocol === 'https:' : false)
  );
}

export function createYogaApp(deps: YogaDeps) {
  const { config } = deps;
  const makeLoaders = deps.makeLoaders ?? createLoaders;
  const readClaims = createClaimsReader(config.secretKey);
  const clientAddressOf = createClientAddress(config.trustedProxies);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Bounded by bodySizeLimit below, from the headers alone.
    maxRequestBodySize: false,
    landingPage: false,
    // No uploads in the schema, and csrfPrevention refuses multipart bodies: no parser to try for them.
    multipart: false,
    // Yoga's default echoes any Origin with credentials: a page on another port of the same host (same
    // site, so the SameSite cookie goes along) could read and write as the signed-in user.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !originAllowed(origin, request.headers.get('host'), config.allowedOrigins)) return false;
      return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: CORS_ALLOWED_HEADERS };
    },
    graphiql: config.graphiql ? { title: 'Anamnesis GraphQL', subscriptionsProtocol: 'WS' } : false,
    renderGraphiQL: renderGraphiQLOffline,
    // Only AppError (a GraphQLError with a code) reaches clients as written; see bff/src/maskError.ts.
    maskedErrors: { maskError },
    logging: deps.log ?? (config.logLevel === 'silent' ? false : config.logLevel),
    plugins: [
      requestLog(deps.metrics, deps.log),
      csrfPrevention,
      bodySizeLimit,
      getParameters,
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        maxDirectives: { n: 20 },
        // hideSuggestions below covers every kind of suggestion.
        blockFieldSuggestion: { enabled: false },
      }),
      hideSuggestions,
      config.introspection ? introspectionDepthLimit : disableIntrospection,
      partnerReadOnly,
      sessionCookies,
      compiledExecution(),
      ...(deps.plugins ?? []),
      // Last, so the answer it compresses carries every header the plugins above added.
      compressJsonAnswers,
    ],
    context: async (initial): Promise<GraphQLContext> => {
      const request = (initial as { request?: Request }).request;
      const req = initial.req;
      const params = initial.connectionParams ?? {};
      // Node's own header object when the request came through Node's server (cheaper than the Request's
      // Headers, which hold the same values); an in-process `yoga.fetch` has only the Request.
      const header = (name: 'authorization' | 'cookie' | 'x-request-id') => {
        const value = req ? req.headers[name] : request?.headers.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const token = sessionToken(
        { authorization: header('authorization'), cookie: header('cookie') },
        params,
      );
      const incomingId = header('x-request-id');
      const requestId =
        typeof incomingId === 'string' && incomingId.length <= 100 ? incomingId : randomUUID();
      const session = createSessionControl(isSecureRequest(config, req, request));
      session.requestId = requestId;
      const ctx: GraphQLContext = {
        config,
        requestId,
        token,
        loaders: makeLoaders(deps.call, token, requestId),
        session,
        pubsub: deps.pubsub,
        voice: deps.voice,
        loginThrottle: deps.loginThrottle,
        registrationThrottle: deps.registrationThrottle,
        sessionCheck: deps.sessionCheck,
        // Without the connection (an in-process `yoga.fetch`), no header is believed either.
        clientAddress: req ? clientAddressOf(req) : 'unknown',
        viewer: () => Promise.resolve(null),
        claims: () => Promise.resolve(null),
        viewerState: {},
      };
      ctx.viewer = viewerResolver(ctx);
      ctx.claims = claimsResolver(ctx, readClaims);
      return ctx;
    },
  });
  return yoga;
}

const CORS_ALLOWED_HEADERS = ['content-type', 'authorization', 'x-request-id'];

export type YogaApp = ReturnType<typeof createYogaApp>;
