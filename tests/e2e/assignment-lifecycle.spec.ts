import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  createStudent,
  expectAccessible,
  GraphQLClient,
  signIn,
  storageStateOf,
  talkToPatient,
  toast,
} from './support';

// The whole life of one assignment, in two browsers side by side: a teacher assigns a patient to a
// student; the student talks to the patient, adds a diagnosis and a note and submits; the work is
// marked; the student reads the marks and asks for a reset; the teacher accepts it; the student gets a
// fresh attempt, with the first one kept in the history. Every step is done through the screens except
// the conversation itself, which is saved through the API (the voice chat screen has its own suite).

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const conversation = [
  { text: 'Hello, I am the doctor on duty. What brings you in today?', isAI: false },
  { text: 'I have this crushing chest pain, doctor. It started about forty minutes ago.', isAI: true },
  { text: 'Do you have any shortness of breath or sweating?', isAI: false },
  { text: 'Yes, I can hardly catch my breath and I am sweating a lot.', isAI: true },
  { text: 'Do you have any past medical history, medications or allergies?', isAI: false },
  { text: 'I take tablets for blood pressure. No allergies.', isAI: true },
];

function dashboardRow(page: Page, patient: string) {
  return page.getByTestId('assignment-row').filter({ hasText: patient });
}

/** Picks the student in Assign Patient(s) to Student, narrowing the list first when it is long. */
async function chooseStudent(page: Page, student: { name: string; email: string }) {
  const narrowing = page.getByRole('searchbox', { name: 'Search students by name or email' });
  if (await narrowing.isVisible()) await narrowing.fill(student.email);
  const select = page.getByRole('combobox', { name: 'Student', exact: true });
  const label = `${student.name} (${student.email})`;
  await expect(select.locator('option', { hasText: label })).toBeAttached();
  await select.selectOption({ label });
}

test('an assignment from assigning to marks, a reset request and a fresh attempt', async ({
  browser,
  baseURL,
}) => {
  const student = await createStudent(baseURL as string, 'lifecycle');

  const teacherContext = await browser.newContext({ storageState: storageStateOf('teacher') });
  const teacher = await teacherContext.newPage();
  const studentContext = await browser.newContext();
  const learner = await studentContext.newPage();

  await test.step('the teacher assigns John Miller, markable and with a visit note', async () => {
    await teacher.goto('/admin/assign-patient');
    await expect(
      teacher.getByRole('heading', { name: 'Assign Patient(s) to Student', level: 1 }),
    ).toBeVisible();
    await chooseStudent(teacher, student);
    // A person clicks the labels: Chakra's check boxes and switches are labels over hidden inputs.
    const patients = teacher.getByRole('group', { name: 'Patients' });
    await patients.getByText('John Miller', { exact: true }).click();
    await expect(patients.getByRole('checkbox', { name: 'John Miller' })).toBeChecked();
    for (const flag of ['Make assignment markable', 'Allow visit note']) {
      await teacher.getByText(flag, { exact: true }).click();
      await expect(teacher.getByRole('checkbox', { name: flag })).toBeChecked();
    }
    await teacher.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expect(toast(teacher, 'Patient(s) assigned to student(s) successfully!')).toBeVisible();
    await expect(teacher).toHaveURL(/\/admin\/table-assign-patient$/);
  });

  const john = dashboardRow(learner, 'John Miller');
  let assignmentId = '';

  await test.step('the student finds it on the dashboard, assigned, ready to talk', async () => {
    await signIn(learner, student);
    await expect(john.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(john.getByRole('button')).toHaveText([
      'Add Diagnosis',
      'Talk to Patient',
      'Submit',
      'Add Note',
    ]);
    await john.getByRole('button', { name: 'Talk to Patient' }).click();
    // The spec's route names the patient (/voice-chat/{patientId}); the assignment is the student's of it.
    await expect(learner).toHaveURL(/\/voice-chat\/\d+$/);
    const mine = await GraphQLClient.signIn(baseURL as string, student);
    const { myAssignments } = await mine.run<{
      myAssignments: { edges: { node: { id: string; patient: { name: string; databaseId: number } } }[] };
    }>('{ myAssignments(first: 50) { edges { node { id patient { name databaseId } } } } }');
    await mine.dispose();
    const johnsAssignment = myAssignments.edges.find(({ node }) => node.patient.name === 'John Miller')?.node;
    expect(new URL(learner.url()).pathname).toBe(`/voice-chat/${johnsAssignment?.patient.databaseId}`);
    assignmentId = johnsAssignment?.id ?? '';
    await learner.goBack();
    await expect(learner).toHaveURL(/\/dashboard$/);
  });

  await test.step('the conversation is saved; Refresh Data shows the assignment in progress', async () => {
    const api = await GraphQLClient.signIn(baseURL as string, student);
    await talkToPatient(api, assignmentId, conversation);
    await api.dispose();
    await learner.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(john.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(john.getByRole('button', { name: 'Talk to Patient' })).toBeDisabled();
  });

  await test.step('the student adds a diagnosis with treatments and a visit note, and submits', async () => {
    await john.getByRole('button', { name: 'Add Diagnosis' }).click();
    const diagnosis = learner.getByRole('dialog', { name: 'Add Diagnosis & Treatments' });
    await diagnosis
      .getByRole('textbox', { name: 'Diagnosis', exact: true })
      .fill('Acute myocardial infarction');
    await diagnosis
      .getByRole('textbox', { name: 'Suggested Treatments', exact: true })
      .fill(
        'Aspirin 300 mg chewed, sublingual nitroglycerin, oxygen if saturation below 94%, urgent ECG and primary PCI',
      );
    await diagnosis.getByRole('button', { name: 'Save' }).click();
    await expect(toast(learner, 'Diagnosis and treatments saved.')).toBeVisible();

    await john.getByRole('button', { name: 'Add Note' }).click();
    const note = learner.getByRole('dialog', { name: 'Add Note' });
    await note
      .getByRole('textbox', { name: 'Visit Note', exact: true })
      .fill('Central crushing chest pain for 40 minutes with sweating; STEMI pathway.');
    await note.getByRole('button', { name: 'Save' }).click();
    await expect(toast(learner, 'Visit note saved.')).toBeVisible();

    await john.getByRole('button', { name: 'Submit' }).click();
    await learner
      .getByRole('alertdialog', { name: 'Submit Assignment' })
      .getByRole('button', { name: 'Submit' })
      .click();
    // A markable submission is marked by the grader straight away.
    await expect(toast(learner, 'Assignment submitted and marked.')).toBeVisible();
    await expect(john.getByText('Marked', { exact: true })).toBeVisible();
    await expect(john.getByText('Submitted')).toBeVisible();
  });

  await test.step('the teacher sees the work marked in Assigned Patients', async () => {
    await teacher.goto('/admin/table-assign-patient');
    await teacher.getByRole('searchbox', { name: 'Search assignments' }).fill(student.name);
    const row = teacher.getByRole('row').filter({
      has: teacher.getByRole('button', { name: `View details of John Miller for ${student.name}` }),
    });
    await expect(row.getByText('Marked', { exact: true })).toBeVisible();
  });

  let firstTotal = '';

  await test.step('the student reads the marks, the chart and the evidence', async () => {
    await john.getByRole('link', { name: 'View Marks' }).click();
    await expect(learner.getByRole('heading', { name: 'Assignment Results', level: 1 })).toBeVisible();
    await expect(learner.getByText(student.name, { exact: true })).toBeVisible();
    firstTotal =
      (await learner.getByRole('group', { name: 'Total Score' }).getByTestId('score-value').textContent()) ??
      '';
    expect(firstTotal).toMatch(/^\d+ \/ 100$/);
    expect(Number(firstTotal.split(' ')[0])).toBeGreaterThan(0);
    await expect(learner.getByRole('img', { name: 'Scores against their maxima' })).toBeVisible();
    await expect(
      learner
        .getByRole('region', { name: 'Symptoms', exact: true })
        .getByTestId('evidence-item')
        .filter({ hasText: 'Chest pain' }),
    ).toContainText('Drawn out');
    await expect(learner.getByRole('region', { name: 'Diagnosis', exact: true })).toContainText('Matches');
    await expectAccessible(learner, 'the results page of the lifecycle');
  });

  await test.step('the teacher changes a mark; the student’s feedback follows the new total', async () => {
    await teacher.goto(`/admin/edit-assignment/${encodeURIComponent(assignmentId)}`);
    const diagnosis = teacher.getByRole('textbox', { name: 'Diagnosis', exact: true });
    await expect(diagnosis).not.toHaveValue('');
    await diagnosis.fill((await diagnosis.inputValue()) === '4' ? '6' : '4');
    const total = await teacher.getByLabel('Total Score').inputValue();
    expect(`${total} / 100`).not.toBe(firstTotal);
    // The feedback is saved as it was shown: it stays the grader's (docs/marking.md#feedback).
    await teacher.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(teacher, 'Assignment updated successfully!')).toBeVisible();
    await learner.reload();
    await expect(learner.getByRole('group', { name: 'Total Score' }).getByTestId('score-value')).toHaveText(
      `${total} / 100`,
    );
    await expect(learner.getByTestId('feedback')).toHaveText(new RegExp(` Total ${total}/100\\.$`));
    firstTotal = `${total} / 100`;
  });

  await test.step('the student asks for a reset', async () => {
    await learner.getByRole('link', { name: 'Back to Assignments' }).click();
    await john.getByRole('button', { name: 'Request Reset' }).click();
    await learner
      .getByRole('alertdialog', { name: 'Request Reset' })
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(toast(learner, 'Reset Request Sent successfully.')).toBeVisible();
    await expect(john.getByText('Reset requested')).toBeVisible();
  });

  await test.step('the teacher accepts it on the Requests page', async () => {
    await teacher.goto('/admin/requests');
    const accept = teacher.getByRole('button', { name: `Accept ${student.name}'s request for John Miller` });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(toast(teacher, 'Reset request accepted.')).toBeVisible();
    await expect(accept).toHaveCount(0);
  });

  await test.step('the student sees a fresh attempt; the first one is kept with its marks', async () => {
    await learner.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(john.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(john.getByRole('button')).toHaveText([
      'Add Diagnosis',
      'Talk to Patient',
      'Submit',
      'Add Note',
    ]);
    await expect(john.getByRole('button', { name: 'Talk to Patient' })).toBeEnabled();
    await expect(john.getByRole('link', { name: 'View Marks' })).toHaveCount(0);
    await expect(john.getByText('Not added yet')).toHaveCount(2);
    await expect(john.getByText('Reset requested')).toHaveCount(0);

    await learner.goto(`/view-marks/${assignmentId}`);
    await expect(learner.getByText('This assignment has not been marked yet.')).toBeVisible();
    const earlier = learner.getByRole('region', { name: 'Earlier attempts' });
    await expect(earlier.getByRole('row')).toHaveCount(2);
    const first = earlier.getByRole('row').nth(1).getByRole('cell');
    await expect(first.nth(0)).toHaveText('1');
    await expect(first.nth(1)).toHaveText(firstTotal);
  });

  await test.step('the teacher sees the current attempt and, under it, the first with its marks', async () => {
    await teacher.goto('/admin/table-assign-patient');
    await teacher.getByRole('searchbox', { name: 'Search assignments' }).fill(student.name);
    await teacher.getByRole('button', { name: `View details of John Miller for ${student.name}` }).click();
    const details = teacher.getByRole('dialog', { name: 'Assignment Details' });
    await expect(details.getByText('2 (current)')).toBeVisible();
    const first = details.getByRole('region', { name: 'Attempt 1' });
    await expect(first).toContainText(`Total score ${firstTotal}`);
    await expect(first.getByTestId('attempt-feedback')).toHaveText(
      new RegExp(` Total ${firstTotal.replace(' / ', '/')}\\.$`),
    );
    await first.getByText('Conversation Log of attempt 1').click();
    await expect(
      first.getByRole('list', { name: 'Conversation log' }).getByRole('listitem').first(),
    ).toHaveText(`User: ${conversation[0]?.text}`);
    await expectAccessible(teacher, 'Assignment Details with an earlier attempt');
  });

  await teacherContext.close();
  await studentContext.close();
});
