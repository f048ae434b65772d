import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sessionToken } from '../session/session.js';

/**
 * GET /export/marks.csv: the marks export for the browser (an `<a href download>`), with the session
 * cookie or a bearer token (a partner's too), streamed through from the API's /statistics/marks.csv,
 * which decides what the caller may see (docs/partners.md). Filters as the query string; ids are record
 * ids or Relay global IDs of the right type.
 */

export const MARKS_EXPORT_PATH = '/export/marks.csv';
const MARKS_EXPORT_FILE = 'marks.csv';

const statuses: Record<string, string> = {
  assigned: 'assigned',
  inprogress: 'inprogress',
  completed: 'completed',
  marked: 'marked',
};

class BadFilter extends Error {}

function recordIds(raw: string, typename: string, label: string): string {
  const ids = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      if (/^[1-9]\d{0,9}$/.test(v)) return v;
      try {
        const g = decodeGlobalID(v);
        if (g.typename === typename && /^[1-9]\d{0,9}$/.test(g.id)) return g.id;
      } catch {}
      throw new BadFilter(`${label} must be ${typename} ids separated by commas.`);
    });
  return ids.join(',');
}

/** The API's query string from the browser's: unknown parameters are dropped, bad ones refused. */
export function exportQuery(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of ['from', 'to', 'search'] as const) {
    const v = search.get(name);
    if (v) out.set(name, v);
  }
  const status = search.get('status');
  if (status) {
    const s = statuses[status.toLowerCase()];
    if (!s) throw new BadFilter('status must be assigned, inprogress, completed or marked.');
    out.set('status', s);
  }
  const lists = [
    ['roomIds', 'Room'],
    ['patientIds', 'Patient'],
    ['studentIds', 'User'],
  ] as const;
  for (const [name, typename] of lists) {
    const v = search.get(name);
    if (v) out.set(name, recordIds(v, typename, name));
  }
  return out;
}

const json = (res: ServerResponse, status: number, message: string, code: string, extra = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra })
    .end(JSON.stringify({ message, code }));

export function createMarksExport(options: { apiBaseUrl: string; headersTimeoutMs: number }) {
  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    // Every request to the server passes here first: a URL parsed for each one cost about 0.6 % of the
    // BFF's CPU under the bench (tests/bench/README.md, issue 28 item 1). A path that parses to this one
    // holds its last segment as written (URL decodes no `%6D`, and dots only in `.` or `..` segments).
    if (!req.url?.includes(MARKS_EXPORT_FILE)) return false;
    const url = new URL(req.url, 'http://bff');
    if (url.pathname !== MARKS_EXPORT_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(res, 405, 'Use GET to download the export.', 'METHOD_NOT_ALLOWED', { allow: 'GET' });
      return true;
    }
    const token = sessionToken({ authorization: req.headers.authorization, cookie: req.headers.cookie });
    if (!token) {
      json(res, 401, 'Please login to continue.', 'UNAUTHENTICATED');
      return true;
    }
    let query: URLSearchParams;
    try {
      query = exportQuery(url.searchParams);
    } catch (error) {
      json(res, 400, (error as Error).message, 'BAD_REQUEST');
      return true;
    }
    void forward(options, req, res, token, query);
    return true;
  };
}

async function forward(
  options: { apiBaseUrl: string; headersTimeoutMs: number },
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  query: URLSearchParams,
) {
  const abort = new AbortController();
  const onClose = () => abort.abort();
  res.on('close', onClose);
  const timer = setTimeout(() => abort.abort(), options.headersTimeoutMs);
  try {
    const requestId = req.headers['x-request-id'];
    const upstream = await fetch(`${options.apiBaseUrl}/api/v1/statistics/marks.csv?${query}`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof requestId === 'string' && requestId.length <= 100 ? { 'x-request-id': requestId } : {}),
      },
      signal: abort.signal,
    });
    clearTimeout(timer);
    if (upstream.status !== 200 || !upstream.body) {
      const body = (await upstream.json().catch(() => ({}))) as { message?: string; code?: string };
      const retryAfter = upstream.headers.get('retry-after');
      json(
        res,
        upstream.status >= 500 ? 503 : upstream.status,
        body.message ?? 'The export could not be made. Please try again.',
        body.code ?? 'UPSTREAM_ERROR',
        retryAfter ? { 'retry-after': retryAfter } : {},
      );
      return;
    }
    res.writeHead(200, {
      'content-type': upstream.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition':
        upstream.headers.get('content-disposition') ??
        `attachment; filename="marks-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      abort.abort();
      return;
    }
    // Row pages flow through as the API writes them; a client that goes away stops the API's query.
    await pipeline(Readable.fromWeb(upstream.body as never), res);
  } catch {
    clearTimeout(timer);
    if (!res.headersSent)
      json(
        res,
        503,
        'The service is temporarily unavailable. Please try again shortly.',
        'UPSTREAM_UNAVAILABLE',
      );
    else res.destroy();
  } finally {
    res.off('close', onClose);
  }
}
