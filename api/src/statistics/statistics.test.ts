import { rubric, rubricTotal } from '@anamnesis/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';
import { buildFixtureSchool, type FixtureSchool } from './fixtureSchool.js';

// Every figure below is worked out by hand from the fixture's table (fixtureSchool.ts).

let api: TestApi;
let s: FixtureSchool;

beforeAll(async () => {
  api = await startTestApi({ seedDemo: false });
  s = await buildFixtureSchool(api);
});
afterAll(() => api?.stop());

const stats = async (token: string, query = '') => {
  const r = await api.call('GET', `/statistics${query}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe('GET /statistics over the school (super admin)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the answer is checked field by field
  let body: any;
  beforeAll(async () => {
    body = await stats(s.tokens.superAdmin);
  });

  it('counts the assignments by status, every status listed', () => {
    expect(body.assignmentsByStatus).toEqual([
      { status: 'assigned', count: 1 },
      { status: 'inprogress', count: 0 },
      { status: 'completed', count: 1 },
      { status: 'marked', count: 3 },
    ]);
  });

  it('buckets submissions and marks by the Monday of their week', () => {
    expect(body.overTime).toEqual([
      { weekStart: '2026-11-02', submitted: 2, marked: 1, meanTotal: 100 },
      { weekStart: '2026-11-09', submitted: 2, marked: 2, meanTotal: 47.5 },
    ]);
  });

  it('gives each rubric part its mean, median and ten-bucket distribution', () => {
    const byPart = Object.fromEntries(body.parts.map((p: { part: string }) => [p.part, p]));
    expect(body.parts.map((p: { part: string }) => p.part)).toEqual([
      'mandatoryQuestions',
      'symptoms',
      'diagnosis',
      'treatment',
      'total',
    ]);
    expect(byPart.mandatoryQuestions).toMatchObject({
      maximum: rubric.mandatoryQuestions,
      count: 3,
      mean: 27,
      median: 27,
    });
    expect(byPart.symptoms).toMatchObject({ maximum: rubric.symptoms, count: 3, mean: 28, median: 24 });
    expect(byPart.diagnosis).toMatchObject({ maximum: rubric.diagnosis, count: 3, mean: 6.67, median: 10 });
    expect(byPart.treatment).toMatchObject({ maximum: rubric.treatment, count: 3, mean: 3.33, median: 4 });
    expect(byPart.total).toMatchObject({
      label: 'Total',
      maximum: rubricTotal,
      count: 3,
      mean: 65,
      median: 65,
    });
    // 45 → top bucket (the maximum is in it), 9 → [9, 13.5), 27 → [27, 31.5).
    const counts = (p: { distribution: { count: number }[] }) => p.distribution.map((b) => b.count);
    expect(counts(byPart.mandatoryQuestions)).toEqual([0, 0, 1, 0, 0, 0, 1, 0, 0, 1]);
    expect(counts(byPart.total)).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
    expect(byPart.total.distribution[3]).toEqual({ from: 30, to: 40, count: 1 });
    expect(byPart.treatment.distribution[1]).toMatchObject({ from: 0.5, to: 1 });
  });

  it('describes each case: attempts, marks, diagnosis rate, most missed questions and symptoms', () => {
    const [chest, cough] = body.patients;
    expect(chest).toMatchObject({
      patientId: s.patients.chestPain.id,
      name: 'Chest pain',
      attempts: 2,
      marked: 2,
      meanTotal: 65,
      medianTotal: 65,
      diagnosisRate: 0.5,
    });
    expect(chest.partMeans.map((p: { mean: number }) => p.mean)).toEqual([27, 30, 5, 3, 65]);
    expect(chest.mostMissedQuestions).toEqual([
      { text: 'Allergies', missed: 2, of: 2 },
      { text: 'Onset', missed: 1, of: 2 },
    ]);
    expect(chest.leastDrawnSymptoms).toEqual([
      { text: 'Cough', missed: 2, of: 2 },
      { text: 'Fever', missed: 1, of: 2 },
    ]);
    // a3 started (1), a4 not started (0), a5 on its second attempt (2).
    expect(cough).toMatchObject({
      name: 'Cough',
      attempts: 3,
      marked: 1,
      meanTotal: 65,
      diagnosisRate: 1,
      mostMissedQuestions: [],
      leastDrawnSymptoms: [],
    });
  });

  it('counts each assignment for its room, else its student’s room', () => {
    expect(body.rooms).toEqual([
      {
        roomId: s.rooms.alpha.id,
        name: 'Alpha',
        students: 3,
        assignments: 4,
        marked: 3,
        meanTotal: 65,
        medianTotal: 65,
      },
      {
        roomId: s.rooms.beta.id,
        name: 'Beta',
        students: 1,
        assignments: 1,
        marked: 0,
        meanTotal: null,
        medianTotal: null,
      },
    ]);
  });

  it('pages the students by name', async () => {
    expect(body.students.total).toBe(4);
    const names = body.students.items.map((x: { name: string }) => x.name);
    // Where '@Dan…' sorts depends on the server's collation; the others are in name order.
    expect(names.filter((n: string) => !n.startsWith('@'))).toEqual(['Ann', 'Ben', 'Cat']);
    expect(body.students.items.find((x: { name: string }) => x.name === 'Ann')).toEqual({
      studentId: s.users.ann.id,
      name: 'Ann',
      email: 'ann@school.test',
      assignments: 2,
      marked: 2,
      meanTotal: 82.5,
      lastSubmittedAt: '2026-11-12T09:00:00.000Z',
    });
    const page = await stats(s.tokens.superAdmin, '?sections=students&studentsLimit=2&studentsOffset=1');
    expect(Object.keys(page)).toEqual(['students']);
    expect(page.students.total).toBe(4);
    expect(page.students.items.map((x: { name: string }) => x.name)).toEqual(names.slice(1, 3));
  });

  it('measures engagement: conversations, questions, spoken versus typed, median length', () => {
    expect(body.engagement).toEqual({
      conversations: 3,
      questionsAsked: 4,
      meanQuestionsPerConversation: 1.33,
      medianConversationSeconds: 90,
      spokenQuestions: 2,
      typedQuestions: 2,
    });
  });

  it('includes the Marking quality figures', () => {
    expect(body.graderAgreement).toMatchObject({ reviewed: 2, edited: 1, confirmed: 1 });
    const total = body.graderAgreement.parts.find((p: { part: string }) => p.part === 'total');
    expect(total).toMatchObject({ count: 2, exactAgreement: 50 });
  });
});

describe('GET /statistics: filters and who sees what', () => {
  it('a plain admin sees only the assignments they created', async () => {
    const body = await stats(s.tokens.admin1);
    expect(body.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([0, 0, 1, 2]);
    expect(body.students.total).toBe(3);
    expect(body.patients.map((p: { name: string; attempts: number }) => [p.name, p.attempts])).toEqual([
      ['Chest pain', 2],
      ['Cough', 1],
    ]);
    const other = await stats(s.tokens.admin2);
    expect(other.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([1, 0, 0, 1]);
    expect(other.graderAgreement.reviewed).toBe(0);
  });

  it('filters by patient, room, student and period (a `to` day included)', async () => {
    const byPatient = await stats(s.tokens.superAdmin, `?patientIds=${s.patients.chestPain.id}`);
    expect(byPatient.parts.at(-1)).toMatchObject({ count: 2, mean: 65 });
    const byRoom = await stats(s.tokens.superAdmin, `?roomIds=${s.rooms.beta.id}`);
    expect(byRoom.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([0, 0, 1, 0]);
    const byStudents = await stats(s.tokens.superAdmin, `?studentIds=${s.users.ann.id},${s.users.ben.id}`);
    expect(byStudents.students.total).toBe(2);
    const week = await stats(s.tokens.superAdmin, '?from=2026-11-09&to=2026-11-11');
    expect(week.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([0, 0, 1, 0]);
    const withTo = await stats(s.tokens.superAdmin, '?from=2026-11-09&to=2026-11-12');
    expect(withTo.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([0, 0, 1, 1]);
  });

  it('refuses students and bad filters with a clear 400', async () => {
    expect((await api.call('GET', '/statistics', { token: s.tokens.ann })).status).toBe(403);
    expect((await api.call('GET', '/statistics')).status).toBe(401);
    for (const [query, message] of [
      ['?from=2026-13-01', 'from must be a date (YYYY-MM-DD).'],
      ['?to=yesterday', 'to must be a date (YYYY-MM-DD).'],
      ['?from=0000-01-01', 'from must be a date (YYYY-MM-DD).'],
      ['?to=9999-12-31', 'to must be a date (YYYY-MM-DD).'],
      ['?from=2026-11-10&to=2026-11-01', 'from must not be after to.'],
      ['?roomIds=1,x', 'roomIds must be ids separated by commas.'],
      ['?patientIds=0', 'patientIds must be record ids.'],
      ['?sections=everything', 'sections must be among'],
      ['?studentsLimit=0', ''],
    ] as const) {
      const r = await api.call('GET', `/statistics${query}`, { token: s.tokens.superAdmin });
      expect(r.status, query).toBe(400);
      expect(r.body.message).toContain(message);
    }
  });
});

describe('GET /statistics with a statistics-scoped partner token: aggregates only (docs/partners.md)', () => {
  const token = async (scope: string) => {
    const r = await api.call('POST', '/partner-tokens', {
      token: s.tokens.superAdmin,
      body: { name: `Analytics ${scope}`, scope },
    });
    expect(r.status).toBe(201);
    return r.body.secret as string;
  };
  let statisticsOnly: string;
  let marks: string;
  beforeAll(async () => {
    statisticsOnly = await token('statistics');
    marks = await token('statistics_and_marks');
  });
  const refused = async (query: string, message: string) => {
    const r = await api.call('GET', `/statistics${query}`, { token: statisticsOnly });
    expect(r.status, query).toBe(403);
    expect(r.body.message).toBe(message);
  };

  it('never reads one student: not by studentIds, not the students section (the marks scope may)', async () => {
    const perStudent = 'Per-student statistics need a partner token with the marks scope.';
    await refused(`?studentIds=${s.users.ann.id}`, perStudent);
    await refused('?sections=students', perStudent);
    await refused('?sections=parts,students', perStudent);
    const withMarks = await api.call('GET', `/statistics?studentIds=${s.users.ann.id}`, { token: marks });
    expect(withMarks.status).toBe(200);
    expect(withMarks.body.students.items[0]).toMatchObject({ name: 'Ann', email: 'ann@school.test' });
  });

  it('refuses a school or a filter of fewer than 5 students', async () => {
    const tooFew =
      'These statistics would describe fewer than 5 students: a statistics partner token reads groups of 5 students or more.';
    // The fixture school has four students.
    await refused('', tooFew);
    await refused('?sections=engagement', tooFew);
  });

  describe('once the school has enough students', () => {
    // Eve, Fay and Gus (room Alpha) marked on Chest pain in the week of 9 November; Hal and Ivy given
    // Cough, not started. Nine students: five with a mark, two reviewed by a teacher (Ann, Ben).
    beforeAll(async () => {
      const db = api.db;
      const add = async (name: string, patientId: number, mark?: [number, number, number, number]) => {
        const u = await db
          .insertInto('users')
          .values({
            name,
            username: name.toLowerCase(),
            email: `${name.toLowerCase()}@school.test`,
            password_hash: 'x',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await db
          .insertInto('assignments')
          .values({
            creator_id: s.users.admin1.id,
            student_id: u.id,
            patient_id: patientId,
            conversation_log: '[]',
            ...(mark
              ? {
                  status: 'marked',
                  mandatory_question_score: mark[0],
                  symptoms_score: mark[1],
                  diagnosis_score: mark[2],
                  treatment_score: mark[3],
                  score: mark[0] + mark[1] + mark[2] + mark[3],
                  marked_by: 'Anamnesis built-in grader',
                  submitted_at: new Date('2026-11-10T09:00:00Z'),
                  marked_at: new Date('2026-11-11T09:00:00Z'),
                }
              : {}),
          })
          .execute();
        if (mark)
          await db
            .insertInto('room_students')
            .values({ student_id: u.id, room_id: s.rooms.alpha.id })
            .execute();
      };
      await add('Eve', s.patients.chestPain.id, [30, 30, 5, 5]);
      await add('Fay', s.patients.chestPain.id, [35, 35, 5, 5]);
      await add('Gus', s.patients.chestPain.id, [40, 40, 5, 5]);
      await add('Hal', s.patients.cough.id);
      await add('Ivy', s.patients.cough.id);
    });

    it('answers the aggregates, leaving out groups of fewer than 5 students and naming no one', async () => {
      const r = await api.call('GET', '/statistics', { token: statisticsOnly });
      expect(r.status).toBe(200);
      const body = r.body;
      expect(Object.keys(body)).not.toContain('students');
      expect(body.assignmentsByStatus.map((x: { count: number }) => x.count)).toEqual([3, 0, 1, 6]);
      // Five students with a mark: the parts show.
      expect(body.parts.at(-1)).toMatchObject({ count: 6, mean: 72.5 });
      // 2 November: Ann and Ben only, left out; 9 November: six students, five of them marked.
      expect(body.overTime).toEqual([{ weekStart: '2026-11-09', submitted: 5, marked: 5, meanTotal: 67 }]);
      // Cough has five students but one mark: its marks are withheld.
      const [chest, cough] = body.patients;
      expect(chest).toMatchObject({ name: 'Chest pain', marked: 5, meanTotal: 74 });
      expect(cough).toMatchObject({
        name: 'Cough',
        attempts: 3,
        marked: 1,
        meanTotal: null,
        medianTotal: null,
        diagnosisRate: null,
        mostMissedQuestions: [],
        leastDrawnSymptoms: [],
      });
      expect(cough.partMeans.map((p: { mean: number | null }) => p.mean)).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      // Alpha (six students) stays; Beta (Cat alone) is left out.
      expect(body.rooms.map((x: { name: string }) => x.name)).toEqual(['Alpha']);
      // Two reviewed students: the counts only, no figures, no case, no one named.
      expect(body.graderAgreement).toMatchObject({ reviewed: 2, edited: 1, confirmed: 1, cases: [] });
      for (const part of body.graderAgreement.parts)
        expect(part).toMatchObject({
          exactAgreement: null,
          kappa: null,
          meanFinal: null,
          largestDisagreements: [],
        });
      const text = JSON.stringify(body);
      for (const u of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Hal', 'school.test', 'studentId', 'assignmentId'])
        expect(text).not.toContain(u);
      // A filter down to one room of one student is refused.
      await refused(
        `?roomIds=${s.rooms.beta.id}`,
        'These statistics would describe fewer than 5 students: a statistics partner token reads groups of 5 students or more.',
      );
    });

    it('a marks-scoped token still reads everything, students and disagreements by name', async () => {
      const r = await api.call('GET', '/statistics', { token: marks });
      expect(r.status).toBe(200);
      expect(r.body.students.total).toBe(9);
      expect(r.body.rooms).toHaveLength(2);
      expect(r.body.overTime).toHaveLength(2);
      const total = r.body.graderAgreement.parts.find((p: { part: string }) => p.part === 'total');
      expect(total.largestDisagreements[0]).toMatchObject({ studentName: 'Ben', automatic: 36, final: 30 });
    });
  });
});

describe('GET /statistics: which attempts count (docs/partners.md#the-statistics)', () => {
  // a5's first attempt (archived, 20/10/0/2 = 32, diagnosis wrong) and its second (65, diagnosis right).
  const cough = (body: { patients: { name: string }[] }) => body.patients.find((p) => p.name === 'Cough');
  const total = (body: { parts: { part: string }[] }) => body.parts.find((p) => p.part === 'total');

  it('counts the current attempt by default, or the first, or every one', async () => {
    const of = (attempts: string) =>
      stats(
        s.tokens.superAdmin,
        `?sections=patients,parts,assignmentsByStatus&patientIds=${s.patients.cough.id}${attempts}`,
      );
    const latest = await of('');
    expect(await of('&attempts=latest')).toEqual(latest);
    expect(cough(latest)).toMatchObject({ attempts: 3, marked: 1, meanTotal: 65, diagnosisRate: 1 });
    expect(total(latest)).toMatchObject({ count: 1, mean: 65 });

    const first = await of('&attempts=first');
    expect(cough(first)).toMatchObject({ attempts: 3, marked: 1, meanTotal: 32, diagnosisRate: 0 });
    expect(total(first)).toMatchObject({ count: 1, mean: 32 });

    const all = await of('&attempts=all');
    expect(cough(all)).toMatchObject({ attempts: 3, marked: 2, meanTotal: 48.5, diagnosisRate: 0.5 });
    expect(total(all)).toMatchObject({ count: 2, mean: 48.5 });
    // By status, every attempt counts once: the archived one is a marked one more.
    const marked = (body: { assignmentsByStatus: { status: string; count: number }[] }) =>
      body.assignmentsByStatus.map((x) => (x.status === 'marked' ? x.count - 1 : x.count));
    expect(marked(all)).toEqual(latest.assignmentsByStatus.map((x: { count: number }) => x.count));
  });

  it('keeps an admin to their own assignments, and refuses an unknown choice', async () => {
    const mine = await stats(s.tokens.admin2, '?sections=patients&attempts=all');
    expect(mine.patients.map((p: { name: string }) => p.name)).toEqual(['Cough']);
    expect(cough(mine)).toMatchObject({ marked: 2, meanTotal: 48.5 });
    const r = await api.call('GET', '/statistics?attempts=second', { token: s.tokens.superAdmin });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('attempts must be latest, first or all.');
  });
});
