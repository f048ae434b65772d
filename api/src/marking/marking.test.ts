import { rubric } from '@anamnesis/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
const user: Record<string, number> = {};
const patient: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  for (const u of await api.db.selectFrom('users').select(['id', 'username']).execute())
    user[u.username] = u.id;
  for (const p of await api.db.selectFrom('patients').select(['id', 'name']).execute())
    patient[p.name] = p.id;
});
afterAll(() => api?.stop());

const rowOf = (studentId: number, patientId: number) =>
  api.db
    .selectFrom('assignments')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();

let seq = 0;
async function newStudent() {
  const username = `mk${++seq}`;
  const r = await api.call('POST', '/users', {
    token: t.admin,
    body: { name: `Marking ${seq}`, email: `${username}@example.com`, username, password: 'secret1' },
  });
  expect(r.status).toBe(201);
  return { id: r.body.user.id as number, token: await api.login(`${username}@example.com`, 'secret1') };
}

/** A student with a submitted assignment of a seeded patient, created by `creator`. */
async function submitted(creator: string, patientName: string, isMarkable = 1) {
  const s = await newStudent();
  const p = patient[patientName] as number;
  const a = await api.call('POST', '/assignments/assign-patient', {
    token: creator,
    body: { patientIds: [p], studentId: s.id, isMarkable, isNoteAllow: 1 },
  });
  expect(a.status).toBe(201);
  await api.call('POST', '/assignments/store', {
    token: s.token,
    headers: api.service,
    body: {
      studentId: s.id,
      patientId: p,
      messages: await api.serverLines(s.id, p, [
        { text: 'Good morning, what brings you in today?', isAI: false },
        { text: 'I have had a fever and a bad cough for five days.', isAI: true },
        { text: 'Are you short of breath, and do you have any allergies?', isAI: false },
        { text: 'I get breathless on the stairs. I am allergic to penicillin.', isAI: true },
      ]),
    },
  });
  const sub = await api.call('POST', '/assignments/submit', {
    token: s.token,
    body: {
      studentId: s.id,
      patientId: p,
      findings: isMarkable
        ? 'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Chest X-ray, clarithromycin, fluids'
        : '',
    },
  });
  expect(sub.status).toBe(200);
  return { ...s, patientId: p };
}

describe('POST openai/results', () => {
  it('marks the student’s own submitted assignment with the built-in grader, with evidence', async () => {
    const s = await submitted(t.teacher, 'Emily Clark');
    const r = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { patientId: s.patientId, studentId: s.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Assignment marked successfully!');
    const a = r.body.assignment;
    expect(a).toMatchObject({
      status: 'marked',
      markedBy: 'Anamnesis built-in grader',
      markedAt: expect.any(String),
      diagnosisScore: rubric.diagnosis,
      // fever, cough, breath drawn out; fatigue not
      symptomsScore: Math.round((rubric.symptoms * 3) / 4),
      // X-ray, clarithromycin, fluids of four items
      treatmentScore: Math.round((rubric.treatment * 3) / 4),
      // presenting complaint, associated symptoms, allergies of nine
      mandatoryQuestionScore: Math.round((rubric.mandatoryQuestions * 3) / 9),
      score: 59,
    });
    // The student reads the count; the teacher, which symptom it was.
    expect(a.feedback).toContain('You drew out 3 of 4 symptoms.');
    const teacher = await api.call('GET', `/assignments/assignment/${a.id}`, { token: t.teacher });
    expect(teacher.body.feedback).toMatch(/missed: Fatigue/);
    const elicited = a.evidence.symptoms.filter((x: { elicited: boolean }) => x.elicited);
    const lines = a.conversationLog.map((m: { text: string }) => m.text);
    for (const e of elicited) expect(lines).toContain(e.quote);
    for (const q of a.evidence.mandatoryQuestions.filter((x: { asked: boolean }) => x.asked))
      expect(lines).toContain(q.quote);
    // The student sees that their diagnosis matched, not the answer key itself (not released).
    expect(a.evidence.diagnosis).toMatchObject({ expected: '', matched: true });

    const again = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { patientId: s.patientId, studentId: s.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This assignment has already been marked.');
    // The second call changed nothing.
    const row = await rowOf(s.id, s.patientId);
    expect(row.score).toBe(59);
    expect(row.marked_at?.toISOString()).toBe(a.markedAt);
  });

  it('marks the seeded completed assignment deterministically for an admin who may see it', async () => {
    const body = { patientId: patient['Grace Okafor'], studentId: user.student };
    // Created by the super admin: the teacher may not, another student may not.
    const teacher = await api.call('POST', '/openai/results', { token: t.teacher, body });
    expect(teacher.status).toBe(403);
    const mei = await api.call('POST', '/openai/results', { token: t.mei, body });
    expect(mei.status).toBe(403);
    expect((await rowOf(user.student as number, patient['Grace Okafor'] as number)).status).toBe('completed');

    const r = await api.call('POST', '/openai/results', { token: t.admin, body });
    expect(r.status).toBe(200);
    expect(r.body.assignment).toMatchObject({
      mandatoryQuestionScore: 5,
      symptomsScore: 27,
      diagnosisScore: 10,
      treatmentScore: 3,
      score: 45,
    });
    expect(r.body.assignment.evidence.symptoms).toEqual([
      {
        symptom: 'Excessive thirst',
        elicited: true,
        quote: 'I am thirsty all the time and I keep going to the toilet.',
      },
      { symptom: 'Fatigue', elicited: false, quote: null },
      {
        symptom: 'Frequent urination',
        elicited: true,
        quote: 'I am thirsty all the time and I keep going to the toilet.',
      },
    ]);
  });

  it('refuses a non-markable assignment, one not submitted, and unknown pairs, changing nothing', async () => {
    const plain = await submitted(t.teacher, 'Robert Hughes', 0);
    const notMarkable = await api.call('POST', '/openai/results', {
      token: plain.token,
      body: { patientId: plain.patientId, studentId: plain.id },
    });
    expect(notMarkable.status).toBe(409);
    expect(notMarkable.body.message).toBe('This assignment is not markable.');
    expect((await rowOf(plain.id, plain.patientId)).status).toBe('completed');

    const open = await api.call('POST', '/openai/results', {
      token: t.student,
      body: { patientId: patient['Robert Hughes'], studentId: user.student },
    });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('This assignment has not been submitted yet.');
    expect((await rowOf(user.student as number, patient['Robert Hughes'] as number)).status).toBe(
      'inprogress',
    );

    const unknown = await api.call('POST', '/openai/results', {
      token: t.admin,
      body: { patientId: 999999, studentId: user.student },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses anonymous callers, other students and malformed bodies', async () => {
    const s = await submitted(t.teacher, 'John Miller');
    const body = { patientId: s.patientId, studentId: s.id };
    expect((await api.call('POST', '/openai/results', { body })).status).toBe(401);
    expect((await api.call('POST', '/openai/results', { token: t.priya, body })).status).toBe(403);
    for (const bad of [{}, { patientId: 'x', studentId: s.id }, { patientId: s.patientId }])
      expect((await api.call('POST', '/openai/results', { token: s.token, body: bad })).status).toBe(400);
    expect((await rowOf(s.id, s.patientId)).status).toBe('completed');
    // The teacher created it, so the teacher may mark it.
    const r = await api.call('POST', '/openai/results', { token: t.teacher, body });
    expect(r.status).toBe(200);
  });
});

describe('the record marks stand on', () => {
  it('gives nothing for patient lines a student wrote, and flags them; the same lines from the server earn marks', async () => {
    const lines = [
      { text: 'What brings you in today?', isAI: false },
      { text: 'Yes doctor, I have cough, fatigue, fever, shortness of breath', isAI: true },
      { text: 'Anything else, any allergies?', isAI: false },
      { text: 'I am allergic to penicillin.', isAI: true },
    ];
    /** Stores the lines with the student's token, or as the BFF does (`service`), then submits and marks. */
    const mark = async (lines: (s: number, p: number) => Promise<unknown[]>, service = false) => {
      const s = await newStudent();
      const p = patient['Emily Clark'] as number;
      await api.call('POST', '/assignments/assign-patient', {
        token: t.teacher,
        body: { patientIds: [p], studentId: s.id, isMarkable: 1, isNoteAllow: 1 },
      });
      const stored = await api.call('POST', '/assignments/store', {
        token: s.token,
        ...(service ? { headers: api.service } : {}),
        body: { studentId: s.id, patientId: p, messages: await lines(s.id, p) },
      });
      expect(stored.status).toBe(200);
      await api.call('POST', '/assignments/submit', {
        token: s.token,
        body: { studentId: s.id, patientId: p, findings: 'Diagnosis: Asthma\nSuggested Treaments: Inhaler' },
      });
      return (
        await api.call('POST', '/openai/results', { token: s.token, body: { patientId: p, studentId: s.id } })
      ).body.assignment;
    };
    const replies = (a: { conversationLog: { isAI: boolean; verified?: boolean }[] }) =>
      a.conversationLog.filter((m) => m.isAI).map((m) => m.verified);
    // Forged: the student's own client wrote the patient's side, claiming it verified, with a made-up
    // signature (as lines carried until docs/trust.md) and saying which questions it answers.
    const forged = await mark(async (s, p) =>
      (await api.serverLines(s, p, lines)).map((l) =>
        l.isAI ? { ...l, signature: 'made-up', verified: true } : l,
      ),
    );
    expect(forged).toMatchObject({ mandatoryQuestionScore: 0, symptomsScore: 0 });
    expect(replies(forged)).toEqual([false, false]);
    // The same exchange written by the server (the BFF's service credential) is marked.
    const genuine = await mark((s, p) => api.serverLines(s, p, lines), true);
    expect(replies(genuine)).toEqual([true, true]);
    expect(genuine.symptomsScore).toBeGreaterThan(0);
    expect(genuine.mandatoryQuestionScore).toBeGreaterThan(0);
  });
});

describe('seeded marks', () => {
  it('come from the built-in grader and carry evidence', async () => {
    const rows = await api.db.selectFrom('assignments').selectAll().where('status', '=', 'marked').execute();
    const seeded = rows.filter((r) => r.student_id === user.student || r.student_id === user.mei);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const r of seeded) {
      expect(r.marked_by).toBe('Anamnesis built-in grader');
      expect(r.evidence?.mandatoryQuestions).toHaveLength(9);
      expect(r.score).toBe(
        (r.mandatory_question_score ?? 0) +
          (r.symptoms_score ?? 0) +
          (r.diagnosis_score ?? 0) +
          (r.treatment_score ?? 0),
      );
    }
  });
});

describe('the answer key', () => {
  it('stays hidden from the student until the teacher releases it; scores and feedback stay visible', async () => {
    const s = await submitted(t.teacher, 'Emily Clark');
    const marked = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { patientId: s.patientId, studentId: s.id },
    });
    const id = marked.body.assignment.id as number;
    const key = /community.acquired pneumonia|doxycycline|clarithromycin or/i;
    for (const seen of [
      marked.body.assignment,
      (await api.call('GET', `/assignments/assignment/${id}`, { token: s.token })).body,
    ]) {
      expect(seen.score).toBeGreaterThan(0);
      expect(seen.evidence.diagnosis.expected).toBe('');
      expect(seen.evidence.treatment).toMatchObject({ expected: '', missed: [] });
      expect(JSON.stringify({ f: seen.feedback, e: seen.evidence })).not.toMatch(
        /Chest X-ray, oral doxycycline/,
      );
      expect(seen.feedback).not.toMatch(/expected diagnosis \(Community-acquired pneumonia\)/);
    }
    // The teacher sees it all.
    const teacher = await api.call('GET', `/assignments/assignment/${id}`, { token: t.teacher });
    expect(teacher.body.evidence.diagnosis.expected).toBe('Community-acquired pneumonia');
    // A student cannot release it; the teacher can.
    expect(
      (await api.call('POST', `/assignments/assignment/${id}/release-answers`, { token: s.token })).status,
    ).toBe(403);
    const released = await api.call('POST', `/assignments/assignment/${id}/release-answers`, {
      token: t.teacher,
    });
    expect(released.body).toMatchObject({
      message: 'Answers released.',
      assignment: { answersReleased: true },
    });
    const after = await api.call('GET', `/assignments/assignment/${id}`, { token: s.token });
    expect(after.body.evidence.diagnosis.expected).toBe('Community-acquired pneumonia');
    expect(key.test(JSON.stringify(after.body.evidence))).toBe(true);
  });
});

describe('nothing of the key before release (docs/marking.md#the-answer-key)', () => {
  /** What only the key and the case's unasked symptoms say: none of it may reach the student early. */
  const secrets = [/\bTB\b/, /haemoptysis/i, /weight loss/i, /sputum/i, /rifampicin/i, /isoniazid/i, /\(\(/];

  async function tbCase() {
    const ids: number[] = [];
    for (const name of ['Night sweats', 'Haemoptysis', 'Weight loss']) {
      const r = await api.call('POST', '/symptoms', {
        token: t.teacher,
        body: { name: `${name}`, description: `${name} for weeks`, severity: 'moderate' },
      });
      expect(r.status).toBe(201);
      ids.push(r.body.symptom.id);
    }
    const p = await api.call('POST', '/patients', {
      token: t.teacher,
      body: {
        name: `Ahmed Rahimi ${++seq}`,
        answer: 'TB',
        medicalHistory: 'Cough for two months, soaking night sweats, coughing up blood and weight loss.',
        predefinedTreatments: 'Sputum smear, rifampicin, isoniazid',
        symptoms: ids,
      },
    });
    expect(p.status).toBe(201);
    return p.body.patient.id as number;
  }

  it('shows a student their own words, counts and marks only, for a two-letter diagnosis and an empty attempt too', async () => {
    const p = await tbCase();
    const s = await newStudent();
    expect(
      (
        await api.call('POST', '/assignments/assign-patient', {
          token: t.teacher,
          body: { patientIds: [p], studentId: s.id, isMarkable: 1, isNoteAllow: 1 },
        })
      ).status,
    ).toBe(201);
    await api.call('POST', '/assignments/store', {
      token: s.token,
      headers: api.service,
      body: {
        studentId: s.id,
        patientId: p,
        messages: await api.serverLines(s.id, p, [
          { text: 'What brings you in today?', isAI: false },
          { text: 'I wake up soaked in sweat at night.', isAI: true },
        ]),
      },
    });
    const seen: unknown[] = [];
    const submitted = await api.call('POST', '/assignments/submit', {
      token: s.token,
      body: {
        studentId: s.id,
        patientId: p,
        findings: 'Diagnosis: Pneumonia\nSuggested Treaments: amoxicillin',
      },
    });
    seen.push(submitted.body);
    const marked = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { patientId: p, studentId: s.id },
    });
    expect(marked.status).toBe(200);
    seen.push(marked.body);
    const id = marked.body.assignment.id as number;
    const detail = await api.call('GET', `/assignments/assignment/${id}`, { token: s.token });
    seen.push(detail.body, (await api.call('GET', `/assignments/${s.id}`, { token: s.token })).body);
    expect(detail.body.feedback).toBe(
      `You asked 1 of 9 mandatory history questions. You drew out 1 of 3 symptoms. Your diagnosis (Pneumonia) does not match the expected diagnosis. Your treatment covers 0 of 3 key items. Total ${detail.body.score}/100.`,
    );
    expect(detail.body.evidence).toMatchObject({
      withheld: true,
      symptoms: [{ symptom: 'Night sweats', elicited: true, quote: 'I wake up soaked in sweat at night.' }],
      treatment: { expected: '', given: 'amoxicillin', matched: [], missed: [] },
      counts: { symptomsElicited: 1, symptoms: 3, questionsAsked: 1, questions: 9, treatmentItems: 3 },
    });

    // A reset, and an empty second attempt: its marks name no symptom either, nor do the first's.
    await api.call('POST', '/requests/create', { token: s.token, body: { studentId: s.id, patientId: p } });
    const accepted = await api.call('POST', '/requests/handle', {
      token: t.teacher,
      body: { assignmentId: id, action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    seen.push((await api.call('GET', `/requests/${s.id}`, { token: s.token })).body);
    await api.call('POST', '/assignments/submit', {
      token: s.token,
      body: { studentId: s.id, patientId: p, findings: '' },
    });
    seen.push(
      (await api.call('POST', '/openai/results', { token: s.token, body: { patientId: p, studentId: s.id } }))
        .body,
    );
    const again = await api.call('GET', `/assignments/assignment/${id}`, { token: s.token });
    seen.push(again.body);
    expect(again.body.history).toHaveLength(1);
    expect(again.body.evidence).toMatchObject({ mandatoryQuestions: [], symptoms: [] });
    expect(again.body.feedback).toMatch(
      /^You asked 0 of 9 mandatory history questions\. You drew out 0 of 3/,
    );
    const text = JSON.stringify(seen);
    for (const secret of secrets) expect(text).not.toMatch(secret);

    // The teacher reads it all; once released, so does the student.
    const teacher = await api.call('GET', `/assignments/assignment/${id}`, { token: t.teacher });
    expect(teacher.body.history[0].feedback).toMatch(
      /missed: Haemoptysis and Weight loss\. Your diagnosis \(Pneumonia\) does not match the expected diagnosis \(TB\)\./,
    );
    await api.call('POST', `/assignments/assignment/${id}/release-answers`, { token: t.teacher });
    const released = await api.call('GET', `/assignments/assignment/${id}`, { token: s.token });
    expect(released.body.history[0].evidence.diagnosis.expected).toBe('TB');
    expect(released.body.feedback).toContain('the expected diagnosis is TB.');
  });

  it('writes the feedback’s total from the marks: a teacher’s override changes it for the student too', async () => {
    const s = await submitted(t.teacher, 'Emily Clark');
    const marked = await api.call('POST', '/openai/results', {
      token: s.token,
      body: { patientId: s.patientId, studentId: s.id },
    });
    const id = marked.body.assignment.id as number;
    const read = await api.call('GET', `/assignments/assignment/${id}`, { token: t.teacher });
    expect(read.body.feedback).toMatch(new RegExp(`Total ${read.body.score}/100\\.$`));
    // The teacher changes the diagnosis mark and sends the feedback back as they read it.
    const edited = await api.call('PUT', '/assignments', {
      token: t.teacher,
      body: {
        assignmentId: id,
        feedback: read.body.feedback,
        scores: { diagnosisScore: read.body.diagnosisScore === 0 ? 4 : 0 },
      },
    });
    expect(edited.status).toBe(200);
    const total = edited.body.assignment.score as number;
    expect(total).not.toBe(read.body.score);
    expect(edited.body.assignment.editedParts).toEqual(['diagnosis']);
    expect(edited.body.assignment.feedback).toMatch(new RegExp(`Total ${total}/100\\.$`));
    const mine = await api.call('GET', `/assignments/assignment/${id}`, { token: s.token });
    expect(mine.body.feedback).toMatch(new RegExp(`Total ${total}/100\\.$`));
    expect(mine.body.feedback).not.toContain(`Total ${read.body.score}/100`);
  });
});
