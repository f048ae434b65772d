// A fake Deepgram for tests: live transcription over a WebSocket (Results with interim then final
// transcripts, KeepAlive / Finalize / CloseStream, Metadata at the end), pre-recorded transcription of an
// uploaded file, text to speech streamed in chunks, and the model list. It "recognises" audio by a
// `say:<text>` marker in the bytes (see `spokenChunks`), else by a scripted list of transcripts.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { silentMp3, silentWav } from './audio.js';
import {
  closeServer,
  type FakeServer,
  handleControl,
  listen,
  parseUrl,
  type RecordedRequest,
  readBody,
  sendJson,
  sleep,
} from './http.js';

export interface FakeDeepgramOptions {
  /** What the fake hears when the audio carries no `say:` marker: taken in turn, the last one repeats. */
  transcripts: string[];
  /** Recognition of the audio received so far; default: the text after a `say:` marker, if any. */
  recognise: ((audio: Buffer) => string | null) | null;
  /**
   * Live: after how many audio chunks an utterance ends with `is_final` and `speech_final` (endpointing).
   * 0: never by itself, only when the client sends Finalize.
   */
  chunksPerUtterance: number;
  /** Live: refuse the WebSocket upgrade with this HTTP status (to exercise the upload fallback). */
  refuseLive: number | null;
  /** Live: drop the socket (no final) after this many audio chunks. */
  dropLiveAfterChunks: number | null;
  /** Milliseconds before every answer (and before each live Results message). */
  latencyMs: number;
  /** The key expected in `Authorization: Token`; anything else gets 401. Null accepts any key. */
  apiKey: string | null;
  /** Text to speech: bytes per streamed chunk, and the pause between chunks. */
  speakChunkBytes: number;
  speakChunkDelayMs: number;
  /** When set, /v1/speak answers this status. */
  speakFailStatus: number | null;
  /** When set, /v1/listen (upload) answers this status. */
  listenFailStatus: number | null;
}

const defaults: FakeDeepgramOptions = {
  transcripts: ['Hello, what brings you in today?'],
  recognise: null,
  chunksPerUtterance: 4,
  refuseLive: null,
  dropLiveAfterChunks: null,
  latencyMs: 0,
  apiKey: null,
  speakChunkBytes: 2048,
  speakChunkDelayMs: 0,
  speakFailStatus: null,
  listenFailStatus: null,
};

const sayMarker = /say:([^\n\0]*)/;

/** The transcript of a `say:` marker in the audio, if any. */
export function markedTranscript(audio: Buffer): string | null {
  const m = audio.toString('latin1').match(sayMarker);
  return m
    ? Buffer.from(m[1] as string, 'latin1')
        .toString('utf8')
        .trim()
    : null;
}

const modelInfo = { name: '2-general-nova', version: '2024-01-09.29447', arch: 'nova-2' };

export async function startFakeDeepgram(
  options: Partial<FakeDeepgramOptions> = {},
  listenOn: { port?: number; host?: string } = {},
): Promise<FakeServer<FakeDeepgramOptions>> {
  let opts: FakeDeepgramOptions = { ...defaults, ...options };
  const requests: RecordedRequest[] = [];
  let scriptIndex = 0;
  const fake = {
    requests,
    configure(o: Partial<FakeDeepgramOptions>) {
      opts = { ...opts, ...o };
      if ('transcripts' in o) scriptIndex = 0;
    },
  };
  const scripted = () => opts.transcripts[Math.min(scriptIndex++, opts.transcripts.length - 1)] ?? '';
  const hear = (audio: Buffer) => (opts.recognise ?? markedTranscript)(audio) ?? scripted();
  const authorised = (req: IncomingMessage) =>
    opts.apiKey === null || req.headers.authorization === `Token ${opts.apiKey}`;

  const server = createServer(async (req, res) => {
    try {
      if (await handleControl(req, res, fake)) return;
      const { path, query } = parseUrl(req);
      const raw = await readBody(req);
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      let body: unknown;
      if (isJson)
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = undefined;
        }
      requests.push({
        method: req.method ?? 'GET',
        path,
        query,
        headers: req.headers,
        body,
        bytes: raw.length,
        at: Date.now(),
      });
      await sleep(opts.latencyMs);
      if (!authorised(req)) {
        sendJson(res, 401, {
          err_code: 'INVALID_AUTH',
          err_msg: 'Invalid credentials.',
          request_id: randomUUID(),
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/listen') {
        if (opts.listenFailStatus) {
          sendJson(res, opts.listenFailStatus, { err_code: 'FAKE', err_msg: 'The fake was told to fail.' });
          return;
        }
        const transcript = hear(raw);
        sendJson(res, 200, {
          metadata: {
            request_id: randomUUID(),
            created: new Date().toISOString(),
            duration: raw.length / 16000,
            channels: 1,
            models: [randomUUID()],
            model_info: {},
          },
          results: {
            channels: [
              {
                alternatives: [
                  {
                    transcript,
                    confidence: 0.98,
                    words: transcript
                      .split(/\s+/)
                      .filter(Boolean)
                      .map((word) => ({ word, confidence: 0.98 })),
                  },
                ],
              },
            ],
          },
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/speak') {
        const text = (body as { text?: unknown } | undefined)?.text;
        if (typeof text !== 'string' || !text.trim()) {
          sendJson(res, 400, { err_code: 'INVALID_REQUEST', err_msg: 'text is required.' });
          return;
        }
        if (opts.speakFailStatus) {
          sendJson(res, opts.speakFailStatus, { err_code: 'FAKE', err_msg: 'The fake was told to fail.' });
          return;
        }
        const wav = query.encoding === 'linear16';
        const audio = wav
          ? silentWav(Math.min(5000, 60 * text.length))
          : silentMp3(Math.max(8, Math.min(200, Math.round(text.length / 2))));
        res.writeHead(200, {
          'content-type': wav ? 'audio/wav' : 'audio/mpeg',
          'dg-model-name': query.model ?? 'aura-asteria-en',
          'dg-char-count': String(text.length),
          'transfer-encoding': 'chunked',
        });
        for (let i = 0; i < audio.length; i += opts.speakChunkBytes) {
          if (i > 0) await sleep(opts.speakChunkDelayMs);
          res.write(audio.subarray(i, i + opts.speakChunkBytes));
        }
        res.end();
        return;
      }
      if (req.method === 'GET' && path === '/v1/models') {
        sendJson(res, 200, {
          stt: [
            {
              name: 'nova-2',
              canonical_name: 'nova-2-general',
              architecture: 'nova-2',
              languages: ['en', 'en-US'],
              version: '2024-01-09.29447',
              uuid: '30089e05-99d1-4376-b32e-c263170674af',
              batch: true,
              streaming: true,
            },
          ],
          tts: [
            {
              name: 'asteria',
              canonical_name: 'aura-asteria-en',
              architecture: 'aura',
              languages: ['en', 'en-US'],
              version: '2023-10-18.0',
              uuid: 'ecb76e9d-f2bd-4e83-8a1f-0a1e5e5b0c39',
              metadata: {
                accent: 'American',
                color: '#7C3AED',
                image: 'https://static.deepgram.com/examples/avatars/asteria.jpg',
                sample: 'https://static.deepgram.com/examples/Aura-Asteria-en.wav',
                tags: ['feminine'],
              },
            },
          ],
        });
        return;
      }
      sendJson(res, 404, { err_code: 'NOT_FOUND', err_msg: `Unknown path ${path}` });
    } catch {
      if (!res.headersSent) sendJson(res, 500, { err_code: 'FAKE', err_msg: 'fake failure' });
      else res.destroy();
    }
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { path, query } = parseUrl(req);
    const record: RecordedRequest = {
      method: 'WS',
      path,
      query,
      headers: req.headers,
      bytes: 0,
      chunks: 0,
      controls: [],
      at: Date.now(),
    };
    requests.push(record);
    await sleep(opts.latencyMs);
    const refuse = (status: number, text: string) =>
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    if (path !== '/v1/listen') return refuse(404, 'Not Found');
    if (!authorised(req)) return refuse(401, 'Unauthorized');
    if (opts.refuseLive) return refuse(opts.refuseLive, 'Refused');
    wss.handleUpgrade(req, socket, head, (ws) => live(ws, record));
  });

  /** One live transcription socket. */
  function live(ws: WebSocket, record: RecordedRequest) {
    const requestId = randomUUID();
    let utterance: Buffer[] = [];
    let heard: string | null = null;
    let chunksInUtterance = 0;
    let start = 0;
    let totalSeconds = 0;
    const results = (text: string, isFinal: boolean, speechFinal: boolean, fromFinalize = false) => {
      const duration = chunksInUtterance * 0.25;
      const msg = {
        type: 'Results',
        channel_index: [0, 1],
        duration,
        start,
        is_final: isFinal,
        speech_final: speechFinal,
        from_finalize: fromFinalize,
        channel: {
          alternatives: [
            {
              transcript: text,
              confidence: text ? 0.97 : 0,
              words: text
                .split(/\s+/)
                .filter(Boolean)
                .map((word, i) => ({
                  word,
                  start: start + i * 0.3,
                  end: start + i * 0.3 + 0.25,
                  confidence: 0.97,
                })),
            },
          ],
        },
        metadata: { request_id: requestId, model_info: modelInfo, model_uuid: randomUUID() },
      };
      ws.send(JSON.stringify(msg));
    };
    const finishUtterance = (fromFinalize: boolean) => {
      const text = heard ?? (utterance.length ? hear(Buffer.concat(utterance)) : '');
      results(text, true, !fromFinalize, fromFinalize);
      start += chunksInUtterance * 0.25;
      totalSeconds = start;
      utterance = [];
      heard = null;
      chunksInUtterance = 0;
    };
    ws.on('message', async (data, isBinary) => {
      if (!isBinary) {
        const text = data.toString();
        record.controls?.push(text);
        let type: string | undefined;
        try {
          type = (JSON.parse(text) as { type?: string }).type;
        } catch {
          type = undefined;
        }
        if (type === 'Finalize') {
          await sleep(opts.latencyMs);
          if (ws.readyState === ws.OPEN) finishUtterance(true);
        } else if (type === 'CloseStream') {
          if (chunksInUtterance) finishUtterance(true);
          ws.send(
            JSON.stringify({
              type: 'Metadata',
              transaction_key: 'deprecated',
              request_id: requestId,
              sha256: '',
              created: new Date().toISOString(),
              duration: totalSeconds,
              channels: 1,
              models: [randomUUID()],
              model_info: {},
            }),
          );
          ws.close(1000);
        }
        return;
      }
      const chunk = data as Buffer;
      record.bytes = (record.bytes ?? 0) + chunk.length;
      record.chunks = (record.chunks ?? 0) + 1;
      if (opts.dropLiveAfterChunks !== null && (record.chunks ?? 0) > opts.dropLiveAfterChunks) {
        ws.terminate();
        return;
      }
      utterance.push(chunk);
      chunksInUtterance++;
      heard ??= hear(Buffer.concat(utterance));
      const words = heard.split(/\s+/).filter(Boolean);
      const n = opts.chunksPerUtterance;
      // What this chunk makes the fake say is decided now, whatever arrives during the latency.
      const shown =
        n > 0
          ? Math.ceil((words.length * chunksInUtterance) / n)
          : Math.min(words.length, chunksInUtterance * 2);
      const interim = words.slice(0, Math.max(1, shown)).join(' ');
      if (n > 0 && chunksInUtterance >= n) {
        await sleep(opts.latencyMs);
        if (ws.readyState === ws.OPEN) finishUtterance(false);
        return;
      }
      await sleep(opts.latencyMs);
      if (ws.readyState === ws.OPEN && heard !== null) results(interim, false, false);
    });
  }

  const url = await listen(server, listenOn.port, listenOn.host);
  return {
    url,
    requests,
    configure: fake.configure,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await closeServer(server);
    },
  };
}
