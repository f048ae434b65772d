import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMarksExport } from './marksExport.js';

/** A request the handler sees, and what it answered (no API is reached: each case ends before). */
function route(url: string, method = 'POST') {
  const handle = createMarksExport({ apiBaseUrl: 'http://127.0.0.1:9', headersTimeoutMs: 1000 });
  let status: number | undefined;
  const res = {
    writeHead(s: number) {
      status = s;
      return res;
    },
    end() {
      return res;
    },
  } as unknown as ServerResponse;
  const taken = handle({ url, method, headers: {} } as IncomingMessage, res);
  return { taken, status };
}

describe('the marks export’s route (checked before any URL is parsed)', () => {
  it('takes its own path, however the path is written', () => {
    for (const url of [
      '/export/marks.csv',
      '/export/marks.csv?status=MARKED',
      '/export/./marks.csv',
      '/other/../export/marks.csv',
      '/export/%2e/marks.csv',
    ])
      expect(route(url), url).toEqual({ taken: true, status: 405 });
  });

  it('leaves every other path to the routes after it', () => {
    for (const url of ['/graphql', '/', '/export/marks.csvx', '/export/marks', '/graphql?q=marks.csv'])
      expect(route(url).taken, url).toBe(false);
  });
});
