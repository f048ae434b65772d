import type { Db } from '../db/database.js';
import { LtiRefusal } from './lti.launch.js';
import { lti } from './lti.repository.js';
import { NRPS_SCOPE } from './lti.roster.js';

const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const refused = (reason: string, plain: string, issuer?: string) =>
  new LtiRefusal(400, reason, plain, issuer);

const httpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string' || v.length > 2000) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

async function fetchJson(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(8000) });
  const text = await res.text();
  if (text.length > 256 * 1024) throw new Error('answer too large');
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: null };
  }
}

/** What the tool registers with a platform (LTI Dynamic Registration's client registration request). */
export const toolConfiguration = (toolUrl: string) => ({
  application_type: 'web',
  response_types: ['id_token'],
  grant_types: ['implicit', 'client_credentials'],
  initiate_login_uri: `${toolUrl}/lti/login`,
  redirect_uris: [`${toolUrl}/lti/launch`],
  client_name: 'Anamnesis',
  jwks_uri: `${toolUrl}/lti/jwks`,
  token_endpoint_auth_method: 'private_key_jwt',
  scope: [
    'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
    'https://purl.imsglobal.org/spec/lti-ags/scope/score',
    'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
    NRPS_SCOPE,
  ].join(' '),
  [TOOL_CONFIGURATION]: {
    domain: new URL(toolUrl).host,
    target_link_uri: `${toolUrl}/lti/launch`,
    claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
    messages: [
      { type: 'LtiResourceLinkRequest', target_link_uri: `${toolUrl}/lti/launch` },
      {
        type: 'LtiDeepLinkingRequest',
        target_link_uri: `${toolUrl}/lti/launch`,
        label: 'Anamnesis patient case',
      },
    ],
  },
});

/**
 * LTI Dynamic Registration opened from a platform: reads its openid configuration, registers the tool
 * there, and stores the platform as pending until a super admin approves it (docs/lti.md#registrations).
 */
export async function registerDynamically(
  db: Db,
  openidConfiguration: unknown,
  registrationToken: unknown,
  toolUrl: string,
) {
  if (!httpUrl(openidConfiguration))
    throw refused(
      'registration without openid_configuration',
      'The course platform did not say where its configuration is, so Anamnesis cannot register with it.',
    );
  let config: Record<string, unknown>;
  try {
    const r = await fetchJson(openidConfiguration);
    if (r.status !== 200 || !r.body || typeof r.body !== 'object') throw new Error(`answered ${r.status}`);
    config = r.body as Record<string, unknown>;
  } catch (e) {
    throw refused(
      `openid configuration unreadable: ${(e as Error).message}`,
      'Anamnesis could not read the course platform’s configuration.',
    );
  }
  const issuer = config.issuer;
  // The configuration must come from the issuer itself (Dynamic Registration, issuer validation).
  if (!httpUrl(issuer) || !openidConfiguration.startsWith(issuer))
    throw refused(
      'issuer does not match the configuration URL',
      'The course platform’s configuration names another platform, so Anamnesis did not register.',
      String(issuer),
    );
  for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'registration_endpoint'])
    if (!httpUrl(config[field]))
      throw refused(
        `openid configuration without ${field}`,
        'The course platform’s configuration is incomplete, so Anamnesis did not register.',
        issuer,
      );
  let answer: Record<string, unknown>;
  try {
    const r = await fetchJson(config.registration_endpoint as string, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(typeof registrationToken === 'string' && registrationToken
          ? { authorization: `Bearer ${registrationToken}` }
          : {}),
      },
      body: JSON.stringify(toolConfiguration(toolUrl)),
    });
    if (r.status < 200 || r.status > 299 || !r.body || typeof r.body !== 'object')
      throw new Error(`answered ${r.status}`);
    answer = r.body as Record<string, unknown>;
  } catch (e) {
    throw refused(
      `registration refused: ${(e as Error).message}`,
      'The course platform refused Anamnesis’s registration.',
      issuer,
    );
  }
  const clientId = answer.client_id;
  if (typeof clientId !== 'string' || !clientId)
    throw refused(
      'registration answer without client_id',
      'The course platform did not give Anamnesis a client id.',
      issuer,
    );
  const deployment = (answer[TOOL_CONFIGURATION] as { deployment_id?: unknown } | undefined)?.deployment_id;
  if (await lti.platformByIssuer(db, issuer, clientId))
    throw refused(
      'platform already registered',
      'This course platform is already registered with Anamnesis.',
      issuer,
    );
  const product = (config[PLATFORM_CONFIGURATION] as { product_family_code?: unknown } | undefined)
    ?.product_family_code;
  return lti.insertPlatform(
    db,
    {
      name: `${typeof product === 'string' ? product : 'Platform'} at ${new URL(issuer).host}`,
      issuer,
      client_id: clientId,
      auth_url: config.authorization_endpoint as string,
      token_url: config.token_endpoint as string,
      jwks_url: config.jwks_uri as string,
      status: 'pending',
      origin: 'dynamic',
    },
    typeof deployment === 'string' && deployment ? [deployment] : [],
  );
}
