import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { rubric, rubricTotal } from '../../packages/rules/src/index';
import {
  type Account,
  accounts,
  createStudent,
  expectAccessible,
  fieldError,
  GraphQLClient,
  signIn,
  storageStateOf,
  talkToPatient,
  toast,
} from './support';

// The student area (docs/assignments.md): Assigned Patients (/dashboard) with its dialogs and controls,
// and Assignment Results (/view-marks/{assignmentId}). Every test that changes data works on a
// student of its own, so the demo data other suites read stays as seeded.

// Each test sets up its own student and assignments through the API (password hashing, marking): on a
// busy machine that takes a while, so the tests and their waits get more time than the defaults.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type PatientName = 'John Miller' | 'Emily Clark' | 'Robert Hughes' | 'Grace Okafor';

interface Flags {
  isMarkable: boolean;
  isNoteAllow: boolean;
}

/** The demo conversation with John Miller (chest pain) that the built-in grader marks. */
const chestPainConversation = [
  { text: 'Hello, I am the doctor on duty. What brings you in today?', isAI: false },
  { text: 'I have this crushing chest pain, doctor. It started about forty minutes ago.', isAI: true },
  { text: 'Do you have any shortness of breath or sweating?', isAI: false },
  { text: 'Yes, I can hardly catch my breath and I am sweating a lot.', isAI: true },
];

async function patientIds(admin: GraphQLClient): Promise<Record<PatientName, string>> {
  const data = await admin.run<{ patients: { edges: { node: { id: string; name: string } }[] } }>(
    '{ patients(first: 50) { edges { node { id name } } } }',
  );
  return Object.fromEntries(data.patients.edges.map(({ node }) => [node.name, node.id])) as Record<
    PatientName,
    string
  >;
}

async function assign(
  admin: GraphQLClient,
  studentId: string,
  patientId: string,
  flags: Flags,
): Promise<string> {
  const data = await admin.run<{
    assignPatientsToStudent: { assignments?: { id: string }[]; message?: string };
  }>(
    `mutation($input: AssignPatientsToStudentInput!) { assignPatientsToStudent(input: $input) {
      ... on AssignmentsPayload { assignments { id } } ... on Error { message } } }`,
    { input: { studentId, patientIds: [patientId], ...flags } },
  );
  const id = data.assignPatientsToStudent.assignments?.[0]?.id;
  if (!id) throw new Error(`assign: ${data.assignPatientsToStudent.message}`);
  return id;
}

async function saveConversation(
  student: GraphQLClient,
  assignmentId: string,
  messages = chestPainConversation,
) {
  await talkToPatient(student, assignmentId, messages);
}

async function saveDraft(
  student: GraphQLClient,
  assignmentId: string,
  draft: { diagnosis?: string; treatments?: string; note?: string },
) {
  const data = await student.run<{ saveAssignmentDraft: { __typename: string; message?: string } }>(
    `mutation($input: SaveAssignmentDraftInput!) { saveAssignmentDraft(input: $input) {
      __typename ... on Error { message } } }`,
    { input: { assignmentId, ...draft } },
  );
  expect(data.saveAssignmentDraft.__typename, data.saveAssignmentDraft.message).toBe('AssignmentPayload');
}

async function submit(student: GraphQLClient, assignmentId: string) {
  const data = await student.run<{ submitAssignment: { __typename: string; message?: string } }>(
    `mutation($input: SubmitAssignmentInput!) { submitAssignment(input: $input) {
      __typename ... on Error { message } } }`,
    { input: { assignmentId } },
  );
  expect(data.submitAssignment.__typename, data.submitAssignment.message).toBe('SubmitAssignmentPayload');
}

interface Fixture {
  account: Account & { id: string };
  /** Assignment global IDs by patient. */
  ids: Record<PatientName, string>;
  /** Patient global IDs by name. */
  patients: Record<PatientName, string>;
}

/** The record id inside a global ID (base64 of `Type:id`): what the spec's routes carry. */
const recordId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];

/**
 * A fresh student with one assignment in each status: Emily Clark assigned (markable, note allowed),
 * Robert Hughes in progress (markable, note allowed), Grace Okafor completed (note only, not markable)
 * and John Miller marked (markable, by the built-in grader).
 */
async function studentWithEveryStatus(baseURL: string): Promise<Fixture> {
  const account = await createStudent(baseURL, 'learner');
  const admin = await GraphQLClient.signIn(baseURL, accounts.teacher);
  const patients = await patientIds(admin);
  const both = { isMarkable: true, isNoteAllow: true };
  const ids = {
    'Emily Clark': await assign(admin, account.id, patients['Emily Clark'], both),
    'Robert Hughes': await assign(admin, account.id, patients['Robert Hughes'], both),
    'Grace Okafor': await assign(admin, account.id, patients['Grace Okafor'], {
      isMarkable: false,
      isNoteAllow: true,
    }),
    'John Miller': await assign(admin, account.id, patients['John Miller'], both),
  };
  await admin.dispose();

  const student = await GraphQLClient.signIn(baseURL, account);
  await saveConversation(student, ids['Robert Hughes'], [
    { text: 'Hello, what brings you in today?', isAI: false },
    { text: 'I have a bad pain in my tummy, on the lower right side.', isAI: true },
  ]);
  await saveDraft(student, ids['Grace Okafor'], { note: 'Thirsty all the time; check HbA1c.' });
  await submit(student, ids['Grace Okafor']);
  await saveConversation(student, ids['John Miller']);
  await saveDraft(student, ids['John Miller'], {
    diagnosis: 'Myocardial infarction',
    treatments: 'Aspirin, nitroglycerin, ECG and PCI',
    note: 'Crushing central chest pain with sweating and breathlessness.',
  });
  await submit(student, ids['John Miller']);
  await student.dispose();
  return { account, ids, patients };
}

function row(page: Page, patient: PatientName): Locator {
  return page.getByTestId('assignment-row').filter({ hasText: patient });
}

/** The colour a CSS colour token resolves to on this page, as computed styles report colours. */
async function resolvedColor(page: Page, token: string): Promise<string> {
  return page.evaluate((t) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(--chakra-colors-${t})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, token);
}

async function openDashboardAs(browser: Browser, account: Account, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Assigned Patients', level: 1 })).toBeVisible();
  return page;
}

test.describe('Assigned Patients (/dashboard)', () => {
  let fixture: Fixture;

  test.beforeAll(async ({ baseURL }) => {
    fixture = await studentWithEveryStatus(baseURL as string);
  });

  test('the table has the spec columns, one row per assigned patient, and an accessible layout', async ({
    browser,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    const table = page.getByRole('table', { name: 'Your assigned patients' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Patient Name',
      'Assignment Status',
      'Date Created',
      'Diagnosis',
      'Talk to Patient',
      'Actions',
      'Visit Note',
    ]);
    await expect(page.getByTestId('assignment-row')).toHaveCount(4);
    await expect(page.getByText('Showing 1–4 of 4')).toBeVisible();
    // Date Created is the day the teacher assigned it: today.
    const today = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
    await expect(row(page, 'Emily Clark').getByRole('cell').nth(1)).toHaveText(today);
    await expect(page.getByPlaceholder('Search by patient name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeVisible();
    await expectAccessible(page, 'the student dashboard');
    await page.context().close();
  });

  test('status badges read Assigned, In Progress, Completed and Marked in blue, purple, green and yellow', async ({
    browser,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    const expected: [PatientName, string, string][] = [
      ['Emily Clark', 'Assigned', 'blue'],
      ['Robert Hughes', 'In Progress', 'purple'],
      ['Grace Okafor', 'Completed', 'green'],
      ['John Miller', 'Marked', 'yellow'],
    ];
    for (const [patient, label, palette] of expected) {
      const badge = row(page, patient).getByText(label, { exact: true });
      await expect(badge).toBeVisible();
      const background = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background, `${label} badge colour`).toBe(await resolvedColor(page, `${palette}-subtle`));
    }
    await page.context().close();
  });

  test('each status offers exactly the controls docs/assignments.md lists', async ({ browser }) => {
    const page = await openDashboardAs(browser, fixture.account);
    const buttons = (patient: PatientName) => row(page, patient).getByRole('button');
    const links = (patient: PatientName) => row(page, patient).getByRole('link');

    // Assigned, markable, note allowed: talk (enabled), diagnosis, note, submit. No reset, no marks.
    await expect(buttons('Emily Clark')).toHaveText([
      'Add Diagnosis',
      'Talk to Patient',
      'Submit',
      'Add Note',
    ]);
    await expect(row(page, 'Emily Clark').getByRole('button', { name: 'Talk to Patient' })).toBeEnabled();
    await expect(links('Emily Clark')).toHaveCount(0);

    // In progress: Talk to Patient is shown but disabled; the rest as for assigned.
    await expect(buttons('Robert Hughes')).toHaveText([
      'Add Diagnosis',
      'Talk to Patient',
      'Submit',
      'Add Note',
    ]);
    await expect(row(page, 'Robert Hughes').getByRole('button', { name: 'Talk to Patient' })).toBeDisabled();

    // Completed: no talking, no editing, no submit; only the reset request. Its note is shown.
    await expect(buttons('Grace Okafor')).toHaveText(['Request Reset']);
    await expect(row(page, 'Grace Okafor').getByTestId('note-text')).toHaveText(
      'Thirsty all the time; check HbA1c.',
    );
    await expect(row(page, 'Grace Okafor').getByText('Not required')).toBeVisible();

    // Marked: View Marks (a link to the results) and the reset request; the diagnosis handed in is shown.
    await expect(buttons('John Miller')).toHaveText(['Request Reset']);
    await expect(links('John Miller')).toHaveText(['View Marks']);
    await expect(links('John Miller')).toHaveAttribute(
      'href',
      `/view-marks/${recordId(fixture.ids['John Miller'])}`,
    );
    await expect(row(page, 'John Miller').getByTestId('diagnosis-text')).toHaveText(
      'Diagnosis: Myocardial infarction\nSuggested Treaments: Aspirin, nitroglycerin, ECG and PCI',
      { useInnerText: true },
    );
    await page.context().close();
  });

  test('diagnosis and note buttons follow the markable and note flags', async ({ browser, baseURL }) => {
    const account = await createStudent(baseURL as string, 'flags');
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.teacher);
    const patients = await patientIds(admin);
    await assign(admin, account.id, patients['Emily Clark'], { isMarkable: false, isNoteAllow: false });
    await assign(admin, account.id, patients['Robert Hughes'], { isMarkable: true, isNoteAllow: false });
    await assign(admin, account.id, patients['Grace Okafor'], { isMarkable: false, isNoteAllow: true });
    await admin.dispose();

    const page = await openDashboardAs(browser, account);
    await expect(row(page, 'Emily Clark').getByRole('button')).toHaveText(['Talk to Patient', 'Submit']);
    await expect(row(page, 'Emily Clark').getByText('Not required')).toHaveCount(2);
    await expect(row(page, 'Robert Hughes').getByRole('button')).toHaveText([
      'Add Diagnosis',
      'Talk to Patient',
      'Submit',
    ]);
    await expect(row(page, 'Grace Okafor').getByRole('button')).toHaveText([
      'Talk to Patient',
      'Submit',
      'Add Note',
    ]);
    await page.context().close();
  });

  test('search by patient name and the status filter ask the server; Refresh Data shows new work', async ({
    browser,
    baseURL,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    const search = page.getByPlaceholder('Search by patient name');
    await search.fill('emil');
    await expect(page.getByTestId('assignment-row')).toHaveCount(1);
    await expect(row(page, 'Emily Clark')).toBeVisible();
    await search.fill('nobody at all');
    await expect(page.getByText('No assigned patients match your search.')).toBeVisible();
    await search.fill('');
    await expect(page.getByTestId('assignment-row')).toHaveCount(4);

    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await expect(filter.locator('option')).toHaveText([
      'All',
      'Assigned',
      'Completed',
      'Marked',
      'In Progress',
    ]);
    for (const [label, patient] of [
      ['Assigned', 'Emily Clark'],
      ['Completed', 'Grace Okafor'],
      ['Marked', 'John Miller'],
      ['In Progress', 'Robert Hughes'],
    ] as const) {
      await filter.selectOption({ label });
      await expect(page.getByTestId('assignment-row')).toHaveCount(1);
      await expect(row(page, patient)).toBeVisible();
    }
    await filter.selectOption({ label: 'All' });
    await expect(page.getByTestId('assignment-row')).toHaveCount(4);

    // A teacher assigns another case while the page is open: Refresh Data brings it in.
    const newcomer = await createStudent(baseURL as string, 'refresh');
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.teacher);
    const patients = await patientIds(admin);
    await assign(admin, newcomer.id, patients['Emily Clark'], { isMarkable: true, isNoteAllow: true });
    const other = await openDashboardAs(browser, newcomer);
    await expect(other.getByTestId('assignment-row')).toHaveCount(1);
    await assign(admin, newcomer.id, patients['Grace Okafor'], { isMarkable: true, isNoteAllow: true });
    await admin.dispose();
    await expect(other.getByTestId('assignment-row')).toHaveCount(1);
    await other.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(other.getByTestId('assignment-row')).toHaveCount(2);
    await expect(row(other, 'Grace Okafor')).toBeVisible();
    await other.context().close();
    await page.context().close();
  });

  test('a student with nothing assigned sees an empty state', async ({ browser, baseURL }) => {
    const account = await createStudent(baseURL as string, 'empty');
    const page = await openDashboardAs(browser, account);
    await expect(page.getByText('No patients have been assigned to you yet.')).toBeVisible();
    await expect(page.getByText('No assigned patients', { exact: true })).toBeVisible();
    await page.context().close();
  });

  test('Talk to Patient opens the voice chat of that assignment, at the patient’s record id', async ({
    browser,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    await row(page, 'Emily Clark').getByRole('button', { name: 'Talk to Patient' }).click();
    await expect(page).toHaveURL(new RegExp(`/voice-chat/${recordId(fixture.patients['Emily Clark'])}$`));
    await expect(page.getByTestId('section-title')).toHaveText('Patient Interaction Session');
    await page.context().close();
  });
});

test.describe('the diagnosis and note dialogs', () => {
  test('Add Diagnosis & Treatments: both fields required, saved as a draft that survives a reload', async ({
    browser,
    baseURL,
  }) => {
    const { account } = await studentWithEveryStatus(baseURL as string);
    const page = await openDashboardAs(browser, account);
    const emily = row(page, 'Emily Clark');
    await emily.getByRole('button', { name: 'Add Diagnosis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Diagnosis & Treatments' });
    await expect(dialog.getByText('Patient: Emily Clark')).toBeVisible();
    await expectAccessible(page, 'the diagnosis dialog');

    // Nothing filled: both fields are flagged, and a toast says so.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fill out both fields.')).toBeVisible();
    await expect(fieldError(page, 'Please fill out both fields.')).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Diagnosis', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Only one filled (the other only spaces) is still refused.
    await dialog
      .getByRole('textbox', { name: 'Diagnosis', exact: true })
      .fill('Community-acquired pneumonia');
    await dialog.getByRole('textbox', { name: 'Suggested Treatments', exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(page, 'Please fill out both fields.')).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: 'Suggested Treatments', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog).toBeVisible();

    await dialog
      .getByRole('textbox', { name: 'Suggested Treatments', exact: true })
      .fill('Amoxicillin, chest X-ray, oxygen if needed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Diagnosis and treatments saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const composed =
      'Diagnosis: Community-acquired pneumonia\nSuggested Treaments: Amoxicillin, chest X-ray, oxygen if needed';
    await expect(emily.getByTestId('diagnosis-text')).toHaveText(composed, { useInnerText: true });

    // The draft lives on the server: a reload shows it, and Edit Diagnosis opens with both fields filled.
    await page.reload();
    await expect(emily.getByTestId('diagnosis-text')).toHaveText(composed, { useInnerText: true });
    await emily.getByRole('button', { name: 'Edit Diagnosis' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Diagnosis & Treatments' });
    await expect(edit.getByRole('textbox', { name: 'Diagnosis', exact: true })).toHaveValue(
      'Community-acquired pneumonia',
    );
    await expect(edit.getByRole('textbox', { name: 'Suggested Treatments', exact: true })).toHaveValue(
      'Amoxicillin, chest X-ray, oxygen if needed',
    );
    await edit.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Lobar pneumonia');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Diagnosis and treatments saved.')).toBeVisible();
    await page.reload();
    await expect(emily.getByTestId('diagnosis-text')).toContainText('Diagnosis: Lobar pneumonia');

    // Cancel leaves the saved text as it was.
    await emily.getByRole('button', { name: 'Edit Diagnosis' }).click();
    await edit.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Something else');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await expect(emily.getByTestId('diagnosis-text')).toContainText('Diagnosis: Lobar pneumonia');
    await page.context().close();
  });

  test('Add Note: required, saved as a draft that survives a reload; reachable from the keyboard', async ({
    browser,
    baseURL,
  }) => {
    const { account } = await studentWithEveryStatus(baseURL as string);
    const page = await openDashboardAs(browser, account);
    const robert = row(page, 'Robert Hughes');
    await robert.getByRole('button', { name: 'Add Note' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await expect(dialog.getByText('Patient: Robert Hughes')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Visit Note', exact: true }).fill('  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fill out field.')).toBeVisible();
    await expect(fieldError(page, 'Please fill out field.')).toBeVisible();

    const note = 'Right iliac fossa pain since last night, worse on walking. Suspect appendicitis.';
    await dialog.getByRole('textbox', { name: 'Visit Note', exact: true }).fill(note);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Visit note saved.')).toBeVisible();
    // The success settles the earlier error: its toast does not stay beside it.
    await expect(toast(page, 'Please fill out field.')).toHaveCount(0);
    await expect(robert.getByTestId('note-text')).toHaveText(note);

    await page.reload();
    await expect(robert.getByTestId('note-text')).toHaveText(note);
    await robert.getByRole('button', { name: 'Edit Note' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Edit Note' })
        .getByRole('textbox', { name: 'Visit Note', exact: true }),
    ).toHaveValue(note);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.context().close();
  });
});

test.describe('submitting and reset requests', () => {
  test('Submit hands in the drafts; a markable assignment comes back marked with View Marks', async ({
    browser,
    baseURL,
  }) => {
    const { account, ids } = await studentWithEveryStatus(baseURL as string);
    const student = await GraphQLClient.signIn(baseURL as string, account);
    await saveConversation(student, ids['Emily Clark'], [
      { text: 'Hello, what brings you in today?', isAI: false },
      { text: 'I have had a cough with green phlegm and a fever for four days.', isAI: true },
    ]);
    await student.dispose();
    const page = await openDashboardAs(browser, account);
    const emily = row(page, 'Emily Clark');
    await emily.getByRole('button', { name: 'Add Diagnosis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Diagnosis & Treatments' });
    await dialog
      .getByRole('textbox', { name: 'Diagnosis', exact: true })
      .fill('Community-acquired pneumonia');
    await dialog.getByRole('textbox', { name: 'Suggested Treatments', exact: true }).fill('Amoxicillin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await emily.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit Assignment' });
    await expect(confirm).toContainText('You have not added a visit note yet.');
    await expectAccessible(page, 'the submit confirmation');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Assignment submitted and marked.')).toBeVisible();
    await expect(emily.getByText('Marked', { exact: true })).toBeVisible();
    await expect(emily.getByRole('link', { name: 'View Marks' })).toBeVisible();
    await expect(emily.getByRole('button')).toHaveText(['Request Reset']);
    await expect(emily.getByTestId('diagnosis-text')).toContainText(
      'Diagnosis: Community-acquired pneumonia',
    );
    await page.context().close();
  });

  test('Submit of a non-markable assignment leaves it completed; a refused submit says to try again', async ({
    browser,
    baseURL,
  }) => {
    const account = await createStudent(baseURL as string, 'submitter');
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.teacher);
    const patients = await patientIds(admin);
    const plain = await assign(admin, account.id, patients['Grace Okafor'], {
      isMarkable: false,
      isNoteAllow: false,
    });
    const twice = await assign(admin, account.id, patients['Emily Clark'], {
      isMarkable: false,
      isNoteAllow: false,
    });
    await admin.dispose();
    const page = await openDashboardAs(browser, account);

    await row(page, 'Grace Okafor').getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit Assignment' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(toast(page, 'Assignment submitted successfully!')).toBeVisible();
    await expect(row(page, 'Grace Okafor').getByText('Completed', { exact: true })).toBeVisible();
    await expect(row(page, 'Grace Okafor').getByRole('button')).toHaveText(['Request Reset']);
    expect(plain).toBeTruthy();

    // Submitted meanwhile from another tab: the server refuses this one.
    const student = await GraphQLClient.signIn(baseURL as string, account);
    await submit(student, twice);
    await student.dispose();
    await row(page, 'Emily Clark').getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit Assignment' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(toast(page, 'Please Try again something went wrong')).toBeVisible();
    await page.context().close();
  });

  test('Request Reset is sent once: the row then says it is waiting, also after a reload', async ({
    browser,
    baseURL,
  }) => {
    const { account, ids } = await studentWithEveryStatus(baseURL as string);
    const page = await openDashboardAs(browser, account);
    const grace = row(page, 'Grace Okafor');
    await grace.getByRole('button', { name: 'Request Reset' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Request Reset' });
    await expect(confirm).toContainText('Grace Okafor');
    await confirm.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Reset Request Sent successfully.')).toBeVisible();
    await expect(grace.getByText('Reset requested')).toBeVisible();
    await expect(grace.getByRole('button', { name: 'Request Reset' })).toHaveCount(0);
    await page.reload();
    await expect(grace.getByText('Reset requested')).toBeVisible();
    await expect(grace.getByText('Waiting for your teacher')).toBeVisible();
    await expect(grace.getByRole('button')).toHaveCount(0);

    // Sent meanwhile from another tab: the server's words are shown.
    const student = await GraphQLClient.signIn(baseURL as string, account);
    await student.run('mutation($id: ID!) { requestReset(assignmentId: $id) { __typename } }', {
      id: ids['John Miller'],
    });
    await student.dispose();
    await row(page, 'John Miller').getByRole('button', { name: 'Request Reset' }).click();
    await page
      .getByRole('alertdialog', { name: 'Request Reset' })
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(toast(page, 'A reset request is already pending for this assignment.')).toBeVisible();
    await page.context().close();
  });

  test('when the server cannot be reached, the reset request says Something went wrong', async ({
    browser,
    baseURL,
  }) => {
    const { account } = await studentWithEveryStatus(baseURL as string);
    const page = await openDashboardAs(browser, account);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === 'useRequestResetMutation') await route.abort('connectionrefused');
      else await route.continue();
    });
    await row(page, 'Grace Okafor').getByRole('button', { name: 'Request Reset' }).click();
    await page
      .getByRole('alertdialog', { name: 'Request Reset' })
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(toast(page, 'Something went wrong')).toBeVisible();
    await page.context().close();
  });
});

test.describe('narrow screens', () => {
  test('at 768 px each assigned patient is a card with the same controls', async ({ browser, baseURL }) => {
    const { account } = await studentWithEveryStatus(baseURL as string);
    const page = await openDashboardAs(browser, account, 768);
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Your assigned patients' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const emily = row(page, 'Emily Clark');
    await expect(emily.getByRole('heading', { name: 'Emily Clark' })).toBeVisible();
    await expect(emily.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(emily.getByRole('button')).toHaveText([
      'Add Diagnosis',
      'Add Note',
      'Talk to Patient',
      'Submit',
    ]);
    await expect(row(page, 'John Miller').getByRole('link', { name: 'View Marks' })).toBeVisible();
    await expectAccessible(page, 'the student dashboard at 768 px');
    await page.context().close();
  });
});

test.describe('Assignment Results (/view-marks/{assignmentId})', () => {
  let fixture: Fixture;

  test.beforeAll(async ({ baseURL }) => {
    fixture = await studentWithEveryStatus(baseURL as string);
  });

  interface Evidence {
    mandatoryQuestions: { question: string; asked: boolean; quote: string | null }[];
    symptoms: { symptom: string; elicited: boolean; quote: string | null }[];
    diagnosis: { expected: string; given: string; matched: boolean; partial: boolean };
    treatment: { expected: string; given: string; matched: string[]; missed: string[] };
    counts: { questionsAsked: number; questions: number; symptomsElicited: number; symptoms: number };
  }
  interface Marks {
    feedback: string | null;
    markedBy: string;
    scores: {
      total: number;
      mandatoryQuestions: number;
      symptoms: number;
      diagnosis: number;
      treatment: number;
    };
    evidence: Evidence;
  }

  async function marksOf(baseURL: string, account: Account, id: string): Promise<Marks> {
    const client = await GraphQLClient.signIn(baseURL, account);
    const data = await client.run<{ assignment: Marks }>(
      `query($id: ID!) { assignment(id: $id) { feedback markedBy
        scores { total mandatoryQuestions symptoms diagnosis treatment }
        evidence { mandatoryQuestions { question asked quote } symptoms { symptom elicited quote }
          diagnosis { expected given matched partial } treatment { expected given matched missed }
          counts { questionsAsked questions symptomsElicited symptoms } } } }`,
      { id },
    );
    await client.dispose();
    return data.assignment;
  }

  test('View Marks opens the results: date, student, five score cards, feedback and who marked', async ({
    browser,
    baseURL,
  }) => {
    const marks = await marksOf(baseURL as string, fixture.account, fixture.ids['John Miller']);
    const page = await openDashboardAs(browser, fixture.account);
    await row(page, 'John Miller').getByRole('link', { name: 'View Marks' }).click();
    await expect(page).toHaveURL(new RegExp(`/view-marks/${recordId(fixture.ids['John Miller'])}$`));
    await expect(page.getByRole('heading', { name: 'Assignment Results', level: 1 })).toBeVisible();
    await expect(page.getByText('Marked on')).toBeVisible();
    const today = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
    await expect(page.locator('time')).toContainText(today);
    await expect(page.getByText(fixture.account.name, { exact: true })).toBeVisible();

    const cards: [string, number, number][] = [
      ['Total Score', marks.scores.total, rubricTotal],
      ['Mandatory Questions', marks.scores.mandatoryQuestions, rubric.mandatoryQuestions],
      ['Symptoms', marks.scores.symptoms, rubric.symptoms],
      ['Diagnosis', marks.scores.diagnosis, rubric.diagnosis],
      ['Treatment', marks.scores.treatment, rubric.treatment],
    ];
    for (const [label, score, max] of cards) {
      const card = page.getByRole('group', { name: label, exact: true });
      await expect(card.getByTestId('score-value')).toHaveText(`${score} / ${max}`);
    }
    expect(marks.scores.total).toBe(
      marks.scores.mandatoryQuestions +
        marks.scores.symptoms +
        marks.scores.diagnosis +
        marks.scores.treatment,
    );

    await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
    await expect(page.getByTestId('feedback')).toHaveText(marks.feedback ?? '');
    await expect(page.getByText(`Marked by ${marks.markedBy}`)).toBeVisible();
    await expectAccessible(page, 'the results page');
    await page.context().close();
  });

  test('the four scores are drawn against their maxima as an accessible bar chart', async ({
    browser,
    baseURL,
  }) => {
    const marks = await marksOf(baseURL as string, fixture.account, fixture.ids['John Miller']);
    const page = await openDashboardAs(browser, fixture.account);
    await page.goto(`/view-marks/${fixture.ids['John Miller']}`);
    const chart = page.getByRole('img', { name: 'Scores against their maxima' });
    await expect(chart).toBeVisible();
    const parts: [string, string, number, number][] = [
      [
        'mandatoryQuestions',
        'Mandatory Questions',
        marks.scores.mandatoryQuestions,
        rubric.mandatoryQuestions,
      ],
      ['symptoms', 'Symptoms', marks.scores.symptoms, rubric.symptoms],
      ['diagnosis', 'Diagnosis', marks.scores.diagnosis, rubric.diagnosis],
      ['treatment', 'Treatment', marks.scores.treatment, rubric.treatment],
    ];
    // Screen readers hear every value.
    await expect(chart).toHaveAccessibleDescription(
      parts
        .map(([, label, score, max]) => `${label}: ${score} of ${max} (${Math.round((score / max) * 100)}%)`)
        .join('; '),
    );
    const bars = chart.getByTestId('score-bar');
    await expect(bars).toHaveCount(4);
    for (const [i, [part, label, score, max]] of parts.entries()) {
      const bar = bars.nth(i);
      await expect(bar).toHaveAttribute('data-part', part);
      await expect(bar).toContainText(label);
      await expect(bar).toContainText(`${score} / ${max}`);
      // The fill is drawn to the share of the maximum scored, against a track that is the maximum.
      const [fill, track] = await Promise.all([
        bar.getByTestId('score-bar-fill').boundingBox(),
        bar.locator('rect').first().boundingBox(),
      ]);
      expect(fill && track, `${label} bar drawn`).toBeTruthy();
      if (fill && track) expect(fill.width / track.width).toBeCloseTo(score / max, 2);
    }
    await page.context().close();
  });

  test('the grader’s evidence: questions asked and symptoms drawn out with quotes, diagnosis and treatment compared', async ({
    browser,
    baseURL,
  }) => {
    const marks = await marksOf(baseURL as string, fixture.account, fixture.ids['John Miller']);
    const page = await openDashboardAs(browser, fixture.account);
    await page.goto(`/view-marks/${fixture.ids['John Miller']}`);
    await expect(page.getByRole('heading', { name: 'How it was marked' })).toBeVisible();

    // Before the answers are released: what the student asked and drew out, and of how many
    // (docs/marking.md#the-answer-key).
    const { counts } = marks.evidence;
    const questions = page.getByRole('region', { name: 'Mandatory Questions' }).getByTestId('evidence-item');
    await expect(questions).toHaveCount(counts.questionsAsked);
    expect(marks.evidence.mandatoryQuestions.every((q) => q.asked)).toBe(true);
    await expect(page.getByText(`${counts.questionsAsked} of ${counts.questions} asked`)).toBeVisible();
    for (const [i, q] of marks.evidence.mandatoryQuestions.entries()) {
      const item = questions.nth(i);
      await expect(item).toContainText(q.question);
      await expect(item).toContainText(q.asked ? 'Asked' : 'Not asked');
      if (q.quote) await expect(item.locator('blockquote')).toHaveText(`“${q.quote}”`);
    }
    // The opening question of this conversation is quoted as the presenting complaint.
    await expect(questions.filter({ hasText: 'Presenting complaint' }).locator('blockquote')).toHaveText(
      '“Hello, I am the doctor on duty. What brings you in today?”',
    );

    const symptoms = page.getByRole('region', { name: 'Symptoms', exact: true }).getByTestId('evidence-item');
    await expect(symptoms).toHaveCount(counts.symptomsElicited);
    await expect(page.getByText(`${counts.symptomsElicited} of ${counts.symptoms} drawn out`)).toBeVisible();
    for (const [i, s] of marks.evidence.symptoms.entries()) {
      await expect(symptoms.nth(i)).toContainText(s.symptom);
      await expect(symptoms.nth(i)).toContainText(s.elicited ? 'Drawn out' : 'Missed');
      if (s.quote) await expect(symptoms.nth(i).locator('blockquote')).toHaveText(`“${s.quote}”`);
    }
    await expect(symptoms.filter({ hasText: 'Chest pain' })).toContainText(/pain in my chest/);

    const diagnosis = page.getByRole('region', { name: 'Diagnosis', exact: true });
    await expect(diagnosis.getByText(marks.evidence.diagnosis.given, { exact: true })).toBeVisible();
    // The answer key stays hidden until the teacher releases it (docs/marking.md).
    expect(marks.evidence.diagnosis.expected).toBe('');
    await expect(diagnosis).toContainText('Your teacher has not released the expected answers yet.');
    await expect(diagnosis).toContainText(
      marks.evidence.diagnosis.matched
        ? 'Matches'
        : marks.evidence.diagnosis.partial
          ? 'Partly matches'
          : 'Does not match',
    );

    const treatment = page.getByRole('region', { name: 'Treatment', exact: true });
    await expect(treatment.getByText(marks.evidence.treatment.given, { exact: true })).toBeVisible();
    // Nothing of the key: not even the key items covered (the key's own words).
    expect(marks.evidence.treatment).toMatchObject({ expected: '', matched: [], missed: [] });
    await expectAccessible(page, 'the results page evidence');
    await page.context().close();
  });

  test('feedback falls back to No feedback provided; Back to Assignments returns to the dashboard', async ({
    browser,
    baseURL,
  }) => {
    const { account, ids } = await studentWithEveryStatus(baseURL as string);
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.teacher);
    const edited = await admin.run<{ updateAssignmentMarks: { __typename: string; message?: string } }>(
      `mutation($input: UpdateAssignmentMarksInput!) { updateAssignmentMarks(input: $input) {
        __typename ... on Error { message } } }`,
      {
        input: {
          assignmentId: ids['John Miller'],
          feedback: '',
          scores: { mandatoryQuestions: 30, symptoms: 20, diagnosis: 5, treatment: 1 },
        },
      },
    );
    await admin.dispose();
    expect(edited.updateAssignmentMarks.__typename, edited.updateAssignmentMarks.message).toBe(
      'AssignmentPayload',
    );

    const page = await openDashboardAs(browser, account);
    await page.goto(`/view-marks/${ids['John Miller']}`);
    await expect(page.getByTestId('feedback')).toHaveText('No feedback provided');
    await expect(page.getByRole('group', { name: 'Total Score' }).getByTestId('score-value')).toHaveText(
      '56 / 100',
    );
    await expect(page.getByText(/^Marked by .*\(edited\)$/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Assignments' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();
  });

  test('No assignment found. for an unknown id or someone else’s; Failed to fetch assignment details. on errors', async ({
    browser,
    baseURL,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    const unknown = Buffer.from('Assignment:987654321').toString('base64');
    await page.goto(`/view-marks/${unknown}`);
    await expect(page.getByRole('alert').getByText('No assignment found.')).toBeVisible();
    await expectAccessible(page, 'the results page without an assignment');
    // Record ids (the spec's route) that do not exist, and ids that are no id at all.
    for (const wrong of ['987654321', 'abc', 'QXNzaWdubWVudA%3D%3D']) {
      await page.goto(`/view-marks/${wrong}`);
      await expect(page.getByRole('alert').getByText('No assignment found.')).toBeVisible();
      await expect(page.getByText(/Invalid global ID/)).toHaveCount(0);
    }

    // The demo student's marked assignment is not this student's to see.
    const demo = await GraphQLClient.signIn(baseURL as string, accounts.student);
    const { myAssignments } = await demo.run<{ myAssignments: { edges: { node: { id: string } }[] } }>(
      '{ myAssignments(first: 1, status: MARKED) { edges { node { id } } } }',
    );
    await demo.dispose();
    await page.goto(`/view-marks/${myAssignments.edges[0]?.node.id}`);
    await expect(page.getByRole('alert').getByText('No assignment found.')).toBeVisible();
    await page.goto(`/view-marks/${recordId(myAssignments.edges[0]?.node.id ?? '')}`);
    await expect(page.getByRole('alert').getByText('No assignment found.')).toBeVisible();

    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'AssignmentResultsPageQuery') return route.continue();
      return route.fulfill({
        json: {
          data: null,
          errors: [
            { message: 'The REST API could not be reached.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
        },
      });
    });
    await page.goto(`/view-marks/${fixture.ids['John Miller']}`);
    await expect(page.getByRole('alert').getByText('Failed to fetch assignment details.')).toBeVisible();
    await page.context().close();
  });

  test('an assignment that is not marked yet says so instead of showing empty scores', async ({
    browser,
  }) => {
    const page = await openDashboardAs(browser, fixture.account);
    await page.goto(`/view-marks/${fixture.ids['Grace Okafor']}`);
    await expect(page.getByText('This assignment has not been marked yet.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Scores against their maxima' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('the student shell', () => {
  test.use({ storageState: storageStateOf('student') });

  test('Welcome back, the tagline, one side item and Log Out', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${accounts.student.name}`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Anamnesis')).toBeVisible();
    await expect(nav.getByText('Personal Health Portal')).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(['Assignments']);
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The results page belongs to the same section.
    await page.goto('/view-marks/does-not-matter');
    await expect(nav.getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'page');
  });
});
