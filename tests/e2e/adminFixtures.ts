import { expect as baseExpect, type Locator, type Page, request } from '@playwright/test';
import { type Account, accounts, createStudent, GraphQLClient, talkToPatient, unique } from './support';

// Data set-up for the admin screens' suites (assignments, rooms, requests, settings): each test makes
// the students, patients and rooms it changes, so the demo data stays as seeded for the others.

/**
 * The shared test machine is sometimes busy with several suites and builds at once: these suites wait a
 * little longer for what a user would see than the config's default.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export type PatientName = 'John Miller' | 'Emily Clark' | 'Robert Hughes' | 'Grace Okafor';

export interface Flags {
  isMarkable: boolean;
  isNoteAllow: boolean;
}

export const bothFlags: Flags = { isMarkable: true, isNoteAllow: true };

/** The REST API the BFF wraps (its port comes from the same variable as the Playwright config's). */
const restBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 18180}/api/v1`;

export const chestPainConversation = [
  { text: 'Hello, I am the doctor on duty. What brings you in today?', isAI: false },
  { text: 'I have this crushing chest pain, doctor. It started about forty minutes ago.', isAI: true },
  { text: 'Do you have any shortness of breath or sweating?', isAI: false },
  { text: 'Yes, I can hardly catch my breath and I am sweating a lot.', isAI: true },
];

export function superAdmin(baseURL: string | undefined): Promise<GraphQLClient> {
  return GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
}

export function teacher(baseURL: string | undefined): Promise<GraphQLClient> {
  return GraphQLClient.signIn(baseURL as string, accounts.teacher);
}

export function newStudent(baseURL: string | undefined, prefix = 'pupil') {
  return createStudent(baseURL as string, prefix);
}

export async function patientIds(admin: GraphQLClient): Promise<Record<PatientName, string>> {
  const data = await admin.run<{ patients: { edges: { node: { id: string; name: string } }[] } }>(
    '{ patients(first: 100) { edges { node { id name } } } }',
  );
  return Object.fromEntries(data.patients.edges.map(({ node }) => [node.name, node.id])) as Record<
    PatientName,
    string
  >;
}

/** A patient case of its own (two catalogue symptoms); returns its id and name. */
export async function newPatient(
  admin: GraphQLClient,
  prefix = 'Case',
): Promise<{ id: string; name: string }> {
  const symptoms = await admin.run<{ symptoms: { edges: { node: { id: string } }[] } }>(
    '{ symptoms(first: 2) { edges { node { id } } } }',
  );
  const name = `${prefix} ${unique('p')}`;
  const data = await admin.run<{ createPatient: { patient?: { id: string }; message?: string } }>(
    `mutation($input: CreatePatientInput!) { createPatient(input: $input) {
      ... on PatientPayload { patient { id } } ... on Error { message } } }`,
    {
      input: {
        name,
        diagnosis: 'Acute myocardial infarction',
        medicalHistory: 'Smoker, hypertension.',
        predefinedTreatments: 'Aspirin, ECG and PCI',
        symptoms: symptoms.symptoms.edges.map(({ node }) => node.id),
      },
    },
  );
  const id = data.createPatient.patient?.id;
  if (!id) throw new Error(`createPatient: ${data.createPatient.message}`);
  return { id, name };
}

/** Assigns patients to a student; returns the new assignments' ids in the patients' order. */
export async function assign(
  admin: GraphQLClient,
  studentId: string,
  patients: string[],
  flags: Flags = bothFlags,
): Promise<string[]> {
  const data = await admin.run<{
    assignPatientsToStudent: { assignments?: { id: string }[]; message?: string };
  }>(
    `mutation($input: AssignPatientsToStudentInput!) { assignPatientsToStudent(input: $input) {
      ... on AssignmentsPayload { assignments { id } } ... on Error { message } } }`,
    { input: { studentId, patientIds: patients, ...flags } },
  );
  const ids = data.assignPatientsToStudent.assignments?.map((a) => a.id);
  if (!ids) throw new Error(`assign: ${data.assignPatientsToStudent.message}`);
  return ids;
}

export async function deleteAssignment(admin: GraphQLClient, id: string): Promise<void> {
  await admin.run('mutation($id: ID!) { deleteAssignment(id: $id) { __typename } }', { id });
}

export async function markAssignment(admin: GraphQLClient, id: string): Promise<void> {
  const data = await admin.run<{ markAssignment: { __typename: string; message?: string } }>(
    'mutation($id: ID!) { markAssignment(id: $id) { __typename ... on Error { message } } }',
    { id },
  );
  expect(data.markAssignment.__typename, data.markAssignment.message).toBe('AssignmentPayload');
}

/** The student talks to the patient and saves a diagnosis (and a note, when the flags allow one). */
export async function doTheWork(
  student: GraphQLClient,
  assignmentId: string,
  { withNote = true }: { withNote?: boolean } = {},
): Promise<void> {
  await talkToPatient(student, assignmentId, chestPainConversation);
  const draft = await student.run<{ saveAssignmentDraft: { __typename: string; message?: string } }>(
    `mutation($input: SaveAssignmentDraftInput!) { saveAssignmentDraft(input: $input) {
      __typename ... on Error { message } } }`,
    {
      input: {
        assignmentId,
        diagnosis: 'Myocardial infarction',
        treatments: 'Aspirin, nitroglycerin, ECG and PCI',
        ...(withNote ? { note: 'Crushing central chest pain with sweating.' } : {}),
      },
    },
  );
  expect(draft.saveAssignmentDraft.__typename, draft.saveAssignmentDraft.message).toBe('AssignmentPayload');
}

/** The student submits through the app: a markable assignment comes back marked. */
export async function submitAndMark(student: GraphQLClient, assignmentId: string): Promise<void> {
  const data = await student.run<{ submitAssignment: { __typename: string; message?: string } }>(
    `mutation($input: SubmitAssignmentInput!) { submitAssignment(input: $input) {
      __typename ... on Error { message } } }`,
    { input: { assignmentId } },
  );
  expect(data.submitAssignment.__typename, data.submitAssignment.message).toBe('SubmitAssignmentPayload');
}

/**
 * The student submits straight to the REST API (POST assignments/submit), without the marking call
 * that follows in the app: the assignment stays completed and waits for an admin to mark it.
 */
export async function submitWithoutMarking(account: Account, assignmentId: string): Promise<void> {
  const http = await request.newContext();
  const login = await http.post(`${restBase}/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), 'REST sign-in').toBe(200);
  const { token } = (await login.json()) as { token: string };
  const detail = await http.get(`${restBase}/assignments/assignment/${decodeId(assignmentId)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const row = (await detail.json()) as { studentId: number; patientId: number };
  const submitted = await http.post(`${restBase}/assignments/submit`, {
    headers: { authorization: `Bearer ${token}` },
    data: { studentId: row.studentId, patientId: row.patientId },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await http.dispose();
}

/** The REST id inside a global ID ("Assignment:12" in base64). */
export function decodeId(globalId: string): number {
  return Number(Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]);
}

export async function newRoom(
  admin: GraphQLClient,
  prefix = 'Room',
): Promise<{ id: string; name: string; roomNumber: string }> {
  const tag = unique('r');
  const name = `${prefix} ${tag}`;
  const roomNumber = tag.toUpperCase();
  const data = await admin.run<{ createRoom: { room?: { id: string }; message?: string } }>(
    `mutation($input: CreateRoomInput!) { createRoom(input: $input) {
      ... on RoomPayload { room { id } } ... on Error { message } } }`,
    { input: { name, roomNumber } },
  );
  const id = data.createRoom.room?.id;
  if (!id) throw new Error(`createRoom: ${data.createRoom.message}`);
  return { id, name, roomNumber };
}

export async function putInRoom(admin: GraphQLClient, roomId: string, studentIds: string[]): Promise<void> {
  const data = await admin.run<{ assignStudentsToRoom: { __typename: string; message?: string } }>(
    `mutation($input: AssignStudentsToRoomInput!) { assignStudentsToRoom(input: $input) {
      __typename ... on Error { message } } }`,
    { input: { roomId, studentIds } },
  );
  expect(data.assignStudentsToRoom.__typename, data.assignStudentsToRoom.message).toBe('RoomPayload');
}

/** Holds back GraphQL requests of one operation until `release()`, to see in-progress states. */
export async function holdOperation(page: Page, operationName: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await gate;
    await route.continue();
  });
  return { release };
}

/** Answers every GraphQL request of one operation with a network failure. */
export async function failOperation(page: Page, operationName: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await route.abort('connectionrefused');
    else await route.continue();
  });
}

/** Picks, in the native select labelled `label`, the option containing `optionText` (once it is listed). */
export async function choose(scope: Page | Locator, label: string, optionText: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const option = select.locator('option', { hasText: optionText }).first();
  await expect(option).toBeAttached();
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

/**
 * Ticks or clears a check box or switch the way a person does, by clicking its label (Chakra draws the
 * control over a visually hidden input, so the label is what takes the click).
 */
export async function tick(box: Locator, on = true): Promise<void> {
  if ((await box.isChecked()) !== on) await box.locator('xpath=ancestor::label[1]').click();
  if (on) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

export { accounts, unique };
