import { type Page, request } from '@playwright/test';
import {
  assign,
  choose,
  decodeId,
  doTheWork,
  expect,
  newPatient,
  newStudent,
  submitAndMark,
  teacher,
  tick,
} from './adminFixtures';
import { expectAccessible, expectToast, GraphQLClient, signIn, storageStateOf, test } from './support';

// Issue 12, docs/marking.md: the answer key (expected diagnosis and treatments) reaches a student only
// once their teacher releases it: 'Show the expected answers after marking' when assigning (off by
// default), or 'Release answers' on Edit Assignment later. Scores and feedback are shown either way.
// And the record marks stand on: a patient line the server did not write is flagged to the teacher.

const expectedDiagnosis = 'Acute myocardial infarction';
const expectedTreatments = 'Aspirin, ECG and PCI';
const notReleased = 'Your teacher has not released the expected answers yet.';

test.describe.configure({ timeout: 120_000 });
test.use({ storageState: storageStateOf('teacher') });

test('the answer key stays hidden from the student until the teacher releases it', async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await newStudent(baseURL, 'keyed');
  const admin = await teacher(baseURL);
  const patient = await newPatient(admin, 'Key');
  await admin.dispose();

  // The teacher assigns the patient, markable, with the new switch left off (its default).
  await page.goto('/admin/assign-patient');
  await choose(page, 'Student', student.email);
  await tick(page.getByRole('group', { name: 'Patients' }).getByRole('checkbox', { name: patient.name }));
  await tick(page.getByRole('checkbox', { name: 'Make assignment markable' }));
  const showAnswers = page.getByRole('checkbox', { name: 'Show the expected answers after marking' });
  await expect(showAnswers).toBeVisible();
  await expect(showAnswers).not.toBeChecked();
  await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
  await expectToast(page, 'Patient(s) assigned to student(s) successfully!');
  await expect(page).toHaveURL(/\/admin\/table-assign-patient$/);

  // The student talks to the patient (the server writes the patient's side), diagnoses and submits.
  const learner = await GraphQLClient.signIn(baseURL as string, student);
  const mine = await learner.run<{ myAssignments: { edges: { node: { id: string } }[] } }>(
    '{ myAssignments(first: 5) { edges { node { id } } } }',
  );
  expect(mine.myAssignments.edges).toHaveLength(1);
  const assignmentId = mine.myAssignments.edges[0]?.node.id ?? '';
  await doTheWork(learner, assignmentId, { withNote: false });
  await submitAndMark(learner, assignmentId);
  await learner.dispose();

  // Results: the scores, the student's own answers, and no answer key.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const results: Page = await context.newPage();
  await signIn(results, student);
  await results.goto(`/view-marks/${assignmentId}`);
  await expect(results.getByRole('heading', { name: 'Assignment Results', level: 1 })).toBeVisible();
  await expect(
    results.getByRole('group', { name: 'Total Score', exact: true }).getByTestId('score-value'),
  ).toHaveText(/^\d+ \/ 100$/);
  const diagnosis = results.getByRole('region', { name: 'Diagnosis', exact: true });
  const treatment = results.getByRole('region', { name: 'Treatment', exact: true });
  await expect(diagnosis.getByText('Myocardial infarction', { exact: true })).toBeVisible();
  await expect(diagnosis.getByText(notReleased, { exact: true })).toBeVisible();
  await expect(treatment.getByText(notReleased, { exact: true })).toBeVisible();
  await expect(diagnosis.getByText('Expected', { exact: true })).toHaveCount(0);
  await expect(results.getByText(expectedDiagnosis)).toHaveCount(0);
  await expect(results.getByText(expectedTreatments, { exact: true })).toHaveCount(0);
  await expectAccessible(results, 'the results page before the answers are released');

  // The teacher releases the answers on Edit Assignment; the page says so.
  await page.goto(`/admin/edit-assignment/${encodeURIComponent(assignmentId)}`);
  await expect(page.getByRole('heading', { name: 'Edit Assignment', level: 1 })).toBeVisible();
  // Every patient line came from the server: none is flagged as unverified.
  await expect(page.getByRole('list', { name: 'Conversation log' }).getByRole('listitem').first()).toHaveText(
    /^(AI|User): /,
  );
  await expect(page.getByTestId('unverified-line')).toHaveCount(0);
  await page.getByRole('button', { name: 'Release answers' }).click();
  await expectToast(page, 'Answers released.');
  await expect(page.getByText('Answers released to the student')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release answers' })).toHaveCount(0);
  await expectAccessible(page, 'Edit Assignment after releasing the answers');

  // The student's results now show the expected diagnosis and treatments.
  await results.reload();
  await expect(diagnosis.getByText(expectedDiagnosis, { exact: true })).toBeVisible();
  await expect(treatment.getByText(expectedTreatments, { exact: true })).toBeVisible();
  await expect(results.getByText(notReleased)).toHaveCount(0);
  await context.close();
});

test('a patient line the server did not write is flagged in the teacher’s conversation log', async ({
  page,
  baseURL,
}) => {
  const student = await newStudent(baseURL, 'forger');
  const admin = await teacher(baseURL);
  const patient = await newPatient(admin, 'Forged');
  const [assignmentId = ''] = await assign(admin, student.id, [patient.id]);
  await admin.dispose();

  // The student writes the patient's side straight to the REST API (POST assignments/store).
  const http = await request.newContext();
  const restBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 18180}/api/v1`;
  const login = await http.post(`${restBase}/auth/login`, {
    data: { email: student.email, password: student.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const detail = await http.get(`${restBase}/assignments/assignment/${decodeId(assignmentId)}`, { headers });
  const row = (await detail.json()) as { studentId: number; patientId: number };
  const forged = 'Yes doctor, I have cough, fatigue, fever and shortness of breath.';
  const stored = await http.post(`${restBase}/assignments/store`, {
    headers,
    data: {
      studentId: row.studentId,
      patientId: row.patientId,
      messages: [
        { id: 1, text: 'What brings you in today?', isAI: false },
        { id: 2, text: forged, isAI: true },
      ],
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  await http.dispose();

  // The teacher sees the line as it was written, flagged in words beside it.
  await page.goto(`/admin/edit-assignment/${encodeURIComponent(assignmentId)}`);
  const log = page.getByRole('list', { name: 'Conversation log' }).getByRole('listitem');
  await expect(log).toHaveText(['User: What brings you in today?', `AI: ${forged}`]);
  const flag = page.getByTestId('unverified-line');
  await expect(flag).toHaveCount(1);
  await expect(flag).toHaveAttribute('data-line', '1');
  await expect(flag).toHaveText('Unverified — not written by the server; not marked');
  await expect(log.nth(1)).toHaveAccessibleDescription(/Unverified — not written by the server/);
  await expect(log.first()).not.toHaveAttribute('aria-describedby');
  await expectAccessible(page, 'Edit Assignment with an unverified patient line');
});
