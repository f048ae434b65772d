import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

type Mode = 'ok' | 'error' | 'notJson' | 'wrongShape' | 'noVoices' | 'hang';

/** A local imitation of Deepgram's and OpenAI's GET /v1/models, answering in their formats. */
const fake = {
  mode: 'ok' as Mode,
  seen: [] as { provider: string; path: string; authorization: string | undefined }[],
  server: undefined as Server | undefined,
};

const deepgramAnswer = {
  stt: [
    {
      name: '2-general-nova',
      canonical_name: 'nova-2-general',
      architecture: 'base',
      languages: ['en', 'en-US'],
      version: '2024-01-09.29447',
      uuid: '30089e05-99d1-4376-b32e-c263170674af',
      batch: true,
      streaming: true,
      formatted_output: true,
    },
  ],
  tts: [
    {
      name: 'asteria',
      canonical_name: 'aura-asteria-en',
      architecture: 'aura',
      languages: ['en', 'en-US'],
      version: '2023-11-22.0',
      metadata: {
        accent: 'American',
        color: '#7800ED',
        image: 'https://static.deepgram.com/examples/avatars/asteria.jpg',
        sample: 'https://static.deepgram.com/examples/Aura-Asteria-en.wav',
        tags: ['feminine', 'young adult', 'clear'],
      },
      uuid: 'ecb24b28-e4c5-48b6-a6e0-1b7e8b1e0e3c',
    },
    {
      name: 'thalia',
      canonical_name: 'aura-2-thalia-en',
      architecture: 'aura-2',
      languages: ['en', 'en-US'],
      version: '2025-04-07.0',
      uuid: 'b6e1c7a9-2f5d-4c1e-9a3b-7d8e6f5a4b3c',
    },
  ],
};
const openAiAnswer = {
  object: 'list',
  data: [
    { id: 'whisper-1', object: 'model', created: 1677532384, owned_by: 'openai-internal' },
    { id: 'gpt-4o', object: 'model', created: 1715367049, owned_by: 'system' },
  ],
};

let api: TestApi;
let t: Record<DemoAccount, string>;

beforeAll(async () => {
  fake.server = createServer((req, res) => {
    const provider = req.url?.startsWith('/deepgram/') ? 'deepgram' : 'openai';
    fake.seen.push({ provider, path: req.url ?? '', authorization: req.headers.authorization });
    if (fake.mode === 'hang') return; // never answers: the API's deadline must cut it off
    const expected = provider === 'deepgram' ? 'Token dg-secret-123' : 'Bearer sk-secret-456';
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"err_code":"INVALID_AUTH"}');
      return;
    }
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    if (fake.mode === 'notJson') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const body =
      fake.mode === 'wrongShape'
        ? { models: 'none' }
        : fake.mode === 'noVoices'
          ? { stt: deepgramAnswer.stt, tts: [] }
          : provider === 'deepgram'
            ? deepgramAnswer
            : fake.mode === 'ok'
              ? openAiAnswer
              : {};
    if (provider === 'openai' && fake.mode === 'wrongShape') Object.assign(body, { data: [{ name: 1 }] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  api = await startTestApi({
    deepgramBaseUrl: `${base}/deepgram`,
    openAiBaseUrl: `${base}/openai/`,
    providerTimeoutMs: 400,
  });
  t = await api.demoTokens();
});
afterAll(async () => {
  await api?.stop();
  fake.server?.closeAllConnections();
  await new Promise((resolve) => fake.server?.close(resolve));
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.seen = [];
});

const deepgram = (token = t.student) => api.call('GET', '/openai/deepgramModels', { token });
const openAi = (token = t.student) => api.call('GET', '/openai/openAiModels', { token });
const addKey = async (service: string, apiKey: string) => {
  const r = await api.call('POST', '/apiKeys/api-keys', {
    token: t.admin,
    body: { keyName: `${service} key`, apiKey, service },
  });
  expect(r.status).toBe(201);
  return r.body.apiKey.id as number;
};
const setActive = (id: number, isActive: boolean) =>
  api.call('PUT', `/apiKeys/api-keys/${id}`, { token: t.admin, body: { isActive } });

describe('permissions', () => {
  it.each(['/openai/deepgramModels', '/openai/openAiModels'])(
    'GET %s: anonymous 401; students and admins 200',
    async (path) => {
      expect((await api.call('GET', path)).status).toBe(401);
      for (const token of [t.student, t.teacher, t.admin])
        expect((await api.call('GET', path, { token })).status).toBe(200);
    },
  );
});

describe('without provider keys: the built-in catalogue', () => {
  it('answers the Aura English voices with accents, tags and a sample the BFF serves', async () => {
    const r = await deepgram();
    expect(r.status).toBe(200);
    expect(r.body.source).toBe('builtin');
    const tts = r.body.models.tts;
    expect(tts.map((v: { canonical_name: string }) => v.canonical_name)).toEqual([
      'aura-asteria-en',
      'aura-luna-en',
      'aura-stella-en',
      'aura-athena-en',
      'aura-hera-en',
      'aura-orion-en',
      'aura-arcas-en',
      'aura-perseus-en',
      'aura-angus-en',
      'aura-orpheus-en',
      'aura-helios-en',
      'aura-zeus-en',
    ]);
    expect(tts[0]).toEqual({
      name: 'Asteria',
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      canonical_name: 'aura-asteria-en',
      architecture: 'aura',
      languages: ['en'],
      metadata: {
        sample: '/voice/samples/aura-asteria-en',
        color: expect.stringMatching(/^#[0-9A-F]{6}$/),
        accent: 'American',
        tags: expect.arrayContaining(['feminine', 'young adult']),
        image: expect.stringMatching(/^data:image\/svg\+xml,/),
      },
    });
    const accent = (name: string) =>
      tts.find((v: { canonical_name: string }) => v.canonical_name === name).metadata.accent;
    expect(accent('aura-angus-en')).toBe('Irish');
    expect(accent('aura-athena-en')).toBe('British');
    expect(accent('aura-helios-en')).toBe('British');
    for (const v of tts) {
      expect(v.metadata.tags.filter((x: string) => x === 'feminine' || x === 'masculine')).toHaveLength(1);
    }
    expect(new Set(tts.map((v: { uuid: string }) => v.uuid)).size).toBe(12);
    // Stable across calls (and restarts: the ids derive from the names).
    expect((await deepgram()).body).toEqual(r.body);
  });

  it('answers the speech-to-text models with versions', async () => {
    const { stt } = (await deepgram()).body.models;
    expect(stt.map((m: { name: string }) => m.name)).toEqual(['nova-3', 'nova-2', 'enhanced', 'base']);
    for (const m of stt) {
      expect(m).toEqual({
        name: expect.any(String),
        version: expect.stringMatching(/^\d{4}-\d\d-\d\d/),
        uuid: expect.any(String),
        canonical_name: `${m.name}-general`,
        languages: expect.arrayContaining(['en']),
      });
    }
  });

  it('answers common OpenAI chat models', async () => {
    const r = await openAi();
    expect(r.status).toBe(200);
    expect(r.body.source).toBe('builtin');
    expect(r.body.models.map((m: { id: string }) => m.id)).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4.1',
      'gpt-4.1-mini',
      'o1',
      'o3-mini',
      'o4-mini',
    ]);
    for (const m of r.body.models)
      expect(m).toEqual({
        id: expect.any(String),
        object: 'model',
        created: expect.any(Number),
        owned_by: 'system',
      });
  });

  it('asks no provider when no key is active', async () => {
    await deepgram();
    await openAi();
    expect(fake.seen).toEqual([]);
  });
});

describe('with an active Deepgram key', () => {
  let keyId: number;
  beforeAll(async () => {
    keyId = await addKey('deepgram', 'dg-secret-123');
  });

  it('asks Deepgram with `Token <key>` and answers its lists', async () => {
    const r = await deepgram();
    expect(r.status).toBe(200);
    expect(fake.seen).toEqual([
      { provider: 'deepgram', path: '/deepgram/v1/models', authorization: 'Token dg-secret-123' },
    ]);
    expect(r.body).toEqual({
      source: 'deepgram',
      models: {
        tts: [
          {
            name: 'asteria',
            uuid: 'ecb24b28-e4c5-48b6-a6e0-1b7e8b1e0e3c',
            canonical_name: 'aura-asteria-en',
            architecture: 'aura',
            languages: ['en', 'en-US'],
            metadata: deepgramAnswer.tts[0]?.metadata,
          },
          {
            name: 'thalia',
            uuid: 'b6e1c7a9-2f5d-4c1e-9a3b-7d8e6f5a4b3c',
            canonical_name: 'aura-2-thalia-en',
            architecture: 'aura-2',
            languages: ['en', 'en-US'],
            metadata: { sample: '', color: '', accent: '', tags: [], image: '' },
          },
        ],
        stt: [
          {
            name: '2-general-nova',
            version: '2024-01-09.29447',
            uuid: '30089e05-99d1-4376-b32e-c263170674af',
            canonical_name: 'nova-2-general',
            languages: ['en', 'en-US'],
          },
        ],
      },
    });
    expect(JSON.stringify(r.body)).not.toContain('dg-secret-123');
  });

  it.each([
    ['error', 'an HTTP error'],
    ['notJson', 'an answer that is not JSON'],
    ['wrongShape', 'an answer of the wrong shape'],
    ['noVoices', 'an answer without voices'],
  ] as const)('falls back to the built-in catalogue on %s (%s)', async (mode, _what) => {
    fake.mode = mode;
    const r = await deepgram();
    expect(r.status).toBe(200);
    expect(r.body.source).toBe('builtin');
    expect(r.body.models.tts).toHaveLength(12);
    expect(fake.seen).toHaveLength(1);
  });

  it('falls back within the deadline when Deepgram does not answer', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const r = await deepgram();
    expect(r.body.source).toBe('builtin');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('falls back when the stored key cannot be decrypted', async () => {
    const row = await api.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('api_keys')
      .set({ encrypted_key: Buffer.from('tampered-ciphertext-0123456789').toString('base64') })
      .where('id', '=', keyId)
      .execute();
    const r = await deepgram();
    expect(r.body.source).toBe('builtin');
    expect(fake.seen).toEqual([]);
    await api.db
      .updateTable('api_keys')
      .set({ encrypted_key: row.encrypted_key })
      .where('id', '=', keyId)
      .execute();
    expect((await deepgram()).body.source).toBe('deepgram');
  });

  it('stops asking Deepgram once the key is deactivated', async () => {
    expect((await setActive(keyId, false)).status).toBe(200);
    fake.seen = [];
    expect((await deepgram()).body.source).toBe('builtin');
    expect(fake.seen).toEqual([]);
  });
});

describe('with an active OpenAI key', () => {
  let keyId: number;
  beforeAll(async () => {
    keyId = await addKey('openai', 'sk-secret-456');
  });

  it('asks OpenAI with `Bearer <key>` and answers its models, sorted', async () => {
    const r = await openAi(t.mei);
    expect(fake.seen).toEqual([
      { provider: 'openai', path: '/openai/v1/models', authorization: 'Bearer sk-secret-456' },
    ]);
    expect(r.body).toEqual({
      source: 'openai',
      models: [
        { id: 'gpt-4o', object: 'model', created: 1715367049, owned_by: 'system' },
        { id: 'whisper-1', object: 'model', created: 1677532384, owned_by: 'openai-internal' },
      ],
    });
    expect(JSON.stringify(r.body)).not.toContain('sk-secret-456');
  });

  it.each(['error', 'notJson', 'wrongShape', 'hang'] as const)(
    'falls back to the built-in list on %s',
    async (mode) => {
      fake.mode = mode;
      const r = await openAi();
      expect(r.status).toBe(200);
      expect(r.body.source).toBe('builtin');
      expect(r.body.models).toHaveLength(7);
    },
  );

  it('a wrong key (401 from OpenAI) falls back too', async () => {
    const other = await addKey('openai', 'sk-wrong');
    await setActive(other, true);
    const r = await openAi();
    expect(fake.seen.map((s) => s.authorization)).toEqual(['Bearer sk-wrong']);
    expect(r.body.source).toBe('builtin');
    await setActive(keyId, true);
    expect((await openAi()).body.source).toBe('openai');
  });
});
