import type { Page } from '@playwright/test';
import { choose, expect, newPatient, newStudent, teacher, tick } from './adminFixtures';
import {
  expectAccessible,
  expectToast,
  GraphQLClient,
  signIn,
  storageStateOf,
  talkToPatient,
  test,
  toast,
} from './support';

// Issue 12, docs/marking.md: with 'Hold marks for review' (off by default) the automatic mark is
// provisional: the student sees Awaiting review, Quick Mark shows it Ready to Mark, and the teacher's
// Mark releases the marks as they stand.

test.describe.configure({ timeout: 180_000 });
test.use({ storageState: storageStateOf('teacher') });

const conversation = [
  { text: 'Hello, I am the doctor on duty. What brings you in today?', isAI: false },
  { text: 'Do you have any shortness of breath or sweating?', isAI: false },
];

test('the life of an assignment with Hold marks for review', async ({ page, browser, baseURL }) => {
  const student = await newStudent(baseURL, 'held');
  const admin = await teacher(baseURL);
  const patient = await newPatient(admin, 'Held');
  await admin.dispose();

  await test.step('the teacher assigns the patient, markable, with the marks held for review', async () => {
    await page.goto('/admin/assign-patient');
    await choose(page, 'Student', student.email);
    await tick(page.getByRole('group', { name: 'Patients' }).getByRole('checkbox', { name: patient.name }));
    await tick(page.getByRole('checkbox', { name: 'Make assignment markable' }));
    const hold = page.getByRole('checkbox', { name: 'Hold marks for review' });
    await expect(hold).not.toBeChecked();
    await tick(hold);
    await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expectToast(page, 'Patient(s) assigned to student(s) successfully!');
  });

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const learner: Page = await context.newPage();
  const row = learner.getByTestId('assignment-row').filter({ hasText: patient.name });
  let assignmentId = '';

  await test.step('the student talks to the patient, drafts a diagnosis and submits', async () => {
    const api = await GraphQLClient.signIn(baseURL as string, student);
    const mine = await api.run<{ myAssignments: { edges: { node: { id: string } }[] } }>(
      '{ myAssignments(first: 5) { edges { node { id } } } }',
    );
    assignmentId = mine.myAssignments.edges[0]?.node.id ?? '';
    await talkToPatient(api, assignmentId, conversation);
    await api.dispose();

    await signIn(learner, student);
    await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Add Diagnosis' }).click();
    const dialog = learner.getByRole('dialog', { name: 'Add Diagnosis & Treatments' });
    await dialog.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Myocardial infarction');
    await dialog
      .getByRole('textbox', { name: 'Suggested Treatments', exact: true })
      .fill('Aspirin, nitroglycerin, ECG and PCI');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(learner, 'Diagnosis and treatments saved.')).toBeVisible();
    await row.getByRole('button', { name: 'Submit' }).click();
    await learner
      .getByRole('alertdialog', { name: 'Submit Assignment' })
      .getByRole('button', { name: 'Submit' })
      .click();
    // Marked, but held: not "submitted and marked".
    await expect(toast(learner, 'Assignment submitted successfully!')).toBeVisible();
  });

  await test.step('the student sees Awaiting review, and no marks', async () => {
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByText('Awaiting review', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'View Marks' })).toHaveCount(0);
    await learner.goto(`/view-marks/${encodeURIComponent(assignmentId)}`);
    await expect(learner.getByText(/^Awaiting review/)).toBeVisible();
    await expect(learner.getByRole('group', { name: 'Total Score', exact: true })).toHaveCount(0);
    await expectAccessible(learner, 'the results page while the marks are held');
  });

  await test.step('the teacher sees it Ready to Mark in Quick Mark and marks it', async () => {
    await page.goto('/admin/quick-mark');
    await page.getByRole('searchbox', { name: 'Search patients or students' }).fill(patient.name);
    const quick = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: patient.name, exact: true }) });
    await expect(quick.getByText(student.name)).toBeVisible();
    await expect(quick.locator('[data-color="green"]', { hasText: 'Ready to Mark' })).toBeVisible();
    await quick.getByRole('button', { name: `Mark ${patient.name}` }).click();
    await expect(toast(page, 'Assignment marked successfully!')).toBeVisible();
    await expect(quick.getByText('Marked')).toBeVisible();
    await expect(quick.locator('[data-color="red"]', { hasText: 'Not Ready' })).toBeVisible();
  });

  await test.step('the student then sees the marks', async () => {
    await learner.goto('/dashboard');
    await expect(row.getByText('Marked', { exact: true })).toBeVisible();
    await expect(row.getByText('Awaiting review')).toHaveCount(0);
    await row.getByRole('link', { name: 'View Marks' }).click();
    await expect(learner.getByRole('heading', { name: 'Assignment Results', level: 1 })).toBeVisible();
    await expect(
      learner.getByRole('group', { name: 'Total Score', exact: true }).getByTestId('score-value'),
    ).toHaveText(/^\d+ \/ 100$/);
  });
  await context.close();
});
