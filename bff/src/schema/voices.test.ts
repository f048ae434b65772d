import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../test/stubBff.js';
import type { Upstream } from '../upstream/upstream.js';
import { voicesLoaders } from '../upstream/voices.js';

// The provider lists as the GraphQL layer gives them, on the real voice loaders over a stub upstream:
// which catalogue the API answers with (built-in, Deepgram, OpenAI) is api/src/voices/voices.test.ts's part.

const catalogues: Record<string, unknown> = {
  '/openai/deepgramModels': {
    source: 'builtin',
    models: {
      tts: [
        {
          name: 'Asteria',
          canonical_name: 'aura-asteria-en',
          uuid: 'ecb24b28-e4c5-48b6-a6e0-1b7e8b1e0e3c',
          architecture: 'aura',
          languages: ['en-US'],
          metadata: {
            accent: 'American',
            color: '#7800ED',
            image: 'data:image/svg+xml;base64,PHN2Zy8+',
            sample: '/voice/samples/aura-asteria-en',
            tags: ['feminine', 'young adult'],
          },
        },
      ],
      stt: [
        {
          name: 'nova-2',
          version: '2024-01-09',
          uuid: '30089e05-99d1-4376-b32e-c263170674af',
          canonical_name: 'nova-2-general',
          languages: ['en'],
        },
      ],
    },
  },
  '/openai/openAiModels': {
    source: 'openai',
    models: [{ id: 'gpt-4o', object: 'model', created: 1715367049, owned_by: 'system' }],
  },
};

/** The REST paths read, request by request. */
const reads: string[] = [];
const upstream: Upstream = {
  requestId: 'test',
  send: async (req) => {
    reads.push(req.path);
    return { data: req.schema.parse(catalogues[req.path]), headers: {} };
  },
};
const t = stubBff(() => ({ voices: voicesLoaders(upstream) }), {
  student: stubUser(1, 'student'),
  teacher: stubUser(2, 'admin'),
});

const VOICES = '{ voices { name canonicalName uuid accent tags languages sampleUrl color image source } }';
const STT = '{ speechToTextModels { name version uuid canonicalName languages source } }';
const OPENAI = '{ openAiModels { modelId ownedBy source } }';

describe('provider model lists', () => {
  it('need a session, and read nothing without one', async () => {
    reads.length = 0;
    for (const q of [VOICES, STT, OPENAI]) {
      const r = await t.gql(q);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(reads).toEqual([]);
  });

  it('give students and admins alike each voice with its picker fields and where the list came from', async () => {
    for (const who of ['student', 'teacher']) {
      const r = await t.gql(VOICES, {}, who);
      expect(r.errors).toBeUndefined();
      expect(r.data.voices).toEqual([
        {
          name: 'Asteria',
          canonicalName: 'aura-asteria-en',
          uuid: 'ecb24b28-e4c5-48b6-a6e0-1b7e8b1e0e3c',
          accent: 'American',
          tags: ['feminine', 'young adult'],
          languages: ['en-US'],
          sampleUrl: '/voice/samples/aura-asteria-en',
          color: '#7800ED',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          source: 'BUILTIN',
        },
      ]);
    }
  });

  it('give the speech-to-text and OpenAI models with their source', async () => {
    const stt = await t.gql(STT, {}, 'teacher');
    expect(stt.data.speechToTextModels).toEqual([
      {
        name: 'nova-2',
        version: '2024-01-09',
        uuid: '30089e05-99d1-4376-b32e-c263170674af',
        canonicalName: 'nova-2-general',
        languages: ['en'],
        source: 'BUILTIN',
      },
    ]);
    const openAi = await t.gql(OPENAI, {}, 'student');
    expect(openAi.data.openAiModels).toEqual([{ modelId: 'gpt-4o', ownedBy: 'system', source: 'OPENAI' }]);
  });

  it('read voices and speech models with one REST call between them, once per request', async () => {
    const cost = async (q: string) => {
      reads.length = 0;
      const r = await t.gql(q, {}, 'teacher');
      expect(r.errors).toBeUndefined();
      return [...reads];
    };
    expect(await cost('{ voices { name } speechToTextModels { name } }')).toEqual(['/openai/deepgramModels']);
    expect(await cost('{ voices { name } speechToTextModels { name } openAiModels { modelId } }')).toEqual([
      '/openai/deepgramModels',
      '/openai/openAiModels',
    ]);
    expect(await cost('{ voices { name } }')).toEqual(['/openai/deepgramModels']);
  });
});
