import type { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { PartnerAccess, PartnerNeed } from '../partnerTokens/partnerTokens.service.js';
import type { AccountCache } from '../users/accountCache.js';
import type { Actor } from './actor.js';
import type { Logger } from './logger.js';
import type { TokenService } from './tokens.js';

/** What every handler can reach: built once per server by the app factory. */
export interface AppServices {
  db: Db;
  config: ApiConfig;
  secretKey: string;
  tokens: TokenService;
  log: Logger;
  /** The accounts authentication reads on every call, kept while unchanged (docs/decisions.md#account-cache). */
  accounts: AccountCache;
  /** Partner tokens' rate limits and last-use stamps (docs/partners.md). */
  partners: PartnerAccess;
}

/**
 * Who may call a route. `user` is any signed-in account, `admin` admins and super admins, `service` the
 * BFF with its service credential, with or without a person's token (docs/trust.md).
 */
export type Access = 'public' | 'user' | 'admin' | 'service';

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller; throws 401 when read on a public route without a token. */
  readonly actor: Actor;
  services: AppServices;
  requestId: string;
}

export interface RouteResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent as the body instead of `body` as JSON (a streamed export); `headers` give its type. */
  stream?: ReadableStream<Uint8Array>;
}

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
}

type Schema = z.ZodType | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDef<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style, relative to /api/v1: `/users/{id}`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /**
   * Which partner-token scopes may call it (docs/partners.md): `statistics` every scope, `marks` the
   * marks scopes, `read` read-only tokens, `never` none. Default: `read` for a GET, else `never`.
   */
  partner?: PartnerNeed;
  /**
   * Callable by an account that must change its password first (docs/accounts.md#profile-and-password):
   * reading who is signed in and changing the password; every other route answers 403
   * `PASSWORD_CHANGE_REQUIRED` until then.
   */
  duringPasswordChange?: boolean;
  /** The finer rule, in words, for the OpenAPI document (who may call it on what). */
  rule?: string;
  params?: P;
  query?: Q;
  body?: B;
  responses: Record<number, ResponseDoc>;
  handler: (ctx: RouteContext<Out<P>, Out<Q>, Out<B>>) => Promise<RouteResult>;
}

/** Identity function that keeps the handler's types tied to its schemas. */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(def: RouteDef<P, Q, B>): RouteDef {
  return def as unknown as RouteDef;
}
