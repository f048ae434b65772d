import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from './config.js';
import { type BffServer, createBffServer } from './server.js';
import { startRedis, type TestRedis } from './test/redis.js';
import { startTestBff, type TestBff } from './test/testBff.js';

// Two BFF replicas over one API, sharing subscriptions through Redis.
let redis: TestRedis;
let a: TestBff;
let b: BffServer;
let bUrl: string;

beforeAll(async () => {
  redis = await startRedis();
  a = await startTestBff({ redisUrl: redis.url });
  b = createBffServer({
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: a.api.url,
    secretKey: a.api.server.services.secretKey,
    redisUrl: redis.url,
    logLevel: 'silent',
  });
  bUrl = await b.start();
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await redis?.stop();
});

async function gqlOn(url: string, query: string, variables: Record<string, unknown>, cookie: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, any> };
}

describe('scale-out over Redis', () => {
  it('delivers to a subscriber on replica A the event caused by a mutation on replica B', async () => {
    const adminCookie = await a.loginCookie('admin@example.com', 'admin123');
    const studentCookie = await a.loginCookie('student@example.com', 'student123');
    const counts: number[] = [];
    const client = createClient({
      url: `${a.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: adminCookie } });
        }
      },
    });
    let notify: () => void = () => {};
    const stop = client.subscribe(
      { query: 'subscription { pendingRequestCount }' },
      {
        next: (v) => {
          counts.push((v.data as { pendingRequestCount: number }).pendingRequestCount);
          notify();
        },
        error: () => {},
        complete: () => {},
      },
    );
    const waitForCount = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${counts.length} counts: ${counts}`)), 5000);
        notify = () => {
          if (counts.length >= n) {
            clearTimeout(timer);
            resolve();
          }
        };
        notify();
      });
    try {
      await waitForCount(1);
      // The student's completed assignment, asked for a reset through replica B.
      const mine = await gqlOn(
        bUrl,
        '{ myAssignments(first: 20, status: COMPLETED) { edges { node { id } } } }',
        {},
        studentCookie,
      );
      const id = mine.data.myAssignments.edges[0].node.id;
      const r = await gqlOn(
        bUrl,
        'mutation ($id: ID!) { requestReset(assignmentId: $id) { __typename } }',
        { id },
        studentCookie,
      );
      expect(r.data.requestReset.__typename).not.toMatch(/Error$/);
      await waitForCount(2);
      expect(counts[1]).toBe((counts[0] as number) + 1);
    } finally {
      stop();
      await client.dispose();
    }
  });
});

describe('a reset is a fresh attempt on every replica', () => {
  it('drops each replica’s cached session: the new attempt opens empty, the old one stays in the history', async () => {
    const student = await a.loginCookie('student@example.com', 'student123');
    const admin = await a.loginCookie('admin@example.com', 'admin123');
    const mine = await gqlOn(
      a.url,
      '{ myAssignments(first: 20) { edges { node { id status patient { name } } } } }',
      {},
      student,
    );
    const id = mine.data.myAssignments.edges.find(
      (e: { node: { patient: { name: string } } }) => e.node.patient.name === 'Robert Hughes',
    ).node.id;
    const OPEN = `mutation ($input: OpenVoiceSessionInput!) {
      openVoiceSession(input: $input) { ... on VoiceSessionPayload { session { id messages { text } } } } }`;
    const ASK = `mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename } }`;
    const open = async (url: string) =>
      (await gqlOn(url, OPEN, { input: { assignmentId: id } }, student)).data.openVoiceSession.session;
    // A session cached on each replica, each with a turn of its own.
    const onA = await open(a.url);
    await gqlOn(a.url, ASK, { input: { sessionId: onA.id, text: 'Where is the pain?' } }, student);
    const onB = await open(bUrl);
    await gqlOn(bUrl, ASK, { input: { sessionId: onB.id, text: 'Have you had a fever?' } }, student);

    const submitted = await gqlOn(
      a.url,
      'mutation ($input: SubmitAssignmentInput!) { submitAssignment(input: $input) { __typename } }',
      { input: { assignmentId: id } },
      student,
    );
    expect(submitted.data.submitAssignment.__typename).toBe('SubmitAssignmentPayload');
    await gqlOn(
      a.url,
      'mutation ($id: ID!) { requestReset(assignmentId: $id) { __typename } }',
      { id },
      student,
    );
    const accepted = await gqlOn(
      a.url,
      'mutation ($input: HandleResetRequestInput!) { handleResetRequest(input: $input) { __typename } }',
      { input: { assignmentId: id, action: 'ACCEPT' } },
      admin,
    );
    expect(accepted.data.handleResetRequest.__typename).toBe('ResetRequestPayload');

    // Replica B held the old conversation: the fresh attempt opens empty there, and a turn stays alone.
    const fresh = await open(bUrl);
    expect(fresh.messages).toEqual([]);
    await gqlOn(
      bUrl,
      ASK,
      { input: { sessionId: fresh.id, text: 'Hello, what brings you in today?' } },
      student,
    );
    const again = await open(a.url);
    expect(again.messages.map((m: { text: string }) => m.text)[0]).toBe('Hello, what brings you in today?');
    expect(again.messages).toHaveLength(2);
    const read = await gqlOn(
      a.url,
      'query ($id: ID!) { assignment(id: $id) { attempt history { attempt conversation { text } } } }',
      { id },
      admin,
    );
    const old = read.data.assignment.history.at(-1).conversation.map((m: { text: string }) => m.text);
    expect(old).toEqual(expect.arrayContaining(['Where is the pain?', 'Have you had a fever?']));
    expect(read.data.assignment.attempt).toBe(2);
  });
});
