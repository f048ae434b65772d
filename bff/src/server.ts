import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serviceCredential } from '@anamnesis/contract';
import type { Plugin } from 'graphql-yoga';
import type { BffConfig } from './config.js';
import { createGraphqlSocket } from './graphqlSocket.js';
import { createFrameAncestors } from './http/frameAncestors.js';
import { createLtiProxy } from './http/ltiProxy.js';
import { createMarksExport } from './http/marksExport.js';
import { metricsReadable } from './http/metricsAccess.js';
import { originAllowed } from './http/origins.js';
import { createStaticHandler } from './http/staticFiles.js';
import { createLogger } from './logger.js';
import { createBffMetrics } from './metrics.js';
import { type AppPubSub, createAppPubSub } from './pubsub.js';
import { createLoginThrottle } from './session/loginThrottle.js';
import { createRegistrationThrottle } from './session/registrationThrottle.js';
import { createSessionCheck } from './session/sessionCheck.js';
import { createSharedWindows } from './session/sharedWindows.js';
import { memoryWindows } from './session/slidingWindow.js';
import { createLoaders, type Loaders } from './upstream/loaders.js';
import { type RestCall, RestClient } from './upstream/restClient.js';
import { VoiceEngine } from './voice/engine.js';
import { createVoiceHttp } from './voice/http.js';
import { createYogaApp, type YogaApp } from './yoga.js';

export interface BffServer {
  /** Listens; resolves to the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
  yoga: YogaApp;
  rest: RestClient;
  /** Where this replica publishes its events (tests publish through it too). */
  pubsub: AppPubSub;
  /** The voice engine (tests tune how long its copy of a conversation stays fresh). */
  voice: VoiceEngine;
}

export interface BffOptions {
  makeLoaders?: (call: RestCall, token: string | undefined, requestId: string) => Loaders;
  /** More envelop plugins for the Yoga instance: they apply to every GraphQL request. */
  plugins?: Plugin[];
}

/** A browser may open a WebSocket from our own origin or a configured one; scripts send no Origin. */
const socketOriginAllowed = (req: IncomingMessage, config: BffConfig) =>
  originAllowed(req.headers.origin, req.headers.host, config.allowedOrigins);

export function createBffServer(config: BffConfig, options: BffOptions = {}): BffServer {
  const metrics = createBffMetrics();
  const log = createLogger(config.logLevel);
  const rest = new RestClient({
    baseUrl: config.apiBaseUrl,
    ...config.upstream,
    onError: (kind) => metrics.upstreamErrors.inc({ kind }),
    onTokenAccepted: (token) => sessionCheck.confirm(token),
    ...(config.secretKey ? { serviceCredential: serviceCredential(config.secretKey) } : {}),
  });
  const { pubsub, health: redisHealth, close: closePubSub } = createAppPubSub(config.redisUrl);
  const makeLoaders = options.makeLoaders ?? createLoaders;
  const sessionCheck = createSessionCheck({
    me: (token) => makeLoaders(rest.call, token, randomUUID()).auth.me(),
    recheckMs: config.sessionRecheckMs,
  });
  // The voice engine: on the GraphQL context, and behind /voice/* (speech, samples) and the /voice/ws
  // audio socket; see bff/src/voice/README.md.
  const voiceEngine = new VoiceEngine(config, pubsub);
  // With Redis the throttles count every replica's attempts together (README, Throttling).
  const sharedWindows = config.redisUrl ? createSharedWindows(config.redisUrl, log) : undefined;
  const windows = sharedWindows ?? memoryWindows();
  const yoga = createYogaApp({
    config,
    call: rest.call,
    pubsub,
    voice: voiceEngine,
    loginThrottle: createLoginThrottle(undefined, windows),
    registrationThrottle: createRegistrationThrottle(config.registerLimits, windows),
    sessionCheck,
    makeLoaders: options.makeLoaders,
    plugins: options.plugins,
    metrics,
    log,
  });
  // Learning platforms may show the app in their course pages (docs/lti.md#session).
  const frameAncestors = createFrameAncestors(config.apiBaseUrl);
  const serveStatic = createStaticHandler(config.webDist, {
    sourceMaps: config.serveSourceMaps,
    frameAncestors,
  });
  const serveMetrics = (res: ServerResponse) =>
    metrics.registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text));
  // /metrics without a token, on a port of its own that compose does not publish.
  const metricsServer =
    config.metrics.port === undefined
      ? null
      : createServer((req, res) => {
          if ((req.url ?? '/').split('?')[0] === '/metrics') serveMetrics(res);
          else res.writeHead(404).end();
        });
  const voice = createVoiceHttp({
    engine: voiceEngine,
    config,
    call: rest.call,
    makeLoaders,
    sessionCheck,
    originAllowed: (req) => socketOriginAllowed(req, config),
  });

  const marksExport = createMarksExport({
    apiBaseUrl: config.apiBaseUrl,
    headersTimeoutMs: config.upstream.timeoutMs,
  });
  // The LTI 1.3 endpoints are the API's, reached at the app's origin (docs/lti.md#where-it-runs).
  const ltiProxy = createLtiProxy({
    apiBaseUrl: config.apiBaseUrl,
    timeoutMs: config.upstream.timeoutMs,
    secure: config.cookieSecure,
    onPassed: () => frameAncestors.invalidate(),
  });

  /** The doors that are not GraphQL: health, metrics, voice audio, the marks export, the web app. */
  function otherRoute(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return true;
    }
    if (path === '/readyz') {
      readiness().then((r) =>
        res.writeHead(r.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(r.body)),
      );
      return true;
    }
    if (path === '/metrics') {
      if (metricsReadable(req, config.metrics.token)) serveMetrics(res);
      else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}');
      return true;
    }
    if (ltiProxy(req, res)) return true;
    if (voice.handle(req, res) || marksExport(req, res)) return true;
    return !path?.startsWith('/graphql') && serveStatic(req, res);
  }

  // GraphQL over HTTP is Yoga's own Node handler, whole: every request goes through its pipeline and
  // every plugin in yoga.ts (CORS, body limits, masking, cookies, logging, compression). What is not
  // GraphQL and not another door gets Yoga's 404.
  const server: Server = createServer((req, res) => {
    if (!otherRoute(req, res)) yoga(req, res);
  });

  const graphqlSocket = createGraphqlSocket(yoga, sessionCheck, log);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (voice.upgrade(req, socket, head)) return;
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql' || !socketOriginAllowed(req, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    graphqlSocket.upgrade(req, socket, head);
  });

  /**
   * Ready while the API answers. Redis down leaves this replica serving queries and mutations (events
   * then stay on the replica): reported as `degraded`, still 200, since every replica shares Redis.
   */
  async function readiness() {
    let api: 'ok' | 'unavailable' | 'unreachable';
    try {
      const r = await fetch(`${config.apiBaseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      api = r.ok ? 'ok' : 'unavailable';
    } catch {
      api = 'unreachable';
    }
    const redis = redisHealth();
    const status = api !== 'ok' ? 'unavailable' : redis === 'unreachable' ? 'degraded' : 'ok';
    return { ok: api === 'ok', body: { status, api, redis } };
  }

  return {
    yoga,
    rest,
    pubsub,
    voice: voiceEngine,
    async start() {
      await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
      if (metricsServer)
        await new Promise<void>((resolve) => metricsServer.listen(config.metrics.port, config.host, resolve));
      const { port } = server.address() as AddressInfo;
      const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
      return `http://${host}:${port}`;
    },
    /**
     * Graceful: stops accepting, lets requests in flight finish, closes WebSockets with 1012 (service
     * restart) so clients reconnect — to another replica when there is one.
     */
    async stop() {
      graphqlSocket.close();
      sessionCheck.close();
      voice.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await new Promise<void>((resolve) =>
        metricsServer ? metricsServer.close(() => resolve()) : resolve(),
      );
      sharedWindows?.close();
      await Promise.all([rest.close(), closePubSub()]);
      log.info('bff stopped');
    },
  };
}
