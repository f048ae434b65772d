// A seeded, reproducible fuzz run against a real API and BFF: at least 10,000 generated requests in all.
//
// REST: every route of GET /api/v1/openapi.json, as anonymous (no token, a forged `alg: none` token, a
// tampered one), a student and an admin, with bodies generated from the route's JSON schema and then
// broken (missing, extra and mistyped fields, nulls, huge and nasty strings, deep nesting, odd ids),
// random JSON, malformed JSON, wrong content types and oversized bodies.
// BFF: random operations built from the schema (valid and invalid arguments and variables, wrong and
// broken global ids, random selections) plus operations no client should send (too deep, too many
// aliases or tokens, malformed, wrong methods and content types).
//
// After every request: no 5xx and no unhandled error logged by the API; from the BFF no masked
// INTERNAL_SERVER_ERROR and no upstream failure; a refused write (and any read) stored nothing (a change
// log fed by triggers on every table must not move); and the callers' permissions hold (anonymous never
// passes a guarded route, a student never an admin one). Both servers must still answer at the end.
//
// Reproduce a failure with SECURITY_FUZZ_SEED=<seed>; size the run with SECURITY_FUZZ_REST and
// SECURITY_FUZZ_GQL; SECURITY_FUZZ_TRACE=1 prints every REST request with its status.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/schema/index.js';
import { type ChangeLog, changedTables, installChangeLog, snapshot } from './support/dbWatch.js';
import { type GeneratedOperation, type IdPool, randomOperation } from './support/gqlGen.js';
import { rawRequest } from './support/http.js';
import {
  deepJsonText,
  hugeString,
  nastyString,
  Rng,
  randomJson,
  randomString,
  weirdNumbers,
} from './support/rng.js';
import { type Stack, startStack } from './support/stack.js';
import { gid, unique } from './support/world.js';

const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 20_261_122);
const REST_OPS = Number(process.env.SECURITY_FUZZ_REST ?? 6000);
const GQL_OPS = Number(process.env.SECURITY_FUZZ_GQL ?? 4000);

type Json = Record<string, unknown>;
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
}
interface Route {
  method: string;
  path: string;
  access: 'public' | 'user' | 'admin';
  params: string[];
  /** What a path parameter's id is, where the document names it only `id` ("The student's id."). */
  idKind: Record<string, string>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

let stack: Stack;
let log: ChangeLog;
let mark = 0;
const actors = { student: { id: 0, token: '' }, admin: { id: 0, token: '' }, superToken: '' };
const numericIds = new Map<string, number[]>();
const globalIds: IdPool = { byType: new Map() };
const failures: string[] = [];
const stats = {
  rest: 0,
  gql: 0,
  restByRoute: new Map<string, number>(),
  restStatus: new Map<number, number>(),
  gqlByField: new Map<string, number>(),
  gqlOutcome: new Map<string, number>(),
  refusedWrites: 0,
  acceptedWrites: 0,
  slow: [] as string[],
};
const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
const fail = (msg: string) => {
  if (failures.length < 50) failures.push(msg);
};

// --- Set-up ----------------------------------------------------------------------------------------

async function refreshIds() {
  const db = stack.api.db;
  const ids = async (
    table:
      | 'users'
      | 'patients'
      | 'symptoms'
      | 'rooms'
      | 'assignments'
      | 'api_keys'
      | 'models'
      | 'reset_requests',
  ) => (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
  const byTable = {
    users: await ids('users'),
    patients: await ids('patients'),
    symptoms: await ids('symptoms'),
    rooms: await ids('rooms'),
    assignments: await ids('assignments'),
    api_keys: await ids('api_keys'),
    models: await ids('models'),
    reset_requests: await ids('reset_requests'),
  };
  for (const [k, v] of Object.entries(byTable)) numericIds.set(k, v);
  const types: [string, number[]][] = [
    ['User', byTable.users],
    ['Patient', byTable.patients],
    ['Symptom', byTable.symptoms],
    ['Room', byTable.rooms],
    ['Assignment', byTable.assignments],
    ['ApiKey', byTable.api_keys],
    ['AiModel', byTable.models],
    ['ResetRequest', byTable.reset_requests],
  ];
  globalIds.byType = new Map(types.map(([t, list]) => [t, list.map((id) => gid(t, id))]));
}

/** The fuzzing student and admin may lose their sessions (an admin may delete or ban the student): renew. */
async function ensureActors() {
  renew.needed = false;
  const me = async (token: string) => (await stack.api.call('GET', '/auth/me', { token })).status === 200;
  if (!(await me(actors.student.token))) {
    const u = unique('fuzzstudent');
    const r = await stack.api.call('POST', '/auth/register', {
      body: { name: 'Fuzz Student', username: u, email: `${u}@example.com`, password: 'secret1' },
    });
    actors.student = { id: r.body.user.id, token: await stack.api.login(`${u}@example.com`, 'secret1') };
    // Give the new student something to work on.
    await stack.api.call('POST', '/assignments/assign-patient', {
      token: actors.admin.token,
      body: {
        studentId: actors.student.id,
        patientIds: numericIds.get('patients')?.slice(0, 2),
        isMarkable: 1,
      },
    });
  }
  if (!(await me(actors.admin.token))) {
    const u = unique('fuzzadmin');
    const r = await stack.api.call('POST', '/users', {
      token: actors.superToken,
      body: {
        name: 'Fuzz Admin',
        username: u,
        email: `${u}@example.com`,
        password: 'secret1',
        isAdmin: true,
      },
    });
    actors.admin = { id: r.body.user.id, token: await stack.api.login(`${u}@example.com`, 'secret1') };
  }
  mark = await log.mark();
}

beforeAll(async () => {
  // With the built web app served (when there is one), so that its static file handler is fuzzed too.
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  stack = await startStack({ webDist: existsSync(`${webDist}/index.html`) ? webDist : undefined });
  const t = await stack.api.demoTokens();
  actors.superToken = t.admin;
  const id = async (token: string) =>
    (await stack.api.call('GET', '/auth/me', { token })).body.user.id as number;
  actors.student = { id: await id(t.student), token: t.student };
  actors.admin = { id: await id(t.teacher), token: t.teacher };
  // A provider key of each service, so the routes that read the active keys have something to read.
  for (const service of ['openai', 'deepgram'])
    await stack.api.call('POST', '/apiKeys/api-keys', {
      token: t.admin,
      body: { keyName: `Fuzz ${service}`, apiKey: `fuzz-${service}-key`, service, modelId: 'default' },
    });
  log = await installChangeLog(stack.api.db);
  await refreshIds();
  mark = await log.mark();
});

afterAll(async () => {
  await stack?.stop();
});

// --- REST -----------------------------------------------------------------------------------------

async function loadRoutes(): Promise<Route[]> {
  const r = await stack.api.call('GET', '/openapi.json');
  expect(r.status).toBe(200);
  const routes: Route[] = [];
  for (const [path, methods] of Object.entries(r.body.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const description = String(op.description ?? '');
      const access = description.includes('Anyone')
        ? 'public'
        : description.includes('Admins and super admins')
          ? 'admin'
          : 'user';
      const parameters = (op.parameters ?? []) as {
        name: string;
        in: string;
        description?: string;
        schema: JsonSchema;
      }[];
      routes.push({
        method: method.toUpperCase(),
        path,
        access,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        idKind: Object.fromEntries(
          parameters.flatMap((p) => {
            const kind = p.in === 'path' && p.description?.match(/^The (\w+)'s id\.$/)?.[1];
            return kind ? [[p.name, `${kind}Id`]] : [];
          }),
        ),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
          'application/json'
        ]?.schema,
      });
    }
  }
  return routes;
}

/** Which table an id of this name (in this path) refers to. */
function tableFor(name: string, path: string): string {
  const n = name.toLowerCase();
  if (n.startsWith('student') || n.startsWith('user') || n.startsWith('admin') || n === 'creatorid')
    return 'users';
  if (n.startsWith('patient')) return 'patients';
  if (n.startsWith('assignment')) return 'assignments';
  if (n.startsWith('room')) return 'rooms';
  if (n.startsWith('symptom')) return 'symptoms';
  if (n.startsWith('model')) return 'models';
  for (const [prefix, table] of [
    ['/users', 'users'],
    ['/patients', 'patients'],
    ['/symptoms', 'symptoms'],
    ['/rooms', 'rooms'],
    ['/apiKeys/api-keys', 'api_keys'],
    ['/apiKeys/models', 'models'],
    ['/assignments', 'assignments'],
  ] as const)
    if (path.startsWith(prefix)) return table;
  return 'users';
}

const weirdIdTexts = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'abc',
  'NaN',
  'Infinity',
  '%20',
  '%00',
  '..%2F..',
  '%E2%82%AC',
  '١',
  ' 1',
  '+1',
  '-0',
  '1;DROP TABLE users',
  '9'.repeat(400),
  '%E0%A4%A',
  '%',
  '%%32%65',
];

function randomIdValue(rng: Rng, name: string, path: string): unknown {
  const list = numericIds.get(tableFor(name, path)) ?? [];
  return rng.weighted<() => unknown>([
    [6, () => (list.length ? rng.pick(list) : 1)],
    [1, () => rng.int(1, 60)],
    [1, () => rng.pick(weirdNumbers)],
    [0.5, () => String(list.length ? rng.pick(list) : 1)],
    [0.5, () => rng.pick(weirdIdTexts)],
  ] as const)();
}

/** A value that fits the schema (mostly; the schema generator is not a validator). */
function fromSchema(rng: Rng, s: JsonSchema | undefined, name: string, path: string, depth = 0): unknown {
  if (!s) return randomJson(rng, 1);
  if (s.anyOf || s.oneOf)
    return fromSchema(rng, rng.pick((s.anyOf ?? s.oneOf) as JsonSchema[]), name, path, depth);
  if (s.enum) return rng.pick(s.enum);
  const type = Array.isArray(s.type) ? rng.pick(s.type) : s.type;
  if (/id$/i.test(name) || /ids$/i.test(name) || name === 'symptoms') {
    if (type === 'array') return Array.from({ length: rng.int(1, 3) }, () => randomIdValue(rng, name, path));
    if (type === 'integer' || type === 'number' || name.endsWith('Id'))
      return name === 'modelId' && rng.chance(0.5)
        ? rng.pick(['default', null, ''])
        : randomIdValue(rng, name, path);
  }
  switch (type) {
    case 'object': {
      const o: Json = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if (!(s.required ?? []).includes(k) && rng.chance(0.4)) continue;
        o[k] = fromSchema(rng, v, k, path, depth + 1);
      }
      if (s.additionalProperties && typeof s.additionalProperties === 'object' && rng.chance(0.5))
        o[randomString(rng, 10) || 'k'] = fromSchema(rng, s.additionalProperties, 'value', path, depth + 1);
      return o;
    }
    case 'array':
      return Array.from({ length: rng.int(0, depth > 1 ? 2 : 4) }, () =>
        fromSchema(rng, s.items, name, path, depth + 1),
      );
    case 'integer':
      return rng.int(s.minimum ?? 0, Math.min(s.maximum ?? 100, 100));
    case 'number':
      return rng.next() * 100;
    case 'boolean':
      return rng.chance(0.5);
    case 'string': {
      if (name.toLowerCase().includes('email')) return `${unique('fz')}@example.com`;
      if (name === 'password' || name.toLowerCase().includes('password'))
        return rng.pick(['secret1', 'wrongpw1', 'x']);
      if (name === 'severity') return rng.pick(['mild', 'moderate', 'severe', 'MILD', 'bad']);
      if (name === 'service') return rng.pick(['openai', 'deepgram', 'other']);
      if (name === 'action') return rng.pick(['accept', 'decline', 'maybe']);
      if (s.pattern === '^\\S+$') return unique('fz');
      const text = randomString(rng, Math.min(s.maxLength ?? 40, 40));
      return s.minLength && text.length < s.minLength ? `${text}${'x'.repeat(s.minLength)}` : text;
    }
    default:
      return randomJson(rng, 1);
  }
}

/** Breaks a valid body in one to three ways. */
function mutateBody(rng: Rng, body: unknown, schemaOf: JsonSchema | undefined): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const o: Json = { ...(body as Json) };
  for (let n = rng.int(1, 3); n > 0; n--) {
    const keys = Object.keys(o);
    const key = keys.length ? rng.pick(keys) : 'x';
    rng.weighted<() => unknown>([
      [3, () => delete o[key]],
      [
        2,
        () =>
          (o[
            rng.pick([
              'extra',
              '__proto__',
              'constructor',
              'isAdmin',
              'isSuperAdmin',
              'creatorId',
              'id',
              randomString(rng, 8),
            ])
          ] = randomJson(rng, 2)),
      ],
      [4, () => (o[key] = randomJson(rng, 2))],
      [2, () => (o[key] = null)],
      [1, () => (o[key] = hugeString(rng, 10_000, 200_000))],
      [3, () => (o[key] = nastyString(rng))],
      [2, () => (o[key] = rng.pick(weirdNumbers))],
      [1, () => (o[key] = [o[key], o[key]])],
      [1, () => (o[key] = Array.from({ length: rng.int(100, 3000) }, () => rng.int(-3, 50)))],
      [1, () => (o[key] = JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`))],
      [1, () => (o[key] = { nested: o[key] })],
      [1, () => (o[key] = String(o[key]))],
    ] as const)();
  }
  void schemaOf;
  return o;
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  '',
];

const brokenJson = [
  '{',
  '}',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'NaN',
  'undefined',
  '{"a": 1e999}',
  '{"a": 0x10}',
  '\ufeff{}',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  '{"a": "b" "c": 1}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
  'null',
  'true',
  '"just a string"',
  '12345',
  '[]',
  '\u0000',
  'a=1&b=2',
  '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--',
];

function forgedToken(kind: 'none' | 'tampered'): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = { sub: String(actors.admin.id), tv: 0, adm: true, sup: true, exp: 4_102_444_800 };
  if (kind === 'none') return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
  const [h, , sig] = actors.student.token.split('.');
  return `${h}.${enc(claims)}.${sig}`;
}

type RestCaller = 'anon' | 'forged' | 'student' | 'admin';

async function restOp(rng: Rng, routes: Route[], index: number) {
  const route = rng.pick(routes);
  const caller = rng.weighted([
    [2, 'anon'],
    [1, 'forged'],
    [3, 'student'],
    [4, 'admin'],
  ] as const) as RestCaller;
  const headers: Record<string, string> = {};
  if (caller === 'student') headers.authorization = `Bearer ${actors.student.token}`;
  if (caller === 'admin') headers.authorization = `Bearer ${actors.admin.token}`;
  if (caller === 'forged')
    headers.authorization = rng.pick([
      `Bearer ${forgedToken('none')}`,
      `Bearer ${forgedToken('tampered')}`,
      'Bearer',
      'Bearer  ',
      `Basic ${Buffer.from('admin@example.com:admin123').toString('base64')}`,
      `Bearer ${randomString(rng, 60).replace(/[^\x21-\x7e]/g, 'x')}`,
      `bearer ${actors.student.token.slice(0, -3)}abc`,
    ]);
  let path = route.path;
  for (const p of route.params)
    path = path.replace(
      `{${p}}`,
      encodeURIComponent(String(randomIdValue(rng, route.idKind[p] ?? p, route.path))).replace(/%25/g, '%'),
    );
  const qs = new URLSearchParams();
  for (const [name, s] of Object.entries(route.query)) {
    if (rng.chance(0.6)) continue;
    const v = rng.chance(0.6)
      ? fromSchema(rng, s, name, route.path)
      : rng.chance(0.5)
        ? nastyString(rng)
        : rng.pick(weirdNumbers);
    qs.append(name, String(v));
  }
  if (rng.chance(0.05)) qs.append(rng.pick(['limit', 'search', 'extra', '__proto__']), randomString(rng, 10));
  const url = `${stack.api.url}/api/v1${path}${qs.size ? `?${qs}` : ''}`;

  let body: string | undefined;
  let contentType: string | undefined;
  let oversized = false;
  if (route.method !== 'GET') {
    const style = rng.weighted([
      [route.body ? 25 : 2, 'valid'],
      [route.body ? 40 : 2, 'mutated'],
      [12, 'random'],
      [12, 'broken'],
      [3, 'deep'],
      [5, 'none'],
      [0.4, 'oversized'],
    ] as const);
    contentType = rng.chance(0.85) ? 'application/json' : rng.pick(contentTypes);
    switch (style) {
      case 'valid':
        body = JSON.stringify(fromSchema(rng, route.body, 'body', route.path));
        break;
      case 'mutated':
        body = JSON.stringify(mutateBody(rng, fromSchema(rng, route.body, 'body', route.path), route.body));
        break;
      case 'random':
        body = JSON.stringify(randomJson(rng, 4));
        break;
      case 'broken':
        body = rng.pick(brokenJson);
        break;
      case 'deep':
        body = deepJsonText(rng);
        break;
      case 'oversized':
        oversized = true;
        body = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + rng.int(1, 1000)) });
        break;
      default:
        body = undefined;
    }
    if (contentType) headers['content-type'] = contentType;
  }

  const write = route.method !== 'GET';
  const key = `${route.method} ${route.path}`;
  bump(stats.restByRoute, key);
  stats.rest++;
  const what = () =>
    `REST #${index} ${route.method} ${url.slice(0, 300)} as ${caller} [${contentType ?? '-'}] body ${String(body).slice(0, 300)}`;
  let status = 0;
  let text = '';
  const t0 = Date.now();
  try {
    if (oversized || (body?.length ?? 0) > 32_000) {
      // On a socket of its own: for a body it refuses unread (413, or 401 before parsing) the server
      // drains the rest for at most 500 ms and then drops the connection, which a pooled client would
      // otherwise reuse for the next request.
      const res = await rawRequest(url, { method: route.method, headers, body });
      status = res.status;
      text = res.text;
    } else {
      const res = await fetch(url, {
        method: route.method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      text = await res.text();
    }
  } catch (error) {
    // A server may close the connection on an oversized upload before reading it all.
    if (!oversized)
      fail(
        `${what()}: no answer (${(error as Error).message}: ${String((error as { cause?: unknown }).cause)})`,
      );
  }
  if (Date.now() - t0 > 2000) stats.slow.push(`${Date.now() - t0} ms: ${what().slice(0, 300)}`);
  if (process.env.SECURITY_FUZZ_TRACE) console.log(status, what().slice(0, 400));
  bump(stats.restStatus, status);
  await checkAfter(what, { status, write, refused: status >= 400 || status === 0 });
  if (status >= 500) fail(`${what()}: ${status} ${text.slice(0, 300)}`);
  if (status >= 400 && status < 500 && status !== 413) {
    // Errors are JSON {"message": ...} with no internals in them.
    let parsed: { message?: unknown } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {}
    if (typeof parsed?.message !== 'string')
      fail(`${what()}: ${status} without a JSON message: ${text.slice(0, 200)}`);
    if (/\bat .+\.(ts|js):\d+|node_modules|stack/i.test(text))
      fail(`${what()}: internals in the answer ${text.slice(0, 300)}`);
  }
  // Permissions: a guarded route never lets anonymous (or a forged token) through; an admin route never a student.
  if (status) {
    if (
      (caller === 'anon' || caller === 'forged') &&
      route.access !== 'public' &&
      ![401, 404, 413].includes(status)
    )
      fail(`${what()}: a ${route.access} route answered ${status} without a valid session`);
    // (401: an admin's fuzzed request may just have ended the student's session.)
    if (caller === 'student' && route.access === 'admin' && ![401, 403, 404, 413].includes(status))
      fail(`${what()}: an admin route answered ${status} to a student`);
    if ((caller === 'student' || caller === 'admin') && status === 401) renew.needed = true;
  }
}

// --- Shared: stored data must not change on refusals ----------------------------------------------

const apiErrorsSeen = { n: 0 };
const markMs = { total: 0 };
/** Set when a fuzzing caller's session stopped working, so that the run renews it at once. */
const renew = { needed: false };

async function checkAfter(what: () => string, r: { status: number; write: boolean; refused: boolean }) {
  const before = mark;
  const m0 = performance.now();
  mark = await log.mark();
  markMs.total += performance.now() - m0;
  if (mark !== before) {
    if (r.write && !r.refused) stats.acceptedWrites++;
    else {
      const changes = await log.since(before);
      fail(
        `${what()}: ${r.write ? `refused (${r.status})` : 'a read'} but stored data changed: ${JSON.stringify(changes).slice(0, 600)}`,
      );
    }
  } else if (r.write && r.refused) stats.refusedWrites++;
  if (stack.apiErrors.length > apiErrorsSeen.n) {
    fail(
      `${what()}: the API logged an unhandled error: ${stack.apiErrors.slice(apiErrorsSeen.n).join(' | ').slice(0, 600)}`,
    );
    apiErrorsSeen.n = stack.apiErrors.length;
  }
}

/** A random text whose lone surrogate halves are replaced: `encodeURI` throws on them. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

// --- BFF ------------------------------------------------------------------------------------------

type GqlCaller = 'anon' | 'forged' | 'student' | 'admin' | 'studentCookie';

async function gqlOp(rng: Rng, index: number) {
  const caller = rng.weighted([
    [2, 'anon'],
    [1, 'forged'],
    [3, 'student'],
    [1, 'studentCookie'],
    [4, 'admin'],
  ] as const) as GqlCaller;
  const headers: Record<string, string> = {};
  if (caller === 'student') headers.authorization = `Bearer ${actors.student.token}`;
  if (caller === 'admin') headers.authorization = `Bearer ${actors.admin.token}`;
  if (caller === 'studentCookie')
    headers.cookie = `anamnesis_session=${encodeURIComponent(actors.student.token)}`;
  if (caller === 'forged')
    headers.authorization = `Bearer ${forgedToken(rng.chance(0.5) ? 'none' : 'tampered')}`;

  const op: GeneratedOperation = randomOperation(rng, schema, globalIds);
  const transport = rng.weighted([
    [90, 'post'],
    [3, 'get'],
    [2, 'badType'],
    [2, 'badJson'],
    [1, 'batch'],
    [2, 'nonStringQuery'],
    [3, 'otherPath'],
  ] as const);
  let method = 'POST';
  let url = `${stack.url}/graphql`;
  let body: string | undefined = JSON.stringify({ query: op.query, variables: op.variables });
  headers['content-type'] = 'application/json';
  if (transport === 'get') {
    method = 'GET';
    const qs = new URLSearchParams({ query: op.query.slice(0, 6000) });
    if (op.variables) qs.set('variables', JSON.stringify(op.variables).slice(0, 2000));
    url += `?${qs}`;
    body = undefined;
    delete headers['content-type'];
  } else if (transport === 'badType') {
    headers['content-type'] = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]);
  } else if (transport === 'badJson') {
    body = rng.pick(brokenJson);
  } else if (transport === 'batch' && op.kind === 'query') {
    body = JSON.stringify([{ query: op.query }, { query: '{ viewer { user { id } } }' }]);
  } else if (transport === 'otherPath') {
    // The BFF's other HTTP endpoints: the static web app, the voice endpoints, health checks.
    method = rng.pick(['GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
    const segment = rng.pick([...weirdIdTexts, randomString(rng, 12).replace(/[?#]/g, '')]);
    url = `${stack.url}${rng.pick(['/', '/assets/', '/voice/', '/voice/speech/', '/voice/samples/', '/voice/ws', '/graphql/', '/healthz', '/readyz', '/login/'])}${encodeURI(wellFormed(segment)).replace(/%25/g, '%')}`;
    body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : JSON.stringify({ query: '{ viewer { user { id } } }' });
  } else if (transport === 'nonStringQuery') {
    body = JSON.stringify({
      query: randomJson(rng, 2),
      variables: rng.pick([[], 'x', 1, null]),
      operationName: rng.pick([1, {}, 'Nope']),
    });
  }
  // An oversized body (a valid query padded with 1.2 MB of blanks), where the method has a body.
  if (rng.chance(0.005) && body !== undefined)
    body = JSON.stringify({ query: `{ viewer { user { id } } }${' '.repeat(1_200_000)}` });

  for (const f of op.fields) bump(stats.gqlByField, `${op.kind}:${f}`);
  if (!op.fields.length) bump(stats.gqlByField, op.kind);
  stats.gql++;
  const what = () =>
    `GraphQL #${index} ${transport} as ${caller}: ${op.query.slice(0, 400)} vars ${JSON.stringify(op.variables ?? null).slice(0, 300)}`;
  let status = 0;
  let text = '';
  const t0 = Date.now();
  try {
    const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    status = res.status;
    text = await res.text();
  } catch (error) {
    fail(`${what()}: no answer (${(error as Error).message})`);
  }
  if (Date.now() - t0 > 2000) stats.slow.push(`${Date.now() - t0} ms: ${what().slice(0, 300)}`);
  let parsed: {
    data?: Record<string, { __typename?: string } | null> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  } = {};
  try {
    parsed = JSON.parse(text);
  } catch {}
  const codes = (parsed.errors ?? []).map((e) => e.extensions?.code ?? 'NONE');
  if (
    caller !== 'anon' &&
    caller !== 'forged' &&
    (codes.includes('UNAUTHENTICATED') || /AuthenticationError/.test(text))
  )
    renew.needed = true;
  const payload = op.resultKey ? parsed.data?.[op.resultKey] : undefined;
  const typed = payload?.__typename;
  const refused = status >= 400 || !!parsed.errors?.length || !payload || /Error$/.test(typed ?? '');
  bump(
    stats.gqlOutcome,
    status >= 400 ? `http ${status}` : codes.length ? (codes[0] as string) : (typed ?? 'data'),
  );
  // Only a query is sent as a batch; any other operation drawn for 'batch' goes as a plain POST.
  const plainPost = transport === 'post' || (transport === 'batch' && op.kind !== 'query');
  const isMutation = (op.kind === 'mutation' || !!op.mayWrite) && plainPost;
  await checkAfter(what, { status, write: isMutation, refused: isMutation ? refused : true });
  // A voice turn may save once more just after it answered: let that land before the next request.
  if (
    isMutation &&
    !refused &&
    ['askPatient', 'saveVoiceSession', 'openVoiceSession'].includes(op.field ?? '')
  )
    for (let quiet = 0, tries = 0; quiet < 3 && tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = await log.mark();
      quiet = now === mark ? quiet + 1 : 0;
      mark = now;
    }
  if (status >= 500) fail(`${what()}: HTTP ${status} ${text.slice(0, 300)}`);
  const bad = (parsed.errors ?? []).filter(
    (e) =>
      e.message === 'Unexpected error.' ||
      ['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_CONTRACT'].includes(
        e.extensions?.code ?? '',
      ),
  );
  if (bad.length) fail(`${what()}: ${JSON.stringify(bad).slice(0, 400)}`);
}

// --- The run ----------------------------------------------------------------------------------------

describe('fuzz', () => {
  it(`survives ${REST_OPS} REST and ${GQL_OPS} GraphQL requests (seed ${SEED}) without a 5xx or a stray write`, async () => {
    const started = Date.now();
    const cpuStart = process.cpuUsage();
    const routes = await loadRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(55);
    const before = await snapshot(stack.api.db);

    const restRng = new Rng(SEED);
    for (let i = 0; i < REST_OPS; i++) {
      if (i % 100 === 0 || renew.needed) await ensureActors();
      if (i % 250 === 0) await refreshIds();
      await restOp(restRng, routes, i);
    }
    const restSeconds = (Date.now() - started) / 1000;

    const gqlRng = new Rng(SEED ^ 0x5eed);
    for (let i = 0; i < GQL_OPS; i++) {
      if (i % 100 === 0 || renew.needed) await ensureActors();
      if (i % 250 === 0) await refreshIds();
      await gqlOp(gqlRng, i);
    }
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;

    // Both servers still answer, and still do their job.
    expect((await fetch(`${stack.api.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    const login = await stack.gql(
      'mutation ($i: LoginInput!) { login(input: $i) { __typename } }',
      { i: { email: 'mei@example.com', password: 'student123' } },
      { headers: { 'x-forwarded-for': '10.0.0.1' } },
    );
    expect(login.errors ?? []).toEqual([]);
    // Nobody polluted the prototypes of this process (the API, the BFF and this test share it).
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // Accepted writes changed some tables, and a snapshot tells which.
    const changed = changedTables(before, await snapshot(stack.api.db));

    console.log(
      [
        `fuzz seed ${SEED}: ${stats.rest} REST + ${stats.gql} GraphQL = ${stats.rest + stats.gql} requests in ${seconds.toFixed(1)} s (REST ${restSeconds.toFixed(1)} s), ${cpuSeconds.toFixed(1)} s of CPU`,
        `REST statuses: ${JSON.stringify(Object.fromEntries([...stats.restStatus].sort((a, b) => a[0] - b[0])))}`,
        `GraphQL outcomes: ${JSON.stringify(Object.fromEntries([...stats.gqlOutcome].sort((a, b) => b[1] - a[1]).slice(0, 25)))}`,
        `time spent reading the change log: ${(markMs.total / 1000).toFixed(1)} s`,
        `slowest requests (over 2 s): ${stats.slow.length}${stats.slow.length ? `\n  ${stats.slow.slice(0, 10).join('\n  ')}` : ''}`,
        `writes: ${stats.refusedWrites} refused without a trace, ${stats.acceptedWrites} accepted; tables changed by accepted writes: ${changed.join(', ')}`,
      ].join('\n'),
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    // Every route and every root field was exercised.
    const thin = routes
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => (stats.restByRoute.get(k) ?? 0) < Math.min(20, REST_OPS / routes.length / 3));
    expect(thin, 'routes the run hardly reached').toEqual([]);
    const rootFields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((f) => `query:${f}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `mutation:${f}`),
    ];
    expect(
      rootFields.filter((f) => !stats.gqlByField.has(f)),
      'root fields never fuzzed',
    ).toEqual([]);
    expect(stats.rest + stats.gql).toBeGreaterThanOrEqual(Math.min(10_000, REST_OPS + GQL_OPS));
    // About 70 s of CPU on its own; the generous limit is for machines busy with other work.
  }, 900_000);
});
