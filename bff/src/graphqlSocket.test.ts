import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestBff, type TestBff } from './test/testBff.js';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t?.stop());

/** A graphql-ws socket, upgraded by hand so that frames can be written byte by byte. */
async function rawGraphqlSocket(): Promise<{ socket: Socket; closeCode: Promise<number | null> }> {
  const { hostname, port } = new URL(t.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'GET /graphql HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Protocol: graphql-transport-ws',
      '',
      '',
    ].join('\r\n'),
  );
  let received = Buffer.alloc(0);
  const closeCode = new Promise<number | null>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const head = received.indexOf('\r\n\r\n');
      const frame = head >= 0 ? received.subarray(head + 4) : Buffer.alloc(0);
      // A close frame from the server: opcode 8, unmasked, its code in the first two payload bytes.
      if (frame.length >= 4 && (frame[0] as number) === 0x88) resolve(frame.readUInt16BE(2));
    });
    socket.on('close', () => resolve(null));
  });
  await new Promise<void>((resolve) => {
    const wait = () => (received.includes('\r\n\r\n') ? resolve() : setTimeout(wait, 5));
    wait();
  });
  expect(received.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
  return { socket, closeCode };
}

/** The header of a masked text frame that announces `length` bytes. */
function frameHeader(length: number) {
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  randomBytes(4).copy(header, 10);
  return header;
}

describe('the /graphql WebSocket', () => {
  it('closes anonymous sockets announcing 90 MB frames with 1009 before reading them, and memory stays put', async () => {
    const before = process.memoryUsage().rss;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const sockets = await Promise.all([1, 2, 3, 4].map(() => rawGraphqlSocket()));
    const outcomes = await Promise.all(
      sockets.map(async ({ socket, closeCode }) => {
        socket.write(frameHeader(90 * 1024 * 1024));
        // Up to 16 MB of the payload, unless the server has hung up by then.
        for (let i = 0; i < 16 && !socket.destroyed && socket.writable; i++)
          await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
        return Promise.race([closeCode, new Promise<string>((r) => setTimeout(() => r('still open'), 3000))]);
      }),
    );
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    for (const { socket } of sockets) socket.destroy();
    expect(outcomes).toEqual([1009, 1009, 1009, 1009]);
    expect(grown, `RSS grew by ${grown.toFixed(0)} MB`).toBeLessThan(24);
  });

  it('refuses a 1 MB subscribe frame and an oversized connection_init, and still serves a normal one', async () => {
    const closed = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const url = `${t.url.replace('http', 'ws')}/graphql`;

    const big = new WebSocket(url, 'graphql-transport-ws');
    big.on('error', () => {});
    await new Promise((resolve) => big.on('open', resolve));
    big.send(JSON.stringify({ type: 'connection_init' }));
    const query = `subscription { pendingRequestCount } # ${'x'.repeat(1024 * 1024)}`;
    big.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
    expect(await closed(big)).toBe(1009);

    const init = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((resolve) => init.on('open', resolve));
    init.send(JSON.stringify({ type: 'connection_init', payload: { authToken: 'x'.repeat(8 * 1024) } }));
    const code = await closed(init);
    expect(code).toBe(4400);

    const fine = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((resolve) => fine.on('open', resolve));
    fine.send(JSON.stringify({ type: 'connection_init', payload: { client: 'x'.repeat(500) } }));
    const ack = await new Promise<string>((resolve) => fine.on('message', (m) => resolve(String(m))));
    expect(JSON.parse(ack)).toEqual({ type: 'connection_ack' });
    fine.close();
  });

  it('answers a subscribe it cannot parse with an error for that operation and keeps the socket', async () => {
    const { admin } = await t.api.demoTokens();
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { authorization: `Bearer ${admin}` },
    });
    const frames: { id?: string; type: string; payload?: unknown }[] = [];
    const waiters: (() => void)[] = [];
    let closed: number | null = null;
    /** The first frame that passes `test`, or what closed the socket. */
    const seen = (test: (f: (typeof frames)[number]) => boolean) =>
      new Promise<(typeof frames)[number] | { closed: number }>((resolve) => {
        const check = () => {
          const found = frames.find(test);
          if (found) resolve(found);
          else if (closed !== null) resolve({ closed });
          else waiters.push(check);
        };
        check();
      });
    const wake = () => {
      for (const w of waiters.splice(0)) w();
    };
    ws.on('message', (m) => {
      frames.push(JSON.parse(String(m)));
      wake();
    });
    ws.on('close', (code) => {
      closed = code;
      wake();
    });
    const consoleError = vi.spyOn(console, 'error');
    try {
      await new Promise((resolve) => ws.on('open', resolve));
      ws.send(JSON.stringify({ type: 'connection_init' }));
      await seen((f) => f.type === 'connection_ack');
      const subscribe = (id: string, query: string) =>
        ws.send(JSON.stringify({ type: 'subscribe', id, payload: { query } }));
      subscribe('live', 'subscription { pendingRequestCount }');
      await seen((f) => f.id === 'live' && f.type === 'next');
      subscribe('long', `{ ${'__typename '.repeat(2100)} }`);
      subscribe('broken', '{ __typename ');
      const long = await seen((f) => f.id === 'long');
      const broken = await seen((f) => f.id === 'broken');
      expect(long).toEqual({
        id: 'long',
        type: 'error',
        payload: [
          {
            message: 'Syntax Error: Token limit of 2000 exceeded.',
            extensions: { code: 'GRAPHQL_PARSE_FAILED' },
          },
        ],
      });
      expect(broken).toMatchObject({
        type: 'error',
        payload: [
          {
            message: 'Syntax Error: Expected Name, found <EOF>.',
            extensions: { code: 'GRAPHQL_PARSE_FAILED' },
          },
        ],
      });
      // The socket and its subscription live on: another operation is answered on it.
      subscribe('after', '{ __typename }');
      expect(await seen((f) => f.id === 'after' && f.type === 'next')).toMatchObject({
        payload: { data: { __typename: 'Query' } },
      });
      expect(closed).toBeNull();
      expect(frames.filter((f) => f.id === 'live' && f.type !== 'next')).toEqual([]);
      // A client's mistake is not logged as the server's error.
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      ws.close();
    }
  });
});
