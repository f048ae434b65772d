import { partnerTokenPrefix } from '@anamnesis/contract';
import type { BffConfig } from './config.js';
import type { AppPubSub } from './pubsub.js';
import type { LoginThrottle } from './session/loginThrottle.js';
import type { RegistrationThrottle } from './session/registrationThrottle.js';
import type { SessionControl } from './session/session.js';
import type { SessionCheck } from './session/sessionCheck.js';
import type { ClaimsReader, SessionClaims } from './session/tokenClaims.js';
import { AuthenticationError, BannedError, ForbiddenError } from './upstream/errors.js';
import type { Loaders } from './upstream/loaders.js';
import type { RestUser } from './upstream/users.js';
import type { VoiceEngine } from './voice/engine.js';

/** What every resolver receives, built fresh for each operation. */
export interface GraphQLContext {
  config: BffConfig;
  requestId: string;
  /** The bearer token from the session cookie, an Authorization header or graphql-ws connectionParams. */
  token?: string;
  loaders: Loaders;
  session: SessionControl;
  pubsub: AppPubSub;
  /** This server's voice engine: sessions, provider keys, turns (bff/src/voice/README.md). */
  voice: VoiceEngine;
  loginThrottle: LoginThrottle;
  registrationThrottle: RegistrationThrottle;
  /** Whether the API still accepts the token (bans, password and role changes revoke it). */
  sessionCheck: SessionCheck;
  /** Who is calling, for the throttles (bff/src/http/clientAddress.ts). */
  clientAddress: string;
  /** The signed-in user, or null; read from the API at most once per operation. */
  viewer(): Promise<RestUser | null>;
  /**
   * Who the token says the caller is, for scope checks: verified locally when the BFF holds
   * SECRET_KEY (no round trip), else read through `viewer()`.
   */
  claims(): Promise<SessionClaims | null>;
  /**
   * Filled once `viewer()` has settled, for synchronous checks (scope-auth's error message). An object,
   * not a field, because envelop copies the context object and a field set later would be lost.
   */
  viewerState: {
    settled?: RestUser | null;
    claims?: SessionClaims | null;
    /** The API's refusal of a partner token (revoked, expired, unknown), in its words. */
    partnerRefusal?: AuthenticationError;
  };
}

/** A partner token's secret (docs/partners.md), not a person's session token. */
export const isPartnerToken = (token: string | undefined) => !!token?.startsWith(partnerTokenPrefix);

/**
 * What a partner token's caller reads when its scope does not reach a field (docs/partners.md#partner-tokens):
 * a program, so not the people's 'Access denied. Only admin allowed.'; the API's words for the same refusal.
 */
export const partnerOutOfScopeMessage = 'This partner token’s scope does not cover this.';

/**
 * Who a partner token is, from the API (which also counts the call against the token's rate limit). A
 * token the API refuses is nobody, and its refusal (worded for programs, docs/partners.md) is kept for
 * the answer instead of the people's 'Please login to continue.'.
 */
async function partnerClaims(
  ctx: Pick<GraphQLContext, 'loaders' | 'viewerState'>,
): Promise<SessionClaims | null> {
  try {
    const t = await ctx.loaders.partnerTokens.self();
    // A read-only token reads what an admin reads (the API widens it to the school).
    return { userId: 0, isAdmin: t.scope === 'read_only', isSuperAdmin: false, partner: t.scope };
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error;
    ctx.viewerState.partnerRefusal = error;
    return null;
  }
}

/** The refusal for a caller without the claims a field needs: worded for a partner's program or a person. */
export function refusalFor(state: GraphQLContext['viewerState']): Error {
  if (state.partnerRefusal) return state.partnerRefusal;
  if (state.claims?.partner) return new ForbiddenError(partnerOutOfScopeMessage);
  return state.claims ? new ForbiddenError('Access denied. Only admin allowed.') : new AuthenticationError();
}

export function claimsResolver(
  ctx: Pick<GraphQLContext, 'token' | 'viewer' | 'viewerState' | 'loaders'>,
  read?: ClaimsReader,
) {
  let pending: Promise<SessionClaims | null> | undefined;
  return () => {
    pending ??= (async () => {
      if (!ctx.token) return null;
      if (isPartnerToken(ctx.token)) return partnerClaims(ctx);
      if (!read) {
        const v = await ctx.viewer();
        return v && { userId: v.id, isAdmin: v.isAdmin, isSuperAdmin: v.isSuperAdmin };
      }
      return read(ctx.token);
    })().then((c) => {
      ctx.viewerState.claims = c;
      return c;
    });
    return pending;
  };
}

export function viewerResolver(ctx: Pick<GraphQLContext, 'token' | 'loaders' | 'viewerState'>) {
  let pending: Promise<RestUser | null> | undefined;
  return () => {
    pending ??= (async () => {
      // A partner token is nobody's account: no viewer (docs/partners.md).
      if (!ctx.token || isPartnerToken(ctx.token)) return null;
      try {
        return await ctx.loaders.auth.me();
      } catch (error) {
        // An expired, revoked or banned session is simply no viewer; an unreachable API is an error.
        if (error instanceof AuthenticationError || error instanceof BannedError) return null;
        throw error;
      }
    })().then((v) => {
      ctx.viewerState.settled = v;
      return v;
    });
    return pending;
  };
}

/**
 * For code paths scope-auth does not cover (subscription `subscribe` functions, and resolvers that need
 * the viewer's id): who the caller is, or the same errors scope-auth gives.
 */
export async function requireViewer(
  ctx: GraphQLContext,
  role: 'any' | 'admin' = 'any',
): Promise<SessionClaims> {
  const claims = await ctx.claims();
  if (!claims || (role === 'admin' && !claims.isAdmin)) throw refusalFor(ctx.viewerState);
  return claims;
}

/**
 * `requireViewer`, and the API's word (cached a few seconds) that the session was not revoked since it
 * was signed: for the voice operations, which otherwise act on a locally verified token and the built-in
 * patient without asking the API anything.
 */
export async function requireLiveViewer(ctx: GraphQLContext): Promise<SessionClaims> {
  const claims = await requireViewer(ctx);
  const revoked = ctx.token ? await ctx.sessionCheck.revoked(ctx.token) : null;
  if (revoked) throw revoked;
  return claims;
}

/** For a live stream (`liveStream`): settles with the error once the caller's session is revoked. */
export function untilRevoked(ctx: GraphQLContext): { until?: Promise<Error>; onEnd?: () => void } {
  const token = ctx.token;
  if (!token) return {};
  let stop = () => {};
  const until = new Promise<Error>((resolve) => {
    stop = ctx.sessionCheck.watch(token, resolve).stop;
  });
  return { until, onEnd: stop };
}
