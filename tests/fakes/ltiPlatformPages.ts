// The platform emulator's pages for a browser (tests/fakes/ltiPlatform.ts): the course page that embeds
// the tool (in an iframe, or at the top level), the OIDC login initiation it posts to the tool, and the
// Deep Linking return URL that checks the tool's signed answer.
import type { ServerResponse } from 'node:http';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { sendJson } from './http.js';
import type { FakeLtiPlatformOptions, LaunchSpec } from './ltiPlatformTypes.js';

export const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

interface PageContext {
  method: string;
  path: string;
  query: Record<string, string>;
  raw: string;
  res: ServerResponse;
  url: string;
  options: FakeLtiPlatformOptions;
  pending: Map<string, LaunchSpec>;
  deepLinks: JWTPayload[];
}

const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(body);
  return true;
};

/** Answers the browser pages; false for any other path. */
export async function browserPage(ctx: PageContext): Promise<boolean> {
  const { method, path, query, raw, res, url, options, pending, deepLinks } = ctx;
  if (path === '/course') {
    const launch = `/course-launch?hint=${encodeURIComponent(query.hint ?? '')}`;
    return html(
      res,
      query.frame === '0'
        ? `<script>location.href = ${JSON.stringify(launch)}</script>`
        : `<!doctype html><title>Course</title><h1>Course page</h1><iframe title="Anamnesis" src="${launch}" style="width:1240px;height:720px;border:0" allow="microphone"></iframe>`,
    );
  }
  if (path === '/course-launch') {
    const spec = pending.get(query.hint ?? '');
    if (!spec) {
      sendJson(res, 404, { error: 'no such launch' });
      return true;
    }
    const fields = {
      iss: url,
      login_hint: spec.sub,
      target_link_uri: options.toolLoginUrl.replace(/\/login$/, '/launch'),
      lti_message_hint: query.hint ?? '',
      client_id: options.clientId,
      lti_deployment_id: options.deploymentId,
    };
    return html(
      res,
      `<form method="post" action="${options.toolLoginUrl}">${Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
        .join('')}</form><script>document.forms[0].submit()</script>`,
    );
  }
  if (path === '/deep-link-return' && method === 'POST') {
    const jwks = createRemoteJWKSet(new URL(options.toolJwksUrl));
    const { payload } = await jwtVerify(form(raw).JWT ?? '', jwks, {
      issuer: options.clientId,
      audience: url,
    });
    deepLinks.push(payload);
    const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
      title?: string;
    }[];
    return html(res, `<!doctype html><title>Added</title><p>Activity added: ${items?.[0]?.title ?? ''}</p>`);
  }
  return false;
}
