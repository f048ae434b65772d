import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type DocumentNode, type ExecutionResult, type GraphQLSchema, getOperationAST } from 'graphql';
import { encodeAnswer } from './compression.js';

/** What the fast path needs of the Yoga instance: its envelop pipeline (plugins, caches, masking). */
interface Enveloped {
  schema: GraphQLSchema;
  parse(source: string): DocumentNode;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly unknown[];
  contextFactory(): unknown;
  execute(args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    contextValue: unknown;
    variableValues?: Record<string, unknown> | null;
    operationName?: string | null;
  }): unknown;
}

export interface GraphqlPostDeps {
  getEnveloped(initial: {
    req: IncomingMessage;
    params: GraphqlParams;
    request: { method: 'POST'; url: string };
  }): Enveloped;
  maxBodyBytes: number;
  /** The CORS headers Yoga would add for this request, or null. */
  corsHeaders(req: IncomingMessage): Record<string, string> | null;
  /** The Set-Cookie values the operation asked for (login, logout), from its context. */
  cookiesOf(contextValue: unknown): readonly string[];
  /** Masks an error the executor threw, as Yoga's own handling would. */
  maskThrown(error: unknown): Error;
  /** Yoga answers this request, its body already read; `result` (with errors) is answered as computed. */
  toYoga(req: IncomingMessage, res: ServerResponse, started: number, precomputed?: Precomputed): void;
  /** The metric and log line of a request answered here. */
  done(started: number, status: number, contextValue: unknown): void;
}

export interface GraphqlParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

export interface Precomputed {
  result: ExecutionResult;
  contextValue: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const jsonType = /^application\/json(;\s*charset=utf-8)?$/i;
const paramNames = new Set(['query', 'variables', 'operationName', 'extensions']);

/** The parameters of a plain JSON POST, or null for anything Yoga should judge itself. */
function paramsOf(body: Buffer): GraphqlParams | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  for (const key in value) if (!paramNames.has(key)) return null;
  const { query, variables, operationName, extensions } = value;
  if (typeof query !== 'string' || query === '') return null;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  return value as unknown as GraphqlParams;
}

/**
 * POST /graphql answered from Node's request and response directly, without turning each into a WHATWG
 * Request and Response and back (Yoga's HTTP adapter: a good part of the BFF's own cost per request; see
 * tests/bench/README.md). It takes only what needs no judgement: a JSON body within the size limit, an
 * `application/json` answer (compressed like Yoga's), a query or mutation that parses, validates and executes without an error.
 * The operation runs through Yoga's own envelop pipeline (parser and validation caches, armor's limits,
 * the introspection rules, the context, error masking). Everything else goes to Yoga as before: other
 * methods and types, bad bodies, refused documents, subscriptions, and results carrying errors, which
 * Yoga then answers as computed (status codes, masking, headers) without running them again.
 */
export function createGraphqlPost(deps: GraphqlPostDeps) {
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || req.url !== '/graphql') return false;
    const h = req.headers;
    const accept = h.accept;
    if (accept !== undefined && accept !== 'application/json' && accept !== '*/*') return false;
    if (!jsonType.test(h['content-type'] ?? '')) return false;
    const length = h['content-length'];
    if (length === undefined || !/^\d+$/.test(length) || h['transfer-encoding'] !== undefined) return false;
    if (Number(length) === 0 || Number(length) > deps.maxBodyBytes) return false;
    const started = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Yoga reads a body already read from `req.body`.
      (req as IncomingMessage & { body?: Buffer }).body = body;
      // What throws here threw before the operation ran (execution errors are caught below): Yoga
      // answers it from scratch.
      answer(req, res, body, started).catch(() => {
        if (!res.headersSent) deps.toYoga(req, res, started);
      });
    });
    return true;
  };

  async function answer(req: IncomingMessage, res: ServerResponse, body: Buffer, started: number) {
    const params = paramsOf(body);
    if (!params) return deps.toYoga(req, res, started);
    // Yoga's own hooks act only for what they see is an HTTP request (parse errors get their 400 status
    // for `application/graphql-response+json`, then cached with it); they read its method alone.
    const env = deps.getEnveloped({ req, params, request: { method: 'POST', url: '/graphql' } });
    let document: DocumentNode;
    try {
      document = env.parse(params.query);
    } catch {
      return deps.toYoga(req, res, started);
    }
    const kind = getOperationAST(document, params.operationName)?.operation;
    if ((kind !== 'query' && kind !== 'mutation') || env.validate(env.schema, document).length > 0)
      return deps.toYoga(req, res, started);
    let contextValue: unknown;
    try {
      contextValue = await env.contextFactory();
    } catch {
      return deps.toYoga(req, res, started);
    }
    let result: ExecutionResult;
    try {
      result = (await env.execute({
        schema: env.schema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      })) as ExecutionResult;
    } catch (error) {
      result = { errors: [deps.maskThrown(error) as never] };
    }
    if (result.errors?.length || result.extensions !== undefined || !isObject(result))
      return deps.toYoga(req, res, started, { result, contextValue });
    // Compressed as Yoga's own answers are (compression.ts), so both paths answer alike.
    const encoded = await encodeAnswer(JSON.stringify(result), req.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = {
      'content-type': 'application/json; charset=utf-8',
      ...encoded.headers,
    };
    const cors = deps.corsHeaders(req);
    if (cors) Object.assign(headers, cors);
    const cookies = deps.cookiesOf(contextValue);
    if (cookies.length) headers['set-cookie'] = [...cookies];
    res.writeHead(200, headers).end(encoded.body);
    deps.done(started, 200, contextValue);
  }
}
