import { serviceHeader, tokenAcceptedHeader } from '@anamnesis/contract';
import { Pool } from 'undici';
import type { z } from 'zod';
import { AppError, errorFromStatus, upstreamUnavailable } from './errors.js';

export interface RestRequest<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api/v1, e.g. `/users/3`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
  requestId?: string;
  /**
   * The contract of the answer; a mismatch fails loudly instead of leaking odd data to the UI. Made once
   * at module level: zod builds a schema anew wherever one is written inside a call.
   */
  schema: S;
}

export interface RestResponse<T> {
  data: T;
  headers: Record<string, string | string[] | undefined>;
  /** `X-Total-Count` when the API sent it. */
  totalCount?: number;
}

export interface RestClientOptions {
  baseUrl: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  connections?: number;
  /** Told of each failed call, for metrics: unreachable (or timed out), 5xx, or off-contract. */
  onError?: (kind: 'unreachable' | 'server_error' | 'contract') => void;
  /** Told when the API says it authenticated a call's session token (docs/api.md#token-accepted). */
  onTokenAccepted?: (token: string) => void;
  /**
   * The BFF's service credential (`serviceCredential(SECRET_KEY)`, packages/contract), sent with every
   * call: the BFF is the API's trusted service (docs/trust.md). The patient lines it writes count, it reads
   * them whole with their ledgers (GraphQL shows a student none) and reads a case's answer key.
   */
  serviceCredential?: string;
}

export type RestCall = <S extends z.ZodType>(req: RestRequest<S>) => Promise<RestResponse<z.output<S>>>;

/**
 * The only way the BFF reaches the REST API: an undici Pool with explicit timeouts. Idempotent GETs
 * are retried once on a network failure; writes never are. Counts calls so tests can assert on N+1.
 */
export class RestClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  calls = 0;

  constructor(private readonly options: RestClientOptions) {
    const url = new URL(options.baseUrl);
    this.basePath = `${url.pathname.replace(/\/$/, '')}/api/v1`;
    // The pool's timeouts bound every call (connecting, the answer's headers, each pause in its body): a
    // timer of its own per call cost a tenth of the BFF's own work on a request (tests/bench/README.md).
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      connectTimeout: options.connectTimeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  readonly call: RestCall = async (req) => {
    const attempts = req.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(req);
      } catch (error) {
        const kind = !(error instanceof AppError)
          ? 'unreachable'
          : error.code === 'UPSTREAM_UNAVAILABLE'
            ? 'server_error'
            : error.code === 'UPSTREAM_CONTRACT'
              ? 'contract'
              : undefined;
        if (kind) this.options.onError?.(kind);
        if (error instanceof AppError || attempt >= attempts) throw toAppError(error);
      }
    }
  };

  private async once<S extends z.ZodType>(req: RestRequest<S>): Promise<RestResponse<z.output<S>>> {
    this.calls++;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(req.query ?? {}))
      if (v !== undefined && v !== '') search.set(k, String(v));
    const qs = search.toString();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    if (this.options.serviceCredential) headers[serviceHeader] = this.options.serviceCredential;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.pool.request({
      method: req.method,
      path: `${this.basePath}${req.path}${qs ? `?${qs}` : ''}`,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    if (req.token && res.headers[tokenAcceptedHeader] === '1') this.options.onTokenAccepted?.(req.token);
    const text = await res.body.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    if (res.statusCode >= 400) {
      const body = (json ?? {}) as { message?: unknown; code?: unknown };
      const message = typeof body.message === 'string' ? body.message : `Request failed (${res.statusCode}).`;
      throw errorFromStatus(res.statusCode, message, typeof body.code === 'string' ? body.code : undefined);
    }
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        'UPSTREAM_CONTRACT',
        `The API answered ${req.method} ${req.path} in an unexpected shape (${issue?.path.join('.') || 'body'}: ${issue?.message}).`,
      );
    }
    const total = res.headers['x-total-count'];
    return {
      data: parsed.data,
      headers: res.headers,
      totalCount: typeof total === 'string' ? Number(total) : undefined,
    };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Connection refused, reset, timeouts, aborted: the API is down or too slow.
  return upstreamUnavailable();
}
