// Issue 6's figures: what the BFF adds to a spoken turn, with zero-latency fake providers. The API, the
// BFF and the fakes run as their own processes (from source, so the figures are of the current code);
// this process plays the browser: audio over /voice/ws, events over the voiceEvents subscription.
// Over VOICE_TURNS turns (default 200, after 10 warm-up turns), p50 and p95 of
//   - final transcript → first reply token, as the subscriber receives them;
//   - reply complete → first byte of its speech, fetched from the speech URL as the browser would.
// Target: at most 20 ms each at p50.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { spokenChunks } from '../fakes/audio.js';
import { freePort, login, root } from './servers.js';
import { percentile } from './stats.js';

const TURNS = Number(process.env.VOICE_TURNS ?? 200);
const WARMUP = 10;

const children: ChildProcess[] = [];
const node = (script: string, env: Record<string, string>, stdout: 'pipe' | 'ignore' = 'ignore') => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.push(child);
  return child;
};

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function voiceLatency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'anamnesis-voice-bench-'));
  const secretKey = randomBytes(24).toString('base64url');
  try {
    const fakes = node('tests/fakes/cli.ts', {}, 'pipe');
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: fakes.stdout as NodeJS.ReadableStream }).once('line', resolve),
    );
    const { openai, deepgram } = JSON.parse(line) as { openai: string; deepgram: string };
    // Every chunk is an utterance: the first audio chunk ends with a final transcript (speech_final).
    await fetch(`${deepgram}/__fake/config`, {
      method: 'POST',
      body: JSON.stringify({ chunksPerUtterance: 1, speakChunkBytes: 4096 }),
    });
    await fetch(`${openai}/__fake/config`, {
      method: 'POST',
      body: JSON.stringify({ reply: 'It started this morning and it has been getting worse since.' }),
    });

    const [apiPort, bffPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    node('api/src/index.ts', { SECRET_KEY: secretKey, DATA_DIR: dataDir, API_PORT: String(apiPort) });
    await waitFor(`${apiUrl}/healthz`);
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    node('bff/src/index.ts', {
      SECRET_KEY: secretKey,
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      API_BASE_URL: apiUrl,
      OPENAI_BASE_URL: openai,
      DEEPGRAM_BASE_URL: deepgram,
      ESPEAK_NG_PATH: 'off',
    });
    await waitFor(`${bffUrl}/healthz`);

    const admin = await login(apiUrl, 'admin@example.com', 'admin123');
    for (const [service, apiKey] of [
      ['openai', 'sk-bench'],
      ['deepgram', 'dg-bench'],
    ])
      await fetch(`${apiUrl}/api/v1/apiKeys/api-keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ keyName: service, apiKey, service, modelId: null }),
      });

    const student = await login(apiUrl, 'student@example.com', 'student123');
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const r = await fetch(`${bffUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: JSON
      return ((await r.json()) as any).data;
    };
    const auth = { headers: { authorization: `Bearer ${student}` } };
    const me = (await (await fetch(`${apiUrl}/api/v1/auth/me`, auth)).json()) as { user: { id: number } };
    const mine = await (await fetch(`${apiUrl}/api/v1/assignments/${me.user.id}`, auth)).json();
    const assignment = mine.assignedPatients.find((e: { status: string }) => e.status === 'assigned');
    const opened = await gql(
      'mutation ($i: OpenVoiceSessionInput!) { openVoiceSession(input: $i) { ... on VoiceSessionPayload { session { id socketPath } } ... on Error { message } } }',
      { i: { assignmentId: Buffer.from(`Assignment:${assignment.assignmentId}`).toString('base64') } },
    );
    const session = opened.openVoiceSession.session as { id: string; socketPath: string };

    // The browser: one subscription, one audio socket.
    const arrivals: { kind: string; at: number; speechUrl?: string }[] = [];
    let wake = () => {};
    const client = createClient({
      url: `${bffUrl.replace('http', 'ws')}/graphql`,
      connectionParams: { authToken: student },
      webSocketImpl: WebSocket,
    });
    client.subscribe(
      {
        query: `subscription ($s: ID!) { voiceEvents(sessionId: $s) { __typename
          ... on VoiceTranscriptEvent { isFinal } ... on VoiceReplyEvent { speechUrl } } }`,
        variables: { s: session.id },
      },
      {
        next: (v) => {
          const e = v.data?.voiceEvents as { __typename: string; isFinal?: boolean; speechUrl?: string };
          const kind =
            e.__typename === 'VoiceTranscriptEvent' ? (e.isFinal ? 'final' : 'interim') : e.__typename;
          arrivals.push({ kind, at: performance.now(), speechUrl: e.speechUrl });
          wake();
        },
        error: (e) => console.error(e),
        complete: () => {},
      },
    );
    const until = async (pred: () => boolean) => {
      const end = Date.now() + 10_000;
      while (!pred()) {
        if (Date.now() > end)
          throw new Error(`a voice turn timed out: ${JSON.stringify({ frames, arrivals })}`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 100);
        });
      }
    };
    await until(() => arrivals.length > 0);
    const ws = new WebSocket(`${bffUrl.replace('http', 'ws')}${session.socketPath}`, {
      headers: { authorization: `Bearer ${student}` },
    });
    const frames: string[] = [];
    ws.on('message', (d) => {
      frames.push(JSON.parse(d.toString()).type);
      wake();
    });
    await new Promise((r) => ws.once('open', r));

    const toToken: number[] = [];
    const toAudio: number[] = [];
    for (let turn = 0; turn < TURNS + WARMUP; turn++) {
      arrivals.length = 0;
      frames.length = 0;
      ws.send(JSON.stringify({ type: 'start' }));
      await until(() => frames.includes('started'));
      const [chunk] = spokenChunks(`Question number ${turn}: how are you feeling?`, 1);
      ws.send(chunk as Buffer);
      await until(() => arrivals.some((a) => a.kind === 'VoiceReplyEvent') && frames.includes('stopped'));
      const final = arrivals.find((a) => a.kind === 'final');
      const token = arrivals.find((a) => a.kind === 'VoiceTokenEvent');
      const reply = arrivals.find((a) => a.kind === 'VoiceReplyEvent');
      if (!final || !token || !reply?.speechUrl) throw new Error(`turn ${turn}: ${JSON.stringify(arrivals)}`);
      const res = await fetch(`${bffUrl}${reply.speechUrl}`, {
        headers: { authorization: `Bearer ${student}` },
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      const firstAudio = performance.now();
      while (!(await reader.read()).done) {}
      if (turn >= WARMUP) {
        toToken.push(token.at - final.at);
        toAudio.push(firstAudio - reply.at);
      }
    }
    ws.close();
    await client.dispose();

    toToken.sort((a, b) => a - b);
    toAudio.sort((a, b) => a - b);
    console.log(
      `\nVoice latency: ${TURNS} spoken turns, zero-latency fake OpenAI and Deepgram (target p50 ≤ 20 ms)`,
    );
    console.table({
      'final transcript → first reply token': {
        p50: ms(percentile(toToken, 0.5)),
        p95: ms(percentile(toToken, 0.95)),
      },
      'reply text → first audio byte': {
        p50: ms(percentile(toAudio, 0.5)),
        p95: ms(percentile(toAudio, 0.95)),
      },
    });
  } finally {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await voiceLatency();
