// The people and objects the security suites act with and on: the demo school plus a second admin and a
// second student (with a patient, an assignment and a reset request of their own), and fixtures made on
// demand through the REST API so that a permitted change never consumes an object another check needs.
import type { TestApi } from '../../../api/src/test/testApi.js';

export const gid = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

export type ActorName = 'anon' | 'student' | 'otherStudent' | 'admin' | 'otherAdmin' | 'superAdmin';

export interface Person {
  id: number;
  email: string;
  password: string;
  name: string;
  username: string;
  token: string;
}

let seq = 0;
/** A name no other fixture of this process uses. */
export const unique = (prefix: string) => `${prefix}${process.pid}x${++seq}`;

async function ok<T = unknown>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const r = await p;
  if (r.status >= 300) throw new Error(`${what} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export interface World {
  api: TestApi;
  people: Record<Exclude<ActorName, 'anon'>, Person>;
  /** Demo ids by name. */
  symptomId: number;
  roomId: number;
  patients: { mi: number; pneumonia: number; other: number };
  assignments: { studentMi: number; studentPneumonia: number; other: number };
  requests: { student: number; other: number };
  apiKeyId: number;
  aiModelId: number;
  freshStudent(): Promise<Person>;
  /** Creates `n` students at once (password hashing runs in parallel) for later freshStudent() calls. */
  prefillStudents(n: number): void;
  freshAdmin(): Promise<Person>;
  freshPatient(by?: Person): Promise<number>;
  freshRoom(students?: number[]): Promise<number>;
  freshSymptom(): Promise<number>;
  freshApiKey(): Promise<number>;
  freshAiModel(): Promise<number>;
  /** A new patient assigned to `student` by `creator`, brought to `status`, with a pending request if asked. */
  freshAssignment(opts: {
    creator: Person;
    student?: Person;
    status?: 'assigned' | 'inprogress' | 'completed' | 'marked';
    request?: boolean;
    patientId?: number;
  }): Promise<{ id: number; patientId: number; student: Person }>;
  login(p: Pick<Person, 'email' | 'password'>): Promise<string>;
}

export async function buildWorld(api: TestApi): Promise<World> {
  const tokens = await api.demoTokens();
  const me = async (token: string) =>
    (await ok(api.call('GET', '/auth/me', { token }), 'me')) as { user: Person };
  const person = async (token: string, password: string): Promise<Person> => {
    const { user } = await me(token);
    return { ...user, password, token };
  };
  const superAdmin = await person(tokens.admin, 'admin123');
  const admin = await person(tokens.teacher, 'teacher123');
  const student = await person(tokens.student, 'student123');

  const login = (p: Pick<Person, 'email' | 'password'>) => api.login(p.email, p.password);
  const createUser = async (by: Person, isAdmin: boolean, label: string): Promise<Person> => {
    const username = unique(label);
    const password = `${username}-pw`;
    const body = (await ok(
      api.call('POST', '/users', {
        token: by.token,
        body: { name: `${label} ${username}`, email: `${username}@example.com`, username, password, isAdmin },
      }),
      'create user',
    )) as { user: Person };
    const token = await login({ email: body.user.email, password });
    return { ...body.user, password, token };
  };

  const otherAdmin = await createUser(superAdmin, true, 'otheradmin');
  const otherStudent = await createUser(otherAdmin, false, 'otherstudent');

  const symptomId = (await api.db.selectFrom('symptoms').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;
  const roomId = (await api.db.selectFrom('rooms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const patientByName = async (name: string) =>
    (await api.db.selectFrom('patients').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const mi = await patientByName('John Miller');
  const pneumonia = await patientByName('Emily Clark');

  const freshPatient = async (by: Person = superAdmin) =>
    (
      (await ok(
        api.call('POST', '/patients', {
          token: by.token,
          body: {
            name: unique('Case '),
            answer: 'Tension headache',
            medicalHistory: 'A made-up history for the security suites.',
            predefinedTreatments: 'Rest and paracetamol',
            symptoms: [symptomId],
          },
        }),
        'create patient',
      )) as { patient: { id: number } }
    ).patient.id;

  const freshAssignment: World['freshAssignment'] = async ({
    creator,
    status = 'assigned',
    request,
    ...o
  }) => {
    const s = o.student ?? student;
    const patientId = o.patientId ?? (await freshPatient());
    const created = (await ok(
      api.call('POST', '/assignments/assign-patient', {
        token: creator.token,
        body: { studentId: s.id, patientIds: [patientId], isMarkable: true, isNoteAllow: true },
      }),
      'assign',
    )) as { assignments: { id: number }[] };
    const id = created.assignments[0]?.id as number;
    const pair = { studentId: s.id, patientId };
    if (status !== 'assigned') {
      await ok(
        api.call('POST', '/assignments/store', {
          token: s.token,
          body: {
            ...pair,
            messages: [
              { text: 'Hello, what brings you in today?', isAI: false },
              { text: 'I have had a headache for two days.', isAI: true },
            ],
          },
        }),
        'store',
      );
    }
    if (status === 'completed' || status === 'marked') {
      await ok(
        api.call('POST', '/assignments/submit', {
          token: s.token,
          body: {
            ...pair,
            findings: 'Diagnosis: Tension headache\nSuggested Treaments: Rest',
            visitNote: 'Note',
          },
        }),
        'submit',
      );
    }
    if (status === 'marked')
      await ok(api.call('POST', '/openai/results', { token: creator.token, body: pair }), 'mark');
    if (request) await ok(api.call('POST', '/requests/create', { token: s.token, body: pair }), 'request');
    return { id, patientId, student: s };
  };

  // The other student's own case, assigned by the other admin, marked, with a pending reset request.
  const otherPatient = await freshPatient(otherAdmin);
  const other = await freshAssignment({
    creator: otherAdmin,
    student: otherStudent,
    patientId: otherPatient,
    status: 'marked',
    request: true,
  });
  // The demo student's marked case (created by the demo admin) gets a pending request too.
  const assignmentOf = async (studentId: number, patientId: number) =>
    (
      await api.db
        .selectFrom('assignments')
        .select('id')
        .where('student_id', '=', studentId)
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow()
    ).id;
  await ok(
    api.call('POST', '/requests/create', {
      token: student.token,
      body: { studentId: student.id, patientId: mi },
    }),
    'request',
  );
  const requestOf = async (assignmentId: number) =>
    (
      await api.db
        .selectFrom('reset_requests')
        .select('id')
        .where('assignment_id', '=', assignmentId)
        .executeTakeFirstOrThrow()
    ).id;
  const studentMi = await assignmentOf(student.id, mi);

  const freshApiKey = async () =>
    (
      (await ok(
        api.call('POST', '/apiKeys/api-keys', {
          token: superAdmin.token,
          body: {
            keyName: unique('Key '),
            apiKey: unique('dg-secret-'),
            service: 'deepgram',
            modelId: 'default',
          },
        }),
        'create key',
      )) as { apiKey: { id: number } }
    ).apiKey.id;
  const freshAiModel = async () =>
    (
      (await ok(
        api.call('POST', '/apiKeys/models', {
          token: superAdmin.token,
          body: {
            modelName: unique('model-'),
            description: 'A model of the security suites',
            maxTokens: 512,
          },
        }),
        'create model',
      )) as { model: { id: number } }
    ).model.id;

  const studentPool: Promise<Person>[] = [];
  const freshStudent = () => studentPool.shift() ?? createUser(superAdmin, false, 'fixture');
  return {
    api,
    people: { student, otherStudent, admin, otherAdmin, superAdmin },
    symptomId,
    roomId,
    patients: { mi, pneumonia, other: otherPatient },
    assignments: { studentMi, studentPneumonia: await assignmentOf(student.id, pneumonia), other: other.id },
    requests: { student: await requestOf(studentMi), other: await requestOf(other.id) },
    apiKeyId: await freshApiKey(),
    aiModelId: await freshAiModel(),
    freshStudent,
    prefillStudents(n) {
      for (let i = 0; i < n; i++) {
        const p = createUser(superAdmin, false, 'fixture');
        p.catch(() => {});
        studentPool.push(p);
      }
    },
    freshAdmin: () => createUser(superAdmin, true, 'fixtureadmin'),
    freshPatient,
    async freshRoom(students = []) {
      const room = (await ok(
        api.call('POST', '/rooms', {
          token: superAdmin.token,
          body: { name: unique('Room '), roomNumber: unique('R-') },
        }),
        'create room',
      )) as { room: { id: number } };
      if (students.length)
        await ok(
          api.call('POST', '/rooms/assign-rooms', {
            token: superAdmin.token,
            body: { roomId: room.room.id, studentIds: students },
          }),
          'assign room',
        );
      return room.room.id;
    },
    async freshSymptom() {
      return (
        (await ok(
          api.call('POST', '/symptoms', {
            token: superAdmin.token,
            body: { name: unique('Symptom '), description: 'Made up', severity: 'mild' },
          }),
          'create symptom',
        )) as { symptom: { id: number } }
      ).symptom.id;
    },
    freshApiKey,
    freshAiModel,
    freshAssignment,
    login,
  };
}
