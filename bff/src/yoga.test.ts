import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createBffServer } from './server.js';
import { startTestBff, type TestBff } from './test/testBff.js';

let t: TestBff;
let token: string;
beforeAll(async () => {
  t = await startTestBff();
  token = (await t.api.demoTokens()).admin;
});
afterAll(() => t?.stop());

/** A POST /graphql as a script or the web app sends it, and the answer as the client reads it. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
}

/** The headers every answer carries; the cases below name the ones they add. */
const ALWAYS = ['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'vary'];
const CORS = [
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-allow-origin',
];

// Both spellings of the JSON type a client sends: the second was once answered by another code path.
describe.each(['application/json', 'application/json; charset="utf-8"'])(
  'POST /graphql as %s: what the client reads',
  (contentType) => {
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      post(t.url, body, { 'content-type': contentType, ...headers });
    const names = (headers: Headers) => [...headers.keys()].sort();

    it('answers a query as JSON with its length, and no header it was not asked for', async () => {
      const r = await send(
        { query: '{ symptoms(first: 2) { totalCount edges { node { id name } } } }' },
        { authorization: `Bearer ${token}` },
      );
      expect(r.status).toBe(200);
      expect(names(r.headers)).toEqual(ALWAYS);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(r.text));
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.symptoms.edges).toHaveLength(2);
    });

    it('grants the page’s own origin a credentialed read (CORS), and a foreign origin none', async () => {
      const query = { query: '{ symptoms(first: 1) { totalCount } }' };
      const own = await send(query, { authorization: `Bearer ${token}`, origin: t.url });
      expect(names(own.headers)).toEqual([...CORS, ...ALWAYS].sort());
      expect(Object.fromEntries(CORS.map((n) => [n, own.headers.get(n)]))).toEqual({
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type, authorization, x-request-id',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-origin': t.url,
      });
      const foreign = await send(query, { authorization: `Bearer ${token}`, origin: 'http://evil.example' });
      expect(names(foreign.headers)).toEqual(ALWAYS);
      expect(foreign.body).toEqual(own.body);
    });

    it('asks an anonymous caller to sign in, with a code', async () => {
      const r = await send({ query: '{ symptoms(first: 1) { totalCount } }' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        data: null,
        errors: [
          {
            message: 'Please login to continue.',
            locations: [{ line: 1, column: 3 }],
            path: ['symptoms'],
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      });
    });

    it('refuses what it cannot run with a code: invalid documents, bad variables, unknown parameters', async () => {
      const invalid = await send({ query: '{ nofield }' });
      expect(invalid.status).toBe(200);
      expect(invalid.body.errors).toEqual([
        {
          message: 'Cannot query field "nofield" on type "Query".',
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
      const badVariables = await send(
        { query: 'query ($n: Int!) { symptoms(first: $n) { totalCount } }', variables: { n: 'x' } },
        { authorization: `Bearer ${token}` },
      );
      expect(badVariables.status).toBe(400);
      expect(badVariables.body.errors).toEqual([
        {
          message: 'Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"',
          locations: [{ line: 1, column: 8 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
      const unknown = await send({ query: '{ __typename }', foo: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({
        errors: [
          { message: 'Unexpected parameter "foo" in the request body.', extensions: { code: 'BAD_REQUEST' } },
        ],
      });
      const subscription = await send({ query: 'subscription { __typename }' });
      expect(subscription.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('sets the session cookie on sign-in, and none on a failed one', async () => {
      const login = (password: string) =>
        send({
          query:
            'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }',
          variables: { input: { email: 'admin@example.com', password } },
        });
      const ok = await login('admin123');
      expect(ok.body.data.login.__typename).toBe('LoginPayload');
      expect(names(ok.headers)).toEqual([...ALWAYS, 'set-cookie'].sort());
      expect(ok.headers.get('set-cookie')).toMatch(
        /^anamnesis_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=7200$/,
      );
      const failed = await login('wrong');
      expect(failed.body.data.login).toEqual({
        __typename: 'AuthenticationError',
        message: 'Invalid email or password.',
      });
      expect(names(failed.headers)).toEqual(ALWAYS);
    });

    it('sends a session cookie only with the answer of the request that signed in, many at once', async () => {
      // Each request's cookies are kept with that request (yoga.ts, RequestState), never another's.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 3 === 0
            ? send({
                query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
                variables: { input: { email: 'admin@example.com', password: 'admin123' } },
              })
            : send({ query: '{ symptoms(first: 1) { totalCount } }' }, { authorization: `Bearer ${token}` }),
        ),
      );
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        if (i % 3 === 0) expect(answer.headers.get('set-cookie')).toMatch(/^anamnesis_session=/);
        else expect(answer.headers.get('set-cookie')).toBeNull();
      });
    });

    it('runs an operation whose result carries errors once', async () => {
      const auth = { authorization: `Bearer ${token}` };
      const callsOf = async (query: string) => {
        const before = t.bff.rest.calls;
        const r = await send({ query }, auth);
        return { calls: t.bff.rest.calls - before, body: r.body };
      };
      const list = await callsOf('{ symptoms(first: 1) { totalCount } }');
      const missing = await callsOf('{ patient(id: "not an id") { id } }');
      const both = await callsOf('{ symptoms(first: 1) { totalCount } patient(id: "not an id") { id } }');
      expect(both.body.errors).toEqual([
        {
          message: 'Patient not found.',
          locations: [{ line: 1, column: 37 }],
          path: ['patient'],
          extensions: { code: 'NOT_FOUND' },
        },
      ]);
      expect(both.calls).toBe(list.calls + missing.calls);
    });

    it('answers a document it cannot parse with 200, or 400 to a client that accepts graphql-response+json', async () => {
      const body = { query: '{ unparsed' };
      const plain = await send(body);
      expect(plain.status).toBe(200);
      expect(plain.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const strict = await send(body, { accept: 'application/graphql-response+json' });
      expect(strict.status).toBe(400);
      expect(strict.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    });
  },
);

describe('an envelop plugin added to the Yoga instance', () => {
  it('sees and shapes every plain query and mutation over HTTP, from request to response', async () => {
    const seen: string[] = [];
    const traced: Plugin = {
      onRequest: ({ request }) => void seen.push(`request ${request.method}`),
      onExecute: ({ args }) =>
        void seen.push(`execute ${getOperationAST(args.document, args.operationName)?.operation}`),
      onResponse: ({ response }) => {
        seen.push(`response ${response.status}`);
        response.headers.set('x-traced', 'yes');
      },
    };
    const bff = createBffServer(
      { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', apiBaseUrl: t.api.url },
      { plugins: [traced] },
    );
    const url = await bff.start();
    try {
      const query = await post(
        url,
        { query: '{ symptoms(first: 1) { totalCount } }' },
        { authorization: `Bearer ${token}` },
      );
      expect(query.body.data.symptoms.totalCount).toBeGreaterThan(0);
      expect(query.headers.get('x-traced')).toBe('yes');
      const mutation = await post(url, {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
        variables: { input: { email: 'admin@example.com', password: 'admin123' } },
      });
      expect(mutation.body.data.login.__typename).toBe('LoginPayload');
      expect(mutation.headers.get('x-traced')).toBe('yes');
      expect(mutation.headers.get('set-cookie')).toMatch(/^anamnesis_session=/);
      expect(seen).toEqual([
        'request POST',
        'execute query',
        'response 200',
        'request POST',
        'execute mutation',
        'response 200',
      ]);
    } finally {
      await bff.stop();
    }
  });
});
