import { request } from 'undici';
import { drain, joinUrl, ProviderError, providerAgent } from './http.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatStreamOptions {
  /** OPENAI_BASE_URL: any OpenAI-compatible server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  /** Connect, first byte and between-chunk timeout. */
  timeoutMs: number;
  /** The whole reply's deadline. */
  deadlineMs?: number;
  maxTokens?: number;
  /** Called for every piece of text as it arrives. */
  onToken(delta: string): void;
}

/**
 * `POST {base}/v1/chat/completions` with `stream: true`, read as server-sent events: each `data:` line is
 * a chunk whose `choices[0].delta.content` is the next piece of text; `data: [DONE]` ends the reply. A
 * stream that ends without `[DONE]` or a finish reason was cut, and fails. Answers the whole text.
 */
export async function streamChat(o: ChatStreamOptions): Promise<string> {
  // Explicit timers on top of undici's: no first byte, or no next chunk, within timeoutMs; the whole
  // reply within the deadline.
  const abort = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    abort.abort();
  };
  const deadline = setTimeout(expire, o.deadlineMs ?? o.timeoutMs * 4);
  let idle = setTimeout(expire, o.timeoutMs);
  const alive = () => {
    clearTimeout(idle);
    idle = setTimeout(expire, o.timeoutMs);
  };
  const why = (what: string) => new ProviderError(`chat completion: ${timedOut ? 'timed out' : what}`);
  try {
    let res: Awaited<ReturnType<typeof request>>;
    try {
      res = await request(joinUrl(o.baseUrl, '/v1/chat/completions'), {
        method: 'POST',
        dispatcher: providerAgent(o.timeoutMs),
        headers: {
          authorization: `Bearer ${o.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          model: o.model,
          messages: o.messages,
          stream: true,
          temperature: 0.7,
          ...(o.maxTokens ? { max_tokens: o.maxTokens } : {}),
        }),
        signal: abort.signal,
      });
    } catch {
      throw why('unreachable');
    }
    alive();
    if (res.statusCode !== 200) {
      await drain(res.body);
      throw new ProviderError(`chat completion: HTTP ${res.statusCode}`, res.statusCode);
    }
    const decoder = new TextDecoder();
    let buffered = '';
    let text = '';
    let done = false;
    let finished = false;
    const line = (raw: string) => {
      const l = raw.replace(/\r$/, '');
      if (!l.startsWith('data:')) return; // comments (": ping"), event names, blank separators
      const data = l.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      let chunk: { choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[] };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new ProviderError('chat completion: a malformed stream chunk');
      }
      const choice = chunk.choices?.[0];
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        o.onToken(delta);
      }
      if (choice?.finish_reason) finished = true;
    };
    try {
      for await (const piece of res.body) {
        alive();
        buffered += decoder.decode(piece as Buffer, { stream: true });
        let nl = buffered.indexOf('\n');
        while (nl >= 0) {
          line(buffered.slice(0, nl));
          buffered = buffered.slice(nl + 1);
          if (done) break;
          nl = buffered.indexOf('\n');
        }
        if (done) break;
      }
      if (buffered && !done) line(buffered);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw why('the stream broke off');
    } finally {
      if (done) res.body.destroy();
    }
    if (!done && !finished) throw new ProviderError('chat completion: the stream ended early');
    if (!text.trim()) throw new ProviderError('chat completion: an empty reply');
    return text;
  } finally {
    clearTimeout(deadline);
    clearTimeout(idle);
  }
}

/** A key without a model (docs/voice.md#provider-keys): a name matching g, o1 or o-mini, else the first. */
export function pickModel(models: { modelName: string }[]): string | null {
  return (models.find((m) => /g|o1|o-mini/i.test(m.modelName)) ?? models[0])?.modelName ?? null;
}
