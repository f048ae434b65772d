import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let token: string;
beforeAll(async () => {
  t = await startTestBff();
  const r = await fetch(`${t.api.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  token = ((await r.json()) as { token: string }).token;
});
afterAll(() => t?.stop());

// `application/json` is answered by the fast path; the same type written with a quoted charset is not
// (graphqlPost.ts takes only the plain spellings), so Yoga answers it as it answered every request before.
const FAST = 'application/json';
const YOGA = 'application/json; charset="utf-8"';

async function post(contentType: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const seen = [...res.headers]
    .filter(([name]) => name !== 'date')
    .map(([name, value]) => (name === 'set-cookie' ? [name, value.replace(/=[^;]*/, '=…')] : [name, value]));
  return { status: res.status, headers: Object.fromEntries(seen), body: await res.text() };
}

describe('POST /graphql without the WHATWG round trip', () => {
  const cases: [string, unknown, (tok: string, origin: string) => Record<string, string>][] = [
    [
      'a query',
      { query: '{ symptoms(first: 2) { totalCount edges { node { id name } } } }' },
      (tok) => ({
        authorization: `Bearer ${tok}`,
      }),
    ],
    [
      'a page of our own origin (CORS)',
      { query: '{ symptoms(first: 1) { totalCount } }' },
      (tok, origin) => ({
        authorization: `Bearer ${tok}`,
        origin,
      }),
    ],
    [
      'a foreign origin',
      { query: '{ symptoms(first: 1) { totalCount } }' },
      (tok) => ({
        authorization: `Bearer ${tok}`,
        origin: 'http://evil.example',
      }),
    ],
    ['an anonymous caller', { query: '{ symptoms(first: 1) { totalCount } }' }, () => ({})],
    ['an invalid document', { query: '{ nofield }' }, () => ({})],
    [
      'bad variables',
      {
        query: 'query ($n: Int!) { symptoms(first: $n) { totalCount } }',
        variables: { n: 'x' },
      },
      (tok) => ({ authorization: `Bearer ${tok}` }),
    ],
    ['an unknown parameter', { query: '{ __typename }', foo: 1 }, () => ({})],
    ['a subscription', { query: 'subscription { __typename }' }, () => ({})],
    [
      'a sign-in (cookie)',
      {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
        variables: { input: { email: 'admin@example.com', password: 'admin123' } },
      },
      () => ({}),
    ],
    [
      'a failed sign-in',
      {
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }',
        variables: { input: { email: 'admin@example.com', password: 'wrong' } },
      },
      () => ({}),
    ],
  ];

  it.each(cases)('answers %s exactly as Yoga does', async (_name, body, headersFor) => {
    const headers = headersFor(token, t.url);
    const yoga = await post(YOGA, body, headers);
    const fast = await post(FAST, body, headers);
    expect(fast).toEqual(yoga);
  });

  it('runs an operation whose result carries errors once: Yoga answers it as computed', async () => {
    const body = { query: '{ symptoms(first: 1) { totalCount } patient(id: "not an id") { id } }' };
    const headers = { authorization: `Bearer ${token}` };
    const before = t.bff.rest.calls;
    const yoga = await post(YOGA, body, headers);
    const yogaCalls = t.bff.rest.calls - before;
    const fast = await post(FAST, body, headers);
    expect(fast).toEqual(yoga);
    expect(JSON.parse(fast.body).errors).toHaveLength(1);
    expect(t.bff.rest.calls - before - yogaCalls).toBe(yogaCalls);
  });

  it('leaves a document it could not parse with the 400 Yoga gives it for graphql-response+json', async () => {
    const body = { query: '{ unparsed' };
    expect((await post(FAST, body)).status).toBe(200);
    const strict = await post(FAST, body, { accept: 'application/graphql-response+json' });
    expect(strict.status).toBe(400);
  });
});
