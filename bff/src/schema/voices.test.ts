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

const gql = (query: string, who: DemoAccount | null) => t.gql(query, {}, who ? { token: tokens[who] } : {});

const VOICES = '{ voices { name canonicalName uuid accent tags languages sampleUrl color image source } }';
const STT = '{ speechToTextModels { name version uuid canonicalName source } }';
const OPENAI = '{ openAiModels { modelId ownedBy source } }';

describe('provider model lists', () => {
  it('need a session', async () => {
    for (const q of [VOICES, STT, OPENAI]) {
      const r = await gql(q, null);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('list the voices for students and admins alike, from the built-in catalogue without a key', async () => {
    for (const who of ['student', 'teacher', 'admin'] as const) {
      const r = await gql(VOICES, who);
      expect(r.errors).toBeUndefined();
      const asteria = r.data.voices.find(
        (v: { canonicalName: string }) => v.canonicalName === 'aura-asteria-en',
      );
      expect(asteria).toMatchObject({
        name: 'Asteria',
        accent: 'American',
        source: 'BUILTIN',
        sampleUrl: expect.stringContaining('aura-asteria-en'),
        color: expect.stringMatching(/^#/),
        image: expect.stringMatching(/^data:image\//),
      });
      expect(asteria.tags).toContain('feminine');
      expect(r.data.voices.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('list speech-to-text and OpenAI models with their source', async () => {
    const stt = await gql(STT, 'teacher');
    expect(stt.data.speechToTextModels.length).toBeGreaterThan(0);
    for (const m of stt.data.speechToTextModels) {
      expect(m).toMatchObject({ name: expect.any(String), version: expect.any(String), source: 'BUILTIN' });
      expect(m.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    const openAi = await gql(OPENAI, 'student');
    expect(openAi.data.openAiModels.length).toBeGreaterThan(0);
    expect(openAi.data.openAiModels[0]).toMatchObject({
      modelId: expect.any(String),
      ownedBy: expect.any(String),
      source: 'BUILTIN',
    });
  });

  it('reads voices and speech models with one REST call between them', async () => {
    const cost = async (q: string) => {
      t.bff.rest.calls = 0;
      const r = await t.gql(q, {}, { token: tokens.teacher });
      expect(r.errors).toBeUndefined();
      return t.bff.rest.calls;
    };
    const voicesOnly = await cost(VOICES);
    const both = await cost('{ voices { name } speechToTextModels { name } }');
    expect(both).toBe(voicesOnly);
    const all = await cost('{ voices { name } speechToTextModels { name } openAiModels { modelId } }');
    expect(all).toBe(voicesOnly + 1);
  });
});
