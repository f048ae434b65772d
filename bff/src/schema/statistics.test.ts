import { rubricTotal } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureSchool, type FixtureSchool } from '../../../api/src/statistics/fixtureSchool.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let s: FixtureSchool;

beforeAll(async () => {
  t = await startTestBff({}, {}, { seedDemo: false });
  s = await buildFixtureSchool(t.api);
});
afterAll(() => t?.stop());

const STATISTICS = `query ($filter: StatisticsFilter) { statistics(filter: $filter) {
  assignmentsByStatus { status label count }
  overTime { weekStart submitted marked meanTotal }
  parts { part label maximum count mean median distribution { from to count } }
  patients { patientId name attempts marked meanTotal diagnosisRate partMeans { part mean }
    mostMissedQuestions { text missed of } leastDrawnSymptoms { text missed of } }
  rooms { roomId name students assignments marked meanTotal }
  students(first: 2) { totalCount edges { node { name assignments meanTotal lastSubmittedAt } } pageInfo { hasNextPage } }
  engagement { conversations questionsAsked spokenQuestions typedQuestions medianConversationSeconds }
  graderAgreement { reviewed edited confirmed }
} }`;

const createToken = async (scope: string) => {
  const r = await t.gql(
    `mutation ($input: CreatePartnerTokenInput!) { createPartnerToken(input: $input) {
      __typename ... on CreatePartnerTokenPayload { message secret token { id name scope active lastUsedAt } }
      ... on Error { message code } } }`,
    { input: { name: `BFF ${scope}`, scope } },
    { token: s.tokens.superAdmin },
  );
  expect(r.data.createPartnerToken.__typename, JSON.stringify(r)).toBe('CreatePartnerTokenPayload');
  return r.data.createPartnerToken;
};

describe('statistics', () => {
  it('counts the latest attempts unless asked for the first or all (docs/partners.md)', async () => {
    const cough = async (attempts?: string) => {
      const r = await t.gql(
        `query ($filter: StatisticsFilter) { statistics(filter: $filter) { patients { name marked meanTotal } } }`,
        {
          filter: {
            patientIds: [encodeGlobalID('Patient', s.patients.cough.id)],
            ...(attempts ? { attempts } : {}),
          },
        },
        { token: s.tokens.superAdmin },
      );
      expect(r.errors).toBeUndefined();
      return r.data.statistics.patients[0];
    };
    expect(await cough()).toEqual({ name: 'Cough', marked: 1, meanTotal: 65 });
    expect(await cough('FIRST')).toEqual({ name: 'Cough', marked: 1, meanTotal: 32 });
    expect(await cough('ALL')).toEqual({ name: 'Cough', marked: 2, meanTotal: 48.5 });
  });

  it('answers every section, typed, for the super admin', async () => {
    const r = await t.gql(STATISTICS, {}, { token: s.tokens.superAdmin });
    expect(r.errors).toBeUndefined();
    const st = r.data.statistics;
    expect(st.assignmentsByStatus).toEqual([
      { status: 'ASSIGNED', label: 'Assigned', count: 1 },
      { status: 'INPROGRESS', label: 'In Progress', count: 0 },
      { status: 'COMPLETED', label: 'Completed', count: 1 },
      { status: 'MARKED', label: 'Marked', count: 3 },
    ]);
    expect(st.overTime[1]).toEqual({ weekStart: '2026-11-09', submitted: 2, marked: 2, meanTotal: 47.5 });
    expect(st.parts.at(-1)).toMatchObject({
      part: 'total',
      maximum: rubricTotal,
      count: 3,
      mean: 65,
      median: 65,
    });
    expect(st.patients[0]).toMatchObject({
      patientId: encodeGlobalID('Patient', s.patients.chestPain.id),
      name: 'Chest pain',
      attempts: 2,
      diagnosisRate: 0.5,
      mostMissedQuestions: [
        { text: 'Allergies', missed: 2, of: 2 },
        { text: 'Onset', missed: 1, of: 2 },
      ],
    });
    expect(st.rooms.map((x: { name: string; assignments: number }) => [x.name, x.assignments])).toEqual([
      ['Alpha', 4],
      ['Beta', 1],
    ]);
    expect(st.students.totalCount).toBe(4);
    expect(st.students.edges).toHaveLength(2);
    expect(st.students.pageInfo.hasNextPage).toBe(true);
    expect(st.engagement).toEqual({
      conversations: 3,
      questionsAsked: 4,
      spokenQuestions: 2,
      typedQuestions: 2,
      medianConversationSeconds: 90,
    });
    expect(st.graderAgreement).toEqual({ reviewed: 2, edited: 1, confirmed: 1 });
  });

  it('filters by global IDs and by period; a plain admin sees their own assignments', async () => {
    const r = await t.gql(
      STATISTICS,
      {
        filter: {
          roomIds: [encodeGlobalID('Room', s.rooms.beta.id)],
          from: '2026-11-01',
          to: '2026-11-30',
        },
      },
      { token: s.tokens.superAdmin },
    );
    expect(r.data.statistics.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([
      0, 0, 1, 0,
    ]);
    const own = await t.gql(STATISTICS, {}, { token: s.tokens.admin2 });
    expect(own.data.statistics.students.totalCount).toBe(2);
  });

  it('refuses students, anonymous callers and bad filters', async () => {
    const student = await t.gql(STATISTICS, {}, { token: s.tokens.ann });
    expect(student.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await t.gql(STATISTICS, {});
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await t.gql(STATISTICS, { filter: { from: '1 Nov' } }, { token: s.tokens.superAdmin });
    expect(bad.errors?.[0]?.message).toBe('From must be a date (YYYY-MM-DD).');
    const wrongType = await t.gql(
      STATISTICS,
      { filter: { roomIds: [encodeGlobalID('Patient', 1)] } },
      { token: s.tokens.superAdmin },
    );
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect(wrongType.data?.statistics ?? null).toBeNull();
  });
});

describe('partner tokens through GraphQL', () => {
  it('the super admin creates, lists and revokes; the secret is shown once', async () => {
    const created = await createToken('STATISTICS');
    expect(created.message).toBe('Partner token created.');
    expect(created.secret).toMatch(/^anp_/);
    expect(created.token).toMatchObject({
      name: 'BFF STATISTICS',
      scope: 'STATISTICS',
      active: true,
      lastUsedAt: null,
    });
    const list = await t.gql(
      '{ partnerTokens(first: 10) { totalCount edges { node { id name scope active revokedAt } } } }',
      {},
      { token: s.tokens.superAdmin },
    );
    expect(list.data.partnerTokens.edges[0].node.id).toBe(created.token.id);
    expect(JSON.stringify(list.data)).not.toContain('anp_');
    const revoked = await t.gql(
      `mutation ($input: RevokePartnerTokenInput!) { revokePartnerToken(input: $input) {
        __typename ... on RevokePartnerTokenPayload { message token { active revokedAt } } } }`,
      { input: { id: created.token.id } },
      { token: s.tokens.superAdmin },
    );
    expect(revoked.data.revokePartnerToken).toMatchObject({
      message: 'Partner token revoked.',
      token: { active: false },
    });
    const refused = await t.gql(
      '{ statistics { engagement { conversations } } }',
      {},
      { token: created.secret },
    );
    // Worded for the partner's program (docs/partners.md), not 'Please login to continue.'.
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This partner token is not valid: it was revoked, has expired or does not exist.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const unknown = await t.gql('{ statistics { engagement { conversations } } }', {}, { token: 'anp_x' });
    expect(unknown.errors?.[0]?.message).toBe(refused.errors?.[0]?.message);
  });

  it('a plain admin may not manage partner tokens', async () => {
    const r = await t.gql(
      `mutation { createPartnerToken(input: { name: "x", scope: READ_ONLY }) { __typename } }`,
      {},
      { token: s.tokens.admin1 },
    );
    expect(r.data.createPartnerToken.__typename).toBe('ForbiddenError');
    const bad = await t.gql(
      `mutation { createPartnerToken(input: { name: "x", scope: READ_ONLY, expiresAt: "2020-01-01" }) {
        __typename ... on Error { message } } }`,
      {},
      { token: s.tokens.superAdmin },
    );
    expect(bad.data.createPartnerToken).toEqual({
      __typename: 'ValidationError',
      message: 'Expiry must be today or later.',
    });
  });

  it('a statistics token reads aggregates only, as the API allows: no students, no small school', async () => {
    const { secret } = await createToken('STATISTICS');
    const students = await t.gql(
      '{ statistics { students(first: 5) { edges { node { name email } } } } }',
      {},
      { token: secret },
    );
    expect(students.errors?.[0]).toMatchObject({
      message: 'Per-student statistics need a partner token with the marks scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(students.data?.statistics ?? null).toBeNull();
    const byStudent = await t.gql(
      '{ statistics(filter: { studentIds: [$ann] }) { parts { mean } } }'.replace(
        '$ann',
        JSON.stringify(encodeGlobalID('User', s.users.ann.id)),
      ),
      {},
      { token: secret },
    );
    expect(byStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The fixture school has four students, fewer than the minimum group of five.
    const small = await t.gql('{ statistics { assignmentsByStatus { count } } }', {}, { token: secret });
    expect(small.errors?.[0]).toMatchObject({
      message:
        'These statistics would describe fewer than 5 students: a statistics partner token reads groups of 5 students or more.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('a partner token reads statistics, is refused the rest and every mutation with FORBIDDEN', async () => {
    const { secret } = await createToken('STATISTICS_AND_MARKS');
    const ok = await t.gql(
      '{ statistics { assignmentsByStatus { count } students(first: 5) { totalCount } } }',
      {},
      { token: secret },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.statistics.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([
      1, 0, 1, 3,
    ]);
    expect(ok.data.statistics.students.totalCount).toBe(4);
    const other = await t.gql('{ assignedPatients(first: 5) { totalCount } }', {}, { token: secret });
    expect(other.errors?.[0]).toMatchObject({
      message: 'This partner token’s scope does not cover this.',
      extensions: { code: 'FORBIDDEN' },
    });
    const viewer = await t.gql('{ viewer { user { id } } }', {}, { token: secret });
    expect(viewer.data.viewer).toBeNull();
    for (const doc of [
      'mutation { logout { __typename } }',
      'mutation { createPartnerToken(input: { name: "x", scope: READ_ONLY }) { __typename } }',
    ]) {
      const r = await t.gql(doc, {}, { token: secret });
      expect(r.errors?.[0]).toMatchObject({
        message: 'A partner token can only read.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(r.data ?? null).toBeNull();
    }
  });
});

describe('GET /export/marks.csv', () => {
  const download = (query: string, headers: Record<string, string>) =>
    fetch(`${t.url}/export/marks.csv${query}`, { headers });

  it('streams the API’s CSV as an attachment, filtered with global IDs', async () => {
    const res = await download(
      `?patientIds=${encodeGlobalID('Patient', s.patients.chestPain.id)}&status=MARKED`,
      {
        authorization: `Bearer ${s.tokens.superAdmin}`,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="marks-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Student,Email,Room,Patient,Status,Mandatory Questions,Symptoms,Diagnosis,Treatment,Total,Marked By,Marked At,Attempt',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Ann', 'Ben']);
  });

  it('takes the session cookie, and refuses what the screen refuses', async () => {
    // The fixture's users have no password: a session cookie is the token in the cookie.
    const cookie = `anamnesis_session=${encodeURIComponent(s.tokens.admin1)}`;
    const mine = await download('', { cookie });
    expect(mine.status).toBe(200);
    const rows = (await mine.text()).trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect((await download('', {})).status).toBe(401);
    expect((await download('', { authorization: `Bearer ${s.tokens.ann}` })).status).toBe(403);
    const bad = await download('?roomIds=not-an-id', { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('roomIds must be Room ids separated by commas.');
    // Refused before a byte of CSV, not a 200 that stops short.
    const nul = await download('?search=Ann%00', { cookie });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      message: 'search cannot contain a NUL character.',
      code: 'BAD_REQUEST',
    });
    const statisticsOnly = await createToken('STATISTICS');
    const partner = await download('', { authorization: `Bearer ${statisticsOnly.secret}` });
    expect(partner.status).toBe(403);
    const marks = await createToken('STATISTICS_AND_MARKS');
    expect((await download('', { authorization: `Bearer ${marks.secret}` })).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('a partner over its limit gets RATE_LIMITED', async () => {
    const limited = await startTestBff({}, {}, { partnerRateLimitPerMinute: 4 });
    try {
      const admin = (await limited.api.demoTokens()).admin;
      const r = await limited.api.call('POST', '/partner-tokens', {
        token: admin,
        body: { name: 'Script', scope: 'statistics' },
      });
      const secret = r.body.secret as string;
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 4; i++) {
        const q = await limited.gql('{ statistics { engagement { conversations } } }', {}, { token: secret });
        codes.push(q.errors?.[0]?.extensions?.code);
      }
      expect(codes).toContain('RATE_LIMITED');
      const last = await limited.gql(
        '{ statistics { engagement { conversations } } }',
        {},
        { token: secret },
      );
      expect(last.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(last.errors?.[0]?.message).toMatch(
        /^Too many requests with this partner token\. Please try again in \d+ second\(s\)\.$/,
      );
    } finally {
      await limited.stop();
    }
  });
});
