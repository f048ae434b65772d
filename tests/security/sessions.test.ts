// Sessions and secrets at the edge the browser talks to:
// - sign-in throttling in the BFF, per account and client address, per address, and the pace of an account
//   attacked from many addresses (spoofed X-Forwarded-For included: no proxy is trusted here);
// - the session cookie's flags (HttpOnly, SameSite=Strict, Path=/, Max-Age=7200, Secure behind https),
//   and requests a cross-site page could forge (form posts, mutations over GET);
// - the Origin check of every WebSocket endpoint (foreign origin refused, same origin and none accepted);
// - no session token and no provider key in any GraphQL answer, nor in the built web bundle;
// - a malformed URL for the static web app is a 400, not a crash.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNamedType, isLeafType, isNonNullType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { schema } from '../../bff/src/schema/index.js';
import { changedTables, snapshot } from './support/dbWatch.js';
import { fullSelection } from './support/gqlGen.js';
import { rawRequest } from './support/http.js';
import { type GqlResult, type Stack, startStack } from './support/stack.js';
import { buildWorld, gid, type World } from './support/world.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = join(root, 'web/dist');

let stack: Stack;
let w: World;

/** Whether this machine lets a client pick its loopback source address (Linux does: all of 127/8). */
let sourceAddresses = true;

beforeAll(async () => {
  stack = await startStack({ webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined });
  w = await buildWorld(stack.api);
  sourceAddresses = await rawRequest(`${stack.url}/healthz`, { localAddress: '127.0.0.9' }).then(
    () => true,
    () => false,
  );
  if (!sourceAddresses)
    console.warn('127.0.0.x source addresses are not available: the per-address checks are skipped');
});
afterAll(() => stack?.stop());

// --- Plain HTTP with a chosen source address (the throttle keys on the socket's address) --------

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { bearerToken viewer { user { databaseId } } } ... on Error { message code } } }';

async function loginFrom(
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const r = await rawRequest(`${stack.url}/graphql`, {
    method: 'POST',
    localAddress: sourceAddresses ? address : undefined,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
  });
  const body = JSON.parse(r.text);
  return { typename: body.data?.login?.__typename as string, cookie: r.headers['set-cookie'], body };
}

describe('sign-in throttling', () => {
  it('locks an account for the address that failed 5 times, however the email is written; the owner elsewhere gets in', async (t) => {
    if (!sourceAddresses) return t.skip();
    for (let i = 0; i < 5; i++)
      expect((await loginFrom('127.0.0.2', 'teacher@example.com', `wrong-${i}`)).typename).toBe(
        'AuthenticationError',
      );
    const locked = await loginFrom('127.0.0.2', 'teacher@example.com', 'teacher123');
    expect(locked.typename).toBe('RateLimitedError');
    expect(locked.body.data.login.message).toBe(
      'Too many sign-in attempts. Please try again in 15 minute(s).',
    );
    expect(locked.cookie, 'no session for a throttled sign-in').toBeUndefined();
    for (const variant of [
      'TEACHER@example.com',
      ' teacher@example.com',
      'teacher@example.com ',
      'Teacher@Example.COM',
    ])
      expect((await loginFrom('127.0.0.2', variant, 'teacher123')).typename, variant).toBe(
        'RateLimitedError',
      );
    // Another account from the same address is not affected, nor the account from another address.
    expect((await loginFrom('127.0.0.2', 'mei@example.com', 'student123')).typename).toBe('LoginPayload');
    expect((await loginFrom('127.0.0.3', 'teacher@example.com', 'teacher123')).typename).toBe('LoginPayload');
  });

  it('paces an account attacked from many addresses to one attempt a minute', async (t) => {
    if (!sourceAddresses) return t.skip();
    const victim = await w.freshStudent();
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(`127.0.1.${i + 1}`, victim.email, 'wrong')).typename).toBe(
        'AuthenticationError',
      );
    const paced = await loginFrom('127.0.1.100', victim.email, victim.password);
    expect(paced.typename).toBe('RateLimitedError');
    expect(paced.body.data.login.message).toBe('Too many sign-in attempts. Please try again in 1 minute(s).');
  });

  it('locks an address after 20 failures, whatever account it tries; a spoofed X-Forwarded-For does not help', async (t) => {
    if (!sourceAddresses) return t.skip();
    for (let i = 0; i < 20; i++)
      expect((await loginFrom('127.0.0.4', `nobody${i}@example.com`, 'wrong')).typename).toBe(
        'AuthenticationError',
      );
    expect((await loginFrom('127.0.0.4', 'luis@example.com', 'student123')).typename).toBe(
      'RateLimitedError',
    );
    expect(
      (await loginFrom('127.0.0.4', 'luis@example.com', 'student123', { 'x-forwarded-for': '203.0.113.9' }))
        .typename,
    ).toBe('RateLimitedError');
    expect((await loginFrom('127.0.0.5', 'luis@example.com', 'student123')).typename).toBe('LoginPayload');
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await loginFrom('127.0.0.6', 'priya@example.com', 'wrong')).typename).toBe(
          'AuthenticationError',
        );
      expect((await loginFrom('127.0.0.6', 'priya@example.com', 'student123')).typename).toBe('LoginPayload');
    }
  });
});

// --- The session cookie ------------------------------------------------------------------------

function cookieAttributes(setCookie: string | string[] | undefined) {
  const line = Array.isArray(setCookie)
    ? setCookie.find((c) => c.startsWith('anamnesis_session='))
    : setCookie;
  expect(line, 'a session cookie').toBeTruthy();
  const [pair, ...attrs] = (line as string).split(';').map((s) => s.trim());
  const map = new Map(attrs.map((a) => [a.split('=')[0]?.toLowerCase() ?? '', a.split('=')[1] ?? true]));
  return {
    value: decodeURIComponent(pair?.split('=').slice(1).join('=') ?? ''),
    attrs: map,
    line: line as string,
  };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, Max-Age=7200, without Secure over plain http; the body carries no token', async () => {
    const r = await loginFrom('127.0.0.7', 'student@example.com', 'student123');
    expect(r.typename).toBe('LoginPayload');
    expect(r.body.data.login.bearerToken).toBeNull();
    expect(JSON.stringify(r.body)).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}/);
    const c = cookieAttributes(r.cookie);
    expect(c.value).toMatch(/^eyJ/);
    expect(c.attrs.get('httponly')).toBe(true);
    expect(c.attrs.get('samesite')).toBe('Strict');
    expect(c.attrs.get('path')).toBe('/');
    expect(c.attrs.get('max-age')).toBe('7200');
    expect(c.attrs.has('secure')).toBe(false);
    expect(c.attrs.has('domain'), 'a host-only cookie').toBe(false);
    // The cookie is a working session.
    const me = await stack.gql(
      '{ viewer { user { email } } }',
      {},
      { cookie: `anamnesis_session=${encodeURIComponent(c.value)}` },
    );
    expect(me.data.viewer.user.email).toBe('student@example.com');
  });

  it('is Secure behind an https proxy (X-Forwarded-Proto), and logout clears it with the same flags', async () => {
    const r = await loginFrom('127.0.0.7', 'student@example.com', 'student123', {
      'x-forwarded-proto': 'https',
    });
    const c = cookieAttributes(r.cookie);
    expect(c.attrs.has('secure')).toBe(true);
    expect(c.attrs.get('samesite')).toBe('Strict');
    expect(c.attrs.get('httponly')).toBe(true);
    const out = await rawRequest(`${stack.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `anamnesis_session=${encodeURIComponent(c.value)}`,
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ query: 'mutation { logout { ok } }' }),
    });
    const cleared = cookieAttributes(out.headers['set-cookie']);
    expect(cleared.value).toBe('');
    expect(cleared.attrs.get('max-age')).toBe('0');
    expect(cleared.attrs.get('httponly')).toBe(true);
    expect(cleared.attrs.get('samesite')).toBe('Strict');
    expect(cleared.attrs.has('secure')).toBe(true);
  });

  it('renews the cookie with the same flags on a password change, and the old session stops working', async () => {
    const u = w.people.otherStudent;
    const r = await loginFrom('127.0.0.8', u.email, u.password);
    const old = cookieAttributes(r.cookie).value;
    const change = await rawRequest(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `anamnesis_session=${encodeURIComponent(old)}` },
      body: JSON.stringify({
        query:
          'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on Error { message } } }',
        variables: {
          input: { currentPassword: u.password, newPassword: u.password, confirmPassword: u.password },
        },
      }),
    });
    expect(JSON.parse(change.text).data.changePassword.__typename).toBe('ViewerPayload');
    const renewed = cookieAttributes(change.headers['set-cookie']);
    expect(renewed.value).not.toBe(old);
    expect(renewed.attrs.get('httponly')).toBe(true);
    expect(renewed.attrs.get('samesite')).toBe('Strict');
    expect(renewed.attrs.get('max-age')).toBe('7200');
    const stale = await stack.gql(
      '{ viewer { user { id } } }',
      {},
      { cookie: `anamnesis_session=${encodeURIComponent(old)}` },
    );
    expect(stale.data.viewer).toBeNull();
    u.token = renewed.value;
  });

  it('refuses what a cross-site form could send: form and text bodies, and mutations over GET', async () => {
    const admin = `anamnesis_session=${encodeURIComponent(w.people.superAdmin.token)}`;
    const before = await snapshot(stack.api.db);
    const query =
      'mutation { createSymptom(input: {name: "CSRF", description: "forged", severity: MILD}) { __typename } }';
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const r = await rawRequest(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: admin },
        body: type.startsWith('application/x-www')
          ? `query=${encodeURIComponent(query)}`
          : JSON.stringify({ query }),
      });
      expect(r.status, type).toBe(415);
    }
    const viaGet = await rawRequest(`${stack.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { cookie: admin },
    });
    expect(viaGet.status).toBeGreaterThanOrEqual(400);
    expect(viaGet.text).not.toMatch(/SymptomPayload/);
    expect(changedTables(before, await snapshot(stack.api.db))).toEqual([]);
  });
});

// --- WebSocket origins ---------------------------------------------------------------------------

/** Opens a WebSocket and, for /graphql, completes the graphql-ws handshake. */
function openSocket(
  path: string,
  headers: Record<string, string>,
): Promise<{ opened: boolean; status?: number; acked?: boolean }> {
  return new Promise((resolve) => {
    const graphql = path.startsWith('/graphql');
    const ws = new WebSocket(
      `${stack.url.replace(/^http/, 'ws')}${path}`,
      graphql ? 'graphql-transport-ws' : [],
      {
        headers,
      },
    );
    const timer = setTimeout(() => {
      ws.terminate();
      resolve({ opened: false, status: -1 });
    }, 10_000);
    const done = (r: { opened: boolean; status?: number; acked?: boolean }) => {
      clearTimeout(timer);
      ws.terminate();
      resolve(r);
    };
    ws.on('unexpected-response', (_req, res) => done({ opened: false, status: res.statusCode }));
    ws.on('error', () => done({ opened: false }));
    ws.on('open', () => {
      if (!graphql) return done({ opened: true });
      ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === 'connection_ack') done({ opened: true, acked: true });
    });
  });
}

describe('WebSocket origins', () => {
  it('refuses a foreign origin on every socket endpoint, even with a valid session cookie', async () => {
    const cookie = `anamnesis_session=${encodeURIComponent(w.people.student.token)}`;
    const a = await w.freshAssignment({ creator: w.people.admin });
    const session = gid('VoiceSession', `a.${a.id}.${w.people.student.id}`);
    const paths = ['/graphql', `/voice/ws?session=${encodeURIComponent(session)}`, '/voice/ws', '/', '/nope'];
    for (const origin of [
      'https://evil.example',
      'null',
      'http://127.0.0.1.evil.example',
      `${stack.url}.evil.example`,
    ]) {
      for (const path of paths) {
        const r = await openSocket(path, { origin, cookie });
        expect(r.opened, `${path} from ${origin}`).toBe(false);
      }
    }
  });

  it('accepts the same origin and no origin (scripts) on /graphql', async () => {
    expect(await openSocket('/graphql', { origin: stack.url })).toMatchObject({ opened: true, acked: true });
    expect(await openSocket('/graphql', {})).toMatchObject({ opened: true, acked: true });
  });
});

// --- No secrets in GraphQL answers --------------------------------------------------------------

const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/;

describe('secrets never reach the browser', () => {
  const secrets: string[] = [];
  let answers = 0;

  async function scan(r: GqlResult, what: string) {
    answers++;
    expect(r.status, what).toBeLessThan(500);
    for (const s of secrets)
      expect(
        r.text.includes(s),
        `${what} contains a secret (${s.slice(0, 12)}…): ${r.text.slice(0, 400)}`,
      ).toBe(false);
    expect(r.text, `${what} contains a JWT`).not.toMatch(JWT);
    expect(r.text, `${what} contains a password hash`).not.toMatch(/\$argon2/);
    expect(r.headers.get('set-cookie') ?? '', `${what} sets a cookie`).toBe('');
  }

  /** The largest complete selection of a root field that the BFF's query limits accept. */
  async function queryEverything(field: string, args: string, cookie: string) {
    const f = schema.getQueryType()?.getFields()[field];
    if (!f) throw new Error(`no field ${field}`);
    const named = getNamedType(f.type);
    let last: GqlResult | undefined;
    for (let depth = 7; depth >= 1; depth--) {
      const sel = isLeafType(named) ? '' : ` { ${fullSelection(schema, named, depth)} }`;
      const q = `{ ${field}${args}${sel} }`;
      try {
        parse(q, { maxTokens: 2000 });
      } catch {
        continue;
      }
      last = await stack.gql(q, {}, { cookie });
      await scan(last, `${field} at depth ${depth}`);
      const limited = (last.errors ?? []).some((e) => /limit|exceeded|depth|cost|tokens/i.test(e.message));
      if (!limited) return last;
    }
    return last;
  }

  it('answers no token, key, ciphertext or password hash to any query an admin or a student can make', async () => {
    const sup = w.people.superAdmin;
    // Provider keys added through REST, as an integration would.
    const openAiKey = `sk-secsuite-${'A1b2C3d4'.repeat(5)}`;
    const deepgramKey = `dg${'0f1e2d3c4b5a'.repeat(4)}`;
    for (const [service, apiKey] of [
      ['openai', openAiKey],
      ['deepgram', deepgramKey],
    ] as const) {
      const r = await stack.api.call('POST', '/apiKeys/api-keys', {
        token: sup.token,
        body: { keyName: `Leak check ${service}`, apiKey, service, modelId: 'default' },
      });
      expect(r.status).toBe(201);
      expect(JSON.stringify(r.body)).not.toContain(apiKey);
      const id = r.body.apiKey.id;
      expect(
        (
          await stack.api.call('PUT', `/apiKeys/api-keys/${id}`, {
            token: sup.token,
            body: { isActive: true },
          })
        ).status,
      ).toBe(200);
      const active = await stack.api.call('GET', `/apiKeys/active-${service}`, { token: sup.token });
      expect(JSON.stringify(active.body)).not.toContain(apiKey);
      // The sealed key the BFF opens server-side: its ciphertext must not travel on either.
      expect(active.body.encryptedKey).toEqual(expect.any(String));
      secrets.push(active.body.encryptedKey);
    }
    secrets.push(openAiKey, deepgramKey, stack.api.server.services.secretKey);
    for (const p of Object.values(w.people)) secrets.push(p.token);

    // A key added through GraphQL: the answer names it, never shows it.
    const graphQlKey = `sk-secsuite-gql-${'Z9y8X7w6'.repeat(4)}`;
    secrets.push(graphQlKey);
    const supCookie = `anamnesis_session=${encodeURIComponent(sup.token)}`;
    const created = await stack.gql(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on ApiKeyPayload { ${fullSelection(schema, schema.getType('ApiKeyPayload') as never, 3)} } ... on Error { message } } }`,
      { input: { keyName: 'Leak check GraphQL', apiKey: graphQlKey, service: 'OPENAI', modelId: 'default' } },
      { cookie: supCookie },
    );
    expect(created.data.createApiKey.__typename).toBe('ApiKeyPayload');
    await scan(created, 'createApiKey');

    // Every query, for each kind of viewer, with the ids it may ask about.
    const argsFor = (field: string): string[] => {
      const f = schema.getQueryType()?.getFields()[field];
      const required = f?.args.filter((a) => isNonNullType(a.type)) ?? [];
      if (!required.length) return [''];
      const ids: Record<string, string[]> = {
        assignment: [gid('Assignment', w.assignments.studentMi), gid('Assignment', w.assignments.other)],
        patient: [gid('Patient', w.patients.mi), gid('Patient', w.patients.other)],
        room: [gid('Room', w.roomId)],
        unassignedPatients: [gid('User', w.people.student.id)],
        unassignedStudents: [gid('Patient', w.patients.mi)],
        node: [],
        nodes: [],
      };
      const name = required[0]?.name ?? 'id';
      return (ids[field] ?? []).map((id) => `(${name}: "${id}")`);
    };
    const seenIds = new Set<string>();
    const viewers = [w.people.superAdmin, w.people.admin, w.people.student];
    for (const viewer of viewers) {
      const cookie = `anamnesis_session=${encodeURIComponent(viewer.token)}`;
      for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
        for (const args of argsFor(field)) {
          const r = await queryEverything(field, args, cookie);
          for (const m of r?.text.matchAll(/"id":"([A-Za-z0-9+/=]{4,})"/g) ?? []) seenIds.add(m[1] as string);
        }
      }
    }
    // And every object those answers named, read whole through `node`, by the super admin and a student.
    const nodeQueries = new Map<string, string>();
    const nodeQueryFor = (type: string) => {
      if (!nodeQueries.has(type)) {
        const t = schema.getType(type);
        for (let depth = 6; depth >= 1 && t; depth--) {
          const q = `query ($id: ID!) { node(id: $id) { id ... on ${type} { ${fullSelection(schema, t, depth)} } } }`;
          try {
            parse(q, { maxTokens: 1500 });
            nodeQueries.set(type, q);
            break;
          } catch {}
        }
      }
      return nodeQueries.get(type);
    };
    const byType = new Map<string, string[]>();
    for (const id of seenIds) {
      const type = Buffer.from(id, 'base64').toString().split(':')[0] ?? '';
      if (!schema.getType(type)) continue;
      byType.set(type, [...(byType.get(type) ?? []), id]);
    }
    let nodesRead = 0;
    for (const [type, ids] of byType) {
      const q = nodeQueryFor(type);
      if (!q) continue;
      for (const id of ids.slice(0, 12))
        for (const viewer of [w.people.superAdmin, w.people.student]) {
          const r = await stack.gql(
            q,
            { id },
            { cookie: `anamnesis_session=${encodeURIComponent(viewer.token)}` },
          );
          await scan(r, `node(${Buffer.from(id, 'base64').toString()})`);
          expect((r.errors ?? []).filter((e) => /limit|exceeded|cost|tokens/i.test(e.message))).toEqual([]);
          if (r.data?.node) nodesRead++;
        }
    }
    // A student's voice session (the place a browser would get a speech key, if it ever did).
    if (schema.getMutationType()?.getFields().openVoiceSession) {
      const a = await w.freshAssignment({ creator: w.people.admin });
      const r = await stack.gql(
        `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) { __typename ... on VoiceSessionPayload { ${fullSelection(schema, schema.getType('VoiceSessionPayload') as never, 3)} } ... on Error { message } } }`,
        { input: { assignmentId: gid('Assignment', a.id) } },
        { cookie: `anamnesis_session=${encodeURIComponent(w.people.student.token)}` },
      );
      expect(r.data.openVoiceSession.__typename).toBe('VoiceSessionPayload');
      await scan(r, 'openVoiceSession');
    }
    console.log(
      `secrets scan: ${answers} GraphQL answers, ${nodesRead} objects of ${byType.size} types read whole`,
    );
    expect(answers).toBeGreaterThan(60);
    expect(byType.size).toBeGreaterThanOrEqual(6);
  });
});

// --- No secrets in the web bundle ---------------------------------------------------------------

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('the built web bundle', () => {
  it('holds no token, no key, no client-side key handling and no server secret', () => {
    let dir = webDist;
    let temp: string | undefined;
    if (!existsSync(join(webDist, 'index.html'))) {
      // No build yet: build one into a temporary directory (a few seconds; the working tree is untouched).
      temp = mkdtempSync(join(tmpdir(), 'anamnesis-web-'));
      execFileSync('npx', ['vite', 'build', '--outDir', temp, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: join(root, 'web'),
        stdio: 'inherit',
        timeout: 90_000,
      });
      dir = temp;
    }
    try {
      const files = filesUnder(dir).filter((f) => /\.(js|html|css|map|json|txt)$/.test(f));
      expect(files.length).toBeGreaterThan(3);
      const envSecrets = [
        'SECRET_KEY',
        'OPENAI_API_KEY',
        'DEEPGRAM_API_KEY',
        'ADMIN_PASSWORD',
        'DATABASE_URL',
        'REDIS_URL',
      ]
        .map((k) => process.env[k])
        .filter((v): v is string => !!v && v.length >= 8);
      const forbidden: [string, RegExp][] = [
        ['a JWT', JWT],
        ['an OpenAI-style key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
        ['the spec’s client-side key decryption', /apiKeys\/active-|encryptedKey|AES-CBC/],
        ['a bearer token request', /bearerToken|["'`]Bearer /],
        ['script access to cookies', /document\.cookie/],
        ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ];
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (const [what, pattern] of forbidden) expect(pattern.test(text), `${what} in ${file}`).toBe(false);
        for (const s of [...envSecrets, stack.api.server.services.secretKey])
          expect(text.includes(s), `a server secret in ${file}`).toBe(false);
      }
    } finally {
      if (temp) rmSync(temp, { recursive: true, force: true });
    }
  });
});

// --- The static web app ---------------------------------------------------------------------------

describe('the static web app', () => {
  it('answers malformed and traversal paths without crashing or leaving its directory', async () => {
    if (!existsSync(join(webDist, 'index.html'))) return;
    for (const path of [
      '/%E0%A4%A',
      '/%',
      '/assets/%ZZ',
      '/..%2f..%2fpackage.json',
      '/assets/../../package.json',
      '/%00',
    ]) {
      const r = await rawRequest(`${stack.url}${path}`);
      expect(r.status, path).toBeLessThan(500);
      expect(r.text, path).not.toMatch(/"workspaces"|"devDependencies"/);
    }
    expect((await rawRequest(`${stack.url}/healthz`)).status).toBe(200);
  });
});
