// An LTI 1.3 platform (a learning management system) for tests, speaking the real protocol as Moodle or
// Canvas would: its own RSA keys and JWKS, the OIDC authorization endpoint that answers a tool's login
// redirect with a signed id_token posted back by a self-submitting form, resource-link and deep-linking
// launches, a token endpoint that verifies the tool's client assertion against the tool's JWKS, AGS line
// item and score endpoints that record what they receive, an NRPS membership endpoint, and LTI Dynamic
// Registration (openid configuration and a registration endpoint). docs/lti.md describes the tool's side.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { closeServer, listen, parseUrl, type RecordedRequest, readBody, sendJson } from './http.js';
import { browserPage, form } from './ltiPlatformPages.js';
import {
  claim,
  dlClaim,
  type FakeLtiPlatformOptions,
  type LaunchSpec,
  type ReceivedScore,
  roleUri,
} from './ltiPlatformTypes.js';

export type { LaunchSpec } from './ltiPlatformTypes.js';

export interface FakeLtiPlatform {
  /** The issuer and base URL. */
  url: string;
  options: FakeLtiPlatformOptions;
  configure(o: Partial<FakeLtiPlatformOptions>): void;
  /** What the tool would register: issuer, endpoints. */
  registration(): {
    issuer: string;
    clientId: string;
    deploymentIds: string[];
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
  };
  /** A new platform key (the old one disappears from its JWKS). */
  rotateKey(): Promise<void>;
  /** An id_token as the platform would sign it (nonce given by the tool's login). */
  idToken(spec: LaunchSpec, nonce: string): Promise<string>;
  /**
   * The whole OIDC launch as a browser makes it: POST /lti/login on the tool, follow to the platform's
   * auth endpoint, post the id_token to the tool's redirect URI. Answers the tool's last response.
   */
  launch(toolUrl: string, spec: LaunchSpec): Promise<Response>;
  /** The auth step alone: the form the platform returns (id_token and state), for replays. */
  authorize(
    authRedirect: string,
    spec: LaunchSpec,
  ): Promise<{ action: string; idToken: string; state: string }>;
  scores: ReceivedScore[];
  tokenRequests: { scope: string; ok: boolean; reason?: string }[];
  requests: RecordedRequest[];
  /** The Deep Linking answers received at the return URL, verified against the tool's JWKS. */
  deepLinks: JWTPayload[];
  /**
   * A course page for a browser: `/course?hint=…` opens the launch (OIDC login initiation posted to the
   * tool) in an iframe, as platforms embed tools, or with `frame=0` at the top level.
   */
  coursePage(spec: LaunchSpec, opts?: { frame?: boolean }): string;
  stop(): Promise<void>;
}

export async function startFakeLtiPlatform(
  opts: Partial<FakeLtiPlatformOptions> = {},
  where: { host?: string } = {},
): Promise<FakeLtiPlatform> {
  const options: FakeLtiPlatformOptions = {
    clientId: `client-${randomUUID().slice(0, 8)}`,
    deploymentId: 'deployment-1',
    toolJwksUrl: '',
    toolLoginUrl: '',
    redirectUris: [],
    failScores: 0,
    members: [],
    registrationToken: 'registration-token-1',
    ...opts,
  };
  let keys = await generateKeyPair('RS256', { extractable: true });
  let kid = randomUUID();
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = async (): Promise<JWK> => ({
    ...(await exportJWK(keys.publicKey)),
    kid,
    alg: 'RS256',
    use: 'sig',
  });
  const pending = new Map<string, LaunchSpec>();
  const tokens = new Set<string>();
  const scores: ReceivedScore[] = [];
  const tokenRequests: FakeLtiPlatform['tokenRequests'] = [];
  const requests: RecordedRequest[] = [];
  const deepLinks: JWTPayload[] = [];
  let url = '';

  const idToken = async (spec: LaunchSpec, nonce: string) => {
    const now = Math.floor(Date.now() / 1000) + (spec.shiftSeconds ?? 0);
    const payload: Record<string, unknown> = {
      iss: url,
      aud: options.clientId,
      azp: options.clientId,
      sub: spec.sub,
      nonce,
      iat: now,
      exp: now + 60,
      name: spec.name,
      email: spec.email,
      [claim('message_type')]: spec.type,
      [claim('version')]: '1.3.0',
      [claim('deployment_id')]: options.deploymentId,
      [claim('roles')]: [roleUri[spec.role]],
      [claim('target_link_uri')]: 'https://tool.invalid/lti/launch',
      [claim('context')]: spec.context,
      [claim('custom')]: spec.custom,
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': spec.context
        ? { context_memberships_url: `${url}/nrps/${spec.context.id}`, service_versions: ['2.0'] }
        : undefined,
    };
    if (spec.type === 'LtiResourceLinkRequest') {
      payload[claim('resource_link')] = { id: spec.resourceLinkId, title: 'Interview' };
      if (spec.lineitem)
        payload['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${url}/lineitems`,
          lineitem: spec.lineitem,
        };
    } else {
      payload[dlClaim('deep_linking_settings')] = {
        deep_link_return_url: `${url}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        data: 'platform-opaque-data',
      };
    }
    for (const [k, v] of Object.entries(spec.tamper ?? {})) {
      if (v === undefined) delete payload[k];
      else payload[k] = v;
    }
    for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
    return new SignJWT(payload as JWTPayload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(spec.foreignKey ? foreign.privateKey : keys.privateKey);
  };

  const verifyAssertion = async (assertion: string) => {
    const jwks = createRemoteJWKSet(new URL(options.toolJwksUrl));
    const { payload } = await jwtVerify(assertion, jwks, {
      audience: `${url}/token`,
      issuer: options.clientId,
    });
    if (payload.sub !== options.clientId) throw new Error('sub is not the client id');
    if (!payload.jti) throw new Error('jti missing');
  };

  const bearer = (req: IncomingMessage) => {
    const t = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    return tokens.has(t);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { path, query } = parseUrl(req);
    const raw = (await readBody(req)).toString('utf8');
    requests.push({
      method: req.method ?? 'GET',
      path,
      query,
      headers: req.headers,
      body: raw,
      at: Date.now(),
    });
    if (path === '/jwks') return sendJson(res, 200, { keys: [await jwk()] });
    if (
      await browserPage({
        method: req.method ?? 'GET',
        path,
        query,
        raw,
        res,
        url,
        options,
        pending,
        deepLinks,
      })
    )
      return;
    if (path === '/auth') {
      const p = req.method === 'POST' ? form(raw) : query;
      const spec = pending.get(p.lti_message_hint ?? '');
      const bad =
        p.scope !== 'openid'
          ? 'scope'
          : p.response_type !== 'id_token'
            ? 'response_type'
            : p.response_mode !== 'form_post'
              ? 'response_mode'
              : p.prompt !== 'none'
                ? 'prompt'
                : p.client_id !== options.clientId
                  ? 'client_id'
                  : !options.redirectUris.includes(p.redirect_uri ?? '')
                    ? 'redirect_uri'
                    : !p.nonce || !p.state
                      ? 'nonce/state'
                      : !spec || p.login_hint !== spec.sub
                        ? 'login_hint'
                        : '';
      if (bad || !spec) return sendJson(res, 400, { error: 'invalid_request', bad });
      const token = await idToken(spec, p.nonce as string);
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<form method="post" action="${p.redirect_uri}"><input name="id_token" value="${token}"><input name="state" value="${p.state}"></form><script>document.forms[0].submit()</script>`,
      );
    }
    if (path === '/token' && req.method === 'POST') {
      const p = form(raw);
      try {
        if (p.grant_type !== 'client_credentials') throw new Error('grant_type');
        if (p.client_assertion_type !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
          throw new Error('client_assertion_type');
        await verifyAssertion(p.client_assertion ?? '');
      } catch (e) {
        tokenRequests.push({ scope: p.scope ?? '', ok: false, reason: String((e as Error).message) });
        return sendJson(res, 401, { error: 'invalid_client' });
      }
      tokenRequests.push({ scope: p.scope ?? '', ok: true });
      const token = randomUUID();
      tokens.add(token);
      return sendJson(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: p.scope,
      });
    }
    const scoreMatch = path.match(/^\/lineitems\/([^/]+)\/lineitem\/scores$/);
    if (scoreMatch && req.method === 'POST') {
      if (!bearer(req)) return sendJson(res, 401, { error: 'invalid_token' });
      if (options.failScores > 0) {
        options.failScores--;
        return sendJson(res, 500, { error: 'down for maintenance' });
      }
      scores.push({
        lineitem: `${url}/lineitems/${scoreMatch[1]}/lineitem`,
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body: JSON.parse(raw),
      });
      return sendJson(res, 200, {});
    }
    const nrps = path.match(/^\/nrps\/([^/]+)$/);
    if (nrps) {
      if (!bearer(req)) return sendJson(res, 401, { error: 'invalid_token' });
      const body = {
        id: `${url}${path}`,
        context: { id: nrps[1], title: nrps[1] },
        members: options.members.map((m) => ({
          status: m.status ?? 'Active',
          user_id: m.user_id,
          name: m.name,
          email: m.email,
          roles: m.roles.map((r) => roleUri[r]),
        })),
      };
      const text = JSON.stringify(body);
      res.writeHead(200, { 'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' });
      return res.end(text);
    }
    if (path === '/.well-known/openid-configuration')
      return sendJson(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/auth`,
        token_endpoint: `${url}/token`,
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        jwks_uri: `${url}/jwks`,
        registration_endpoint: `${url}/register`,
        scopes_supported: ['openid'],
        response_types_supported: ['id_token'],
        id_token_signing_alg_values_supported: ['RS256'],
        'https://purl.imsglobal.org/spec/lti-platform-configuration': {
          product_family_code: 'emulator',
          version: '1.0',
          messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
        },
      });
    if (path === '/register' && req.method === 'POST') {
      if (req.headers.authorization !== `Bearer ${options.registrationToken}`)
        return sendJson(res, 401, { error: 'invalid_token' });
      const body = JSON.parse(raw) as Record<string, unknown>;
      options.redirectUris = (body.redirect_uris as string[]) ?? [];
      options.toolJwksUrl = String(body.jwks_uri ?? '');
      return sendJson(res, 200, {
        ...body,
        client_id: options.clientId,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          ...(body['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object),
          deployment_id: options.deploymentId,
        },
      });
    }
    sendJson(res, 404, { error: 'not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => sendJson(res, 500, { error: String(e) }));
  });
  // A browser test names the platform by another host than the tool's, so that the tool in the course
  // page's iframe is a third party, as it is in a real school.
  url = (await listen(server)).replace('127.0.0.1', where.host ?? '127.0.0.1');

  const authorize: FakeLtiPlatform['authorize'] = async (authRedirect, spec) => {
    const page = await (await fetch(authRedirect)).text();
    const action = page.match(/action="([^"]+)"/)?.[1];
    const token = page.match(/name="id_token" value="([^"]+)"/)?.[1];
    const state = page.match(/name="state" value="([^"]+)"/)?.[1];
    if (!action || !token || !state)
      throw new Error(`platform refused the auth request: ${page} (${spec.sub})`);
    return { action, idToken: token, state };
  };

  return {
    url,
    options,
    configure: (o) => Object.assign(options, o),
    registration: () => ({
      issuer: url,
      clientId: options.clientId,
      deploymentIds: [options.deploymentId],
      authUrl: `${url}/auth`,
      tokenUrl: `${url}/token`,
      jwksUrl: `${url}/jwks`,
    }),
    async rotateKey() {
      keys = await generateKeyPair('RS256', { extractable: true });
      kid = randomUUID();
    },
    idToken,
    authorize,
    async launch(toolUrl, spec) {
      const hint = randomUUID();
      pending.set(hint, spec);
      const login = await fetch(`${toolUrl}/lti/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          iss: url,
          login_hint: spec.sub,
          target_link_uri: `${toolUrl}/lti/launch`,
          lti_message_hint: hint,
          client_id: options.clientId,
          lti_deployment_id: options.deploymentId,
        }),
      });
      const location = login.headers.get('location');
      if (login.status !== 302 || !location) return login;
      const { action, idToken: token, state } = await authorize(location, spec);
      return fetch(action, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id_token: token, state }),
      });
    },
    scores,
    tokenRequests,
    requests,
    deepLinks,
    coursePage(spec, opts = {}) {
      const hint = randomUUID();
      pending.set(hint, spec);
      return `${url}/course?hint=${hint}&frame=${opts.frame === false ? 0 : 1}`;
    },
    stop: () => closeServer(server),
  };
}
