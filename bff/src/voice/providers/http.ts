import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';

/** A provider said no, timed out or could not be reached. The message never carries a key. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const agents = new Map<number, Agent>();

/**
 * One keep-alive connection pool per timeout for all provider calls (OpenAI, Deepgram), with explicit
 * connect, first-byte and between-chunk timeouts.
 */
export function providerAgent(timeoutMs: number): Agent {
  let agent = agents.get(timeoutMs);
  if (!agent) {
    agent = new Agent({
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 10_000,
      connections: 128,
    });
    agents.set(timeoutMs, agent);
  }
  return agent;
}

/** `https://api.deepgram.com` → `wss://api.deepgram.com` (and http → ws). */
export const toWebSocketUrl = (base: string) => base.replace(/^http(s?):/i, 'ws$1:');

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Reads and drops an error answer's body (it may echo the request), keeping the connection reusable. */
export async function drain(body: { text(): Promise<string> }): Promise<void> {
  await body.text().catch(() => '');
}

/** An abort signal that fires after `ms` unless cleared (undici's own timers are coarse, about a second). */
export function timer(ms: number) {
  const abort = new AbortController();
  const t = setTimeout(() => abort.abort(), ms);
  return { signal: abort.signal, clear: () => clearTimeout(t) };
}

/**
 * POSTs a speech request and answers the audio as a stream as soon as its headers arrive, so playback
 * starts before synthesis ends. No first byte within `timeoutMs`: give up (the stream itself is then
 * watched by undici's body timeout).
 */
export async function streamSpeech(
  url: string,
  o: { authorization: string; body: unknown; timeoutMs: number },
): Promise<{ contentType: string; body: Readable }> {
  let res: Awaited<ReturnType<typeof request>>;
  const firstByte = timer(o.timeoutMs);
  try {
    res = await request(url, {
      method: 'POST',
      dispatcher: providerAgent(o.timeoutMs),
      headers: { authorization: o.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(o.body),
      signal: firstByte.signal,
    });
  } catch {
    throw new ProviderError('speech: unreachable or timed out');
  } finally {
    firstByte.clear();
  }
  if (res.statusCode !== 200) {
    await drain(res.body);
    throw new ProviderError(`speech: HTTP ${res.statusCode}`, res.statusCode);
  }
  const type = res.headers['content-type'];
  return { contentType: typeof type === 'string' ? type : 'audio/mpeg', body: res.body };
}
