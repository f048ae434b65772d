import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

// The pages whose routes name a record (/view-marks/{assignmentId}, /admin/edit-assignment/{id},
// /admin/view-room/{roomId}, /voice-chat/{patientId}) read it by that id; global IDs from older links
// still work; a wrong or foreign id is a not-found (or forbidden) with the page's text.

let t: TestBff;
let tokens: Record<DemoAccount, string>;
let mine: { assignmentId: number; patientId: number };
let priyas: { assignmentId: number; patientId: number };
let roomId: number;
/** A patient assigned to Priya and not to the demo student. */
let notMine: number | undefined;

type Entry = { assignmentId: number; patientId: number };

beforeAll(async () => {
  t = await startTestBff();
  tokens = await t.api.demoTokens();
  const entries = async (who: DemoAccount): Promise<Entry[]> => {
    const me = (await t.api.call('GET', '/auth/me', { token: tokens[who] })).body.user.id;
    const list = (await t.api.call('GET', `/assignments/${me}`, { token: tokens[who] })).body
      .assignedPatients;
    return list.map((e: { assignmentId: number; id: number }) => ({
      assignmentId: e.assignmentId,
      patientId: e.id,
    }));
  };
  const [student, priya] = [await entries('student'), await entries('priya')];
  mine = student[0] as Entry;
  priyas = priya[0] as Entry;
  const symptom = (await t.api.call('GET', '/patients', { token: tokens.admin })).body[0].symptoms[0].id;
  const created = await t.api.call('POST', '/patients', {
    token: tokens.admin,
    body: {
      name: 'Unassigned Case',
      voiceModel: 'aura-luna-en',
      answer: 'Migraine',
      mandatoryQuestions: '',
      medicalHistory: 'Headaches since her teens.',
      predefinedTreatments: 'Rest',
      symptoms: [symptom],
    },
  });
  notMine = created.body.patient.id;
  roomId = (await t.api.call('GET', '/rooms', { token: tokens.admin })).body.rooms[0].id;
});
afterAll(() => t?.stop());

const ASSIGNMENT = 'query ($id: ID!) { assignment(id: $id) { id databaseId } }';
const ROOM = 'query ($id: ID!) { room(id: $id) { id databaseId } }';
const PATIENT = 'query ($id: ID!) { patient(id: $id) { id databaseId } }';
const read = async (query: string, id: string, who: DemoAccount) => {
  const r = await t.gql(query, { id }, { token: tokens[who] });
  const [field] = Object.keys(r.data ?? {});
  return {
    databaseId: field ? (r.data[field]?.databaseId as number | undefined) : undefined,
    error: r.errors?.[0] && { code: r.errors[0].extensions?.code, message: r.errors[0].message },
  };
};

describe('records by the ids the routes name', () => {
  it('an assignment by its record id and by its global ID', async () => {
    for (const who of ['student', 'admin'] as const) {
      expect(await read(ASSIGNMENT, String(mine.assignmentId), who)).toEqual({
        databaseId: mine.assignmentId,
        error: undefined,
      });
      const global = encodeGlobalID('Assignment', String(mine.assignmentId));
      expect((await read(ASSIGNMENT, global, who)).databaseId).toBe(mine.assignmentId);
    }
  });

  it('a room and a patient by their record ids', async () => {
    expect((await read(ROOM, String(roomId), 'admin')).databaseId).toBe(roomId);
    expect((await read(ROOM, encodeGlobalID('Room', String(roomId)), 'admin')).databaseId).toBe(roomId);
    expect((await read(PATIENT, String(mine.patientId), 'student')).databaseId).toBe(mine.patientId);
  });

  it('a wrong id is not found, with the page’s text, never "Invalid global ID"', async () => {
    for (const id of ['999999', 'abc', encodeGlobalID('Room', '1'), '0', '-3', '1.5', ''])
      expect((await read(ASSIGNMENT, id, 'admin')).error).toEqual({
        code: 'NOT_FOUND',
        message: id === '999999' ? 'Assignment not found.' : 'No assignment found.',
      });
    expect((await read(ROOM, '999999', 'admin')).error).toEqual({
      code: 'NOT_FOUND',
      message: 'Room not found.',
    });
    expect((await read(ROOM, 'QXNzaWdubWVudDox', 'admin')).error?.code).toBe('NOT_FOUND');
    expect((await read(PATIENT, 'nope', 'student')).error?.code).toBe('NOT_FOUND');
  });

  it('someone else’s record is refused', async () => {
    expect((await read(ASSIGNMENT, String(priyas.assignmentId), 'student')).error?.code).toBe('FORBIDDEN');
    expect(notMine).toBeDefined();
    expect((await read(PATIENT, String(notMine), 'student')).error?.code).toBe('FORBIDDEN');
    expect((await read(ROOM, String(roomId), 'student')).error?.code).toBe('FORBIDDEN');
  });
});

describe('GET parameters that are not JSON', () => {
  it('are a 400 saying so, not an unexpected error', async () => {
    for (const [name, value] of [
      ['variables', '{"v0":"aaaa'],
      ['extensions', 'nope'],
    ] as const) {
      const qs = new URLSearchParams({ query: 'query ($v0: String) { __typename }', [name]: value });
      const r = await fetch(`${t.url}/graphql?${qs}`);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        errors: [
          { message: `The ${name} parameter must be a JSON object.`, extensions: { code: 'BAD_REQUEST' } },
        ],
      });
    }
    const fine = new URLSearchParams({ query: '{ __typename }', variables: '{}' });
    expect((await fetch(`${t.url}/graphql?${fine}`)).status).toBe(200);
  });
});
