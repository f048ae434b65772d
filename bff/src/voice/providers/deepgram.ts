import type { Readable } from 'node:stream';
import { request } from 'undici';
import WebSocket from 'ws';
import { drain, joinUrl, ProviderError, providerAgent, streamSpeech, timer, toWebSocketUrl } from './http.js';

/** The live transcription parameters: English, interim results (docs/voice.md#speech). */
export const liveQuery = 'model=nova-2&language=en&interim_results=true&endpointing=300&smart_format=true';

export interface LiveResult {
  transcript: string;
  isFinal: boolean;
  speechFinal: boolean;
  fromFinalize: boolean;
}

export interface LiveTranscription {
  /** Resolves once the socket is open; rejects when it could not be opened. */
  ready: Promise<void>;
  send(audio: Buffer): void;
  /** Asks for the final transcript of what was sent (`{"type":"Finalize"}`). */
  finalize(): void;
  /** `{"type":"CloseStream"}`, then the socket closes (forcibly after a second). */
  close(): void;
  readonly open: boolean;
}

export interface LiveOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** KeepAlive period while the socket is open. */
  keepAliveMs?: number;
  onResult(r: LiveResult): void;
  /** The socket failed or closed before `close()` was asked for. */
  onFailure(reason: string): void;
}

/**
 * Deepgram live transcription: a WebSocket to `/v1/listen` with `Authorization: Token <key>`; binary
 * audio up, `Results` messages down; `KeepAlive` every few seconds, `Finalize` on stop, `CloseStream` at
 * the end.
 */
export function openLiveTranscription(o: LiveOptions): LiveTranscription {
  const ws = new WebSocket(`${joinUrl(toWebSocketUrl(o.baseUrl), '/v1/listen')}?${liveQuery}`, {
    headers: { authorization: `Token ${o.apiKey}` },
    handshakeTimeout: o.timeoutMs,
  });
  let closing = false;
  let failed = false;
  let opened = false;
  const fail = (reason: string) => {
    if (closing || failed) return;
    failed = true;
    o.onFailure(reason);
  };
  const keepAlive = setInterval(() => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'KeepAlive' }));
  }, o.keepAliveMs ?? 5000);
  keepAlive.unref();
  const ready = new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      opened = true;
      resolve();
    });
    ws.once('unexpected-response', (_req, res) => {
      reject(new ProviderError(`live transcription: HTTP ${res.statusCode}`, res.statusCode));
      res.resume();
      ws.terminate();
    });
    ws.once('error', (e) => reject(new ProviderError(`live transcription: ${e.message}`)));
    ws.once('close', () => reject(new ProviderError('live transcription: closed before it opened')));
  });
  ready.catch((e: Error) => fail(e.message));
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    let msg: {
      type?: string;
      is_final?: boolean;
      speech_final?: boolean;
      from_finalize?: boolean;
      channel?: { alternatives?: { transcript?: string }[] };
    };
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (msg.type !== 'Results') return;
    o.onResult({
      transcript: msg.channel?.alternatives?.[0]?.transcript ?? '',
      isFinal: !!msg.is_final,
      speechFinal: !!msg.speech_final,
      fromFinalize: !!msg.from_finalize,
    });
  });
  ws.on('close', (code) => {
    clearInterval(keepAlive);
    // Before it opened, the failure is the handshake's (reported through `ready`).
    if (!closing && opened) fail(`live transcription closed (${code})`);
  });
  ws.on('error', () => {});
  return {
    ready,
    get open() {
      return ws.readyState === WebSocket.OPEN && !failed;
    },
    send(audio) {
      if (ws.readyState === WebSocket.OPEN) ws.send(audio, { binary: true });
    },
    finalize() {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'Finalize' }));
    },
    close() {
      closing = true;
      clearInterval(keepAlive);
      if (ws.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify({ type: 'CloseStream' }));
        setTimeout(() => ws.terminate(), 1000).unref();
      } else ws.terminate();
    },
  };
}

/** The file-upload fallback: `POST /v1/listen` with the recorded audio; answers the transcript. */
export async function transcribeFile(o: {
  baseUrl: string;
  apiKey: string;
  audio: Buffer;
  mimetype: string;
  timeoutMs: number;
}): Promise<string> {
  let res: Awaited<ReturnType<typeof request>>;
  const deadline = timer(o.timeoutMs * 2);
  let body: { results?: { channels?: { alternatives?: { transcript?: string }[] }[] } } | null;
  try {
    try {
      res = await request(joinUrl(o.baseUrl, '/v1/listen?model=nova-2&language=en&smart_format=true'), {
        method: 'POST',
        dispatcher: providerAgent(o.timeoutMs),
        headers: { authorization: `Token ${o.apiKey}`, 'content-type': o.mimetype },
        body: o.audio,
        signal: deadline.signal,
      });
    } catch {
      throw new ProviderError('transcription upload: unreachable or timed out');
    }
    if (res.statusCode !== 200) {
      await drain(res.body);
      throw new ProviderError(`transcription upload: HTTP ${res.statusCode}`, res.statusCode);
    }
    body = (await res.body.json().catch(() => null)) as typeof body;
  } finally {
    deadline.clear();
  }
  const transcript = body?.results?.channels?.[0]?.alternatives?.[0]?.transcript;
  if (typeof transcript !== 'string') throw new ProviderError('transcription upload: an unexpected answer');
  return transcript.trim();
}

/**
 * Text to speech: `POST /v1/speak?model=<voice>&encoding=mp3`; answers the audio as a stream as soon as
 * its headers arrive, so playback can start before synthesis ends.
 */
export async function speak(o: {
  baseUrl: string;
  apiKey: string;
  voice: string;
  text: string;
  timeoutMs: number;
}): Promise<{ contentType: string; body: Readable }> {
  const query = new URLSearchParams({ model: o.voice, encoding: 'mp3' });
  return streamSpeech(joinUrl(o.baseUrl, `/v1/speak?${query}`), {
    authorization: `Token ${o.apiKey}`,
    body: { text: o.text },
    timeoutMs: o.timeoutMs,
  });
}
