import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLtiProxy } from './ltiProxy.js';

// A stand-in API that records what reaches it and answers as /lti/launch does: a redirect with the session.
let api: Server;
let bff: Server;
let bffUrl = '';
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(303, {
        location: '/lti/continue?ticket=t',
        'set-cookie': [
          'anamnesis_session=tok; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
          'other=1',
        ],
      });
      res.end();
    });
  });
  const apiUrl = await listen(api);
  const proxy = createLtiProxy({ apiBaseUrl: apiUrl, timeoutMs: 2000, secure: 'auto' });
  bff = createServer((req, res) => {
    if (!proxy(req, res)) res.writeHead(404).end('not lti');
  });
  bffUrl = await listen(bff);
});
afterAll(async () => {
  await new Promise((r) => bff.close(r));
  await new Promise((r) => api.close(r));
});

describe('the /lti/* pass-through to the API', () => {
  it('forwards the platform’s form post with the public host and protocol, and hands back the redirect and the session cookie', async () => {
    const r = await fetch(`${bffUrl}/lti/launch?x=1`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        authorization: 'Bearer leak',
      },
      body: 'id_token=abc&state=def',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/lti/continue?ticket=t');
    expect(r.headers.getSetCookie()).toEqual([
      'anamnesis_session=tok; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
      'other=1',
    ]);
    const got = seen.at(-1);
    expect(got).toMatchObject({ method: 'POST', url: '/lti/launch?x=1', body: 'id_token=abc&state=def' });
    expect(got?.headers['x-forwarded-proto']).toBe('https');
    expect(got?.headers['x-forwarded-host']).toBe(new URL(bffUrl).host);
    // Only what a launch needs goes on: no bearer header from the browser.
    expect(got?.headers.authorization).toBeUndefined();
  });

  it('leaves other paths alone and refuses a body over 64 KiB', async () => {
    expect(await (await fetch(`${bffUrl}/ltix`)).text()).toBe('not lti');
    const big = await fetch(`${bffUrl}/lti/launch`, { method: 'POST', body: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
  });
});
