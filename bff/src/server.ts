import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { refuseBadGetParams } from './badGetParams.js';
import type { BffConfig } from './config.js';
import { createStaticHandler } from './http/staticFiles.js';
import { createLogger } from './logger.js';
import { createBffMetrics } from './metrics.js';
import { createAppPubSub } from './pubsub.js';
import { createLoginThrottle } from './session/loginThrottle.js';
import { createLoaders, type Loaders } from './upstream/loaders.js';
import { type RestCall, RestClient } from './upstream/restClient.js';
import { registerVoiceEngine, VoiceEngine } from './voice/engine.js';
import { createVoiceHttp } from './voice/http.js';
import { createYogaApp, type YogaApp } from './yoga.js';

type OperationResult = ReturnType<NonNullable<Parameters<typeof useServer>[0]['execute']>>;
type Enveloped = {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
};

export interface BffServer {
  /** Listens; resolves to the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
  yoga: YogaApp;
  rest: RestClient;
}

export interface BffOptions {
  makeLoaders?: (call: RestCall, token: string | undefined, requestId: string) => Loaders;
}

/** A browser may open a WebSocket from our own origin or a configured one; scripts send no Origin. */
function originAllowed(req: IncomingMessage, config: BffConfig): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (config.allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createBffServer(config: BffConfig, options: BffOptions = {}): BffServer {
  const metrics = createBffMetrics();
  const log = createLogger(config.logLevel);
  const rest = new RestClient({
    baseUrl: config.apiBaseUrl,
    ...config.upstream,
    onError: (kind) => metrics.upstreamErrors.inc({ kind }),
  });
  const { pubsub, health: redisHealth, close: closePubSub } = createAppPubSub(config.redisUrl);
  const yoga = createYogaApp({
    config,
    call: rest.call,
    pubsub,
    loginThrottle: createLoginThrottle(),
    makeLoaders: options.makeLoaders,
    metrics,
    log,
  });
  const serveStatic = createStaticHandler(config.webDist);
  // The voice engine: /voice/* (speech, samples) and the /voice/ws audio socket; see bff/src/voice/README.md.
  const voiceEngine = new VoiceEngine(config, pubsub);
  registerVoiceEngine(voiceEngine);
  const voice = createVoiceHttp({
    engine: voiceEngine,
    config,
    call: rest.call,
    makeLoaders: options.makeLoaders ?? createLoaders,
    originAllowed: (req) => originAllowed(req, config),
  });

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path === '/readyz') {
      readiness().then((r) =>
        res.writeHead(r.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(r.body)),
      );
      return;
    }
    if (path === '/metrics') {
      metrics.registry
        .metrics()
        .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text));
      return;
    }
    if (voice.handle(req, res)) return;
    if (path?.startsWith('/graphql') && refuseBadGetParams(req, res)) return;
    if (path?.startsWith('/graphql') || !serveStatic(req, res)) {
      yoga(req, res, { req });
    }
  });

  const wss = new WebSocketServer({ noServer: true });
  // Yoga's envelop (plugins, context, masking) runs for WebSocket operations too.
  useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (voice.upgrade(req, socket, head)) return;
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql' || !originAllowed(req, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
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
    async start() {
      await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
      const { port } = server.address() as AddressInfo;
      const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
      return `http://${host}:${port}`;
    },
    /**
     * Graceful: stops accepting, lets requests in flight finish, closes WebSockets with 1012 (service
     * restart) so clients reconnect — to another replica when there is one.
     */
    async stop() {
      for (const client of wss.clients) client.close(1012, 'Server restarting');
      voice.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await Promise.all([rest.close(), closePubSub()]);
      log.info('bff stopped');
    },
  };
}
