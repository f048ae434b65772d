// A fake OpenAI-compatible API for tests: chat completions streamed as server-sent events (with
// configurable replies, latency, failures and mid-stream cuts), structured-output (json_schema)
// completions, the model list, speech (`/v1/audio/speech`: MP3 streamed in chunks) and transcription
// (`/v1/audio/transcriptions`: multipart upload; it "hears" the `say:` marker of `spokenChunks`). Speaks the
// real wire format, so the BFF's client cannot tell.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { silentMp3 } from './audio.js';
import { markedTranscript } from './deepgram.js';
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

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'developer' | 'tool';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean } };
  [key: string]: unknown;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  anyOf?: JsonSchema[];
}

export interface FakeOpenAIOptions {
  /**
   * The text of each chat reply: a fixed string, a list taken in turn (the last one repeats), or a
   * function of the request (e.g. to echo the question).
   */
  reply: string | string[] | ((req: ChatRequest) => string);
  /** Milliseconds before the answer starts (headers). */
  latencyMs: number;
  /** Milliseconds between streamed chunks. */
  tokenDelayMs: number;
  /** When set, every chat completion fails with this HTTP status and an OpenAI error body. */
  failStatus: number | null;
  /** When set, a streamed reply's connection is cut after this many content chunks (no [DONE]). */
  cutAfterChunks: number | null;
  /** The key expected in `Authorization: Bearer`; anything else gets 401. Null accepts any key. */
  apiKey: string | null;
  /** The object a json_schema completion answers; default: an instance generated from the schema. */
  structured: unknown | ((req: ChatRequest) => unknown);
  /** What GET /v1/models lists. */
  models: string[];
  /** When set, a streamed reply is cut into pieces of this many characters (words split across chunks). */
  chunkChars: number | null;
  /** When set, /v1/audio/speech and /v1/audio/transcriptions answer this status. */
  audioFailStatus: number | null;
  /** What a transcription hears when the audio carries no `say:` marker. */
  transcript: string;
  /** /v1/audio/speech: bytes per streamed chunk and the pause between chunks. */
  speechChunkBytes: number;
  speechChunkDelayMs: number;
}

/** The voices /v1/audio/speech accepts (OpenAI's list; anything else is a 400, as there). */
export const openAiSpeechVoices = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'onyx',
  'nova',
  'sage',
  'shimmer',
  'verse',
];

const defaults: FakeOpenAIOptions = {
  reply: 'I have had this pain in my chest since this morning.',
  latencyMs: 0,
  tokenDelayMs: 0,
  failStatus: null,
  cutAfterChunks: null,
  apiKey: null,
  structured: undefined,
  models: ['gpt-4o-mini', 'gpt-4o', 'o3-mini'],
  chunkChars: null,
  audioFailStatus: null,
  transcript: 'Hello, what brings you in today?',
  speechChunkBytes: 2048,
  speechChunkDelayMs: 0,
};

/** The reply split the way a model streams: a word and the space before it per chunk. */
export function chunksOf(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [text];
}

/** A minimal instance of a JSON schema: what a strict structured-output model would have to answer. */
export function instanceOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return instanceOf(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, instanceOf(v)]));
    case 'array':
      return schema.items ? [instanceOf(schema.items)] : [];
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.properties ? instanceOf({ ...schema, type: 'object' }) : null;
  }
}

export async function startFakeOpenAI(
  options: Partial<FakeOpenAIOptions> = {},
  listenOn: { port?: number; host?: string } = {},
): Promise<FakeServer<FakeOpenAIOptions>> {
  let opts: FakeOpenAIOptions = { ...defaults, ...options };
  const requests: RecordedRequest[] = [];
  let replyIndex = 0;
  const fake = {
    requests,
    configure(o: Partial<FakeOpenAIOptions>) {
      opts = { ...opts, ...o };
      if ('reply' in o) replyIndex = 0;
    },
  };

  const nextReply = (req: ChatRequest): string => {
    const r = opts.reply;
    if (typeof r === 'function') return r(req);
    if (Array.isArray(r)) return r[Math.min(replyIndex++, r.length - 1)] ?? '';
    return r;
  };

  async function chat(req: IncomingMessage, res: ServerResponse, body: ChatRequest) {
    await sleep(opts.latencyMs);
    if (opts.failStatus) {
      sendJson(res, opts.failStatus, {
        error: { message: 'The fake was told to fail.', type: 'server_error', code: null },
      });
      return;
    }
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;
    if (body.response_format?.type === 'json_schema') {
      const s = opts.structured;
      const value =
        typeof s === 'function'
          ? s(body)
          : s !== undefined
            ? s
            : instanceOf(body.response_format.json_schema?.schema);
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(value), refusal: null },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
      return;
    }
    const text = nextReply(body);
    if (!body.stream) {
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: chunksOf(text).length, total_tokens: 1 },
      });
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    const event = (choice: Record<string, unknown>) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, ...choice }] })}\n\n`;
    res.write(event({ delta: { role: 'assistant', content: '' }, finish_reason: null }));
    let sent = 0;
    const pieces = opts.chunkChars
      ? (text.match(new RegExp(`[\\s\\S]{1,${opts.chunkChars}}`, 'g')) ?? [text])
      : chunksOf(text);
    for (const piece of pieces) {
      if (opts.cutAfterChunks !== null && sent >= opts.cutAfterChunks) {
        // A mid-stream failure: what was sent arrives, then the connection drops without finish_reason or [DONE].
        await new Promise<void>((resolve) => res.write('', () => resolve()));
        await sleep(20);
        req.socket.destroy();
        return;
      }
      await sleep(opts.tokenDelayMs);
      res.write(event({ delta: { content: piece }, finish_reason: null }));
      sent++;
    }
    res.write(event({ delta: {}, finish_reason: 'stop' }));
    res.end('data: [DONE]\n\n');
  }

  const invalid = (res: ServerResponse, message: string) =>
    sendJson(res, 400, { error: { message, type: 'invalid_request_error', param: null, code: null } });
  const failIfTold = (res: ServerResponse) => {
    if (!opts.audioFailStatus) return false;
    sendJson(res, opts.audioFailStatus, {
      error: { message: 'The fake was told to fail.', type: 'server_error', code: null },
    });
    return true;
  };

  async function speech(res: ServerResponse, body: Record<string, unknown> | undefined) {
    const input = body?.input;
    if (typeof body?.model !== 'string' || typeof input !== 'string' || !input.trim())
      return invalid(res, 'model and input are required.');
    if (typeof body.voice !== 'string' || !openAiSpeechVoices.includes(body.voice))
      return invalid(res, `Invalid value for 'voice': ${String(body.voice)}.`);
    await sleep(opts.latencyMs);
    if (failIfTold(res)) return;
    const format = body.response_format ?? 'mp3';
    if (format !== 'mp3') return invalid(res, 'The fake speaks mp3 only.');
    const audio = silentMp3(Math.max(8, Math.min(200, Math.round(input.length / 2))));
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
    for (let i = 0; i < audio.length; i += opts.speechChunkBytes) {
      if (i > 0) await sleep(opts.speechChunkDelayMs);
      res.write(audio.subarray(i, i + opts.speechChunkBytes));
    }
    res.end();
  }

  /** Multipart form fields as the recorded body: strings as they are, files as { name, type, bytes }. */
  async function transcription(
    req: IncomingMessage,
    res: ServerResponse,
    raw: Buffer,
    record: RecordedRequest,
  ) {
    let form: FormData;
    try {
      form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type'] ?? '') },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      return invalid(res, 'Expected a multipart/form-data body.');
    }
    const file = form.get('file');
    const fields: Record<string, unknown> = {};
    for (const [k, v] of form)
      fields[k] = typeof v === 'string' ? v : { name: v.name, type: v.type, bytes: v.size };
    record.body = fields;
    if (typeof form.get('model') !== 'string') return invalid(res, 'model is required.');
    if (!file || typeof file === 'string' || file.size === 0) return invalid(res, 'file is required.');
    await sleep(opts.latencyMs);
    if (failIfTold(res)) return;
    const text = markedTranscript(Buffer.from(await file.arrayBuffer())) ?? opts.transcript;
    sendJson(res, 200, { text });
  }

  const server = createServer(async (req, res) => {
    try {
      if (await handleControl(req, res, fake)) return;
      const { path, query } = parseUrl(req);
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        query,
        headers: req.headers,
        body,
        bytes: raw.length,
        at: Date.now(),
      };
      requests.push(record);
      const auth = req.headers.authorization ?? '';
      if (opts.apiKey !== null && auth !== `Bearer ${opts.apiKey}`) {
        sendJson(res, 401, {
          error: {
            message: 'Incorrect API key provided.',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        const b = body as ChatRequest | undefined;
        if (!b || !Array.isArray(b.messages) || typeof b.model !== 'string') {
          sendJson(res, 400, {
            error: { message: 'model and messages are required.', type: 'invalid_request_error' },
          });
          return;
        }
        await chat(req, res, b);
        return;
      }
      if (req.method === 'POST' && path === '/v1/audio/speech') {
        await speech(res, body as Record<string, unknown> | undefined);
        return;
      }
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        await transcription(req, res, raw, record);
        return;
      }
      if (req.method === 'GET' && path === '/v1/models') {
        sendJson(res, 200, {
          object: 'list',
          data: opts.models.map((id, i) => ({
            id,
            object: 'model',
            created: 1715367049 + i,
            owned_by: 'system',
          })),
        });
        return;
      }
      sendJson(res, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: { message: 'fake failure' } });
      else res.destroy();
    }
  });
  const url = await listen(server, listenOn.port, listenOn.host);
  return { url, requests, configure: fake.configure, stop: () => closeServer(server) };
}
