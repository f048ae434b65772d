import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPILE_AFTER_RUNS } from './compiledExecution.js';
import { startTestBff, type TestBff } from './test/testBff.js';
import { createLoaders } from './upstream/loaders.js';
import type { RestCall } from './upstream/restClient.js';

// Counts compilations, compiling for real.
const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiles.count++;
      return jit.compileQuery(...args);
    },
  };
});

let t: TestBff;
let tokens: { admin: string; teacher: string; student: string };
/**
 * The API behind `API_BASE_URL` may be another school's server: this one writes its rooms' creation
 * dates in a form no DateTime can hold, so serialising `Room.createdAt` throws ("Invalid time value").
 */
const offClockCall =
  (call: RestCall): RestCall =>
  async (req) => {
    const res = await call(req);
    if (req.method !== 'GET' || req.path !== '/rooms') return res;
    const data = res.data as { rooms: { createdAt: string }[] };
    const rooms = data.rooms.map((r) => ({ ...r, createdAt: 'last Tuesday' }));
    return { ...res, data: { ...data, rooms } as typeof res.data };
  };

beforeAll(async () => {
  t = await startTestBff(
    {},
    { makeLoaders: (call, token, requestId) => createLoaders(offClockCall(call), token, requestId) },
  );
  tokens = await t.api.demoTokens();
});
afterAll(() => t?.stop());

/** The whole answer as a client reads it: status and body. */
async function post(query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

/** Runs an operation until it is compiled and past it; every answer must be the first one. */
async function answersAlike(
  query: string,
  variables: Record<string, unknown>,
  token: string,
  compiledAfter: number | null = COMPILE_AFTER_RUNS,
) {
  const before = compiles.count;
  const first = await post(query, variables, token);
  for (let run = 2; run <= COMPILE_AFTER_RUNS + 2; run++) {
    expect(await post(query, variables, token), `run ${run} of ${query}`).toEqual(first);
    const expected = compiledAfter !== null && run >= compiledAfter ? 1 : 0;
    expect(compiles.count - before, `compilations after run ${run}`).toBe(expected);
  }
  return first;
}

describe('compiled execution', () => {
  it('answers lists, nodes, fragments on abstract types and scalars exactly as graphql-js does', async () => {
    const list = await answersAlike(
      `query Symptoms($first: Int!) { symptoms(first: $first) {
        totalCount pageInfo { hasNextPage hasPreviousPage }
        edges { cursor node { id databaseId name description severity } } } }`,
      { first: 5 },
      tokens.admin,
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.symptoms.edges).toHaveLength(5);
    const patients = await answersAlike(
      '{ patients(first: 3) { edges { node { id name symptoms { name severity } } } } }',
      {},
      tokens.teacher,
    );
    const id = patients.body.data.patients.edges[0].node.id;
    const node = await answersAlike(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Patient { name } ... on User { username } } }',
      { id },
      tokens.teacher,
    );
    expect(patients.body.errors).toBeUndefined();
    expect(node.body.data.node.__typename).toBe('Patient');
    await answersAlike('{ viewer { user { id name role } } }', {}, tokens.student);
    const dated = await answersAlike(
      '{ myAssignments(first: 5) { totalCount edges { node { id createdAt updatedAt submittedAt } } } }',
      {},
      tokens.student,
    );
    expect(dated.body.data.myAssignments.edges[0].node.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers errors exactly as graphql-js does: typed results, masked errors, refused scopes', async () => {
    const invalid = await answersAlike(
      `mutation { createSymptom(input: { name: "", description: "", severity: MILD }) {
        __typename ... on Error { message } ... on ValidationError { field } } }`,
      {},
      tokens.admin,
    );
    expect(invalid.body.data.createSymptom.__typename).toBe('ValidationError');
    const missing = await answersAlike(
      'query Missing {\r\n  viewer { user { id } }\n  patient(id: "UGF0aWVudDo5OTk5OTk=") { id name }\n}',
      {},
      tokens.teacher,
    );
    expect(missing.body.errors[0]).toMatchObject({ path: ['patient'], extensions: { code: 'NOT_FOUND' } });
    expect(missing.body.errors[0].locations).toEqual([{ line: 3, column: 3 }]);
    const refused = await answersAlike('{ users(first: 1) { totalCount } }', {}, tokens.student);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('masks a value its type cannot serialise alike on every run, compiled or not', async () => {
    const failing = await answersAlike(
      '{ rooms(first: 1) { edges { node { name createdAt } } } }',
      {},
      tokens.admin,
    );
    expect(failing.body.errors).toEqual([
      {
        message: 'Unexpected error.',
        locations: [{ line: 1, column: 41 }],
        path: ['rooms', 'edges', 0, 'node', 'createdAt'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(failing.body)).not.toMatch(/Invalid time value|last Tuesday/);
  });

  it('refuses bad variables of a compiled operation in graphql-js’s words', async () => {
    const query = 'query Count($first: Int!) { symptoms(first: $first) { totalCount } }';
    await answersAlike(query, { first: 2 }, tokens.admin);
    // Already compiled: nothing more to compile, and graphql-js answers.
    const bad = await answersAlike(query, { first: 'two' }, tokens.admin, null);
    expect(bad.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Variable "\$first" got invalid value "two"; Int cannot represent/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});
