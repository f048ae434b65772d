import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../test/testBff.js';

// The API's X-Token-Accepted header (docs/api.md#token-accepted) stands for `GET auth/me`: a voice
// operation right after any call the API authenticated does not ask again.
let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({
    sessionRecheckMs: 60_000,
    openAiBaseUrl: 'http://127.0.0.1:9',
    deepgramBaseUrl: 'http://127.0.0.1:9',
    voice: { espeakPath: null, providerTimeoutMs: 2000, keyCacheMs: 0 },
  });
});
afterAll(() => t?.stop());

/** How many `GET auth/me` the API has answered. */
async function meCalls() {
  const text = await (await fetch(`${t.api.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('anamnesis_api_http_requests_total{') && l.includes('route="/api/v1/auth/me"'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('a student talking to the patient', () => {
  it('is not asked about by GET auth/me when the API just authenticated their token', async () => {
    const cookie = await t.loginCookie('student@example.com', 'student123');
    const list = await t.gql(
      'query { myAssignments(first: 20) { edges { node { id status } } } }',
      {},
      { cookie },
    );
    const open = list.data.myAssignments.edges.find((e: { node: { status: string } }) =>
      ['ASSIGNED', 'INPROGRESS'].includes(e.node.status),
    ).node.id as string;
    const before = await meCalls();
    const opened = await t.gql(
      'mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) { ... on VoiceSessionPayload { session { id } } } }',
      { input: { assignmentId: open } },
      { cookie },
    );
    const sessionId = opened.data.openVoiceSession.session.id as string;
    const asked = await t.gql(
      'mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename } }',
      { input: { sessionId, text: 'Where does it hurt?' } },
      { cookie },
    );
    expect(asked.data.askPatient.__typename).toBe('AskPatientPayload');
    expect(await meCalls()).toBe(before);
  });
});
