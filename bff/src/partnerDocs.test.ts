import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from './test/testBff.js';

// The partner examples of docs/partners.md, run exactly as written there: the GraphQL file, and each
// curl command (read by a small interpreter of the few curl options the examples use).

const doc = readFileSync(new URL('../../docs/partners.md', import.meta.url), 'utf8');

interface Block {
  lang: string;
  file?: string;
  text: string;
}
const blocks: Block[] = [...doc.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1] as string,
  file: /file=(\S+)/.exec(m[2] ?? '')?.[1],
  text: m[3] as string,
}));
const files = new Map(blocks.filter((b) => b.file).map((b) => [b.file as string, b.text]));
const curls = blocks.filter((b) => b.lang === 'sh' && b.text.trim().startsWith('curl'));

/** Shell words of one command: line continuations joined, quotes and $VARS as sh reads them. */
function words(command: string, env: Record<string, string>): string[] {
  const text = command.replace(/\\\n/g, ' ');
  const out: string[] = [];
  let word: string | null = null;
  const expand = (s: string) => s.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      if (word !== null) out.push(word);
      word = null;
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      word = (word ?? '') + expand(text.slice(i + 1, end));
      i = end;
    } else {
      const m = /^[^\s'"]+/.exec(text.slice(i)) as RegExpExecArray;
      word = (word ?? '') + expand(m[0]);
      i += m[0].length - 1;
    }
  }
  if (word !== null) out.push(word);
  return out;
}

/** Runs a curl command of the docs with fetch: -s, -G, -H, --data-urlencode (k=v, k@file), -o. */
async function runCurl(command: string, env: Record<string, string>) {
  const args = words(command, env).slice(1);
  let url = '';
  let get = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '-H') {
      const [name, ...rest] = (args[++i] as string).split(':');
      headers[(name as string).trim()] = rest.join(':').trim();
    } else if (a === '--data-urlencode') {
      const v = args[++i] as string;
      const at = v.indexOf('@');
      const eq = v.indexOf('=');
      if (at > 0 && (eq < 0 || at < eq)) {
        const content = files.get(v.slice(at + 1));
        if (content === undefined) throw new Error(`the docs name a file they do not show: ${v}`);
        data.push(`${v.slice(0, at)}=${encodeURIComponent(content)}`);
      } else data.push(`${v.slice(0, eq)}=${encodeURIComponent(v.slice(eq + 1))}`);
    } else if (a === '-o') i++;
    else if (/^-[sG]+$/.test(a)) get ||= a.includes('G');
    else if (a.startsWith('-')) throw new Error(`a curl option the test does not know: ${a}`);
    else url = a;
  }
  if (data.length && !get) throw new Error('the examples send data with -G only');
  const full = data.length ? `${url}${url.includes('?') ? '&' : '?'}${data.join('&')}` : url;
  return fetch(full, { headers });
}

let t: TestBff;
let env: Record<string, string>;

beforeAll(async () => {
  t = await startTestBff();
  const admin = (await t.api.demoTokens()).admin;
  const r = await t.api.call('POST', '/partner-tokens', {
    token: admin,
    body: { name: 'Docs', scope: 'statistics_and_marks' },
  });
  env = { ANAMNESIS_URL: t.url, ANAMNESIS_TOKEN: r.body.secret };
});
afterAll(() => t?.stop());

describe('docs/partners.md examples', () => {
  it('has the examples this test runs', () => {
    expect(files.get('term-results.graphql')).toContain('statistics(filter:');
    expect(curls.length).toBeGreaterThanOrEqual(2);
  });

  it('the GraphQL query answers per case and per room', async () => {
    const query = files.get('term-results.graphql') as string;
    const r = await t.gql(query, { from: '2026-01-01', to: '2030-12-31' }, { token: env.ANAMNESIS_TOKEN });
    expect(r.errors).toBeUndefined();
    expect(r.data.statistics.patients.length).toBeGreaterThan(0);
    expect(r.data.statistics.rooms.length).toBeGreaterThan(0);
  });

  it('each curl command works as written', async () => {
    for (const block of curls) {
      const res = await runCurl(block.text.trim(), env);
      // Keep the byte-order mark, which Response.text() drops.
      const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      expect(res.status, `${block.text}\n${body.slice(0, 300)}`).toBe(200);
      if (block.text.includes('/graphql')) {
        const json = JSON.parse(body);
        expect(json.errors).toBeUndefined();
        expect(Array.isArray(json.data.statistics.patients)).toBe(true);
      } else {
        expect(body.startsWith('\uFEFFStudent,Email,Room,Patient,Status')).toBe(true);
      }
    }
  });

  it("refuses a partner token on the voice endpoints in the partners' words, not the sign-in prompt", async () => {
    const res = await fetch(`${t.url}/voice/samples/aura-asteria-en`, {
      headers: { authorization: `Bearer ${env.ANAMNESIS_TOKEN}` },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('This partner token’s scope does not cover this.');
  });
});
