// The authorization matrix: every query, mutation and subscription of the BFF schema, run against a real
// API and BFF as each kind of caller, checked against the expected answer written below from the rules
// table of api/README.md and docs/. The root fields are read from the schema itself, so a new field
// without a row here fails the first test.
//
// Callers: anonymous, the demo student, another student, the demo admin (teacher), another admin, the
// super admin, plus two that must behave like anonymous: a student's token whose role claims were edited
// to super admin (the signature no longer matches) and the token of an admin who has since been banned.
//
// Expected answers: a query is allowed (with the scoping checked by the ids it returns), or refused with
// UNAUTHENTICATED / FORBIDDEN / NOT_FOUND; a mutation answers its payload or a typed AuthenticationError /
// ForbiddenError, and a refused mutation leaves every table exactly as it was (content hash before/after).
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { schema } from '../../bff/src/schema/index.js';
import { changedTables, rowsOf, snapshot } from './support/dbWatch.js';
import { type GqlResult, type Stack, startStack } from './support/stack.js';
import { type ActorName, buildWorld, gid, type Person, unique, type World } from './support/world.js';

type Caller = ActorName | 'forged' | 'revoked';
const CALLERS: Caller[] = [
  'anon',
  'forged',
  'revoked',
  'student',
  'otherStudent',
  'admin',
  'otherAdmin',
  'superAdmin',
];
const signedIn = (c: Caller): c is Exclude<ActorName, 'anon'> =>
  c !== 'anon' && c !== 'forged' && c !== 'revoked';

type Vars = Record<string, unknown>;
type Check = (r: GqlResult, who: Person, caller: Caller) => void | Promise<void>;

type Expect =
  | { kind: 'ok'; check?: Check }
  | { kind: 'deny'; code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' }
  | { kind: 'allow'; typename: string; check?: Check }
  | { kind: 'refuse'; typename: 'AuthenticationError' | 'ForbiddenError' };

interface Case {
  root: 'Query' | 'Mutation' | 'Subscription';
  field: string;
  title: string;
  doc: string;
  /**
   * The variables. `fresh` is true for a caller expected to be allowed: a permitted change gets its own
   * fixture. Refused callers share one fixture per case (nothing may change it).
   */
  vars?: (caller: Caller, fresh: boolean) => Vars | Promise<Vars>;
  /** The variables depend on the caller (yourself...): never share them between refused callers. */
  perCaller?: boolean;
  expect: Record<ActorName, Expect>;
}

// --- Expectation shorthands -----------------------------------------------------------------------

const ok = (check?: Check): Expect => ({ kind: 'ok', check });
const UNAUTH: Expect = { kind: 'deny', code: 'UNAUTHENTICATED' };
const FORBID: Expect = { kind: 'deny', code: 'FORBIDDEN' };
const NOTFOUND: Expect = { kind: 'deny', code: 'NOT_FOUND' };
const allow = (typename: string, check?: Check): Expect => ({ kind: 'allow', typename, check });
const AUTH_ERR: Expect = { kind: 'refuse', typename: 'AuthenticationError' };
const FORBID_ERR: Expect = { kind: 'refuse', typename: 'ForbiddenError' };

/** Admin-only reads: anonymous 401, students 403, every admin allowed. */
const adminQuery = (check?: Check): Record<ActorName, Expect> => ({
  anon: UNAUTH,
  student: FORBID,
  otherStudent: FORBID,
  admin: ok(check),
  otherAdmin: ok(check),
  superAdmin: ok(check),
});
/** Reads for anyone signed in. */
const signedInQuery = (check?: Check): Record<ActorName, Expect> => ({
  anon: UNAUTH,
  student: ok(check),
  otherStudent: ok(check),
  admin: ok(check),
  otherAdmin: ok(check),
  superAdmin: ok(check),
});
/** Admin-only changes: anonymous AuthenticationError, students ForbiddenError, admins the payload. */
const adminMutation = (typename: string, check?: Check): Record<ActorName, Expect> => ({
  anon: AUTH_ERR,
  student: FORBID_ERR,
  otherStudent: FORBID_ERR,
  admin: allow(typename, check),
  otherAdmin: allow(typename, check),
  superAdmin: allow(typename, check),
});
/** A change on an assignment the demo admin created ("their assignments"; the other admin: 403). */
const ownedByAdmin = (typename: string): Record<ActorName, Expect> => ({
  anon: AUTH_ERR,
  student: FORBID_ERR,
  otherStudent: FORBID_ERR,
  admin: allow(typename),
  otherAdmin: FORBID_ERR,
  superAdmin: allow(typename),
});
const ownedByOtherAdmin = (typename: string): Record<ActorName, Expect> => ({
  ...ownedByAdmin(typename),
  admin: FORBID_ERR,
  otherAdmin: allow(typename),
});
/** A student's own action on their own assignment: admins are refused too (REST answers 403). */
const studentOwn = (typename: string): Record<ActorName, Expect> => ({
  anon: AUTH_ERR,
  student: allow(typename),
  otherStudent: FORBID_ERR,
  admin: FORBID_ERR,
  otherAdmin: FORBID_ERR,
  superAdmin: FORBID_ERR,
});
const everyone = (typename: string, check?: Check): Record<ActorName, Expect> => ({
  anon: allow(typename, check),
  student: allow(typename, check),
  otherStudent: allow(typename, check),
  admin: allow(typename, check),
  otherAdmin: allow(typename, check),
  superAdmin: allow(typename, check),
});
const everyoneSignedIn = (typename: string): Record<ActorName, Expect> => ({
  ...everyone(typename),
  anon: AUTH_ERR,
});

// --- World -----------------------------------------------------------------------------------------

let stack: Stack;
let w: World;
let people: Record<Exclude<ActorName, 'anon'>, Person>;
const extraTokens: Record<'forged' | 'revoked', string> = { forged: '', revoked: '' };
const outcomes: { field: string; title: string; caller: Caller; outcome: string }[] = [];

const tokenOf = (c: Caller) =>
  c === 'anon' ? undefined : c === 'forged' || c === 'revoked' ? extraTokens[c] : people[c].token;
const personOf = (c: Caller): Person =>
  signedIn(c)
    ? people[c]
    : { id: 0, email: '', password: '', name: '', username: '', token: extraTokens[c as 'forged'] ?? '' };

beforeAll(async () => {
  stack = await startStack();
  w = await buildWorld(stack.api);
  w.prefillStudents(12);
  people = w.people;
  // A student's token with its role claims raised to super admin: the signature no longer matches.
  const [header, payload, signature] = people.student.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const raised = Buffer.from(JSON.stringify({ ...claims, adm: true, sup: true })).toString('base64url');
  extraTokens.forged = `${header}.${raised}.${signature}`;
  // An admin's token issued before their ban.
  const banned = await w.freshAdmin();
  extraTokens.revoked = banned.token;
  const ban = await stack.api.call('PATCH', `/users/restrict-user/${banned.id}`, {
    token: people.superAdmin.token,
  });
  expect(ban.status).toBe(200);
});

afterAll(async () => {
  if (outcomes.length) {
    const byCaller = new Map<string, Record<string, number>>();
    for (const o of outcomes) {
      const row = byCaller.get(o.caller) ?? {};
      row[o.outcome] = (row[o.outcome] ?? 0) + 1;
      byCaller.set(o.caller, row);
    }
    console.log(
      `authorization matrix: ${outcomes.length} checks over ${new Set(outcomes.map((o) => o.field)).size} root fields`,
    );
    console.table(Object.fromEntries(byCaller));
  }
  await stack?.stop();
});

// --- Scope oracles (straight from the database) ----------------------------------------------------

async function assignmentRows() {
  return stack.api.db
    .selectFrom('assignments')
    .select(['id', 'creator_id', 'student_id', 'status'])
    .execute();
}
/** The assignments a caller may see: a super admin all, an admin those they created, a student their own. */
async function visibleAssignments(who: Person, caller: Caller): Promise<Set<number>> {
  const rows = await assignmentRows();
  return new Set(
    rows
      .filter((a) =>
        caller === 'superAdmin'
          ? true
          : caller === 'admin' || caller === 'otherAdmin'
            ? a.creator_id === who.id
            : a.student_id === who.id,
      )
      .map((a) => a.id),
  );
}
const expectSubset = (ids: number[], allowed: Set<number>, what: string) => {
  const outside = ids.filter((id) => !allowed.has(id));
  expect(outside, `${what}: ids outside the caller's scope`).toEqual([]);
};

// biome-ignore lint/suspicious/noExplicitAny: answers are arbitrary JSON
const edgesOf = (conn: any): any[] => conn?.edges?.map((e: { node: unknown }) => e.node) ?? [];

// --- The table ------------------------------------------------------------------------------------

const ERR = '... on Error { message code }';
const A = () => gid('Assignment', w.assignments.studentMi);
const B = () => gid('Assignment', w.assignments.other);

function cases(): Case[] {
  const q = (
    field: string,
    title: string,
    doc: string,
    expectRow: Record<ActorName, Expect>,
    vars?: Case['vars'],
  ) => ({ root: 'Query', field, title, doc, expect: expectRow, vars }) as Case;
  const m = (
    field: string,
    title: string,
    doc: string,
    expectRow: Record<ActorName, Expect>,
    vars?: Case['vars'],
    perCaller = false,
  ) => ({ root: 'Mutation', field, title, doc, expect: expectRow, vars, perCaller }) as Case;
  const P = people;

  return [
    // ---------------------------------------------------------------- queries
    q(
      'adminDashboard',
      'counts and recent marks within the caller’s assignments',
      '{ adminDashboard { stats { students patients interactions assessments } recentAssessments { assignmentId assignment { databaseId } } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const recent = r.data.adminDashboard.recentAssessments.map(
          (x: { assignment: { databaseId: number } }) => x.assignment.databaseId,
        );
        expectSubset(recent, visible, 'recentAssessments');
        const marked = (await assignmentRows()).filter((a) => a.status === 'marked' && visible.has(a.id));
        expect(r.data.adminDashboard.stats.assessments).toBe(marked.length);
      }),
    ),
    q(
      'aiModels',
      'the model list',
      '{ aiModels(first: 100) { totalCount edges { node { id modelName } } } }',
      adminQuery(),
    ),
    q(
      'apiKeys',
      'the key list (names only)',
      '{ apiKeys(first: 100) { totalCount edges { node { id keyName service isActive } } } }',
      adminQuery(),
    ),
    q(
      'assignedPatients',
      'students with the caller’s assignments',
      '{ assignedPatients(first: 100) { totalCount edges { node { student { databaseId } assignments { databaseId } } } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const ids = edgesOf(r.data.assignedPatients).flatMap((g: { assignments: { databaseId: number }[] }) =>
          g.assignments.map((a) => a.databaseId),
        );
        expectSubset(ids, visible, 'assignedPatients');
        expect(r.data.assignedPatients.totalCount).toBeLessThanOrEqual(100);
        expect(ids.length, 'every visible assignment is listed').toBe(visible.size);
      }),
    ),
    q(
      'assignment',
      'the demo student’s assignment (created by the demo admin)',
      'query ($id: ID!) { assignment(id: $id) { databaseId status student { databaseId } } }',
      {
        anon: UNAUTH,
        student: ok(),
        otherStudent: FORBID,
        admin: ok(),
        otherAdmin: FORBID,
        superAdmin: ok(),
      },
      () => ({ id: A() }),
    ),
    q(
      'assignment',
      'the other student’s assignment (created by the other admin)',
      'query ($id: ID!) { assignment(id: $id) { databaseId status } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: ok(),
        admin: FORBID,
        otherAdmin: ok(),
        superAdmin: ok(),
      },
      () => ({ id: B() }),
    ),
    q('availableRooms', 'rooms without a patient', '{ availableRooms { id name } }', adminQuery()),
    q(
      'partnerTokens',
      'the partner tokens: super admin only',
      '{ partnerTokens(first: 100) { totalCount edges { node { id name scope active } } } }',
      { ...adminQuery(), admin: FORBID, otherAdmin: FORBID },
    ),
    q(
      'statistics',
      'statistics over the caller’s assignments (the school for the super admin)',
      '{ statistics { assignmentsByStatus { status count } students(first: 100) { totalCount } engagement { conversations } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const counts = r.data.statistics.assignmentsByStatus as { count: number }[];
        expect(counts.reduce((n, x) => n + x.count, 0)).toBe(visible.size);
      }),
    ),
    q(
      'markingQuality',
      'grader agreement within the caller’s assignments',
      '{ markingQuality { reviewed parts { part count largestDisagreements { assignmentDatabaseId } } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const parts = r.data.markingQuality.parts as {
          count: number;
          largestDisagreements: { assignmentDatabaseId: number }[];
        }[];
        expect(parts.map((p) => p.count)).toEqual(parts.map(() => r.data.markingQuality.reviewed));
        const listed = parts.flatMap((p) => p.largestDisagreements.map((d) => d.assignmentDatabaseId));
        expectSubset(listed, visible, 'markingQuality');
        expect(r.data.markingQuality.reviewed).toBeLessThanOrEqual(visible.size);
      }),
    ),
    q(
      'myAssignments',
      'a student’s own assignments; admins are refused',
      '{ myAssignments(first: 100) { totalCount edges { node { databaseId student { databaseId } } } } }',
      {
        anon: UNAUTH,
        student: ok(async (r, who, caller) => {
          const visible = await visibleAssignments(who, caller);
          const ids = edgesOf(r.data.myAssignments).map((a: { databaseId: number }) => a.databaseId);
          expectSubset(ids, visible, 'myAssignments');
          expect(r.data.myAssignments.totalCount).toBe(visible.size);
        }),
        otherStudent: ok(async (r, who, caller) => {
          const visible = await visibleAssignments(who, caller);
          const ids = edgesOf(r.data.myAssignments).map((a: { databaseId: number }) => a.databaseId);
          expectSubset(ids, visible, 'myAssignments');
          expect(r.data.myAssignments.totalCount).toBe(visible.size);
        }),
        admin: FORBID,
        otherAdmin: FORBID,
        superAdmin: FORBID,
      },
    ),
    q(
      'node',
      'an Assignment of the demo student',
      'query ($id: ID!) { node(id: $id) { id ... on Assignment { databaseId findings } } }',
      {
        anon: UNAUTH,
        student: ok(),
        otherStudent: FORBID,
        admin: ok(),
        otherAdmin: FORBID,
        superAdmin: ok(),
      },
      () => ({ id: A() }),
    ),
    q(
      'node',
      'an Assignment of the other student',
      'query ($id: ID!) { node(id: $id) { id ... on Assignment { databaseId findings } } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: ok(),
        admin: FORBID,
        otherAdmin: ok(),
        superAdmin: ok(),
      },
      () => ({ id: B() }),
    ),
    q(
      'node',
      'a Patient assigned only to the other student (students never see the answer key)',
      'query ($id: ID!) { node(id: $id) { id ... on Patient { databaseId diagnosis predefinedTreatments } } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: ok((r) => {
          expect(r.data.node.diagnosis).toBe('');
          expect(r.data.node.predefinedTreatments).toBe('');
        }),
        admin: ok((r) => expect(r.data.node.diagnosis).not.toBe('')),
        otherAdmin: ok((r) => expect(r.data.node.diagnosis).not.toBe('')),
        superAdmin: ok((r) => expect(r.data.node.diagnosis).not.toBe('')),
      },
      () => ({ id: gid('Patient', w.patients.other) }),
    ),
    q(
      'node',
      'the demo admin’s User (admins read students and themselves only)',
      'query ($id: ID!) { node(id: $id) { id ... on User { databaseId email } } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: FORBID,
        admin: ok(),
        otherAdmin: FORBID,
        superAdmin: ok(),
      },
      () => ({ id: gid('User', P.admin.id) }),
    ),
    q(
      'node',
      'the demo student’s User',
      'query ($id: ID!) { node(id: $id) { id ... on User { databaseId email } } }',
      { anon: UNAUTH, student: ok(), otherStudent: FORBID, admin: ok(), otherAdmin: ok(), superAdmin: ok() },
      () => ({ id: gid('User', P.student.id) }),
    ),
    q(
      'node',
      'the super admin’s User',
      'query ($id: ID!) { node(id: $id) { id ... on User { databaseId email } } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: FORBID,
        admin: FORBID,
        otherAdmin: FORBID,
        superAdmin: ok(),
      },
      () => ({ id: gid('User', P.superAdmin.id) }),
    ),
    q(
      'node',
      'a Symptom',
      'query ($id: ID!) { node(id: $id) { id ... on Symptom { name } } }',
      adminQuery(),
      () => ({ id: gid('Symptom', w.symptomId) }),
    ),
    q(
      'node',
      'a Room',
      'query ($id: ID!) { node(id: $id) { id ... on Room { name students { id } } } }',
      adminQuery(),
      () => ({ id: gid('Room', w.roomId) }),
    ),
    q(
      'node',
      'an ApiKey',
      'query ($id: ID!) { node(id: $id) { id ... on ApiKey { keyName } } }',
      adminQuery(),
      () => ({ id: gid('ApiKey', w.apiKeyId) }),
    ),
    q(
      'node',
      'an AiModel',
      'query ($id: ID!) { node(id: $id) { id ... on AiModel { modelName } } }',
      adminQuery(),
      () => ({ id: gid('AiModel', w.aiModelId) }),
    ),
    q(
      'node',
      'the other student’s ResetRequest (not visible is not found)',
      'query ($id: ID!) { node(id: $id) { id ... on ResetRequest { databaseId status } } }',
      {
        anon: UNAUTH,
        student: NOTFOUND,
        otherStudent: ok(),
        admin: NOTFOUND,
        otherAdmin: ok(),
        superAdmin: ok(),
      },
      () => ({ id: gid('ResetRequest', w.requests.other) }),
    ),
    q(
      'node',
      'the demo student’s VoiceSession (its owner only, and without the answer key)',
      'query ($id: ID!) { node(id: $id) { id ... on VoiceSession { mode patient { databaseId diagnosis predefinedTreatments } } } }',
      {
        anon: UNAUTH,
        student: ok((r) => {
          expect(r.data.node.patient.diagnosis).toBe('');
          expect(r.data.node.patient.predefinedTreatments).toBe('');
        }),
        otherStudent: FORBID,
        admin: FORBID,
        otherAdmin: FORBID,
        superAdmin: FORBID,
      },
      async () => ({ id: await studentSession() }),
    ),
    q(
      'nodes',
      'both students’ assignments at once: each caller gets only what it may see',
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Assignment { databaseId } } }',
      (() => {
        const pair =
          (first: boolean, second: boolean): Check =>
          (r) => {
            const [a, b] = r.data.nodes as ({ databaseId: number } | null)[];
            expect(a?.databaseId ?? null).toBe(first ? w.assignments.studentMi : null);
            expect(b?.databaseId ?? null).toBe(second ? w.assignments.other : null);
            const codes = (r.errors ?? []).map((e) => e.extensions?.code);
            expect(codes).toEqual([first, second].filter((x) => !x).map(() => 'FORBIDDEN'));
          };
        return {
          anon: UNAUTH,
          student: ok(pair(true, false)),
          otherStudent: ok(pair(false, true)),
          admin: ok(pair(true, false)),
          otherAdmin: ok(pair(false, true)),
          superAdmin: ok(pair(true, true)),
        };
      })(),
      () => ({ ids: [A(), B()] }),
    ),
    q('openAiModels', 'chat models of the provider', '{ openAiModels { modelId source } }', signedInQuery()),
    q(
      'patient',
      'a patient assigned to the demo student',
      'query ($id: ID!) { patient(id: $id) { databaseId diagnosis predefinedTreatments medicalHistory } }',
      {
        anon: UNAUTH,
        student: ok((r) => {
          expect(r.data.patient.diagnosis).toBe('');
          expect(r.data.patient.predefinedTreatments).toBe('');
          // The history names what a student may miss: a student reads only the case's name and voice.
          expect(r.data.patient.medicalHistory).toBe('');
          expect(r.data.patient.databaseId).toBe(w.patients.mi);
        }),
        otherStudent: FORBID,
        admin: ok((r) => expect(r.data.patient.diagnosis).toBe('Acute myocardial infarction')),
        otherAdmin: ok((r) => expect(r.data.patient.diagnosis).toBe('Acute myocardial infarction')),
        superAdmin: ok((r) => expect(r.data.patient.diagnosis).toBe('Acute myocardial infarction')),
      },
      () => ({ id: gid('Patient', w.patients.mi) }),
    ),
    q(
      'patient',
      'a patient assigned only to the other student',
      'query ($id: ID!) { patient(id: $id) { databaseId diagnosis predefinedTreatments } }',
      {
        anon: UNAUTH,
        student: FORBID,
        otherStudent: ok((r) => expect(r.data.patient.diagnosis).toBe('')),
        admin: ok(),
        otherAdmin: ok(),
        superAdmin: ok(),
      },
      () => ({ id: gid('Patient', w.patients.other) }),
    ),
    q(
      'patients',
      'the case list',
      '{ patients(first: 100) { totalCount edges { node { id diagnosis } } } }',
      adminQuery(),
    ),
    q(
      'pendingRequestCount',
      'pending requests on the caller’s assignments',
      '{ pendingRequestCount }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const pending = await stack.api.db
          .selectFrom('reset_requests')
          .select(['assignment_id'])
          .where('request_status', '=', 'pending')
          .execute();
        expect(r.data.pendingRequestCount).toBe(pending.filter((p) => visible.has(p.assignment_id)).length);
      }),
    ),
    q(
      'quickMarkPatients',
      'patients with the caller’s assignments',
      '{ quickMarkPatients(first: 100) { totalCount edges { node { patient { databaseId } assignments { databaseId } } } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const ids = edgesOf(r.data.quickMarkPatients).flatMap(
          (g: { assignments: { databaseId: number }[] }) => g.assignments.map((a) => a.databaseId),
        );
        expectSubset(ids, visible, 'quickMarkPatients');
        const rows = await stack.api.db.selectFrom('assignments').select(['id', 'patient_id']).execute();
        const patients = new Set(rows.filter((a) => visible.has(a.id)).map((a) => a.patient_id));
        expect(r.data.quickMarkPatients.totalCount).toBe(patients.size);
      }),
    ),
    q(
      'resetRequests',
      'requests on the caller’s assignments',
      '{ resetRequests(first: 100, status: ALL) { totalCount edges { node { databaseId assignment { databaseId } } } } }',
      adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const ids = edgesOf(r.data.resetRequests).map(
          (x: { assignment: { databaseId: number } }) => x.assignment.databaseId,
        );
        expectSubset(ids, visible, 'resetRequests');
        const all = await stack.api.db.selectFrom('reset_requests').select(['assignment_id']).execute();
        expect(r.data.resetRequests.totalCount).toBe(all.filter((x) => visible.has(x.assignment_id)).length);
      }),
    ),
    q(
      'room',
      'a classroom',
      'query ($id: ID!) { room(id: $id) { name students { id } } }',
      adminQuery(),
      () => ({ id: gid('Room', w.roomId) }),
    ),
    q(
      'rooms',
      'the classroom list',
      '{ rooms(first: 100) { totalCount edges { node { id } } } }',
      adminQuery(),
    ),
    q(
      'schoolSettings',
      'the school’s settings (the voice chat reads the browser-speech switch)',
      '{ schoolSettings { browserSpeechRecognition } }',
      signedInQuery(),
    ),
    q(
      'speechToTextModels',
      'speech models of the provider',
      '{ speechToTextModels { name source } }',
      signedInQuery(),
    ),
    q(
      'studentsWithoutRoom',
      'room-less students (never an admin for a plain admin, never `admin`)',
      '{ studentsWithoutRoom { databaseId username role } }',
      adminQuery((r, _who, caller) => {
        const list = r.data.studentsWithoutRoom as { username: string; role: string }[];
        expect(list.some((u) => u.username === 'admin')).toBe(false);
        if (caller !== 'superAdmin') expect(list.filter((u) => u.role !== 'STUDENT')).toEqual([]);
      }),
    ),
    q(
      'symptoms',
      'the catalogue',
      '{ symptoms(first: 100) { totalCount edges { node { id } } } }',
      adminQuery(),
    ),
    q(
      'unassignedPatients',
      'patients the other student does not have',
      'query ($id: ID!) { unassignedPatients(studentId: $id) { databaseId } }',
      adminQuery(),
      () => ({ id: gid('User', P.otherStudent.id) }),
    ),
    q(
      'unassignedStudents',
      'students without the demo MI case',
      'query ($id: ID!) { unassignedStudents(patientId: $id) { databaseId role } }',
      adminQuery((r) => {
        const roles = (r.data.unassignedStudents as { role: string }[]).map((u) => u.role);
        expect(roles.filter((x) => x !== 'STUDENT')).toEqual([]);
      }),
      () => ({ id: gid('Patient', w.patients.mi) }),
    ),
    q(
      'users',
      'the user list: admins see students only, nobody sees `admin`',
      '{ users(first: 100, role: ALL) { totalCount edges { node { databaseId username role } } } }',
      adminQuery((r, _who, caller) => {
        const list = edgesOf(r.data.users) as { username: string; role: string }[];
        expect(list.some((u) => u.username === 'admin')).toBe(false);
        if (caller === 'superAdmin') expect(list.some((u) => u.role === 'ADMIN')).toBe(true);
        else expect(list.filter((u) => u.role !== 'STUDENT')).toEqual([]);
      }),
    ),
    q(
      'viewer',
      'yourself; null without a valid session',
      '{ viewer { user { databaseId } } }',
      (() => {
        const self: Check = (r, who) => expect(r.data.viewer.user.databaseId).toBe(who.id);
        return {
          anon: ok((r) => expect(r.data.viewer).toBeNull()),
          student: ok(self),
          otherStudent: ok(self),
          admin: ok(self),
          otherAdmin: ok(self),
          superAdmin: ok(self),
        };
      })(),
    ),
    q('voices', 'the voice picker', '{ voices { canonicalName source } }', signedInQuery()),

    // ---------------------------------------------------------------- subscriptions
    {
      root: 'Subscription',
      field: 'pendingRequestCount',
      title: 'the live pending count over graphql-ws, scoped like the query',
      doc: 'subscription { pendingRequestCount }',
      expect: adminQuery(async (r, who, caller) => {
        const visible = await visibleAssignments(who, caller);
        const pending = await stack.api.db
          .selectFrom('reset_requests')
          .select(['assignment_id'])
          .where('request_status', '=', 'pending')
          .execute();
        expect(r.data.pendingRequestCount).toBe(pending.filter((p) => visible.has(p.assignment_id)).length);
      }),
    },

    {
      root: 'Subscription',
      field: 'voiceEvents',
      title: 'the events of the demo student’s voice session (only its owner)',
      doc: 'subscription ($id: ID!) { voiceEvents(sessionId: $id) { __typename ... on VoiceStateEvent { state } } }',
      expect: {
        anon: UNAUTH,
        student: ok((r) => expect(r.data.voiceEvents.__typename).toBe('VoiceStateEvent')),
        otherStudent: FORBID,
        admin: FORBID,
        otherAdmin: FORBID,
        superAdmin: FORBID,
      },
      vars: async () => ({ id: await studentSession() }),
    },

    {
      root: 'Subscription',
      field: 'caseCheckProgress',
      title: 'the progress of a case check (teachers only)',
      doc: 'subscription ($id: String!) { caseCheckProgress(progressId: $id) { done total } }',
      expect: adminQuery((r) => expect(r.data.caseCheckProgress).toEqual({ done: 0, total: 0 })),
      vars: async () => ({ id: 'matrix' }),
    },

    // Learning platforms (LTI, docs/lti.md): platforms, keys and the score outbox are the super admin's;
    // every admin sees the courses they launched from.
    q(
      'ltiPlatforms',
      'registered learning platforms: super admin only',
      '{ ltiPlatforms { id issuer status } }',
      {
        ...adminQuery(),
        admin: FORBID,
        otherAdmin: FORBID,
      },
    ),
    q('ltiToolKeys', 'the tool’s signing keys: super admin only', '{ ltiToolKeys { kid } }', {
      ...adminQuery(),
      admin: FORBID,
      otherAdmin: FORBID,
    }),
    q('ltiScoreOutbox', 'the grade passback outbox: super admin only', '{ ltiScoreOutbox { id status } }', {
      ...adminQuery(),
      admin: FORBID,
      otherAdmin: FORBID,
    }),
    q(
      'ltiCourses',
      'courses launched from platforms: each admin their own',
      '{ ltiCourses { id title } }',
      adminQuery(),
    ),
    // ---------------------------------------------------------------- mutations
    m(
      'checkPatientCase',
      'the standard interview against a demo patient (nothing stored)',
      `mutation ($input: CheckPatientCaseInput!) { checkPatientCase(input: $input) { __typename ${ERR} } }`,
      adminMutation('CaseCheckReport'),
      async () => ({ input: { patientId: gid('Patient', w.patients.mi) } }),
    ),
    m(
      'confirmMarks',
      'the marks of an assignment the demo admin created, as they stand',
      `mutation ($id: ID!) { confirmMarks(assignmentId: $id) { __typename ${ERR} } }`,
      ownedByAdmin('AssignmentPayload'),
      async () => ({
        id: gid('Assignment', (await w.freshAssignment({ creator: P.admin, status: 'marked' })).id),
      }),
    ),
    m(
      'releaseAnswers',
      'the answer key of an assignment the demo admin created',
      `mutation ($id: ID!) { releaseAnswers(assignmentId: $id) { __typename ${ERR} } }`,
      ownedByAdmin('AssignmentPayload'),
      async () => ({
        id: gid('Assignment', (await w.freshAssignment({ creator: P.admin, status: 'marked' })).id),
      }),
    ),
    m(
      'assignPatientToRoom',
      'a fresh patient to a fresh room',
      `mutation ($input: AssignPatientToRoomInput!) { assignPatientToRoom(input: $input) { __typename ${ERR} } }`,
      adminMutation('AssignmentsPayload'),
      async () => {
        const s = await w.freshStudent();
        return {
          input: {
            patientId: gid('Patient', await w.freshPatient()),
            roomId: gid('Room', await w.freshRoom([s.id])),
            isMarkable: true,
          },
        };
      },
    ),
    m(
      'assignPatientsToStudent',
      'a fresh patient to the demo student',
      `mutation ($input: AssignPatientsToStudentInput!) { assignPatientsToStudent(input: $input) { __typename ${ERR} } }`,
      adminMutation('AssignmentsPayload'),
      async () => ({
        input: { studentId: gid('User', P.student.id), patientIds: [gid('Patient', await w.freshPatient())] },
      }),
    ),
    m(
      'assignStudentsToPatient',
      'the other student to a fresh patient',
      `mutation ($input: AssignStudentsToPatientInput!) { assignStudentsToPatient(input: $input) { __typename ${ERR} } }`,
      adminMutation('AssignmentsPayload'),
      async () => ({
        input: {
          patientId: gid('Patient', await w.freshPatient()),
          studentIds: [gid('User', P.otherStudent.id)],
        },
      }),
    ),
    m(
      'assignStudentsToRoom',
      'a room-less student into a fresh room',
      `mutation ($input: AssignStudentsToRoomInput!) { assignStudentsToRoom(input: $input) { __typename ${ERR} } }`,
      adminMutation('RoomPayload'),
      async () => ({
        input: {
          roomId: gid('Room', await w.freshRoom()),
          studentIds: [gid('User', (await w.freshStudent()).id)],
        },
      }),
    ),
    m(
      'changePassword',
      'your own password (to the same one; the new session cookie replaces the token)',
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on Error { message code } } }',
      everyoneSignedIn('ViewerPayload'),
      (caller) => {
        const pw = personOf(caller).password || 'student123';
        return { input: { currentPassword: pw, newPassword: pw, confirmPassword: pw } };
      },
      true,
    ),
    m(
      'registerLtiPlatform',
      'registering a learning platform by hand: super admin only',
      `mutation ($input: RegisterLtiPlatformInput!) { registerLtiPlatform(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('LtiPlatformPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      () => ({
        input: {
          name: unique('Matrix LMS '),
          issuer: `https://${unique('lms-')}.example.org`,
          clientId: unique('client-'),
          deploymentIds: ['1'],
          authUrl: 'https://lms.example.org/auth',
          tokenUrl: 'https://lms.example.org/token',
          jwksUrl: 'https://lms.example.org/jwks',
        },
      }),
    ),
    m(
      'updateLtiPlatform',
      'disabling a learning platform: super admin only',
      `mutation ($input: UpdateLtiPlatformInput!) { updateLtiPlatform(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('LtiPlatformPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      async () => {
        const r = await stack.api.call('POST', '/lti/platforms', {
          token: people.superAdmin.token,
          body: {
            name: unique('Matrix LMS '),
            issuer: `https://${unique('lms-')}.example.org`,
            clientId: unique('client-'),
            deploymentIds: ['1'],
            authUrl: 'https://lms.example.org/auth',
            tokenUrl: 'https://lms.example.org/token',
            jwksUrl: 'https://lms.example.org/jwks',
          },
        });
        return { input: { id: gid('LtiPlatform', r.body.id), status: 'DISABLED' } };
      },
    ),
    m(
      'rotateLtiKeys',
      'a new LTI signing key: super admin only',
      `mutation { rotateLtiKeys { __typename ${ERR} } }`,
      { ...adminMutation('RotateLtiKeysPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
    ),
    m(
      'retryLtiScore',
      'sending a score again: super admin only (an unknown score is not found)',
      `mutation ($id: ID!) { retryLtiScore(id: $id) { __typename ${ERR} } }`,
      { ...adminMutation('NotFoundError'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      () => ({ id: gid('LtiScore', 999999) }),
    ),
    m(
      'importLtiRoster',
      'importing a course’s roster: admins (an unknown course is not found)',
      `mutation ($id: ID!) { importLtiRoster(id: $id) { __typename ${ERR} } }`,
      adminMutation('NotFoundError'),
      () => ({ id: gid('LtiCourse', 999999) }),
    ),
    m(
      'createAiModel',
      'a new model',
      `mutation ($input: CreateAiModelInput!) { createAiModel(input: $input) { __typename ${ERR} } }`,
      adminMutation('AiModelPayload'),
      () => ({ input: { modelName: unique('matrix-model-'), maxTokens: 100 } }),
    ),
    m(
      'createApiKey',
      'a new Deepgram key',
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ${ERR} } }`,
      adminMutation('ApiKeyPayload'),
      () => ({
        input: { keyName: unique('Matrix '), apiKey: unique('dg-'), service: 'DEEPGRAM', modelId: 'default' },
      }),
    ),
    m(
      'createPartnerToken',
      'a new partner token: super admin only',
      `mutation ($input: CreatePartnerTokenInput!) { createPartnerToken(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('CreatePartnerTokenPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      () => ({ input: { name: unique('Matrix partner '), scope: 'STATISTICS' } }),
    ),
    m(
      'revokePartnerToken',
      'revoking a partner token: super admin only',
      `mutation ($input: RevokePartnerTokenInput!) { revokePartnerToken(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('RevokePartnerTokenPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      async () => {
        const r = await stack.api.call('POST', '/partner-tokens', {
          token: people.superAdmin.token,
          body: { name: unique('Matrix revoke '), scope: 'statistics' },
        });
        return { input: { id: gid('PartnerToken', r.body.token.id) } };
      },
    ),
    m(
      'createPatient',
      'a new case',
      `mutation ($input: CreatePatientInput!) { createPatient(input: $input) { __typename ${ERR} } }`,
      adminMutation('PatientPayload'),
      () => ({
        input: {
          name: unique('Matrix case '),
          diagnosis: 'Migraine',
          medicalHistory: 'History',
          predefinedTreatments: 'Rest',
          symptoms: [gid('Symptom', w.symptomId)],
        },
      }),
    ),
    m(
      'createRoom',
      'a new classroom',
      `mutation ($input: CreateRoomInput!) { createRoom(input: $input) { __typename ${ERR} } }`,
      adminMutation('RoomPayload'),
      () => ({ input: { name: unique('Matrix room '), roomNumber: unique('M-') } }),
    ),
    m(
      'createSymptom',
      'a new symptom',
      `mutation ($input: CreateSymptomInput!) { createSymptom(input: $input) { __typename ${ERR} } }`,
      adminMutation('SymptomPayload'),
      () => ({ input: { name: unique('Matrix symptom '), description: 'Made up', severity: 'MILD' } }),
    ),
    m(
      'createUser',
      'a student account',
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { __typename ${ERR} } }`,
      adminMutation('UserPayload'),
      () => {
        const u = unique('matrixuser');
        return {
          input: { name: 'Matrix User', email: `${u}@example.com`, username: u, password: 'secret1' },
        };
      },
    ),
    m(
      'createUser',
      'an admin account (super admins only)',
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { __typename ${ERR} } }`,
      {
        anon: AUTH_ERR,
        student: FORBID_ERR,
        otherStudent: FORBID_ERR,
        admin: FORBID_ERR,
        otherAdmin: FORBID_ERR,
        superAdmin: allow('UserPayload'),
      },
      () => {
        const u = unique('matrixadmin');
        return {
          input: {
            name: 'Matrix Admin',
            email: `${u}@example.com`,
            username: u,
            password: 'secret1',
            isAdmin: true,
          },
        };
      },
    ),
    m(
      'deleteAiModel',
      'a model',
      `mutation ($id: ID!) { deleteAiModel(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('AiModel', await w.freshAiModel()) }),
    ),
    m(
      'deleteApiKey',
      'a key',
      `mutation ($id: ID!) { deleteApiKey(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('ApiKey', await w.freshApiKey()) }),
    ),
    m(
      'deleteAssignment',
      'an assignment the demo admin created',
      `mutation ($id: ID!) { deleteAssignment(id: $id) { __typename ${ERR} } }`,
      ownedByAdmin('DeletedPayload'),
      async () => ({ id: gid('Assignment', (await w.freshAssignment({ creator: P.admin })).id) }),
    ),
    m(
      'deleteAssignment',
      'an assignment the other admin created',
      `mutation ($id: ID!) { deleteAssignment(id: $id) { __typename ${ERR} } }`,
      ownedByOtherAdmin('DeletedPayload'),
      async () => ({ id: gid('Assignment', (await w.freshAssignment({ creator: P.otherAdmin })).id) }),
    ),
    m(
      'deletePatient',
      'a case',
      `mutation ($id: ID!) { deletePatient(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('Patient', await w.freshPatient()) }),
    ),
    m(
      'deletePatient',
      'a case with an assignment the other admin created (its creator or a super admin only)',
      `mutation ($id: ID!) { deletePatient(id: $id) { __typename ${ERR} } }`,
      ownedByOtherAdmin('DeletedPayload'),
      async () => ({ id: gid('Patient', (await w.freshAssignment({ creator: P.otherAdmin })).patientId) }),
    ),
    m(
      'deleteRoom',
      'a classroom',
      `mutation ($id: ID!) { deleteRoom(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('Room', await w.freshRoom()) }),
    ),
    m(
      'deleteSymptom',
      'a symptom',
      `mutation ($id: ID!) { deleteSymptom(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('Symptom', await w.freshSymptom()) }),
    ),
    m(
      'deleteUser',
      'a student',
      `mutation ($id: ID!) { deleteUser(id: $id) { __typename ${ERR} } }`,
      adminMutation('DeletedPayload'),
      async () => ({ id: gid('User', (await w.freshStudent()).id) }),
    ),
    m(
      'deleteUser',
      'a student with an assignment the other admin created (its creator or a super admin only)',
      `mutation ($id: ID!) { deleteUser(id: $id) { __typename ${ERR} } }`,
      ownedByOtherAdmin('DeletedPayload'),
      async () => {
        const student = await w.freshStudent();
        await w.freshAssignment({ creator: P.otherAdmin, student });
        return { id: gid('User', student.id) };
      },
    ),
    m(
      'deleteUser',
      'an admin (super admins only)',
      `mutation ($id: ID!) { deleteUser(id: $id) { __typename ${ERR} } }`,
      {
        anon: AUTH_ERR,
        student: FORBID_ERR,
        otherStudent: FORBID_ERR,
        admin: FORBID_ERR,
        otherAdmin: FORBID_ERR,
        superAdmin: allow('DeletedPayload'),
      },
      async () => ({ id: gid('User', (await w.freshAdmin()).id) }),
    ),
    m(
      'deleteUser',
      'yourself (never allowed)',
      `mutation ($id: ID!) { deleteUser(id: $id) { __typename ${ERR} } }`,
      { ...adminMutation('-'), admin: FORBID_ERR, otherAdmin: FORBID_ERR, superAdmin: FORBID_ERR },
      (caller) => ({ id: gid('User', signedIn(caller) ? P[caller].id : P.student.id) }),
      true,
    ),
    m(
      'deleteUser',
      'the super admin `admin` (never allowed)',
      `mutation ($id: ID!) { deleteUser(id: $id) { __typename ${ERR} } }`,
      { ...adminMutation('-'), admin: FORBID_ERR, otherAdmin: FORBID_ERR, superAdmin: FORBID_ERR },
      () => ({ id: gid('User', P.superAdmin.id) }),
    ),
    m(
      'handleResetRequest',
      'a pending request on the demo admin’s assignment',
      `mutation ($input: HandleResetRequestInput!) { handleResetRequest(input: $input) { __typename ${ERR} } }`,
      ownedByAdmin('ResetRequestPayload'),
      async () => {
        const a = await w.freshAssignment({ creator: P.admin, status: 'completed', request: true });
        return { input: { assignmentId: gid('Assignment', a.id), action: 'ACCEPT' } };
      },
    ),
    m(
      'handleResetRequest',
      'a pending request on the other admin’s assignment',
      `mutation ($input: HandleResetRequestInput!) { handleResetRequest(input: $input) { __typename ${ERR} } }`,
      ownedByOtherAdmin('ResetRequestPayload'),
      async () => {
        const a = await w.freshAssignment({ creator: P.otherAdmin, status: 'completed', request: true });
        return { input: { assignmentId: gid('Assignment', a.id), action: 'DECLINE' } };
      },
    ),
    m(
      'login',
      'your own credentials (anonymous: a fixture account’s)',
      'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { bearerToken viewer { user { databaseId } } } ... on Error { message code } } }',
      everyone('LoginPayload', (r) => expect(r.data.login.bearerToken).toBeNull()),
      async (caller) => {
        const p = signedIn(caller) ? P[caller] : await w.freshStudent();
        return { input: { email: p.email, password: p.password } };
      },
    ),
    m('logout', 'ends the browser session', 'mutation { logout { ok } }', everyone('LogoutPayload')),
    m(
      'openVoiceSession',
      'the demo student’s open assignment (only the student themself)',
      `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) { __typename ${ERR} } }`,
      studentOwn('VoiceSessionPayload'),
      async () => ({
        input: { assignmentId: gid('Assignment', (await w.freshAssignment({ creator: P.admin })).id) },
      }),
    ),
    m(
      'openVoiceSession',
      'a patient: the student’s own assignment of it, or an admin’s try of the case',
      `mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('VoiceSessionPayload'), student: allow('VoiceSessionPayload') },
      async () => ({
        input: { patientId: gid('Patient', (await w.freshAssignment({ creator: P.admin })).patientId) },
      }),
    ),
    m(
      'askPatient',
      'a typed question in the demo student’s session',
      `mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename ${ERR} } }`,
      studentOwn('AskPatientPayload'),
      async () => ({ input: { sessionId: await studentSession(), text: 'Where does it hurt?' } }),
    ),
    m(
      'askPatient',
      'a typed question in the demo admin’s try session',
      `mutation ($input: AskPatientInput!) { askPatient(input: $input) { __typename ${ERR} } }`,
      { ...ownedByAdmin('AskPatientPayload'), superAdmin: FORBID_ERR },
      async () => ({ input: { sessionId: await adminTrySession(), text: 'Where does it hurt?' } }),
    ),
    m(
      'saveVoiceSession',
      'the demo student’s session',
      `mutation ($input: SaveVoiceSessionInput!) { saveVoiceSession(input: $input) { __typename ${ERR} } }`,
      studentOwn('SaveVoiceSessionPayload'),
      async () => ({ input: { sessionId: await studentSession() } }),
    ),
    m(
      'markAll',
      'one patient with a completed assignment from each admin: each admin marks only their own',
      'mutation ($patientId: ID) { markAll(patientId: $patientId) { __typename ... on MarkAllPayload { markedCount } ... on Error { message code } } }',
      (() => {
        const marks =
          (count: number, untouched: 'mine' | 'other' | null): Check =>
          async (r) => {
            expect(r.data.markAll.markedCount).toBe(count);
            if (!untouched) return;
            const id = untouched === 'other' ? markAllPair.byOtherAdmin : markAllPair.byAdmin;
            const row = await stack.api.db
              .selectFrom('assignments')
              .select('status')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            expect(row.status, 'the assignment of the other admin stays unmarked').toBe('completed');
          };
        return {
          ...adminMutation('-'),
          admin: allow('MarkAllPayload', marks(1, 'other')),
          otherAdmin: allow('MarkAllPayload', marks(1, 'mine')),
          superAdmin: allow('MarkAllPayload', marks(2, null)),
        };
      })(),
      async () => {
        const patientId = await w.freshPatient();
        const a = await w.freshAssignment({ creator: P.admin, status: 'completed', patientId });
        const b = await w.freshAssignment({
          creator: P.otherAdmin,
          student: P.otherStudent,
          status: 'completed',
          patientId,
        });
        markAllPair.byAdmin = a.id;
        markAllPair.byOtherAdmin = b.id;
        return { patientId: gid('Patient', patientId) };
      },
    ),
    m(
      'markAssignment',
      'a completed assignment the demo admin created',
      `mutation ($id: ID!) { markAssignment(id: $id) { __typename ${ERR} } }`,
      ownedByAdmin('AssignmentPayload'),
      async () => ({
        id: gid('Assignment', (await w.freshAssignment({ creator: P.admin, status: 'completed' })).id),
      }),
    ),
    m(
      'markAssignment',
      'a completed assignment the other admin created',
      `mutation ($id: ID!) { markAssignment(id: $id) { __typename ${ERR} } }`,
      ownedByOtherAdmin('AssignmentPayload'),
      async () => ({
        id: gid('Assignment', (await w.freshAssignment({ creator: P.otherAdmin, status: 'completed' })).id),
      }),
    ),
    m(
      'register',
      'a new student account (public)',
      `mutation ($input: RegisterInput!) { register(input: $input) { __typename ${ERR} } }`,
      everyone('RegisterPayload'),
      () => {
        const u = unique('registered');
        return { input: { name: 'Registered', username: u, email: `${u}@example.com`, password: 'secret1' } };
      },
    ),
    m(
      'removeStudentFromRoom',
      'a student out of a fresh room',
      `mutation ($input: RemoveStudentFromRoomInput!) { removeStudentFromRoom(input: $input) { __typename ${ERR} } }`,
      adminMutation('RemoveStudentFromRoomPayload'),
      async () => {
        const s = await w.freshStudent();
        const room = await w.freshRoom([s.id]);
        return { input: { studentId: gid('User', s.id), roomId: gid('Room', room) } };
      },
    ),
    m(
      'requestReset',
      'on the demo student’s submitted assignment',
      `mutation ($id: ID!) { requestReset(assignmentId: $id) { __typename ${ERR} } }`,
      studentOwn('ResetRequestPayload'),
      async () => ({
        id: gid('Assignment', (await w.freshAssignment({ creator: P.admin, status: 'completed' })).id),
      }),
    ),
    m(
      'saveAssignmentDraft',
      'on the demo student’s open assignment',
      `mutation ($input: SaveAssignmentDraftInput!) { saveAssignmentDraft(input: $input) { __typename ${ERR} } }`,
      studentOwn('AssignmentPayload'),
      async () => ({
        input: {
          assignmentId: gid('Assignment', (await w.freshAssignment({ creator: P.admin })).id),
          diagnosis: 'Migraine',
          treatments: 'Rest',
          note: 'A note',
        },
      }),
    ),
    m(
      'saveConversation',
      'on the demo student’s open assignment',
      `mutation ($input: SaveConversationInput!) { saveConversation(input: $input) { __typename ${ERR} } }`,
      studentOwn('AssignmentPayload'),
      async () => ({
        input: {
          assignmentId: gid('Assignment', (await w.freshAssignment({ creator: P.admin })).id),
          messages: [{ text: 'Hello', isAI: false }],
        },
      }),
    ),
    m(
      'setApiKeyActive',
      'activates a key',
      `mutation ($input: SetApiKeyActiveInput!) { setApiKeyActive(input: $input) { __typename ${ERR} } }`,
      adminMutation('ApiKeyPayload'),
      async () => ({ input: { id: gid('ApiKey', await w.freshApiKey()), isActive: true } }),
    ),
    m(
      'submitAssignment',
      'the demo student’s open assignment',
      `mutation ($input: SubmitAssignmentInput!) { submitAssignment(input: $input) { __typename ${ERR} } }`,
      studentOwn('SubmitAssignmentPayload'),
      async () => ({
        input: {
          assignmentId: gid(
            'Assignment',
            (await w.freshAssignment({ creator: P.admin, status: 'inprogress' })).id,
          ),
        },
      }),
    ),
    m(
      'toggleUserBan',
      'a student',
      `mutation ($id: ID!) { toggleUserBan(id: $id) { __typename ${ERR} } }`,
      adminMutation('UserPayload'),
      async () => ({ id: gid('User', (await w.freshStudent()).id) }),
    ),
    m(
      'toggleUserBan',
      'an admin (super admins only)',
      `mutation ($id: ID!) { toggleUserBan(id: $id) { __typename ${ERR} } }`,
      {
        anon: AUTH_ERR,
        student: FORBID_ERR,
        otherStudent: FORBID_ERR,
        admin: FORBID_ERR,
        otherAdmin: FORBID_ERR,
        superAdmin: allow('UserPayload'),
      },
      async () => ({ id: gid('User', (await w.freshAdmin()).id) }),
    ),
    m(
      'toggleUserBan',
      'yourself (never allowed)',
      `mutation ($id: ID!) { toggleUserBan(id: $id) { __typename ${ERR} } }`,
      { ...adminMutation('-'), admin: FORBID_ERR, otherAdmin: FORBID_ERR, superAdmin: FORBID_ERR },
      (caller) => ({ id: gid('User', signedIn(caller) ? P[caller].id : P.student.id) }),
      true,
    ),
    m(
      'toggleUserBan',
      'the super admin `admin` (never allowed)',
      `mutation ($id: ID!) { toggleUserBan(id: $id) { __typename ${ERR} } }`,
      { ...adminMutation('-'), admin: FORBID_ERR, otherAdmin: FORBID_ERR, superAdmin: FORBID_ERR },
      () => ({ id: gid('User', P.superAdmin.id) }),
    ),
    m(
      'updateAssignmentMarks',
      'a submitted assignment the demo admin created',
      `mutation ($input: UpdateAssignmentMarksInput!) { updateAssignmentMarks(input: $input) { __typename ${ERR} } }`,
      ownedByAdmin('AssignmentPayload'),
      async () => ({
        input: {
          assignmentId: gid(
            'Assignment',
            (await w.freshAssignment({ creator: P.admin, status: 'completed' })).id,
          ),
          feedback: 'Good',
          scores: { mandatoryQuestions: 10, symptoms: 10, diagnosis: 5, treatment: 2 },
        },
      }),
    ),
    m(
      'updateAssignmentMarks',
      'a submitted assignment the other admin created',
      `mutation ($input: UpdateAssignmentMarksInput!) { updateAssignmentMarks(input: $input) { __typename ${ERR} } }`,
      ownedByOtherAdmin('AssignmentPayload'),
      async () => ({
        input: {
          assignmentId: gid(
            'Assignment',
            (await w.freshAssignment({ creator: P.otherAdmin, status: 'completed' })).id,
          ),
          scores: { mandatoryQuestions: 1, symptoms: 1, diagnosis: 1, treatment: 1 },
        },
      }),
    ),
    m(
      'updatePatient',
      'a case',
      `mutation ($input: UpdatePatientInput!) { updatePatient(input: $input) { __typename ${ERR} } }`,
      adminMutation('PatientPayload'),
      async () => ({
        input: {
          id: gid('Patient', await w.freshPatient()),
          name: unique('Edited case '),
          diagnosis: 'Edited',
          medicalHistory: 'Edited',
          predefinedTreatments: 'Edited',
          symptoms: [gid('Symptom', w.symptomId)],
        },
      }),
    ),
    m(
      'updateProfile',
      'your own name and username (unchanged values)',
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ${ERR} } }`,
      everyoneSignedIn('ViewerPayload'),
      (caller) => {
        const p = signedIn(caller) ? P[caller] : P.student;
        return { input: { name: p.name, username: p.username } };
      },
      true,
    ),
    m(
      'updateSchoolSettings',
      'the browser-speech switch (set to its default, on)',
      `mutation ($input: UpdateSchoolSettingsInput!) { updateSchoolSettings(input: $input) { __typename ${ERR} } }`,
      adminMutation('SchoolSettingsPayload'),
      () => ({ input: { browserSpeechRecognition: true } }),
    ),
    m(
      'updateSymptom',
      'a symptom',
      `mutation ($input: UpdateSymptomInput!) { updateSymptom(input: $input) { __typename ${ERR} } }`,
      adminMutation('SymptomPayload'),
      async () => ({ input: { id: gid('Symptom', await w.freshSymptom()), description: 'Edited' } }),
    ),
    m(
      'updateUser',
      'a student',
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ${ERR} } }`,
      adminMutation('UserPayload'),
      async () => {
        const s = await w.freshStudent();
        return {
          input: { id: gid('User', s.id), name: 'Renamed Student', email: s.email, username: s.username },
        };
      },
    ),
    m(
      'updateUser',
      'a new password for a student of the other admin’s assignment (that admin or a super admin only)',
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ${ERR} } }`,
      ownedByOtherAdmin('UserPayload'),
      async () => {
        const s = await w.freshStudent();
        await w.freshAssignment({ creator: P.otherAdmin, student: s });
        return {
          input: {
            id: gid('User', s.id),
            name: s.name,
            email: s.email,
            username: s.username,
            password: 'given-pw1',
          },
        };
      },
    ),
    m(
      'updateUser',
      'the demo admin (themselves, or a super admin)',
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('UserPayload'), otherAdmin: FORBID_ERR },
      () => ({
        input: {
          id: gid('User', P.admin.id),
          name: P.admin.name,
          email: P.admin.email,
          username: P.admin.username,
        },
      }),
    ),
    m(
      'updateUser',
      'the super admin (only themselves)',
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ${ERR} } }`,
      { ...adminMutation('UserPayload'), admin: FORBID_ERR, otherAdmin: FORBID_ERR },
      () => ({
        input: {
          id: gid('User', P.superAdmin.id),
          name: P.superAdmin.name,
          email: P.superAdmin.email,
          username: P.superAdmin.username,
        },
      }),
    ),
  ];
}

const markAllPair = { byAdmin: 0, byOtherAdmin: 0 };

/** The voice session of a fresh assignment of the demo student (a session id names its owner). */
async function studentSession() {
  const a = await w.freshAssignment({ creator: people.admin });
  return gid('VoiceSession', `a.${a.id}.${people.student.id}`);
}

/** A try session the demo admin opens on a fresh patient. */
async function adminTrySession() {
  const r = await stack.gql(
    'mutation ($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) { ... on VoiceSessionPayload { session { id } } } }',
    { input: { patientId: gid('Patient', await w.freshPatient()) } },
    { token: people.admin.token },
  );
  const id = r.data?.openVoiceSession?.session?.id;
  if (!id) throw new Error(`could not open a try session: ${r.text}`);
  return id as string;
}

// --- Running one row ------------------------------------------------------------------------------

async function subscribeOnce(doc: string, token: string | undefined, variables?: Vars): Promise<GqlResult> {
  const client = createClient({
    url: `${stack.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authToken: token } : {},
    retryAttempts: 0,
  });
  try {
    return await new Promise<GqlResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer on the subscription')), 10_000);
      const done = (r: GqlResult) => {
        clearTimeout(timer);
        resolve(r);
      };
      client.subscribe(
        { query: doc, variables },
        {
          next: (value) =>
            done({
              status: 200,
              data: value.data,
              errors: value.errors as GqlResult['errors'],
              headers: new Headers(),
              text: JSON.stringify(value),
            }),
          error: (error) =>
            done({
              status: 200,
              data: null,
              errors: (Array.isArray(error) ? error : [error]) as GqlResult['errors'],
              headers: new Headers(),
              text: JSON.stringify(error),
            }),
          complete: () => {},
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

function expectationFor(c: Case, caller: Caller): Expect {
  // The forged and the revoked token must get exactly what anonymous gets (a banned admin's may say BANNED).
  if (caller === 'forged' || caller === 'revoked') return c.expect.anon;
  return c.expect[caller];
}

const isAllowed = (e: Expect) => e.kind === 'ok' || e.kind === 'allow';

/**
 * Voice turns keep saving for a moment after they answer (a queued save of the question can run after
 * the final one): after such a case, wait until stored data stops changing, so that a later refusal is
 * not blamed for it.
 */
const SAVES_IN_BACKGROUND = new Set(['askPatient', 'saveVoiceSession', 'openVoiceSession']);

async function settle() {
  let last = await snapshot(stack.api.db);
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await snapshot(stack.api.db);
    if (!changedTables(last, now).length && i >= 3) return;
    last = now;
  }
}

async function runCase(c: Case) {
  let shared: Promise<Vars> | undefined;
  const failures: string[] = [];
  // Refused callers first: nothing a permitted call leaves running can land in a refusal's snapshot.
  const order = [...CALLERS].sort(
    (a, b) => Number(isAllowed(expectationFor(c, a))) - Number(isAllowed(expectationFor(c, b))),
  );
  for (const caller of order) {
    const exp = expectationFor(c, caller);
    let vars: Vars | undefined;
    if (c.vars && (isAllowed(exp) || c.perCaller)) vars = await c.vars(caller, isAllowed(exp));
    else if (c.vars) {
      shared ??= Promise.resolve(c.vars(caller, false));
      vars = await shared;
    }
    const token = tokenOf(caller);
    const before = c.root === 'Mutation' && !isAllowed(exp) ? await snapshot(stack.api.db) : undefined;
    const r =
      c.root === 'Subscription'
        ? await subscribeOnce(c.doc, token, vars)
        : await stack.gql(c.doc, vars, { token });
    const label = `${c.field} (${c.title}) as ${caller}`;
    try {
      if (before) {
        const changed = changedTables(before, await snapshot(stack.api.db));
        if (changed.length) {
          const detail = await Promise.all(
            changed.map(async (t) => `${t} (${(await rowsOf(stack.api.db, t)).length} rows now)`),
          );
          failures.push(`${label}: refused, but stored data changed in ${detail.join(', ')}`);
        }
      }
      await verify(c, exp, caller, r);
      if (c.field === 'changePassword' && signedIn(caller)) {
        // The password change ended the old session; carry on with the new one from the cookie.
        const cookie = r.headers.get('set-cookie') ?? '';
        const fresh = decodeURIComponent(/anamnesis_session=([^;]+)/.exec(cookie)?.[1] ?? '');
        expect(fresh, 'a new session cookie').toMatch(/^eyJ/);
        people[caller].token = fresh;
      }
      outcomes.push({ field: c.field, title: c.title, caller, outcome: outcomeOf(exp) });
    } catch (error) {
      failures.push(`${label}: ${(error as Error).message}\n    answer: ${r.text.slice(0, 600)}`);
    }
  }
  if (SAVES_IN_BACKGROUND.has(c.field)) await settle();
  expect(failures, failures.join('\n')).toEqual([]);
}

const outcomeOf = (e: Expect) =>
  e.kind === 'ok' || e.kind === 'allow' ? 'allowed' : e.kind === 'deny' ? e.code : e.typename;

async function verify(c: Case, exp: Expect, caller: Caller, r: GqlResult) {
  const who = personOf(caller);
  const value = r.data?.[c.field];
  if (exp.kind === 'ok') {
    expect(r.errors?.filter((e) => c.field !== 'nodes' || e.extensions?.code !== 'FORBIDDEN') ?? []).toEqual(
      [],
    );
    if (c.field !== 'viewer') expect(value ?? null).not.toBeNull();
    else if (!signedIn(caller)) expect(value).toBeNull();
    await exp.check?.(r, who, caller);
    return;
  }
  if (exp.kind === 'deny') {
    const codes = (r.errors ?? []).map((e) => e.extensions?.code);
    // A revoked admin's token still carries its (signed) admin claim: the BFF may refuse it on that claim
    // (FORBIDDEN) before the API refuses the session; any of these keeps everything out.
    const accepted: (string | undefined)[] =
      caller === 'revoked' && exp.code === 'UNAUTHENTICATED'
        ? ['UNAUTHENTICATED', 'BANNED', 'FORBIDDEN']
        : [exp.code];
    expect(codes.length, 'an error').toBeGreaterThan(0);
    expect(accepted, `error code (${codes.join(', ')})`).toContain(codes[0]);
    // Nothing of the refused object reaches the caller.
    if (Array.isArray(value)) expect(value.filter((x) => x !== null)).toEqual([]);
    else expect(value ?? null).toBeNull();
    return;
  }
  // Mutations answer typed errors as data.
  expect(r.errors ?? []).toEqual([]);
  const typename = value?.__typename ?? (c.field === 'logout' && value?.ok ? 'LogoutPayload' : undefined);
  if (exp.kind === 'allow') {
    expect(typename).toBe(exp.typename);
    await exp.check?.(r, who, caller);
    return;
  }
  const accepted =
    caller === 'revoked' && exp.typename === 'AuthenticationError'
      ? ['AuthenticationError', 'BannedError', 'ForbiddenError']
      : [exp.typename];
  expect(accepted, `typed refusal (${JSON.stringify(value)})`).toContain(typename);
}

// --- The tests ------------------------------------------------------------------------------------

const rootFields = () => ({
  Query: Object.keys(schema.getQueryType()?.getFields() ?? {}),
  Mutation: Object.keys(schema.getMutationType()?.getFields() ?? {}),
  Subscription: Object.keys(schema.getSubscriptionType()?.getFields() ?? {}),
});

describe('authorization matrix', () => {
  it('has a row for every root field of the schema', () => {
    const all = cases();
    const fields = rootFields();
    for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
      const covered = new Set(all.filter((c) => c.root === root).map((c) => c.field));
      expect(
        fields[root].filter((f) => !covered.has(f)),
        `${root} fields without a row`,
      ).toEqual([]);
      const stale = [...covered].filter((f) => !fields[root].includes(f));
      if (stale.length)
        console.warn(`${root} rows for fields the schema does not have (yet): ${stale.join(', ')}`);
    }
    expect(fields.Query.length + fields.Mutation.length).toBeGreaterThan(50);
  });

  // One test per root field, each running all its rows for every caller.
  const byField = new Map<string, string>();
  for (const [root, names] of Object.entries(rootFields()))
    for (const f of names) byField.set(`${root}.${f}`, f);
  for (const key of byField.keys()) {
    it(`${key}`, async () => {
      const [root, field] = key.split('.') as [Case['root'], string];
      const rows = cases().filter((c) => c.root === root && c.field === field);
      expect(rows.length, `a row for ${key}`).toBeGreaterThan(0);
      for (const c of rows) await runCase(c);
    });
  }
});

// --- Partner tokens ---------------------------------------------------------------------------------
// Each scope against a representative set of root fields (docs/partners.md): what it may read answers,
// the rest is FORBIDDEN; every mutation is FORBIDDEN and changes nothing.

type PartnerScope = 'statistics' | 'statistics_and_marks' | 'read_only';
const PARTNER_SCOPES: PartnerScope[] = ['statistics', 'statistics_and_marks', 'read_only'];
type PartnerExpect = 'ok' | 'FORBIDDEN';
const readOnlyOnly: Record<PartnerScope, PartnerExpect> = {
  statistics: 'FORBIDDEN',
  statistics_and_marks: 'FORBIDDEN',
  read_only: 'ok',
};
const nobody: Record<PartnerScope, PartnerExpect> = {
  statistics: 'FORBIDDEN',
  statistics_and_marks: 'FORBIDDEN',
  read_only: 'FORBIDDEN',
};
const marksScopes: Record<PartnerScope, PartnerExpect> = {
  statistics: 'FORBIDDEN',
  statistics_and_marks: 'ok',
  read_only: 'ok',
};
const everyScope: Record<PartnerScope, PartnerExpect> = {
  statistics: 'ok',
  statistics_and_marks: 'ok',
  read_only: 'ok',
};

function partnerRows(): {
  field: string;
  doc: string;
  vars?: () => Vars;
  expect: Record<PartnerScope, PartnerExpect>;
}[] {
  return [
    {
      field: 'statistics',
      doc: '{ statistics { assignmentsByStatus { count } patients { name } rooms { name } graderAgreement { reviewed } } }',
      expect: everyScope,
    },
    // One student's figures need the marks scope (docs/partners.md#what-the-statistics-scope-reads).
    {
      field: 'statistics',
      doc: '{ statistics { students(first: 5) { totalCount edges { node { name email } } } } }',
      expect: marksScopes,
    },
    { field: 'markingQuality', doc: '{ markingQuality { reviewed } }', expect: readOnlyOnly },
    {
      field: 'assignedPatients',
      doc: '{ assignedPatients(first: 10) { totalCount } }',
      expect: readOnlyOnly,
    },
    {
      field: 'assignment',
      doc: 'query ($id: ID!) { assignment(id: $id) { databaseId conversation { text } } }',
      vars: () => ({ id: A() }),
      expect: readOnlyOnly,
    },
    { field: 'adminDashboard', doc: '{ adminDashboard { stats { students } } }', expect: readOnlyOnly },
    { field: 'users', doc: '{ users(first: 5) { totalCount } }', expect: readOnlyOnly },
    { field: 'apiKeys', doc: '{ apiKeys(first: 5) { totalCount } }', expect: nobody },
    { field: 'partnerTokens', doc: '{ partnerTokens(first: 5) { totalCount } }', expect: nobody },
  ];
}

const partnerMutations: { field: string; doc: string; vars: () => Vars }[] = [
  {
    field: 'createPartnerToken',
    doc: `mutation ($input: CreatePartnerTokenInput!) { createPartnerToken(input: $input) { __typename ${ERR} } }`,
    vars: () => ({ input: { name: unique('Partner made '), scope: 'READ_ONLY' } }),
  },
  {
    field: 'createPatient',
    doc: `mutation ($input: CreatePatientInput!) { createPatient(input: $input) { __typename ${ERR} } }`,
    vars: () => ({
      input: {
        name: unique('Partner case '),
        diagnosis: 'Migraine',
        medicalHistory: 'History',
        predefinedTreatments: 'Rest',
        symptoms: [gid('Symptom', w.symptomId)],
      },
    }),
  },
  { field: 'logout', doc: `mutation { logout { __typename } }`, vars: () => ({}) },
];

describe('authorization matrix: partner tokens', () => {
  const secrets = {} as Record<PartnerScope, string>;
  beforeAll(async () => {
    // A statistics-scoped token reads no school of fewer than five students (docs/partners.md).
    for (let i = 0; i < 5; i++)
      await w.freshAssignment({ creator: people.admin, student: await w.freshStudent() });
    for (const scope of PARTNER_SCOPES) {
      const r = await stack.api.call('POST', '/partner-tokens', {
        token: people.superAdmin.token,
        body: { name: `Matrix ${scope}`, scope },
      });
      expect(r.status).toBe(201);
      secrets[scope] = r.body.secret;
    }
  });

  for (const scope of PARTNER_SCOPES) {
    it(`${scope}: reads by scope`, async () => {
      const failures: string[] = [];
      for (const row of partnerRows()) {
        const r = await stack.gql(row.doc, row.vars?.(), { token: secrets[scope] });
        const code = r.errors?.[0]?.extensions?.code;
        const want = row.expect[scope];
        const ok =
          want === 'ok'
            ? !r.errors?.length && r.data?.[row.field] != null
            : code === want && r.data?.[row.field] == null;
        if (!ok) failures.push(`${row.field}: wanted ${want}, got ${r.text.slice(0, 300)}`);
        outcomes.push({
          field: row.field,
          title: 'partner',
          caller: `partner:${scope}` as Caller,
          outcome: want,
        });
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });

    it(`${scope}: every mutation FORBIDDEN, nothing changed`, async () => {
      for (const mutation of partnerMutations) {
        const before = await snapshot(stack.api.db);
        const r = await stack.gql(mutation.doc, mutation.vars(), { token: secrets[scope] });
        expect(r.errors?.[0]?.extensions?.code, `${mutation.field}: ${r.text}`).toBe('FORBIDDEN');
        expect(r.data?.[mutation.field] ?? null).toBeNull();
        expect(changedTables(before, await snapshot(stack.api.db)), mutation.field).toEqual([]);
      }
    });
  }
});
