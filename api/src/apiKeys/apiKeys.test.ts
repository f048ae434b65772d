import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open } from '../lib/secretBox.js';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;

interface Key {
  id: number;
  keyName: string;
  service: string;
  modelId: string | null;
  isActive: boolean;
}

const openAiSecret = 'sk-test-OPENAI-0123456789abcdef';
const openAiSecret2 = 'sk-test-SECOND-fedcba9876543210';
const deepgramSecret = 'dg-test-DEEPGRAM-55aa55aa55aa';

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
});
afterAll(() => api?.stop());

const keys = async () => (await api.call('GET', '/apiKeys/api-keys', { token: t.admin })).body as Key[];
const models = async () => (await api.call('GET', '/apiKeys/models', { token: t.admin })).body;
const addKey = async (body: Record<string, unknown>) => {
  const r = await api.call('POST', '/apiKeys/api-keys', { token: t.admin, body });
  expect(r.status).toBe(201);
  return r.body.apiKey as Key;
};
const keyByName = async (name: string) => (await keys()).find((k) => k.keyName === name) as Key;

describe('permissions', () => {
  it.each([
    ['GET', '/apiKeys/api-keys'],
    ['POST', '/apiKeys/api-keys', { keyName: 'k', apiKey: 'v', service: 'openai' }],
    ['PUT', '/apiKeys/api-keys/1', { isActive: true }],
    ['DELETE', '/apiKeys/api-keys/1'],
    ['GET', '/apiKeys/models'],
    ['POST', '/apiKeys/models', { modelName: 'student-model' }],
    ['DELETE', '/apiKeys/models/1'],
  ])('%s %s: anonymous 401, student 403, nothing changes', async (method, path, body?: unknown) => {
    const before = [await keys(), await models()];
    expect((await api.call(method, path, { body })).status).toBe(401);
    const student = await api.call(method, path, { token: t.student, body });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Access denied. Only admin allowed.');
    expect([await keys(), await models()]).toEqual(before);
  });

  it.each(['openai', 'deepgram'])('GET active-%s needs a signed-in user', async (service) => {
    expect((await api.call('GET', `/apiKeys/active-${service}`)).status).toBe(401);
  });
});

describe('no key yet', () => {
  it('answers 404 with the spec’s wording for each service, to anyone signed in', async () => {
    const o = await api.call('GET', '/apiKeys/active-openai', { token: t.student });
    expect(o.status).toBe(404);
    expect(o.body.message).toBe('No active OpenAI key.');
    const d = await api.call('GET', '/apiKeys/active-deepgram', { token: t.admin });
    expect(d.status).toBe(404);
    expect(d.body.message).toBe('No active Deepgram key.');
    expect(await keys()).toEqual([]);
  });
});

describe('models', () => {
  it('adds models (201), maxTokens defaulting to 2048', async () => {
    const r = await api.call('POST', '/apiKeys/models', {
      token: t.teacher,
      body: { modelName: 'gpt-4o', description: 'Flagship multimodal model' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      message: 'Model added successfully!',
      model: {
        id: expect.any(Number),
        modelName: 'gpt-4o',
        description: 'Flagship multimodal model',
        maxTokens: 2048,
      },
    });
    const mini = await api.call('POST', '/apiKeys/models', {
      token: t.admin,
      body: { modelName: 'gpt-4o-mini', maxTokens: '4096' },
    });
    expect(mini.status).toBe(201);
    expect(mini.body.model).toMatchObject({ description: '', maxTokens: 4096 });
    const nova = await api.call('POST', '/apiKeys/models', {
      token: t.admin,
      body: { modelName: 'nova-2', description: null, maxTokens: null },
    });
    expect(nova.body.model).toMatchObject({ description: '', maxTokens: 2048 });
  });

  it('lists models alphabetically with X-Total-Count and paging', async () => {
    const r = await api.call('GET', '/apiKeys/models', { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('3');
    expect(r.body.map((m: { modelName: string }) => m.modelName)).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
      'nova-2',
    ]);
    expect(Object.keys(r.body[0]).sort()).toEqual(['description', 'id', 'maxTokens', 'modelName']);
    const page = await api.call('GET', '/apiKeys/models?limit=1&offset=1', { token: t.admin });
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body).toEqual([r.body[1]]);
    const found = await api.call('GET', '/apiKeys/models?search=NOVA', { token: t.admin });
    expect(found.body.map((m: { modelName: string }) => m.modelName)).toEqual(['nova-2']);
  });

  it.each([
    [{}, 400, 'Model name is required.'],
    [{ modelName: '  ' }, 400, 'Model name is required.'],
    [{ modelName: 'm', maxTokens: 0 }, 400, 'Max tokens must be a whole number from 1 to 1,000,000.'],
    [{ modelName: 'm', maxTokens: 1_000_001 }, 400, 'Max tokens must be a whole number from 1 to 1,000,000.'],
    [{ modelName: 'm', maxTokens: 2.5 }, 400, 'Max tokens must be a whole number from 1 to 1,000,000.'],
    [{ modelName: 'm', maxTokens: 'lots' }, 400, 'Max tokens must be a whole number from 1 to 1,000,000.'],
    [{ modelName: 'GPT-4O' }, 409, 'A model with this name already exists.'],
  ])('refuses %j (%i "%s") and adds nothing', async (body, status, message) => {
    const before = await models();
    const r = await api.call('POST', '/apiKeys/models', { token: t.admin, body });
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
    expect(await models()).toEqual(before);
  });

  it('deletes a model; 404 when unknown', async () => {
    const nova = (await models()).find((m: { modelName: string }) => m.modelName === 'nova-2');
    const r = await api.call('DELETE', `/apiKeys/models/${nova.id}`, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Model deleted successfully!' });
    const again = await api.call('DELETE', `/apiKeys/models/${nova.id}`, { token: t.admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Model not found.');
    expect((await models()).map((m: { modelName: string }) => m.modelName)).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
    ]);
  });
});

describe('adding keys', () => {
  it('stores a key (201) without ever answering its value; the first of a service becomes active', async () => {
    const gpt = (await models()).find((m: { modelName: string }) => m.modelName === 'gpt-4o');
    const r = await api.call('POST', '/apiKeys/api-keys', {
      token: t.teacher,
      body: { keyName: 'School OpenAI', apiKey: openAiSecret, modelId: gpt.id, service: 'OpenAI' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      message: 'API Key Added',
      apiKey: {
        id: expect.any(Number),
        keyName: 'School OpenAI',
        service: 'openai',
        modelId: String(gpt.id),
        isActive: true,
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(r.body)).not.toContain(openAiSecret);
  });

  it('a second key of the same service is stored inactive; an empty model becomes null', async () => {
    const second = await addKey({
      keyName: 'Backup OpenAI',
      apiKey: openAiSecret2,
      modelId: '',
      service: 'openai',
    });
    expect(second).toMatchObject({ service: 'openai', modelId: null, isActive: false });
    const dg = await addKey({
      keyName: 'Deepgram',
      apiKey: deepgramSecret,
      modelId: null,
      service: 'deepgram',
    });
    expect(dg).toMatchObject({ service: 'deepgram', modelId: null, isActive: true });
  });

  it('encrypts keys at rest: no stored column holds the plaintext', async () => {
    const rows = await api.db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(3);
    const dump = JSON.stringify(rows);
    for (const secret of [openAiSecret, openAiSecret2, deepgramSecret]) {
      expect(dump).not.toContain(secret);
      for (const row of rows) {
        expect(Buffer.from(row.encrypted_key, 'base64').toString('latin1')).not.toContain(secret);
      }
    }
    // Two seals never share a nonce.
    expect(new Set(rows.map((r) => r.iv)).size).toBe(3);
  });

  it('lists keys with names only, never values or ciphertext', async () => {
    const r = await api.call('GET', '/apiKeys/api-keys', { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('3');
    expect(r.body.map((k: Key) => k.keyName)).toEqual(['Deepgram', 'Backup OpenAI', 'School OpenAI']);
    const dump = JSON.stringify(r.body);
    const rows = await api.db.selectFrom('api_keys').select(['encrypted_key', 'iv']).execute();
    for (const s of [
      openAiSecret,
      openAiSecret2,
      deepgramSecret,
      ...rows.flatMap((x) => [x.encrypted_key, x.iv]),
    ])
      expect(dump).not.toContain(s);
    for (const k of r.body)
      expect(Object.keys(k).sort()).toEqual(['createdAt', 'id', 'isActive', 'keyName', 'modelId', 'service']);
    const filtered = await api.call('GET', '/apiKeys/api-keys?search=deepgram&limit=5', { token: t.admin });
    expect(filtered.headers.get('x-total-count')).toBe('1');
  });

  it.each([
    [{ apiKey: 'v', service: 'openai' }, 'Key Name is required.'],
    [{ keyName: ' ', apiKey: 'v', service: 'openai' }, 'Key Name is required.'],
    [{ keyName: 'k', service: 'openai' }, 'API Key is required.'],
    [{ keyName: 'k', apiKey: '', service: 'openai' }, 'API Key is required.'],
    [{ keyName: 'k', apiKey: 'two words', service: 'openai' }, 'API Key must not contain spaces.'],
    [{ keyName: 'k', apiKey: 'v' }, 'Service is required.'],
    [{ keyName: 'k', apiKey: 'v', service: '' }, 'Service is required.'],
    [{ keyName: 'k', apiKey: 'v', service: 'azure' }, 'Service must be openai or deepgram.'],
    [{ keyName: 'k', apiKey: 'v', service: 'openai', modelId: { id: 1 } }, 'Model must be a model id.'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const before = await api.db.selectFrom('api_keys').selectAll().execute();
    const r = await api.call('POST', '/apiKeys/api-keys', { token: t.admin, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await api.db.selectFrom('api_keys').selectAll().execute()).toEqual(before);
  });
});

describe('active keys', () => {
  it('answers the active key sealed, which the secret opens, with its model resolved', async () => {
    const r = await api.call('GET', '/apiKeys/active-openai', { token: t.student });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      encryptedKey: expect.any(String),
      iv: expect.any(String),
      modelId: expect.any(String),
      modelName: 'gpt-4o',
      keyName: 'School OpenAI',
    });
    expect(JSON.stringify(r.body)).not.toContain(openAiSecret);
    expect(open(r.body, api.server.services.secretKey)).toBe(openAiSecret);
    expect(() => open(r.body, 'some-other-secret-value')).toThrow();

    const d = await api.call('GET', '/apiKeys/active-deepgram', { token: t.mei });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ modelId: null, modelName: null, keyName: 'Deepgram' });
    expect(open(d.body, api.server.services.secretKey)).toBe(deepgramSecret);
  });

  it('resolves a model given by name, and falls back to the spec rule over the models list for an unknown one', async () => {
    const named = await addKey({
      keyName: 'Named model',
      apiKey: 'sk-named',
      modelId: 'gpt-4o-mini',
      service: 'openai',
    });
    const unknown = await addKey({
      keyName: 'Unknown model',
      apiKey: 'sk-unknown',
      modelId: 424242,
      service: 'openai',
    });
    expect(unknown.modelId).toBe('424242');
    await api.call('PUT', `/apiKeys/api-keys/${named.id}`, { token: t.admin, body: { isActive: true } });
    expect((await api.call('GET', '/apiKeys/active-openai', { token: t.student })).body.modelName).toBe(
      'gpt-4o-mini',
    );
    await api.call('PUT', `/apiKeys/api-keys/${unknown.id}`, { token: t.admin, body: { isActive: 1 } });
    // The spec's rule: a model named like g / o1 / o-mini, else the first; gpt-4o-mini when none.
    const names = (
      (await api.call('GET', '/apiKeys/models', { token: t.admin })).body as { modelName: string }[]
    ).map((m) => m.modelName);
    const byRule = names.find((n) => /g|o1|o-mini/i.test(n)) ?? names[0] ?? 'gpt-4o-mini';
    expect((await api.call('GET', '/apiKeys/active-openai', { token: t.student })).body.modelName).toBe(
      byRule,
    );
    for (const k of [named, unknown])
      await api.call('DELETE', `/apiKeys/api-keys/${k.id}`, { token: t.admin });
  });
});

describe('PUT /apiKeys/api-keys/{id}', () => {
  it('activating a key deactivates the others of its service only', async () => {
    const backup = await keyByName('Backup OpenAI');
    const r = await api.call('PUT', `/apiKeys/api-keys/${backup.id}`, {
      token: t.teacher,
      body: { isActive: true },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'API key activated.', apiKey: { ...backup, isActive: true } });
    const all = await keys();
    expect(
      all
        .filter((k) => k.isActive)
        .map((k) => k.keyName)
        .sort(),
    ).toEqual(['Backup OpenAI', 'Deepgram']);
    const active = (await api.call('GET', '/apiKeys/active-openai', { token: t.student })).body;
    expect(open(active, api.server.services.secretKey)).toBe(openAiSecret2);
    // Activating the active key again changes nothing.
    const again = await api.call('PUT', `/apiKeys/api-keys/${backup.id}`, {
      token: t.admin,
      body: { isActive: 'true' },
    });
    expect(again.status).toBe(200);
    expect(await keys()).toEqual(all);
  });

  it('deactivating leaves the service without an active key', async () => {
    const dg = await keyByName('Deepgram');
    const r = await api.call('PUT', `/apiKeys/api-keys/${dg.id}`, { token: t.admin, body: { isActive: 0 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'API key deactivated.', apiKey: { ...dg, isActive: false } });
    expect((await api.call('GET', '/apiKeys/active-deepgram', { token: t.student })).status).toBe(404);
    // A new key of a service with no active key becomes active.
    const fresh = await addKey({ keyName: 'Deepgram 2', apiKey: 'dg-fresh', service: 'deepgram' });
    expect(fresh.isActive).toBe(true);
    await api.call('DELETE', `/apiKeys/api-keys/${fresh.id}`, { token: t.admin });
  });

  it.each([
    [{}, 400, 'isActive is required.'],
    [{ isActive: 'yes' }, 400, 'isActive must be true/false or 1/0.'],
  ])('refuses %j (%i "%s") and changes nothing', async (body, status, message) => {
    const before = await keys();
    const school = await keyByName('School OpenAI');
    const r = await api.call('PUT', `/apiKeys/api-keys/${school.id}`, { token: t.admin, body });
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
    expect(await keys()).toEqual(before);
  });

  it('answers 404 for an unknown key', async () => {
    const r = await api.call('PUT', '/apiKeys/api-keys/999999', { token: t.admin, body: { isActive: true } });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('API key not found.');
  });
});

describe('concurrent calls', () => {
  it('keep at most one active key per service', async () => {
    const added = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        api.call('POST', '/apiKeys/api-keys', {
          token: t.admin,
          body: { keyName: `Race ${i}`, apiKey: `sk-race-${i}`, service: 'openai' },
        }),
      ),
    );
    expect(added.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const flips = await Promise.all(
      added.map((r) =>
        api.call('PUT', `/apiKeys/api-keys/${r.body.apiKey.id}`, {
          token: t.admin,
          body: { isActive: true },
        }),
      ),
    );
    for (const f of flips) expect([200, 409]).toContain(f.status);
    const active = (await keys()).filter((k) => k.service === 'openai' && k.isActive);
    expect(active).toHaveLength(1);
    for (const r of added)
      await api.call('DELETE', `/apiKeys/api-keys/${r.body.apiKey.id}`, { token: t.admin });
    await api.call('PUT', `/apiKeys/api-keys/${(await keyByName('Backup OpenAI')).id}`, {
      token: t.admin,
      body: { isActive: true },
    });
  });
});

describe('DELETE /apiKeys/api-keys/{id}', () => {
  it('deletes a key; deleting the active one leaves none active', async () => {
    const backup = await keyByName('Backup OpenAI');
    const r = await api.call('DELETE', `/apiKeys/api-keys/${backup.id}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'API key deleted.' });
    expect(await keyByName('Backup OpenAI')).toBeUndefined();
    expect((await api.call('GET', '/apiKeys/active-openai', { token: t.admin })).status).toBe(404);
    const row = await api.db
      .selectFrom('api_keys')
      .select('id')
      .where('id', '=', backup.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers 404 for an unknown key and changes nothing', async () => {
    const before = await keys();
    const r = await api.call('DELETE', '/apiKeys/api-keys/999999', { token: t.admin });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('API key not found.');
    expect(await keys()).toEqual(before);
  });
});
