import { randomUUID } from 'node:crypto';
import {
  isServiceCredential,
  serviceCredential,
  serviceHeader,
  tokenAcceptedHeader,
} from '@anamnesis/contract';
import { passwordChangeRequiredMessage } from '@anamnesis/rules';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  isPartnerSecret,
  outOfScopeMessage,
  readOnlyMessage,
  scopeAllows,
} from '../partnerTokens/partnerTokens.service.js';
import { type Actor, actorFromPartner, actorFromUser, serviceActor } from './actor.js';
import { ApiError, badRequest, forbidden, unauthorized } from './errors.js';
import type { AppServices, RouteDef } from './route.js';
import { formatZodError } from './validation.js';

export const bannedMessage = 'Your account is banned. Please contact the administrator.';
export const invalidServiceCredential = 'The service credential is not valid.';
export const serviceOnlyMessage = 'Only the Anamnesis server (its service credential) may call this.';

const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON.');
  }
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
}

/** Resolves the bearer token to a current, active account, or explains why not. */
export async function authenticate(services: AppServices, header: string | undefined): Promise<Actor | null> {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) return null;
  const token = match[1].trim();
  if (isPartnerSecret(token))
    return actorFromPartner(await services.partners.authenticate(services.db, token));
  const claims = await services.tokens.verify(token);
  if (!claims) throw unauthorized('Session expired. Please login again.');
  const user = await services.accounts.find(services.db, claims.userId);
  if (!user || user.token_version !== claims.version) {
    throw unauthorized('Session expired. Please login again.');
  }
  if (!user.is_status) throw new ApiError(403, 'BANNED', bannedMessage);
  return actorFromUser(user);
}

/**
 * What a partner token may call (docs/partners.md): nothing but GETs, and those its scope names; never
 * the partner tokens or the provider keys. Checked here, for every route, before the route's own rules.
 */
function assertPartnerMay(route: RouteDef, actor: Actor): void {
  if (!actor.partner) return;
  if (route.method !== 'get') throw forbidden(readOnlyMessage);
  const need =
    route.partner ?? (route.path.startsWith('/apiKeys') || route.access === 'service' ? 'never' : 'read');
  if (need === 'never' || !scopeAllows(actor.partner.scope, need)) throw forbidden(outOfScopeMessage);
}

/** Registers each route on the Hono app: parse and validate, authenticate, authorise, run, answer JSON. */
export function mountRoutes(app: Hono, routes: RouteDef[], services: AppServices): void {
  const expectedService = serviceCredential(services.secretKey);
  for (const route of routes) {
    app.on(route.method.toUpperCase(), `/api/v1${toHonoPath(route.path)}`, async (c) => {
      const requestId = (c.get('requestId' as never) as string | undefined) ?? randomUUID();
      const authorization = c.req.header('authorization');
      const partnerCall = /^Bearer\s+anp_/i.test(authorization ?? '');
      // Counted in the partner metrics whatever comes of it (app.ts).
      if (partnerCall) c.set('partnerScope' as never, 'unknown' as never);
      if (partnerCall && route.method !== 'get') throw forbidden(readOnlyMessage);
      // The BFF's service credential (docs/trust.md): a call that presents one presents the right one.
      const presented = c.req.header(serviceHeader);
      const service = presented !== undefined && isServiceCredential(expectedService, presented);
      if (presented !== undefined && !service)
        throw new ApiError(401, 'SERVICE_CREDENTIAL_INVALID', invalidServiceCredential);
      // A service route needs the credential; a person's token is optional there.
      const person =
        route.access === 'public' || (route.access === 'service' && !authorization)
          ? null
          : await authenticate(services, authorization);
      if (route.access === 'service' && !service)
        throw person ? forbidden(serviceOnlyMessage) : unauthorized(serviceOnlyMessage);
      // The BFF calling on a person's behalf: that person's permissions, and what only the server may
      // do (write patient lines that count, read them whole, read an answer key). Never for a partner.
      const actor =
        person && !person.partner && service
          ? { ...person, viaBff: true }
          : (person ?? (route.access === 'service' ? serviceActor : null));
      if (route.access !== 'public' && !actor) throw unauthorized();
      if (actor?.mustChangePassword && !route.duringPasswordChange)
        throw new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', passwordChangeRequiredMessage);
      // Tells the BFF that this session token stood a moment ago, so it need not ask (docs/api.md#token-accepted).
      if (actor && !actor.partner) c.header(tokenAcceptedHeader, '1');
      if (actor?.partner) {
        c.set('partnerScope' as never, actor.partner.scope as never);
        assertPartnerMay(route, actor);
      } else if (route.access === 'admin' && !actor?.isAdmin)
        throw forbidden('Access denied. Only admin allowed.');
      const params = parse(route.params, c.req.param());
      const query = parse(route.query, c.req.query());
      const body = route.body ? parse(route.body, await readJson(c)) : undefined;
      const result = await route.handler({
        params,
        query,
        body,
        get actor() {
          if (!actor) throw unauthorized();
          return actor;
        },
        services,
        requestId,
      });
      for (const [k, v] of Object.entries(result.headers ?? {})) c.header(k, v);
      if (result.stream) return c.body(result.stream, (result.status ?? 200) as 200);
      return c.json(result.body as object, (result.status ?? 200) as 200);
    });
  }
}

/** Postgres error codes we turn into clear 4xx answers instead of a 500. */
export function errorToResponse(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return badRequest(formatZodError(error));
  const code = (error as { code?: string })?.code;
  if (code === '23505') return new ApiError(409, 'CONFLICT', 'That record already exists.');
  if (code === '23503') return new ApiError(400, 'BAD_REQUEST', 'A referenced record does not exist.');
  // 22021 and 22P05: text PostgreSQL cannot store, e.g. a NUL character (\u0000) in a string or a JSON value.
  if (code === '22P02' || code === '22003' || code === '22021' || code === '22P05')
    return badRequest('A value in the request is not valid.');
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, 'UNAVAILABLE', 'The database is temporarily unavailable. Please try again.');
  }
  return null;
}

/** The database restarting or out of reach: the pool reconnects by itself, so this is temporary. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (
    e?.code &&
    ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET'].includes(
      e.code,
    )
  ) {
    return true;
  }
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
    e?.message ?? '',
  );
}
