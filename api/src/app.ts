import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serviceHeader } from '@anamnesis/contract';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { sql } from 'kysely';
import type { ApiConfig } from './config.js';
import { createDb, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed.js';
import { createLogger } from './lib/logger.js';
import { type ApiMetrics, createApiMetrics } from './lib/metrics.js';
import type { AppServices } from './lib/route.js';
import { errorToResponse, mountRoutes } from './lib/router.js';
import { createTokenService } from './lib/tokens.js';
import { createMemoryCounter, createRedisCounter } from './lib/windowCounter.js';
import { mountLti } from './lti/lti.http.js';
import { startScoreOutbox } from './lti/lti.outbox.js';
import { buildOpenApi } from './openapi/openapi.js';
import { createPartnerAccess, RateLimited } from './partnerTokens/partnerTokens.service.js';
import { routes } from './routes.js';
import { AccountCache } from './users/accountCache.js';
import { listenForAccountChanges } from './users/accountListener.js';

const MAX_BODY_BYTES = 1024 * 1024;

/** SECRET_KEY as given; in embedded mode generated once and kept beside the database. */
function resolveSecret(config: ApiConfig): string {
  if (config.secretKey) return config.secretKey;
  if (config.databaseUrl)
    throw new Error('Invalid environment variable SECRET_KEY: required when DATABASE_URL is set');
  if (config.dataDir === 'memory') return randomBytes(32).toString('base64url');
  const file = `${config.dataDir}/secret.key`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function buildHttpApp(services: AppServices, metrics: ApiMetrics = createApiMetrics()): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    // The BFF forwards its request id, so one user action can be followed across both servers' logs.
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('requestId' as never, requestId as never);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    // The matched route pattern (not the raw path) keeps metric labels few.
    metrics.observe(c.req.method, c.req.routePath ?? 'unmatched', c.res.status, seconds);
    const partnerScope = c.get('partnerScope' as never) as string | undefined;
    if (partnerScope) metrics.partner(partnerScope, c.res.status);
    services.log.debug('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(seconds * 1000),
    });
  });
  app.get('/metrics', async (c) =>
    c.text(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType }),
  );
  // JSON answers of 1 KiB or more compressed for callers that accept it (partners' programs, a proxy);
  // not for the BFF, which reads the API over the local network with its service credential and would
  // only spend CPU on both sides (docs/api.md).
  const compressJson = compress({ contentTypeFilter: /^application\/json/, threshold: 1024 });
  app.use('/api/*', (c, next) => (c.req.header(serviceHeader) ? next() : compressJson(c, next)));
  // The rest of the body is never read, so the connection cannot be reused: tell the client.
  const tooLarge = (c: Context) =>
    c.json({ message: 'Request body is larger than 1 MB.' }, 413, { Connection: 'close' });
  const limitStreamed = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // A body sent in chunks is counted as it is read. One of a stated length is judged by its length,
    // from the header alone: Hono's bodyLimit asks for `request.body`, which makes @hono/node-server
    // build a whole web Request for every call, GETs included (a tenth of the API's own CPU under a
    // class's load: tests/bench/README.md, issue 28, item 6), and then read the body through web
    // streams instead of straight from the socket.
    if (c.req.header('transfer-encoding') !== undefined) return limitStreamed(c, next);
    const length = c.req.header('content-length');
    if (length !== undefined && Number.parseInt(length, 10) > MAX_BODY_BYTES) return tooLarge(c);
    await next();
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await sql`select 1`.execute(services.db);
      return c.json({ status: 'ok', database: 'ok' });
    } catch {
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    }
  });
  const openApi = buildOpenApi(routes);
  app.get('/api/v1/openapi.json', (c) => c.json(openApi));
  mountRoutes(app, routes, services);
  mountLti(app, services);
  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    const known = errorToResponse(error);
    if (error instanceof RateLimited) {
      c.set('partnerScope' as never, error.scope as never);
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (known) return c.json({ message: known.message, code: known.code }, known.status as 400);
    const requestId = c.get('requestId' as never) as string;
    services.log.error('unhandled error', { requestId, error: String((error as Error)?.stack ?? error) });
    return c.json({ message: 'Something went wrong on our side. Please try again.', requestId }, 500);
  });
  return app;
}

export interface ApiServer {
  /** Migrates, seeds, listens; resolves to the base URL (`http://host:port`). */
  start(): Promise<string>;
  stop(): Promise<void>;
  services: AppServices;
}

export function createApiServer(config: ApiConfig, database: Db = createDb(config)): ApiServer {
  const secretKey = resolveSecret(config);
  const accounts = new AccountCache();
  // Every statement goes through the account cache, so a change to an account empties it.
  const db = database.withPlugin(accounts);
  const log = createLogger(config.logLevel, { service: 'api' });
  // With Redis a partner's budget is one over every API process (docs/partners.md#rate-limit).
  const counter = config.redisUrl ? createRedisCounter(config.redisUrl, log) : createMemoryCounter();
  const services: AppServices = {
    db,
    accounts,
    config,
    secretKey,
    tokens: createTokenService(secretKey, config.tokenTtlSeconds),
    log,
    partners: createPartnerAccess(config.partnerRateLimitPerMinute, counter),
  };
  let server: ReturnType<typeof serve> | undefined;
  let listener: { stop(): Promise<void> } | undefined;
  let scoreOutbox: { stop(): Promise<void> } | undefined;
  return {
    services,
    async start() {
      await migrateToLatest(db, secretKey);
      // Embedded PGlite has no other process; a PostgreSQL server may (docs/decisions.md#account-cache).
      if (config.databaseUrl) listener = listenForAccountChanges(config.databaseUrl, accounts, services.log);
      await seedDatabase(db, config);
      const app = buildHttpApp(services);
      scoreOutbox = startScoreOutbox(services);
      const address = await new Promise<AddressInfo>((resolve) => {
        server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, resolve);
      });
      const url = `http://${config.host}:${address.port}`;
      services.log.info('api listening', { url, database: config.databaseUrl ? 'postgresql' : 'pglite' });
      return url;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await scoreOutbox?.stop();
      await listener?.stop();
      counter.close();
      await db.destroy();
    },
  };
}
