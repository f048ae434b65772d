import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';
import { lti } from './lti.repository.js';
import type { LtiPlatformRow } from './lti.table.js';

export const claim = (name: string) => `https://purl.imsglobal.org/spec/lti/claim/${name}`;
export const DEEP_LINKING_SETTINGS = 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings';
export const AGS_ENDPOINT = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

/** Seconds of clock difference allowed on iat and exp: platforms' tokens live 60 s (docs/lti.md#launch). */
export const CLOCK_SKEW_SECONDS = 5;
const LOGIN_STATE_SECONDS = 600;

/** A launch or login refused: the reason logged, the words the person sees. Nothing is stored. */
export class LtiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly plain: string,
    readonly platform?: string,
  ) {
    super(plain);
    this.name = 'LtiRefusal';
  }
}

const relaunch = 'Go back to your course and open the activity again.';

/**
 * The platforms' key sets, cached per JWKS URL; jose's set refetches when a token names a key id it has
 * not seen (a platform's key rotation), at most every 5 s.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/** OIDC third-party-initiated login: where to send the browser (the platform's auth URL with state and nonce). */
export async function startLogin(db: Db, p: LoginParams, toolUrl: string): Promise<string> {
  if (!p.iss || !p.login_hint)
    throw new LtiRefusal(
      400,
      'login without iss or login_hint',
      `The course platform's sign-in request was incomplete. ${relaunch}`,
      p.iss,
    );
  const candidates = (await lti.platformsOfIssuer(db, p.iss)).filter(
    (x) => !p.client_id || x.client_id === p.client_id,
  );
  const platform = candidates.find((x) => x.status === 'active') ?? candidates[0];
  if (!platform)
    throw new LtiRefusal(
      400,
      'unknown issuer',
      'This course platform is not registered with Anamnesis. Ask your school’s Anamnesis administrator to register it.',
      p.iss,
    );
  assertUsable(platform);
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await lti.insertState(db, {
    state,
    kind: 'login',
    nonce,
    platform_id: platform.id,
    expires_at: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
  });
  const auth = new URL(platform.auth_url);
  const q = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: `${toolUrl}/lti/launch`,
    login_hint: p.login_hint,
    state,
    nonce,
    ...(p.lti_message_hint ? { lti_message_hint: p.lti_message_hint } : {}),
  };
  for (const [k, v] of Object.entries(q)) auth.searchParams.set(k, v);
  return auth.toString();
}

function assertUsable(platform: LtiPlatformRow) {
  if (platform.status === 'pending')
    throw new LtiRefusal(
      403,
      'platform awaiting approval',
      'This course platform registered itself with Anamnesis and is waiting for an Anamnesis administrator to approve it.',
      platform.issuer,
    );
  if (platform.status === 'disabled')
    throw new LtiRefusal(
      403,
      'platform disabled',
      'Launches from this course platform are turned off in Anamnesis. Ask your school’s Anamnesis administrator.',
      platform.issuer,
    );
}

export interface Launch {
  platform: LtiPlatformRow;
  claims: JWTPayload & Record<string, unknown>;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  sub: string;
  deploymentId: string;
  roles: string[];
}

const missing = (what: string, issuer: string) =>
  new LtiRefusal(
    400,
    `missing claim ${what}`,
    `The course platform’s launch did not say ${what}, so Anamnesis cannot open. ${relaunch}`,
    issuer,
  );

/** Checks an id_token posted to /lti/launch (docs/lti.md#launch); the login state is used up only when valid. */
export async function validateLaunch(
  db: Db,
  idToken: string | undefined,
  state: string | undefined,
): Promise<Launch> {
  if (!idToken || !state)
    throw new LtiRefusal(
      400,
      'launch without id_token or state',
      `The course platform sent an incomplete launch. ${relaunch}`,
    );
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(idToken);
  } catch {
    throw new LtiRefusal(
      400,
      'id_token is not a JWT',
      `The course platform sent a launch Anamnesis cannot read. ${relaunch}`,
    );
  }
  const issuer = typeof unverified.iss === 'string' ? unverified.iss : '';
  const stored = await lti.state(db, state, 'login');
  if (!stored)
    throw new LtiRefusal(
      400,
      'unknown state',
      `This launch was not started from here, or it is too old. ${relaunch}`,
      issuer,
    );
  if (stored.used_at)
    throw new LtiRefusal(401, 'replayed nonce', `This launch was already used. ${relaunch}`, issuer);
  if (stored.expires_at.getTime() <= Date.now())
    throw new LtiRefusal(401, 'login state expired', `This launch took too long. ${relaunch}`, issuer);
  const platform = stored.platform_id ? await lti.platform(db, stored.platform_id) : undefined;
  if (!platform || platform.issuer !== issuer)
    throw new LtiRefusal(
      400,
      'unknown issuer',
      'The launch came from a course platform that is not registered with Anamnesis.',
      issuer,
    );
  assertUsable(platform);
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySetOf(platform.jwks_url), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.client_id,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (e) {
    if (e instanceof errors.JWTExpired)
      throw new LtiRefusal(
        401,
        'expired token',
        `The launch from your course expired before it reached Anamnesis. ${relaunch}`,
        issuer,
      );
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey)
      throw new LtiRefusal(
        401,
        'bad signature',
        'The launch was not signed by your course platform’s key, so Anamnesis did not trust it.',
        issuer,
      );
    if (e instanceof errors.JWTClaimValidationFailed)
      throw new LtiRefusal(
        401,
        `invalid claim ${e.claim}`,
        `The launch was not meant for Anamnesis or is not valid (${e.claim}). ${relaunch}`,
        issuer,
      );
    throw new LtiRefusal(
      401,
      `token not verified: ${(e as Error).message}`,
      `Anamnesis could not check the launch with your course platform. ${relaunch}`,
      issuer,
    );
  }
  const now = Math.floor(Date.now() / 1000);
  if ((claims.iat ?? 0) > now + CLOCK_SKEW_SECONDS)
    throw new LtiRefusal(
      401,
      'iat in the future',
      `The launch is dated in the future; a clock is wrong. ${relaunch}`,
      issuer,
    );
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if ((aud.length > 1 || claims.azp !== undefined) && claims.azp !== platform.client_id)
    throw new LtiRefusal(401, 'azp is not our client id', 'The launch was meant for another tool.', issuer);
  if (claims.nonce !== stored.nonce)
    throw new LtiRefusal(
      401,
      'nonce does not match the login',
      `The launch does not belong to the sign-in that started it. ${relaunch}`,
      issuer,
    );
  const c = claims as JWTPayload & Record<string, unknown>;
  if (c[claim('version')] !== '1.3.0') throw missing('LTI version 1.3.0', issuer);
  const messageType = c[claim('message_type')];
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest')
    throw new LtiRefusal(
      400,
      `message type ${String(messageType)}`,
      'The course platform asked Anamnesis for something it does not offer.',
      issuer,
    );
  const deploymentId = c[claim('deployment_id')];
  if (typeof deploymentId !== 'string' || !deploymentId) throw missing('its deployment', issuer);
  if (!(await lti.hasDeployment(db, platform.id, deploymentId)))
    throw new LtiRefusal(
      403,
      `unknown deployment ${deploymentId}`,
      'Anamnesis is not set up for this part of your course platform (its deployment is not registered). Ask your school’s Anamnesis administrator.',
      issuer,
    );
  if (typeof claims.sub !== 'string' || !claims.sub) throw missing('who you are', issuer);
  const roles = c[claim('roles')];
  if (!Array.isArray(roles)) throw missing('your role', issuer);
  if (messageType === 'LtiResourceLinkRequest') {
    const link = c[claim('resource_link')] as { id?: unknown } | undefined;
    if (!link || typeof link.id !== 'string' || !link.id) throw missing('which activity was opened', issuer);
  } else {
    const settings = c[DEEP_LINKING_SETTINGS] as { deep_link_return_url?: unknown } | undefined;
    if (!settings || typeof settings.deep_link_return_url !== 'string')
      throw missing('where to return the chosen case', issuer);
  }
  // Used up last: a refused launch leaves the login as it was, a valid one cannot be replayed.
  if (!(await lti.consumeState(db, state, 'login')))
    throw new LtiRefusal(401, 'replayed nonce', `This launch was already used. ${relaunch}`, issuer);
  return { platform, claims: c, messageType, sub: claims.sub, deploymentId, roles: roles.map(String) };
}
