import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
});
afterAll(() => t?.stop());

const as = (who: DemoAccount | null) => (who ? { token: tokens[who] } : {});
const gql = (query: string, variables: Record<string, unknown>, who: DemoAccount | null) =>
  t.gql(query, variables, as(who));

const LIST = `query ($first: Int, $after: String, $search: String) {
  symptoms(first: $first, after: $after, search: $search) {
    totalCount
    edges { node { id databaseId name description severity } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE = `mutation ($input: CreateSymptomInput!) {
  createSymptom(input: $input) {
    __typename
    ... on SymptomPayload { symptom { id name description severity } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const UPDATE = `mutation ($input: UpdateSymptomInput!) {
  updateSymptom(input: $input) {
    __typename
    ... on SymptomPayload { symptom { id name description severity } }
    ... on Error { message code }
  }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteSymptom(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message code } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Symptom { name severity } } }`;

/** The catalogue straight from REST, to prove rejected mutations changed nothing. */
const restCatalogue = async () =>
  (await t.api.call('GET', '/symptoms', { token: tokens.admin })).body as { name: string }[];

async function createdId(input: Record<string, unknown>) {
  const r = await gql(CREATE, { input }, 'teacher');
  expect(r.data.createSymptom.__typename).toBe('SymptomPayload');
  return r.data.createSymptom.symptom.id as string;
}

describe('symptoms query', () => {
  it('needs a session, and admin rights', async () => {
    const anon = await gql(LIST, {}, null);
    expect(anon.data).toBeNull();
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const student = await gql(LIST, {}, 'student');
    expect(student.errors?.[0]).toMatchObject({
      message: 'Access denied. Only admin allowed.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('lists the catalogue alphabetically with the total, paged on the server', async () => {
    const all = await gql(LIST, {}, 'teacher');
    expect(all.errors).toBeUndefined();
    const names = all.data.symptoms.edges.map((e: { node: { name: string } }) => e.node.name);
    expect(names).toContain('Chest pain');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.data.symptoms.totalCount).toBe(names.length);
    expect(all.data.symptoms.edges[0].node.severity).toMatch(/^(MILD|MODERATE|SEVERE)$/);
    const page1 = await gql(LIST, { first: 3 }, 'admin');
    expect(page1.data.symptoms.edges).toHaveLength(3);
    expect(page1.data.symptoms.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(LIST, { first: 3, after: page1.data.symptoms.pageInfo.endCursor }, 'admin');
    expect(page2.data.symptoms.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(
      names.slice(3, 6),
    );
  });

  it('searches by name, description or severity', async () => {
    const byName = await gql(LIST, { search: 'SWEAT' }, 'teacher');
    expect(byName.data.symptoms.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Sweating',
    ]);
    const byDescription = await gql(LIST, { search: 'whistling' }, 'teacher');
    expect(byDescription.data.symptoms.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Wheezing',
    ]);
    const bySeverity = await gql(LIST, { search: 'severe' }, 'teacher');
    const severe = bySeverity.data.symptoms.edges.map((e: { node: { severity: string } }) => e.node.severity);
    expect(severe.length).toBeGreaterThanOrEqual(2);
    expect(new Set(severe)).toEqual(new Set(['SEVERE']));
    expect(bySeverity.data.symptoms.totalCount).toBe(severe.length);
  });

  it('costs the same few REST calls for 2 rows as for 50', async () => {
    for (let i = 0; i < 60; i++) {
      const r = await t.api.call('POST', '/symptoms', {
        token: tokens.admin,
        body: { name: `Zz bulk ${String(i).padStart(2, '0')}`, description: 'Bulk', severity: 'mild' },
      });
      expect(r.status).toBe(201);
    }
    const cost = async (first: number) => {
      t.bff.rest.calls = 0;
      const r = await gql(LIST, { first }, 'teacher');
      expect(r.data.symptoms.edges).toHaveLength(first);
      return t.bff.rest.calls;
    };
    const small = await cost(2);
    const large = await cost(50);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(2);
  });
});

describe('createSymptom', () => {
  const input = { name: 'Dizziness', description: 'Feeling light-headed', severity: 'MODERATE' };

  it('refuses anonymous callers and students with typed errors, changing nothing', async () => {
    const before = await restCatalogue();
    const anon = await gql(CREATE, { input }, null);
    expect(anon.data.createSymptom).toMatchObject({
      __typename: 'AuthenticationError',
      code: 'UNAUTHENTICATED',
    });
    const student = await gql(CREATE, { input }, 'student');
    expect(student.data.createSymptom).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'FORBIDDEN',
      message: 'Access denied. Only admin allowed.',
    });
    expect(await restCatalogue()).toEqual(before);
  });

  it('asks for every field with the spec’s message', async () => {
    const before = await restCatalogue();
    for (const [bad, field] of [
      [{ ...input, name: '  ' }, 'name'],
      [{ ...input, description: '' }, 'description'],
      [{ ...input, severity: null }, 'severity'],
    ] as const) {
      const r = await gql(CREATE, { input: bad }, 'teacher');
      expect(r.data.createSymptom).toEqual({
        __typename: 'ValidationError',
        code: 'VALIDATION',
        message: 'Please fill in all fields.',
        field,
      });
    }
    const noSeverity = await gql(
      CREATE,
      { input: { name: input.name, description: input.description } },
      'teacher',
    );
    expect(noSeverity.data.createSymptom).toMatchObject({
      message: 'Please fill in all fields.',
      field: 'severity',
    });
    expect(await restCatalogue()).toEqual(before);
  });

  it('adds a symptom, and a duplicate name is a ConflictError', async () => {
    const r = await gql(CREATE, { input }, 'teacher');
    expect(r.data.createSymptom).toMatchObject({
      __typename: 'SymptomPayload',
      symptom: { name: 'Dizziness', description: 'Feeling light-headed', severity: 'MODERATE' },
    });
    const dup = await gql(CREATE, { input: { ...input, name: 'dizziness' } }, 'admin');
    expect(dup.data.createSymptom).toMatchObject({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: 'A symptom with this name already exists.',
    });
  });
});

describe('updateSymptom', () => {
  it('edits the given fields only, for admins', async () => {
    const id = await createdId({ name: 'Tremor', description: 'Shaking hands', severity: 'MILD' });
    const student = await gql(UPDATE, { input: { id, severity: 'SEVERE' } }, 'student');
    expect(student.data.updateSymptom.__typename).toBe('ForbiddenError');
    const anon = await gql(UPDATE, { input: { id, severity: 'SEVERE' } }, null);
    expect(anon.data.updateSymptom.__typename).toBe('AuthenticationError');
    const r = await gql(UPDATE, { input: { id, severity: 'SEVERE' } }, 'teacher');
    expect(r.data.updateSymptom.symptom).toEqual({
      id,
      name: 'Tremor',
      description: 'Shaking hands',
      severity: 'SEVERE',
    });
    const blank = await gql(UPDATE, { input: { id, name: ' ' } }, 'teacher');
    expect(blank.data.updateSymptom).toMatchObject({
      __typename: 'ValidationError',
      message: 'Name is required.',
    });
    const dup = await gql(UPDATE, { input: { id, name: 'Chest pain' } }, 'teacher');
    expect(dup.data.updateSymptom.__typename).toBe('ConflictError');
    expect((await gql(NODE, { id }, 'teacher')).data.node).toMatchObject({
      name: 'Tremor',
      severity: 'SEVERE',
    });
  });
});

describe('deleteSymptom and node', () => {
  it('round-trips a Symptom through node(id:), and delete returns the global id', async () => {
    const id = await createdId({ name: 'Hiccups', description: 'Repeated spasms', severity: 'MILD' });
    const node = await gql(NODE, { id }, 'teacher');
    expect(node.data.node).toEqual({ __typename: 'Symptom', id, name: 'Hiccups', severity: 'MILD' });
    const asStudent = await gql(NODE, { id }, 'student');
    expect(asStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await gql(DELETE, { id }, 'student')).data.deleteSymptom.__typename).toBe('ForbiddenError');
    expect((await gql(DELETE, { id }, null)).data.deleteSymptom.__typename).toBe('AuthenticationError');
    const r = await gql(DELETE, { id }, 'teacher');
    expect(r.data.deleteSymptom).toEqual({ __typename: 'DeletedPayload', deletedId: id });
    expect((await restCatalogue()).map((s) => s.name)).not.toContain('Hiccups');
    const again = await gql(DELETE, { id }, 'teacher');
    expect(again.data.deleteSymptom).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Symptom not found.',
    });
    const gone = await gql(NODE, { id }, 'teacher');
    expect(gone.data?.node ?? null).toBeNull();
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
