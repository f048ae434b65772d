import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
/** Every GraphQL answer of this file, to prove no key value ever appears in one. */
const answers: string[] = [];
beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
});
afterAll(() => t?.stop());

const gql = async (query: string, variables: Record<string, unknown>, who: DemoAccount | null) => {
  const r = await t.gql(query, variables, who ? { token: tokens[who] } : {});
  answers.push(JSON.stringify({ data: r.data, errors: r.errors }));
  return r;
};

const KEY_FIELDS = 'id databaseId keyName service modelId modelName isActive createdAt';
const KEYS = `query ($first: Int) { apiKeys(first: $first) { totalCount edges { node { ${KEY_FIELDS} } } } }`;
const MODELS = `{ aiModels { totalCount edges { node { id databaseId modelName description maxTokens } } } }`;
const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on ApiKeyPayload { apiKey { ${KEY_FIELDS} } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const SET_ACTIVE = `mutation ($input: SetApiKeyActiveInput!) {
  setApiKeyActive(input: $input) {
    __typename
    ... on ApiKeyPayload { apiKey { id isActive } serviceKeys { id keyName isActive } }
    ... on Error { message code }
  }
}`;
const DELETE_KEY = `mutation ($id: ID!) {
  deleteApiKey(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message code } }
}`;
const CREATE_MODEL = `mutation ($input: CreateAiModelInput!) {
  createAiModel(input: $input) {
    __typename
    ... on AiModelPayload { model { id modelName description maxTokens } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const DELETE_MODEL = `mutation ($id: ID!) {
  deleteAiModel(id: $id) { __typename ... on DeletedPayload { deletedId } ... on Error { message code } }
}`;
const NODE = `query ($id: ID!) {
  node(id: $id) { __typename id ... on ApiKey { keyName modelName } ... on AiModel { name: modelName maxTokens } }
}`;

const restKeys = async () => (await t.api.call('GET', '/apiKeys/api-keys', { token: tokens.admin })).body;
const restModels = async () => (await t.api.call('GET', '/apiKeys/models', { token: tokens.admin })).body;
const SECRETS = ['sk-test-SECRET-value-1', 'sk-test-SECRET-value-2', 'dg-SECRET-value-3', 'sk-SECRET-4'];

async function model(modelName: string, extra: Record<string, unknown> = {}) {
  const r = await gql(CREATE_MODEL, { input: { modelName, ...extra } }, 'teacher');
  expect(r.data.createAiModel.__typename).toBe('AiModelPayload');
  return r.data.createAiModel.model as {
    id: string;
    modelName: string;
    maxTokens: number;
    description: string;
  };
}

describe('queries', () => {
  it('need a session, and admin rights', async () => {
    for (const q of [KEYS, MODELS]) {
      const anon = await gql(q, {}, null);
      expect(anon.data).toBeNull();
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const student = await gql(q, {}, 'student');
      expect(student.errors?.[0]).toMatchObject({
        message: 'Access denied. Only admin allowed.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const admin = await gql(KEYS, {}, 'admin');
    expect(admin.data.apiKeys).toEqual({ totalCount: 0, edges: [] });
  });
});

describe('models', () => {
  it('adds a model with maxTokens 2048 by default; duplicates and bad input are typed errors', async () => {
    const input = { modelName: 'gpt-4o', description: 'Flagship' };
    expect((await gql(CREATE_MODEL, { input }, null)).data.createAiModel.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(CREATE_MODEL, { input }, 'student')).data.createAiModel.__typename).toBe(
      'ForbiddenError',
    );
    expect(await restModels()).toEqual([]);
    const created = await model('gpt-4o', { description: 'Flagship' });
    expect(created).toMatchObject({ modelName: 'gpt-4o', description: 'Flagship', maxTokens: 2048 });
    expect(await model('nova-2', { maxTokens: 4096 })).toMatchObject({ maxTokens: 4096, description: '' });
    const dup = await gql(CREATE_MODEL, { input: { modelName: 'GPT-4o' } }, 'teacher');
    expect(dup.data.createAiModel).toMatchObject({
      __typename: 'ConflictError',
      message: 'A model with this name already exists.',
    });
    const blank = await gql(CREATE_MODEL, { input: { modelName: ' ' } }, 'teacher');
    expect(blank.data.createAiModel).toMatchObject({
      __typename: 'ValidationError',
      message: 'Model name is required.',
      field: 'modelName',
    });
    const zero = await gql(CREATE_MODEL, { input: { modelName: 'tiny', maxTokens: 0 } }, 'teacher');
    expect(zero.data.createAiModel).toMatchObject({
      __typename: 'ValidationError',
      message: 'Max tokens must be a whole number from 1 to 1,000,000.',
    });
    const list = await gql(MODELS, {}, 'teacher');
    expect(list.data.aiModels.edges.map((e: { node: { modelName: string } }) => e.node.modelName)).toEqual([
      'gpt-4o',
      'nova-2',
    ]);
    expect(list.data.aiModels.totalCount).toBe(2);
    const node = await gql(NODE, { id: created.id }, 'teacher');
    expect(node.data.node).toEqual({
      __typename: 'AiModel',
      id: created.id,
      name: 'gpt-4o',
      maxTokens: 2048,
    });
  });
});

describe('keys', () => {
  it('checks the required fields with the API’s messages, changing nothing', async () => {
    const before = await restKeys();
    const input = { keyName: 'Main', apiKey: SECRETS[0], service: 'OPENAI' };
    expect((await gql(CREATE_KEY, { input }, null)).data.createApiKey.__typename).toBe('AuthenticationError');
    expect((await gql(CREATE_KEY, { input }, 'student')).data.createApiKey).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'FORBIDDEN',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ keyName: ' ' }, 'Key Name is required.', 'keyName'],
      [{ apiKey: '' }, 'API Key is required.', 'apiKey'],
      [{ service: null }, 'Service is required.', 'service'],
      [{ modelId: 'gpt-4o' }, 'Model must be an AiModel ID or default.', 'modelId'],
    ];
    for (const [change, message, field] of cases) {
      const r = await gql(CREATE_KEY, { input: { ...input, ...change } }, 'teacher');
      expect(r.data.createApiKey).toEqual({
        __typename: 'ValidationError',
        code: 'VALIDATION',
        message,
        field,
      });
    }
    expect(await restKeys()).toEqual(before);
  });

  it('stores keys, resolves model names, and never returns a key value', async () => {
    const gpt = (await restModels()).find((m: { modelName: string }) => m.modelName === 'gpt-4o');
    const gptId = encodeGlobalID('AiModel', gpt.id);
    const main = await gql(
      CREATE_KEY,
      { input: { keyName: 'Main', apiKey: SECRETS[0], service: 'OPENAI', modelId: gptId } },
      'teacher',
    );
    expect(main.data.createApiKey.apiKey).toMatchObject({
      keyName: 'Main',
      service: 'OPENAI',
      modelId: String(gpt.id),
      modelName: 'gpt-4o',
      isActive: true,
    });
    const backup = await gql(
      CREATE_KEY,
      { input: { keyName: 'Backup', apiKey: SECRETS[1], service: 'OPENAI', modelId: 'default' } },
      'teacher',
    );
    expect(backup.data.createApiKey.apiKey).toMatchObject({
      modelId: 'default',
      modelName: 'Default Model',
      isActive: false,
    });
    const deepgram = await gql(
      CREATE_KEY,
      { input: { keyName: 'Voice', apiKey: `  ${SECRETS[2]} `, service: 'DEEPGRAM', modelId: '' } },
      'admin',
    );
    expect(deepgram.data.createApiKey.apiKey).toMatchObject({
      service: 'DEEPGRAM',
      modelId: null,
      modelName: null,
      isActive: true,
    });

    const list = await gql(KEYS, {}, 'teacher');
    expect(list.data.apiKeys.totalCount).toBe(3);
    expect(list.data.apiKeys.edges.map((e: { node: { keyName: string } }) => e.node.keyName).sort()).toEqual([
      'Backup',
      'Main',
      'Voice',
    ]);

    // Activating the backup deactivates the main key of the same service, and the payload says so.
    const backupId = backup.data.createApiKey.apiKey.id;
    const mainId = main.data.createApiKey.apiKey.id;
    expect(
      (await gql(SET_ACTIVE, { input: { id: backupId, isActive: true } }, null)).data.setApiKeyActive
        .__typename,
    ).toBe('AuthenticationError');
    expect(
      (await gql(SET_ACTIVE, { input: { id: backupId, isActive: true } }, 'student')).data.setApiKeyActive
        .__typename,
    ).toBe('ForbiddenError');
    const on = await gql(SET_ACTIVE, { input: { id: backupId, isActive: true } }, 'teacher');
    expect(on.data.setApiKeyActive.apiKey).toEqual({ id: backupId, isActive: true });
    expect(
      on.data.setApiKeyActive.serviceKeys
        .map((k: { keyName: string; isActive: boolean }) => [k.keyName, k.isActive])
        .sort(),
    ).toEqual([
      ['Backup', true],
      ['Main', false],
    ]);
    const off = await gql(SET_ACTIVE, { input: { id: backupId, isActive: false } }, 'teacher');
    expect(off.data.setApiKeyActive.apiKey.isActive).toBe(false);

    // A deleted model leaves the key's model unknown.
    const del = await gql(DELETE_MODEL, { id: gptId }, 'teacher');
    expect(del.data.deleteAiModel).toEqual({ __typename: 'DeletedPayload', deletedId: gptId });
    const node = await gql(NODE, { id: mainId }, 'teacher');
    expect(node.data.node).toEqual({ __typename: 'ApiKey', id: mainId, keyName: 'Main', modelName: null });
    expect((await gql(DELETE_MODEL, { id: gptId }, 'teacher')).data.deleteAiModel).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Model not found.',
    });
    expect((await gql(DELETE_MODEL, { id: gptId }, 'student')).data.deleteAiModel.__typename).toBe(
      'ForbiddenError',
    );
    expect((await gql(DELETE_MODEL, { id: gptId }, null)).data.deleteAiModel.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(NODE, { id: gptId }, 'teacher')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Deleting a key.
    expect((await gql(DELETE_KEY, { id: backupId }, null)).data.deleteApiKey.__typename).toBe(
      'AuthenticationError',
    );
    expect((await gql(DELETE_KEY, { id: backupId }, 'student')).data.deleteApiKey.__typename).toBe(
      'ForbiddenError',
    );
    expect((await gql(DELETE_KEY, { id: backupId }, 'teacher')).data.deleteApiKey).toEqual({
      __typename: 'DeletedPayload',
      deletedId: backupId,
    });
    expect((await restKeys()).map((k: { keyName: string }) => k.keyName).sort()).toEqual(['Main', 'Voice']);
    expect((await gql(DELETE_KEY, { id: backupId }, 'teacher')).data.deleteApiKey).toMatchObject({
      __typename: 'NotFoundError',
      message: 'API key not found.',
    });
    expect((await gql(NODE, { id: backupId }, 'student')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs the same few REST calls for 2 keys as for 40, model names included', async () => {
    const m = await model('o1-mini');
    for (let i = 0; i < 40; i++) {
      const r = await t.api.call('POST', '/apiKeys/api-keys', {
        token: tokens.admin,
        body: {
          keyName: `Bulk ${i}`,
          apiKey: SECRETS[3],
          service: 'openai',
          modelId: i % 2 ? 'default' : m.id,
        },
      });
      expect(r.status).toBe(201);
    }
    const cost = async (first: number) => {
      t.bff.rest.calls = 0;
      const r = await gql(KEYS, { first }, 'teacher');
      expect(r.data.apiKeys.edges).toHaveLength(first);
      return t.bff.rest.calls;
    };
    const small = await cost(2);
    expect(await cost(40)).toBe(small);
    expect(small).toBeLessThanOrEqual(3);
  });

  it('never put a key value in any GraphQL answer', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) for (const secret of SECRETS) expect(answer).not.toContain(secret);
  });
});
