import { standardMandatoryQuestions } from '@anamnesis/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ownQuestions from '../db/migrations/2026-11-28T0021_case_mandatory_questions.js';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
let symptomId: Record<string, number>;

interface Patient {
  id: number;
  name: string;
  answer: string;
  updatedAt: string;
  symptoms: { id: number; name: string }[];
}

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
  const symptoms = (await api.call('GET', '/symptoms', { token: t.admin })).body as {
    id: number;
    name: string;
  }[];
  symptomId = Object.fromEntries(symptoms.map((s) => [s.name, s.id]));
});
afterAll(() => api?.stop());

const list = (query = '') => api.call('GET', `/patients${query}`, { token: t.admin });
const all = async () => (await list()).body as Patient[];
const byName = async (name: string) => (await all()).find((p) => p.name === name) as Patient;
const read = (id: number, token = t.admin) => api.call('GET', `/patients/patientId/${id}`, { token });

const validNew = () => ({
  name: 'Nina Patel',
  voiceModel: 'aura-luna-en',
  answer: 'Migraine without aura',
  mandatoryQuestions: '',
  medicalHistory: '27-year-old designer, headaches since her teens, worse with stress.',
  predefinedTreatments: 'Ibuprofen or a triptan at onset, rest in a dark room, headache diary',
  symptoms: [symptomId.Headache, symptomId['Sensitivity to light'], symptomId.Nausea],
});

describe('permissions', () => {
  it.each([
    ['GET', '/patients'],
    ['POST', '/patients'],
    ['PUT', '/patients/1'],
    ['DELETE', '/patients/1'],
  ])('%s %s: anonymous 401, student 403, nothing changes', async (method, path) => {
    const before = await all();
    const body = method === 'GET' ? undefined : { ...validNew(), name: 'Changed by student' };
    const anon = await api.call(method, path, { body });
    expect(anon.status).toBe(401);
    const student = await api.call(method, path, { token: t.student, body });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Access denied. Only admin allowed.');
    expect(await all()).toEqual(before);
  });

  it('GET patients/patientId: anonymous 401', async () => {
    expect((await api.call('GET', '/patients/patientId/1')).status).toBe(401);
  });

  it('admins read any patient; a student only one assigned to them, without the answer key', async () => {
    const emily = await byName('Emily Clark'); // assigned to mei
    const john = await byName('John Miller'); // not assigned to mei
    for (const token of [t.admin, t.teacher]) {
      const r = await read(john.id, token);
      expect(r.status).toBe(200);
      expect(r.body.answer).toBe('Acute myocardial infarction');
    }
    // The student's own call: the case's name and voice, but nothing that tells what to ask or what
    // was missed (history, symptoms, mandatory questions) nor the key.
    const own = await read(emily.id, t.mei);
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Emily Clark');
    expect(own.body.medicalHistory).toBe('');
    expect(own.body.symptoms).toEqual([]);
    expect(own.body.Symptoms).toEqual([]);
    expect(own.body.prompt.medicalHistory).toBe('');
    expect(own.body.prompt.mandatoryQuestions).toEqual(own.body.Prompt.mandatoryQuestions);
    expect(JSON.stringify(own.body)).not.toMatch(/penicillin|Fever|Cough/);
    // The BFF's voice patient, on the student's session with its service credential, reads the case.
    const viaBff = await api.call('GET', `/patients/patientId/${emily.id}`, {
      token: t.mei,
      headers: api.service,
    });
    expect(viaBff.body.medicalHistory).toContain('allergic to penicillin');
    expect(viaBff.body.symptoms.map((s: { name: string }) => s.name)).toEqual([
      'Cough',
      'Fatigue',
      'Fever',
      'Shortness of breath',
    ]);
    expect(viaBff.body.answer).toBe('');
    expect(own.body.answer).toBe('');
    expect(own.body.predefinedTreatments).toBe('');
    expect(own.body.prompt.predefinedTreatments).toBe('');
    expect(own.body.Prompt.predefinedTreatments).toBe('');

    const other = await read(john.id, t.mei);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only view patients assigned to you.');
    // An unknown id tells a student nothing more than a forbidden one.
    expect((await read(999999, t.mei)).status).toBe(403);
  });
});

describe('GET /patients', () => {
  it('lists every patient with both spellings of symptoms and prompt, and X-Total-Count', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('4');
    const john = r.body.find((p: Patient) => p.name === 'John Miller');
    const symptoms = ['Chest pain', 'Nausea', 'Shortness of breath', 'Sweating'].map((name) => ({
      id: symptomId[name],
      name,
      description: expect.any(String),
      severity: expect.stringMatching(/^(mild|moderate|severe)$/),
    }));
    const prompt = {
      mandatoryQuestions: '',
      medicalHistory: expect.stringContaining('58-year-old man'),
      predefinedTreatments: expect.stringContaining('Aspirin 300 mg'),
    };
    expect(john).toEqual({
      id: expect.any(Number),
      name: 'John Miller',
      answer: 'Acute myocardial infarction',
      voiceModel: 'aura-orion-en',
      mandatoryQuestions: '',
      medicalHistory: prompt.medicalHistory,
      predefinedTreatments: prompt.predefinedTreatments,
      symptoms,
      prompt,
      Symptoms: symptoms,
      Prompt: prompt,
      createdAt: expect.stringMatching(/^\d{4}-/),
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('searches the name, the diagnosis and the symptom names', async () => {
    const names = async (q: string) => {
      const r = await list(`?search=${encodeURIComponent(q)}`);
      expect(Number(r.headers.get('x-total-count'))).toBe(r.body.length);
      return r.body.map((p: Patient) => p.name).sort();
    };
    expect(await names('grace')).toEqual(['Grace Okafor']);
    expect(await names('PNEUMONIA')).toEqual(['Emily Clark']);
    expect(await names('fever')).toEqual(['Emily Clark', 'Robert Hughes']);
    expect(await names('thirst')).toEqual(['Grace Okafor']);
    expect(await names('no such thing')).toEqual([]);
  });

  it('a patient found through one symptom still lists all its symptoms', async () => {
    const [grace] = (await list('?search=thirst')).body;
    expect(grace.symptoms.map((s: { name: string }) => s.name)).toEqual([
      'Excessive thirst',
      'Fatigue',
      'Frequent urination',
    ]);
  });

  it('pages with limit and offset', async () => {
    const everyone = await all();
    const page = await list('?limit=2&offset=1');
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body).toEqual(everyone.slice(1, 3));
    expect((await list('?limit=abc')).status).toBe(400);
  });
});

describe('POST /patients', () => {
  it('creates a patient (201), removing duplicate symptom ids, created by the caller', async () => {
    const body = validNew();
    body.symptoms.push(symptomId.Headache as number);
    const r = await api.call('POST', '/patients', { token: t.teacher, body });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Patient created successfully!');
    const p = r.body.patient;
    expect(p).toMatchObject({
      name: 'Nina Patel',
      answer: 'Migraine without aura',
      voiceModel: 'aura-luna-en',
      medicalHistory: body.medicalHistory,
      predefinedTreatments: body.predefinedTreatments,
      prompt: { medicalHistory: body.medicalHistory, mandatoryQuestions: '' },
    });
    expect(p.symptoms.map((s: { name: string }) => s.name)).toEqual([
      'Headache',
      'Nausea',
      'Sensitivity to light',
    ]);
    expect(p.Symptoms).toEqual(p.symptoms);
    expect((await read(p.id)).body).toEqual(p);
    const row = await api.db
      .selectFrom('patients')
      .select('created_by')
      .where('id', '=', p.id)
      .executeTakeFirst();
    const teacher = await api.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .executeTakeFirst();
    expect(row?.created_by).toBe(teacher?.id);
  });

  it('defaults the voice to aura-asteria-en and takes numeric strings as symptom ids', async () => {
    const { voiceModel: _v, mandatoryQuestions: _m, ...rest } = validNew();
    const r = await api.call('POST', '/patients', {
      token: t.admin,
      body: { ...rest, name: 'Default Voice', symptoms: [String(symptomId.Cough)] },
    });
    expect(r.status).toBe(201);
    expect(r.body.patient.voiceModel).toBe('aura-asteria-en');
    expect(r.body.patient.mandatoryQuestions).toBe('');
    const blank = await api.call('POST', '/patients', {
      token: t.admin,
      body: { ...rest, name: 'Blank Voice', voiceModel: '' },
    });
    expect(blank.body.patient.voiceModel).toBe('aura-asteria-en');
  });

  it('keeps mandatory questions given as text or as a list', async () => {
    const r = await api.call('POST', '/patients', {
      token: t.admin,
      body: {
        ...validNew(),
        name: 'With Questions',
        mandatoryQuestions: [' Any allergies? ', '', 'Any medicines?'],
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.patient.mandatoryQuestions).toBe('Any allergies?\nAny medicines?');
  });

  it.each([
    ['name', undefined, 'Name is required.'],
    ['name', '  ', 'Name is required.'],
    ['answer', '', 'Diagnosis is required.'],
    ['answer', undefined, 'Diagnosis is required.'],
    ['medicalHistory', ' ', 'Medical history is required.'],
    ['predefinedTreatments', undefined, 'Predefined treatments are required.'],
    ['predefinedTreatments', 'x'.repeat(10_001), 'Predefined treatments are too long.'],
    ['symptoms', [], 'Please select at least one symptom.'],
    ['symptoms', undefined, 'Please select at least one symptom.'],
    ['symptoms', 'Headache', 'Please select at least one symptom.'],
    ['symptoms', ['abc'], 'Symptom id must be a number.'],
    ['voiceModel', 'not a voice!', 'Voice model must be a voice name such as aura-asteria-en.'],
  ])('refuses %s = %j with "%s" and creates nothing', async (field, value, message) => {
    const before = await all();
    const body: Record<string, unknown> = { ...validNew(), name: 'Should Not Exist' };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const r = await api.call('POST', '/patients', { token: t.admin, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await all()).toEqual(before);
  });

  it('reports the first missing field in the form’s order', async () => {
    const r = await api.call('POST', '/patients', { token: t.admin, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Name is required.');
  });

  it('refuses unknown symptom ids (400) and creates nothing', async () => {
    const before = await all();
    const r = await api.call('POST', '/patients', {
      token: t.admin,
      body: { ...validNew(), name: 'Should Not Exist', symptoms: [symptomId.Cough, 999999, 888888] },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Symptoms not found: 999999, 888888. Please select symptoms from the list.');
    expect(await all()).toEqual(before);
  });
});

describe('PUT /patients/{id}', () => {
  it('edits with the top-level values winning over prompt, and replaces the symptoms', async () => {
    const robert = await byName('Robert Hughes');
    const r = await api.call('PUT', `/patients/${robert.id}`, {
      token: t.teacher,
      body: {
        name: 'Robert Hughes Jr',
        answer: 'Acute appendicitis with perforation',
        medicalHistory: 'Top-level history',
        predefinedTreatments: 'Top-level treatments',
        mandatoryQuestions: '',
        prompt: { medicalHistory: 'Prompt history', predefinedTreatments: '', mandatoryQuestions: 'Ignored' },
        symptoms: [symptomId['Abdominal pain'], symptomId.Fever, symptomId['Abdominal pain']],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Patient updated successfully!');
    expect(r.body.patient).toMatchObject({
      id: robert.id,
      name: 'Robert Hughes Jr',
      answer: 'Acute appendicitis with perforation',
      voiceModel: 'aura-arcas-en',
      medicalHistory: 'Top-level history',
      predefinedTreatments: 'Top-level treatments',
      mandatoryQuestions: '',
      prompt: {
        medicalHistory: 'Top-level history',
        predefinedTreatments: 'Top-level treatments',
        mandatoryQuestions: '',
      },
    });
    expect(r.body.patient.symptoms.map((s: { name: string }) => s.name)).toEqual(['Abdominal pain', 'Fever']);
    expect(Date.parse(r.body.patient.updatedAt)).toBeGreaterThan(Date.parse(robert.updatedAt));
    expect((await read(robert.id)).body).toEqual(r.body.patient);
  });

  it('takes the texts from prompt when the top level leaves them out, and keeps what is not sent', async () => {
    const grace = await byName('Grace Okafor');
    const r = await api.call('PUT', `/patients/${grace.id}`, {
      token: t.admin,
      body: { prompt: { medicalHistory: 'History via prompt', mandatoryQuestions: 'Ask about diet' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.patient).toMatchObject({
      name: 'Grace Okafor',
      answer: 'Type 2 diabetes mellitus',
      medicalHistory: 'History via prompt',
      mandatoryQuestions: 'Ask about diet',
      predefinedTreatments: expect.stringContaining('metformin'),
    });
    expect(r.body.patient.symptoms).toEqual(grace.symptoms);
  });

  it.each([
    [{ name: '' }, 'Name is required.'],
    [{ answer: '  ' }, 'Diagnosis is required.'],
    [{ medicalHistory: '' }, 'Medical history is required.'],
    [{ prompt: { medicalHistory: ' ' } }, 'Medical history is required.'],
    [{ prompt: { predefinedTreatments: '' } }, 'Predefined treatments are required.'],
    [{ prompt: 'text' }, 'Prompt must be an object.'],
    [{ symptoms: [] }, 'Please select at least one symptom.'],
    [{ symptoms: [999999] }, 'Symptom not found: 999999. Please select symptoms from the list.'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const emily = await byName('Emily Clark');
    const r = await api.call('PUT', `/patients/${emily.id}`, { token: t.admin, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await byName('Emily Clark')).toEqual(emily);
  });

  it('answers 404 for an unknown patient and 400 for a malformed id', async () => {
    const missing = await api.call('PUT', '/patients/999999', { token: t.admin, body: { name: 'Ghost' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Patient not found.');
    expect((await api.call('PUT', '/patients/x', { token: t.admin, body: { name: 'Ghost' } })).status).toBe(
      400,
    );
    expect((await read(999999)).status).toBe(404);
  });
});

describe('a case other admins’ assignments stand on (docs/cases.md#patients)', () => {
  /** A case of the teacher's, assigned to a student by the super admin; `marked` marks that assignment. */
  async function sharedCase(name: string) {
    const created = await api.call('POST', '/patients', { token: t.teacher, body: { ...validNew(), name } });
    const patient = created.body.patient as Patient;
    const r = await api.call('POST', '/assignments/assign-student', {
      token: t.admin,
      body: {
        patientId: patient.id,
        studentIds: [
          (
            await api.db
              .selectFrom('users')
              .select('id')
              .where('username', '=', 'luis')
              .executeTakeFirstOrThrow()
          ).id,
        ],
      },
    });
    expect(r.status).toBe(201);
    const assignmentId = r.body.assignments[0].id as number;
    const marked = () =>
      api.db
        .updateTable('assignments')
        .set({
          status: 'marked',
          mandatory_question_score: 30,
          symptoms_score: 20,
          diagnosis_score: 10,
          treatment_score: 5,
          score: 65,
        })
        .where('id', '=', assignmentId)
        .execute();
    return { patient, assignmentId, marked };
  }
  const stored = (id: number) =>
    api.db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst();

  it('a plain admin cannot delete it (403, the reason); nothing is deleted; a super admin can', async () => {
    const { patient, assignmentId } = await sharedCase('Shared delete');
    const before = await api.db
      .selectFrom('assignments')
      .selectAll()
      .where('id', '=', assignmentId)
      .executeTakeFirst();
    const r = await api.call('DELETE', `/patients/${patient.id}`, { token: t.teacher });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(
      'Other admins’ assignments use this patient: only a super admin can delete it.',
    );
    expect(await stored(patient.id)).toBeDefined();
    expect(
      await api.db.selectFrom('assignments').selectAll().where('id', '=', assignmentId).executeTakeFirst(),
    ).toEqual(before);
    expect((await api.call('DELETE', `/patients/${patient.id}`, { token: t.admin })).status).toBe(200);
    expect(await stored(patient.id)).toBeUndefined();
  });

  it('a plain admin cannot change its key or mandatory questions once another admin’s assignment is marked', async () => {
    const { patient, marked } = await sharedCase('Shared key');
    const edit = (body: object, token = t.teacher) =>
      api.call('PUT', `/patients/${patient.id}`, { token, body });
    // Not marked yet: the key may still change.
    expect((await edit({ answer: 'Tension headache' })).status).toBe(200);
    await marked();
    const before = await stored(patient.id);
    for (const body of [
      { answer: 'Cluster headache' },
      { predefinedTreatments: 'Oxygen' },
      { prompt: { predefinedTreatments: 'Oxygen' } },
      { mandatoryQuestions: 'Ask about smoking' },
    ]) {
      const r = await edit(body);
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(r.body.message).toBe(
        'Other admins’ marked assignments were marked against this patient’s diagnosis, treatments and mandatory questions: only a super admin can change them.',
      );
    }
    expect(await stored(patient.id)).toEqual(before);
    // The edit dialog sends every field: the key sent back unchanged, with a new name and history, is fine.
    const same = await edit({
      name: 'Shared key, renamed',
      answer: 'Tension headache',
      medicalHistory: 'A longer history.',
      predefinedTreatments: validNew().predefinedTreatments,
      mandatoryQuestions: '',
    });
    expect(same.status).toBe(200);
    expect(same.body.patient.name).toBe('Shared key, renamed');
    // An empty list is the standard one, which the dialog shows for the author to edit: sent back, no change.
    const standard = await edit({ mandatoryQuestions: standardMandatoryQuestions.join('\n') });
    expect(standard.status).toBe(200);
    const bySuper = await edit({ answer: 'Cluster headache' }, t.admin);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.patient.answer).toBe('Cluster headache');
  });
});

describe('mandatory questions (docs/cases.md#patients)', () => {
  it('keeps a case that listed its own questions marked on the standard ones too (migration 2026-11-28T0021)', async () => {
    const r = await api.call('POST', '/patients', {
      token: t.teacher,
      body: { ...validNew(), name: 'Own questions', mandatoryQuestions: 'Ask about diet' },
    });
    const id = r.body.patient.id as number;
    const questions = async () =>
      (
        await api.db
          .selectFrom('patients')
          .select('mandatory_questions')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).mandatory_questions;
    const empty = await api.call('POST', '/patients', {
      token: t.teacher,
      body: { ...validNew(), name: 'None' },
    });
    await ownQuestions.up(api.db);
    expect(await questions()).toBe(`${standardMandatoryQuestions.join('\n')}\nAsk about diet`);
    expect((await read(empty.body.patient.id)).body.mandatoryQuestions).toBe('');
    await ownQuestions.down(api.db);
    expect(await questions()).toBe('Ask about diet');
  });
});

describe('DELETE /patients/{id}', () => {
  it('deletes the patient with its assignments', async () => {
    const john = await byName('John Miller');
    const assigned = () =>
      api.db.selectFrom('assignments').select('id').where('patient_id', '=', john.id).execute();
    expect((await assigned()).length).toBeGreaterThan(0);
    const r = await api.call('DELETE', `/patients/${john.id}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Patient deleted successfully!' });
    expect(await byName('John Miller')).toBeUndefined();
    expect(await assigned()).toEqual([]);
    expect((await read(john.id)).status).toBe(404);
    // The symptoms themselves stay in the catalogue.
    expect((await api.call('GET', '/symptoms?search=Chest pain', { token: t.admin })).body).toHaveLength(1);
  });

  it('answers 404 for an unknown patient and changes nothing', async () => {
    const before = await all();
    const r = await api.call('DELETE', '/patients/999999', { token: t.admin });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Patient not found.');
    expect(await all()).toEqual(before);
  });
});

describe('GET /patients/{id}/answer-key: the BFF only (docs/trust.md)', () => {
  const key = (id: number, opts: { token?: string; headers?: Record<string, string> } = {}) =>
    api.call('GET', `/patients/${id}/answer-key`, opts);

  it('answers the key to the service credential, with or without the student’s session', async () => {
    const emily = await byName('Emily Clark'); // assigned to mei
    const expected = { diagnosis: 'Community-acquired pneumonia', treatments: expect.any(String) };
    const alone = await key(emily.id, { headers: api.service });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual(expected);
    expect((await key(emily.id, { token: t.mei, headers: api.service })).body).toEqual(expected);
    expect((await key(999999, { headers: api.service })).status).toBe(404);
  });

  it('refuses every user’s token, and a forged or missing credential, with a clear 4xx', async () => {
    const emily = await byName('Emily Clark');
    for (const token of [t.mei, t.teacher, t.admin]) {
      const r = await key(emily.id, { token });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Only the Anamnesis server (its service credential) may call this.');
    }
    const anonymous = await key(emily.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Only the Anamnesis server (its service credential) may call this.');
    for (const forged of ['made-up', '', 'x'.repeat(500)]) {
      for (const token of [undefined, t.mei]) {
        const r = await key(emily.id, { token, headers: { 'x-anamnesis-service': forged } });
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ message: 'The service credential is not valid.' });
        expect(JSON.stringify(r.body)).not.toContain('pneumonia');
      }
    }
  });
});
