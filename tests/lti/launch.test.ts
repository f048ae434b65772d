// LTI 1.3 launches against the platform emulator (docs/lti.md): the tool's JWKS and key rotation, the OIDC
// login, every refusal (with nothing created and the reason logged), a student's launch creating the
// assignment once, and the session cookie for the platform's iframe.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchSpec } from '../fakes/ltiPlatform.js';
import { counts, form, type LtiWorld, launchAndLand, startLtiWorld } from './support.js';

let w: LtiWorld;
const logs: { msg: string; fields?: Record<string, unknown> }[] = [];
let patientId: number;
let linkCustom: Record<string, string>;

/** The instructor's Deep Linking: the picker, then the signed answer the platform receives. */
async function deepLink(patient: number, flags: { markable?: boolean; visitNote?: boolean } = {}) {
  const picker = await w.platform.launch(w.api.url, {
    type: 'LtiDeepLinkingRequest',
    sub: 'teacher-1',
    name: 'Dr Tess Cher',
    email: 'tess@school.example',
    role: 'Instructor',
    context: { id: 'course-1', title: 'Clinical Skills 101' },
  });
  const html = await picker.text();
  expect(picker.status).toBe(200);
  const ticket = html.match(/name="ticket" value="([^"]+)"/)?.[1] as string;
  const answer = await fetch(
    `${w.api.url}/lti/deep-link`,
    form({
      ticket,
      patientId: String(patient),
      ...(flags.markable ? { markable: 'true' } : {}),
      ...(flags.visitNote ? { visitNote: 'true' } : {}),
    }),
  );
  const page = await answer.text();
  return {
    html,
    action: page.match(/action="([^"]+)"/)?.[1],
    jwt: page.match(/name="JWT" value="([^"]+)"/)?.[1] as string,
  };
}

/** A login the tool started: its state and nonce, as the platform's auth endpoint received them. */
async function login() {
  const r = await fetch(
    `${w.api.url}/lti/login?${new URLSearchParams({ iss: w.platform.url, login_hint: 'x', client_id: w.platform.options.clientId })}`,
    { redirect: 'manual' },
  );
  const to = new URL(r.headers.get('location') as string);
  return { state: to.searchParams.get('state') as string, nonce: to.searchParams.get('nonce') as string, to };
}

const student = (sub: string, tamper?: Record<string, unknown>): LaunchSpec => ({
  type: 'LtiResourceLinkRequest',
  sub,
  name: `Student ${sub}`,
  email: `${sub}@school.example`,
  role: 'Learner',
  context: { id: 'course-1', title: 'Clinical Skills 101' },
  resourceLinkId: 'link-1',
  custom: linkCustom,
  lineitem: `${w.platform.url}/lineitems/1/lineitem?type_id=1`,
  ...(tamper ? { tamper } : {}),
});

beforeAll(async () => {
  w = await startLtiWorld();
  w.api.server.services.log.warn = (msg, fields) => logs.push({ msg, fields });
  patientId = (await w.api.db.selectFrom('patients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const { jwt } = await deepLink(patientId, { markable: true });
  const item = (await jwtVerify(jwt, createRemoteJWKSet(new URL(`${w.api.url}/lti/jwks`)))).payload[
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items'
  ] as { custom: Record<string, string> }[];
  linkCustom = (item[0] as { custom: Record<string, string> }).custom;
});
afterAll(() => w?.stop());

describe('the tool’s keys', () => {
  it('publishes RS256 public keys at /lti/jwks, never a private part', async () => {
    const jwks = await (await fetch(`${w.api.url}/lti/jwks`)).json();
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const k of jwks.keys) {
      expect(k).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
      expect(k.d).toBeUndefined();
    }
    const stored = await w.api.db.selectFrom('lti_tool_keys').selectAll().executeTakeFirstOrThrow();
    // Sealed with SECRET_KEY: the private exponent is nowhere in the row as text.
    expect(JSON.stringify(stored)).not.toMatch(/"d":/);
  });

  it('rotates: the new key signs, the old one stays published until it is unused', async () => {
    const before = await (await fetch(`${w.api.url}/lti/jwks`)).json();
    const refused = await w.api.call('POST', '/lti/keys/rotate', {
      token: (await w.api.demoTokens()).teacher,
    });
    expect(refused.status).toBe(403);
    const rotated = await w.api.call('POST', '/lti/keys/rotate', { token: w.admin });
    expect(rotated.status).toBe(200);
    const after = await (await fetch(`${w.api.url}/lti/jwks`)).json();
    const kids = after.keys.map((k: { kid: string }) => k.kid);
    expect(kids).toContain(rotated.body.kid);
    for (const old of before.keys) expect(kids).toContain(old.kid);
    const { jwt } = await deepLink(patientId);
    expect(decodeProtectedHeader(jwt).kid).toBe(rotated.body.kid);
  });
});

describe('OIDC login initiation', () => {
  it('sends the browser to the platform’s auth URL with state, nonce and the registered redirect URI (GET and POST)', async () => {
    const { to } = await login();
    expect(`${to.origin}${to.pathname}`).toBe(`${w.platform.url}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: w.platform.options.clientId,
      redirect_uri: `${w.api.url}/lti/launch`,
      login_hint: 'x',
    });
    const posted = await fetch(`${w.api.url}/lti/login`, form({ iss: w.platform.url, login_hint: 'y' }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toContain(`${w.platform.url}/auth?`);
  });

  it('refuses an issuer nobody registered, in plain words', async () => {
    const r = await fetch(`${w.api.url}/lti/login`, form({ iss: 'https://evil.example', login_hint: 'y' }));
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('This course platform is not registered with Anamnesis.');
  });
});

describe('refused launches create nothing and are logged with the platform and reason', () => {
  const cases: [string, (nonce: string) => Promise<string>, number, string, string][] = [
    [
      'a bad signature',
      (n) => w.platform.idToken({ ...student('s-bad'), foreignKey: true }, n),
      401,
      'bad signature',
      'was not signed by your course platform’s key',
    ],
    [
      'an expired token',
      (n) => w.platform.idToken({ ...student('s-old'), shiftSeconds: -300 }, n),
      401,
      'expired token',
      'expired before it reached Anamnesis',
    ],
    [
      'a wrong deployment',
      (n) =>
        w.platform.idToken(
          student('s-dep', { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'other' }),
          n,
        ),
      403,
      'unknown deployment other',
      'its deployment is not registered',
    ],
    [
      'a missing version',
      (n) =>
        w.platform.idToken(
          student('s-ver', { 'https://purl.imsglobal.org/spec/lti/claim/version': undefined }),
          n,
        ),
      400,
      'missing claim LTI version 1.3.0',
      'did not say LTI version 1.3.0',
    ],
    [
      'a missing resource link',
      (n) =>
        w.platform.idToken(
          student('s-rl', { 'https://purl.imsglobal.org/spec/lti/claim/resource_link': undefined }),
          n,
        ),
      400,
      'missing claim which activity was opened',
      'did not say which activity was opened',
    ],
    [
      'a missing message type',
      (n) =>
        w.platform.idToken(
          student('s-mt', { 'https://purl.imsglobal.org/spec/lti/claim/message_type': undefined }),
          n,
        ),
      400,
      'message type undefined',
      'does not offer',
    ],
    [
      'another tool’s audience',
      (n) => w.platform.idToken(student('s-aud', { aud: 'someone-else', azp: 'someone-else' }), n),
      401,
      'invalid claim aud',
      'not meant for Anamnesis',
    ],
    [
      'another login’s nonce',
      () => w.platform.idToken(student('s-nonce'), 'not-the-nonce'),
      401,
      'nonce does not match the login',
      'does not belong to the sign-in',
    ],
    [
      'an unknown issuer',
      (n) => w.platform.idToken(student('s-iss', { iss: 'https://evil.example' }), n),
      400,
      'unknown issuer',
      'not registered with Anamnesis',
    ],
  ];
  it.each(cases)('%s', async (_name, token, status, reason, words) => {
    const before = await counts(w.api);
    logs.length = 0;
    const { state, nonce } = await login();
    const r = await fetch(`${w.api.url}/lti/launch`, form({ id_token: await token(nonce), state }));
    expect(r.status).toBe(status);
    expect(await r.text()).toContain(words);
    expect(await counts(w.api)).toEqual(before);
    expect(logs).toContainEqual({
      msg: 'lti refused',
      fields: expect.objectContaining({ reason, platform: expect.any(String) }),
    });
  });

  it('a replayed id_token (the same nonce and state twice) is refused the second time', async () => {
    const { state, nonce } = await login();
    const idToken = await w.platform.idToken(student('s-replay'), nonce);
    const first = await fetch(`${w.api.url}/lti/launch`, form({ id_token: idToken, state }));
    expect(first.status).toBe(303);
    const before = await counts(w.api);
    const again = await fetch(`${w.api.url}/lti/launch`, form({ id_token: idToken, state }));
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('This launch was already used.');
    expect(await counts(w.api)).toEqual(before);
  });

  it('a launch without a state the tool issued is refused', async () => {
    const idToken = await w.platform.idToken(student('s-nostate'), 'n');
    const r = await fetch(`${w.api.url}/lti/launch`, form({ id_token: idToken, state: 'made-up' }));
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('This launch was not started from here');
  });

  it('a disabled platform launches nothing until re-enabled', async () => {
    await w.api.call('PATCH', `/lti/platforms/${w.platformId}`, {
      token: w.admin,
      body: { status: 'disabled' },
    });
    const r = await w.platform.launch(w.api.url, student('s-off'));
    expect(r.status).toBe(403);
    expect(await r.text()).toContain('Launches from this course platform are turned off');
    await w.api.call('PATCH', `/lti/platforms/${w.platformId}`, {
      token: w.admin,
      body: { status: 'active' },
    });
  });
});

describe('framing', () => {
  it('lists the active platforms’ sites that may frame the web app, and drops a disabled one', async () => {
    const read = async () => (await (await fetch(`${w.api.url}/lti/frame-origins`)).json()).origins;
    expect(await read()).toContain(new URL(w.platform.url).origin);
    await w.api.call('PATCH', `/lti/platforms/${w.platformId}`, {
      token: w.admin,
      body: { status: 'disabled' },
    });
    expect(await read()).not.toContain(new URL(w.platform.url).origin);
    await w.api.call('PATCH', `/lti/platforms/${w.platformId}`, {
      token: w.admin,
      body: { status: 'active' },
    });
  });
});

describe('a student’s launch of a deep-linked case', () => {
  it('creates the student and the assignment once, signs them in with an iframe-ready cookie, and opens the voice chat', async () => {
    const before = await counts(w.api);
    const first = await launchAndLand(w, student('learner-1'));
    expect(first.location).toBe(`/voice-chat/${patientId}`);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/Secure/);
    expect(first.setCookie).toMatch(/SameSite=None/);
    expect(first.setCookie).toMatch(/Partitioned/);
    const me = await w.api.call('GET', '/auth/me', { token: first.token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain('Student learner-1');
    const mine = await w.api.db
      .selectFrom('assignments')
      .innerJoin('lti_user_links', 'lti_user_links.user_id', 'assignments.student_id')
      .selectAll('assignments')
      .where('lti_user_links.sub', '=', 'learner-1')
      .execute();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      patient_id: patientId,
      is_markable: true,
      is_note_allow: false,
      status: 'assigned',
    });
    const second = await launchAndLand(w, student('learner-1'));
    expect(second.location).toBe(`/voice-chat/${patientId}`);
    const after = await counts(w.api);
    expect(after.users).toBe(before.users + 1);
    expect(after.assignments).toBe(before.assignments + 1);
  });

  it('two first launches at once make one account and one assignment', async () => {
    const before = await counts(w.api);
    const landings = await Promise.all([
      launchAndLand(w, student('twin-1')),
      launchAndLand(w, student('twin-1')),
    ]);
    for (const l of landings) expect(l.location).toBe(`/voice-chat/${patientId}`);
    const after = await counts(w.api);
    expect(after.users).toBe(before.users + 1);
    expect(after.assignments).toBe(before.assignments + 1);
  });

  it('an Instructor becomes an admin; a Learner a student', async () => {
    const teacher = await w.api.db
      .selectFrom('users')
      .innerJoin('lti_user_links', 'lti_user_links.user_id', 'users.id')
      .select(['users.is_admin'])
      .where('lti_user_links.sub', '=', 'teacher-1')
      .executeTakeFirstOrThrow();
    const learner = await w.api.db
      .selectFrom('users')
      .innerJoin('lti_user_links', 'lti_user_links.user_id', 'users.id')
      .select(['users.is_admin'])
      .where('lti_user_links.sub', '=', 'learner-1')
      .executeTakeFirstOrThrow();
    expect(teacher.is_admin).toBe(true);
    expect(learner.is_admin).toBe(false);
  });

  it('a banned account is refused, with the sign-in’s words', async () => {
    await launchAndLand(w, student('banned-1'));
    const id = (
      await w.api.db
        .selectFrom('lti_user_links')
        .select('user_id')
        .where('sub', '=', 'banned-1')
        .executeTakeFirstOrThrow()
    ).user_id;
    await w.api.db.updateTable('users').set({ is_status: false }).where('id', '=', id).execute();
    const r = await w.platform.launch(w.api.url, student('banned-1'));
    expect(r.status).toBe(403);
    expect(await r.text()).toContain('Your account is banned. Please contact the administrator.');
  });

  it('a marked assignment opens its results', async () => {
    await w.api.db
      .updateTable('assignments')
      .set({ status: 'marked', score: 50 })
      .where(
        'student_id',
        '=',
        (
          await w.api.db
            .selectFrom('lti_user_links')
            .select('user_id')
            .where('sub', '=', 'learner-1')
            .executeTakeFirstOrThrow()
        ).user_id,
      )
      .execute();
    const landing = await launchAndLand(w, student('learner-1'));
    expect(landing.location).toMatch(/^\/view-marks\/\d+$/);
  });

  it('when the frame’s cookies are blocked, says so and finishes the sign-in in a new window', async () => {
    const launched = await w.platform.launch(w.api.url, student('learner-2'));
    const first = await fetch(new URL(launched.headers.get('location') as string, w.api.url), {
      redirect: 'manual',
    });
    // The browser dropped the cookie: the next request arrives without it.
    const blocked = await fetch(new URL(first.headers.get('location') as string, w.api.url), {
      redirect: 'manual',
    });
    const page = await blocked.text();
    expect(page).toContain('Open Anamnesis in a new window');
    const link = page.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') as string;
    const opened = await fetch(new URL(link, w.api.url), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `/launched?to=${encodeURIComponent(`/voice-chat/${patientId}`)}`,
    );
    expect(opened.headers.get('set-cookie')).toMatch(/anamnesis_session=/);
    const reused = await fetch(new URL(link, w.api.url), { redirect: 'manual' });
    expect(reused.status).toBe(400);
  });

  it('follows the platform’s key rotation (refetches its JWKS on an unknown kid)', async () => {
    await w.platform.rotateKey();
    await new Promise((r) => setTimeout(r, 5200));
    const landing = await launchAndLand(w, student('learner-3'));
    expect(landing.location).toBe(`/voice-chat/${patientId}`);
  });

  it('a resource link that names no Anamnesis case is refused and creates nothing', async () => {
    const before = await counts(w.api);
    const r = await w.platform.launch(w.api.url, {
      ...student('learner-4'),
      resourceLinkId: 'link-x',
      custom: {},
    });
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('This activity is not linked to a patient case in Anamnesis.');
    expect(await counts(w.api)).toEqual(before);
  });
});
