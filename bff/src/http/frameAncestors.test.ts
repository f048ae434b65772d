import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrameAncestors, framingHeaders } from './frameAncestors.js';

// A stand-in API answering /lti/frame-origins with what the test sets.
let api: Server;
let apiUrl = '';
let answer: unknown = { origins: [] };
let reads = 0;

beforeAll(async () => {
  api = createServer((_req, res) => {
    reads++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => api.close(r)));

describe('who may frame the web app', () => {
  it('nobody while no learning platform is active', () => {
    expect(framingHeaders([])).toEqual({
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
  });

  it('the platforms’ sites, read from the API, and only well-formed origins', async () => {
    answer = {
      origins: [
        'https://moodle.school.edu',
        'http://localhost:8081',
        "https://x.example; script-src 'unsafe-inline'",
        42,
      ],
    };
    const ancestors = createFrameAncestors(apiUrl);
    expect(framingHeaders(await ancestors.current())).toEqual({
      'content-security-policy': 'frame-ancestors https://moodle.school.edu http://localhost:8081',
    });
  });

  it('is read once a minute, and again after a launch went through', async () => {
    answer = { origins: ['https://a.example'] };
    const ancestors = createFrameAncestors(apiUrl);
    const before = reads;
    await ancestors.current();
    answer = { origins: ['https://a.example', 'https://b.example'] };
    expect(await ancestors.current()).toEqual(['https://a.example']);
    expect(reads).toBe(before + 1);
    ancestors.invalidate();
    expect(await ancestors.current()).toEqual(['https://a.example', 'https://b.example']);
  });

  it('keeps the last list while the API does not answer', async () => {
    const ancestors = createFrameAncestors('http://127.0.0.1:9', 300);
    expect(await ancestors.current()).toEqual([]);
  });
});
