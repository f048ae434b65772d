import { type Locator, type Page, test } from '@playwright/test';
import { rubric } from '../../packages/rules/src/index';
import {
  assign,
  choose,
  deleteAssignment,
  doTheWork,
  expect,
  failOperation,
  holdOperation,
  markAssignment,
  newPatient,
  newRoom,
  newStudent,
  patientIds,
  putInRoom,
  submitAndMark,
  submitWithoutMarking,
  superAdmin,
  tick,
} from './adminFixtures';
import { expectAccessible, GraphQLClient, signIn, storageStateOf, toast } from './support';

// docs/assignments.md: the three assign pages, Assigned Patients with its dialogs, Edit Assignment
// and Quick Mark. Tests that change data work on students and patients of their own.

const tablePath = '/admin/table-assign-patient';

test.describe.configure({ timeout: 90_000 });

/** The table row of one student's assignment of one patient. */
function assignmentRow(page: Page, patient: string, student: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `View details of ${patient} for ${student}` }) });
}

/** Narrows the Assigned Patients table to one student (the server searches). */
async function showStudent(page: Page, student: string) {
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill(student);
  await expect(page.getByRole('cell', { name: new RegExp(`^${student}`) }).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
}

function checkbox(page: Page, group: string, name: string): Locator {
  return page.getByRole('group', { name: group }).getByRole('checkbox', { name });
}

test.describe('Assign Patient(s) to Student (/admin/assign-patient)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('offers only the patients the student lacks, assigns them with the switches, then shows the table', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const patients = await patientIds(admin);
    await assign(admin, student.id, [patients['Emily Clark']]);
    await admin.dispose();

    await page.goto('/admin/assign-patient');
    await expect(page.getByRole('heading', { name: 'Assign Patient(s) to Student', level: 1 })).toBeVisible();
    await expect(page.getByText('Choose a student to see the patients they do not have yet.')).toBeVisible();
    await expectAccessible(page, 'Assign Patient(s) to Student');

    await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expect(toast(page, 'Please select a student and at least one patient.')).toBeVisible();

    await choose(page, 'Student', student.email);
    for (const offered of ['John Miller', 'Robert Hughes', 'Grace Okafor']) {
      await expect(checkbox(page, 'Patients', offered)).toBeVisible();
    }
    await expect(checkbox(page, 'Patients', 'Emily Clark')).toHaveCount(0);
    await tick(checkbox(page, 'Patients', 'John Miller'));
    await tick(checkbox(page, 'Patients', 'Grace Okafor'));
    await expect(page.getByText(/^2 of \d+ selected$/)).toBeVisible();
    await tick(page.getByRole('checkbox', { name: 'Make assignment markable' }));
    await expect(page.getByRole('checkbox', { name: 'Allow visit note' })).not.toBeChecked();
    await expectAccessible(page, 'Assign Patient(s) to Student with a student chosen');

    await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expect(toast(page, 'Patient(s) assigned to student(s) successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${tablePath}$`));
    await showStudent(page, student.name);
    for (const patient of ['Emily Clark', 'Grace Okafor', 'John Miller']) {
      await expect(assignmentRow(page, patient, student.name).getByText('Assigned')).toBeVisible();
    }
    // The switches were stored with the assignment.
    await page.getByRole('button', { name: `View details of John Miller for ${student.name}` }).click();
    await expect(page.getByRole('dialog').getByText('Markable, no visit note')).toBeVisible();
  });

  test('reads Assigning... while the server works, and shows the server’s words when it refuses', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    await page.goto('/admin/assign-patient');
    await choose(page, 'Student', student.email);
    await tick(checkbox(page, 'Patients', 'Robert Hughes'));

    // Meanwhile another admin gives the student the same patient.
    const admin = await superAdmin(baseURL);
    await assign(admin, student.id, [(await patientIds(admin))['Robert Hughes']]);
    await admin.dispose();

    const held = await holdOperation(page, 'useAssignPatientsToStudentMutation');
    await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expect(page.getByRole('button', { name: 'Assigning...' })).toBeDisabled();
    held.release();
    await expect(toast(page, `Robert Hughes is already assigned to ${student.name}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/assign-patient$/);
  });

  test('a failed request says Failed to assign patients. Please try again.', async ({ page, baseURL }) => {
    const student = await newStudent(baseURL);
    await page.goto('/admin/assign-patient');
    await choose(page, 'Student', student.email);
    await tick(checkbox(page, 'Patients', 'John Miller'));
    await failOperation(page, 'useAssignPatientsToStudentMutation');
    await page.getByRole('button', { name: 'Assign Patient(s)' }).click();
    await expect(toast(page, 'Failed to assign patients. Please try again.')).toBeVisible();
  });
});

test.describe('Assign Student(s) to Patient (/admin/assign-student)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('the student list loads once a patient is chosen; students who have it are not offered', async ({
    page,
    baseURL,
  }) => {
    const [first, second] = [await newStudent(baseURL), await newStudent(baseURL)];
    const admin = await superAdmin(baseURL);
    const patient = await newPatient(admin);
    await admin.dispose();

    await page.goto('/admin/assign-student');
    await expect(page.getByRole('heading', { name: 'Assign Student(s) to Patient', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Choose a patient to see the students who do not have it yet.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Students' })).toHaveCount(0);
    await expectAccessible(page, 'Assign Student(s) to Patient');

    await page.getByRole('button', { name: 'Assign Student(s)' }).click();
    await expect(toast(page, 'Please select a patient and at least one student.')).toBeVisible();

    await choose(page, 'Patient', patient.name);
    await expect(checkbox(page, 'Students', first.name)).toBeVisible();
    await page.getByRole('button', { name: 'Assign Student(s)' }).click();
    await expect(toast(page, 'Please select a patient and at least one student.')).toBeVisible();

    await tick(checkbox(page, 'Students', first.name));
    await tick(checkbox(page, 'Students', second.name));
    await tick(page.getByRole('checkbox', { name: 'Make assignment markable' }));
    await tick(page.getByRole('checkbox', { name: 'Allow Note' }));
    await expectAccessible(page, 'Assign Student(s) to Patient with a patient chosen');
    await page.getByRole('button', { name: 'Assign Student(s)' }).click();
    await expect(toast(page, 'Student(s) assigned to patient successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${tablePath}$`));
    await showStudent(page, first.name);
    await expect(assignmentRow(page, patient.name, first.name)).toBeVisible();

    // Both now have it: the patient offers neither of them any more.
    await page.goto('/admin/assign-student');
    await choose(page, 'Patient', patient.name);
    await expect(page.getByRole('group', { name: 'Students' })).toBeVisible();
    await expect(checkbox(page, 'Students', first.name)).toHaveCount(0);
    await expect(checkbox(page, 'Students', second.name)).toHaveCount(0);
  });

  test('a failed request says Failed to assign students. Please try again.', async ({ page, baseURL }) => {
    const student = await newStudent(baseURL);
    await page.goto('/admin/assign-student');
    await choose(page, 'Patient', 'Emily Clark');
    await tick(checkbox(page, 'Students', student.name));
    await failOperation(page, 'useAssignStudentsToPatientMutation');
    await page.getByRole('button', { name: 'Assign Student(s)' }).click();
    await expect(toast(page, 'Failed to assign students. Please try again.')).toBeVisible();
  });
});

test.describe('Assign Patient to Room (/admin/assign-classroom)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('offers rooms without a patient; every student of the room gets the case; then Class Rooms', async ({
    page,
    baseURL,
  }) => {
    const [first, second] = [await newStudent(baseURL), await newStudent(baseURL)];
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Ward');
    await putInRoom(admin, room.id, [first.id, second.id]);
    await admin.dispose();

    await page.goto('/admin/assign-classroom');
    await expect(page.getByRole('heading', { name: 'Assign Patient to Room', level: 1 })).toBeVisible();
    // CS-101 of the demo data already has a patient.
    await expect(
      page.getByRole('combobox', { name: 'Room', exact: true }).locator('option', { hasText: 'CS-101' }),
    ).toHaveCount(0);
    await expectAccessible(page, 'Assign Patient to Room');

    await page.getByRole('button', { name: 'Assign Patient' }).click();
    await expect(toast(page, 'Please select both a patient and a room.')).toBeVisible();
    await choose(page, 'Patient', 'Robert Hughes');
    await page.getByRole('button', { name: 'Assign Patient' }).click();
    await expect(toast(page, 'Please select both a patient and a room.')).toBeVisible();

    await choose(page, 'Room', room.roomNumber);
    await tick(page.getByRole('checkbox', { name: 'Make assignment markable' }));
    await page.getByRole('button', { name: 'Assign Patient' }).click();
    await expect(toast(page, 'Patient assigned to room successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/rooms$/);
    await page.getByRole('searchbox', { name: 'Search rooms' }).fill(room.roomNumber);
    await expect(
      page.getByRole('row').filter({ hasText: room.name }).getByText('Patient: Robert Hughes'),
    ).toBeVisible();

    await page.goto(tablePath);
    for (const student of [first, second]) {
      await showStudent(page, student.name);
      await expect(assignmentRow(page, 'Robert Hughes', student.name)).toBeVisible();
    }
    // An occupied room is not offered again.
    await page.goto('/admin/assign-classroom');
    await expect(
      page
        .getByRole('combobox', { name: 'Room', exact: true })
        .locator('option', { hasText: room.roomNumber }),
    ).toHaveCount(0);
  });

  test('a refused assignment shows the server’s message; a failed one the spec’s', async ({
    page,
    baseURL,
  }) => {
    const admin = await superAdmin(baseURL);
    const room = await newRoom(admin, 'Empty');
    await admin.dispose();
    await page.goto('/admin/assign-classroom');
    await choose(page, 'Patient', 'Emily Clark');
    await choose(page, 'Room', room.roomNumber);
    await page.getByRole('button', { name: 'Assign Patient' }).click();
    await expect(toast(page, `Room ${room.roomNumber} has no students.`)).toBeVisible();

    await failOperation(page, 'useAssignPatientToRoomMutation');
    await page.getByRole('button', { name: 'Assign Patient' }).click();
    await expect(toast(page, 'Failed to assign patient to room. Please try again.')).toBeVisible();
  });
});

test.describe('Assigned Patients (/admin/table-assign-patient)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('rows are grouped per student with coloured status badges; the table is accessible', async ({
    page,
    baseURL,
  }) => {
    // A student with one assignment in each status.
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const patients = await patientIds(admin);
    const [inProgress, completed, marked] = (await assign(admin, student.id, [
      patients['Robert Hughes'],
      patients['Grace Okafor'],
      patients['John Miller'],
      patients['Emily Clark'],
    ])) as [string, string, string];
    await admin.dispose();
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await learner.run(
      'mutation($input: SaveConversationInput!) { saveConversation(input: $input) { __typename } }',
      { input: { assignmentId: inProgress, messages: [{ text: 'Hello?', isAI: false }] } },
    );
    await doTheWork(learner, completed);
    await doTheWork(learner, marked);
    await submitAndMark(learner, marked);
    await learner.dispose();
    await submitWithoutMarking(student, completed);

    await page.goto(tablePath);
    await expect(page.getByRole('heading', { name: 'Assigned Patients', level: 1 })).toBeVisible();
    for (const header of ['Student Name', 'Patient Name', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await showStudent(page, student.name);
    // The student's name spans their four rows.
    const studentCell = page.getByRole('cell', { name: new RegExp(`^${student.name}`) });
    await expect(studentCell).toHaveCount(1);
    await expect(studentCell).toHaveAttribute('rowspan', '4');
    const colours = {
      'Emily Clark': ['Assigned', 'blue'],
      'Robert Hughes': ['In Progress', 'purple'],
      'Grace Okafor': ['Completed', 'green'],
      'John Miller': ['Marked', 'yellow'],
    };
    for (const [patient, [label, colour]] of Object.entries(colours)) {
      await expect(
        assignmentRow(page, patient, student.name).locator(`[data-color="${colour}"]`, { hasText: label }),
      ).toBeVisible();
    }
    // Only marked rows can be edited.
    await expect(
      page.getByRole('link', { name: `Edit marks of John Miller for ${student.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit marks of / })).toHaveCount(1);
    await expectAccessible(page, 'Assigned Patients');
  });

  test('the status filter shows All Statuses, Assigned, Completed or Marked; search finds students and patients', async ({
    page,
  }) => {
    await page.goto(tablePath);
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await expect(filter.locator('option')).toHaveText(['All Statuses', 'Assigned', 'Completed', 'Marked']);
    await showStudent(page, 'Sam Carter');
    await filter.selectOption({ label: 'Marked' });
    await expect(assignmentRow(page, 'John Miller', 'Sam Carter')).toBeVisible();
    await expect(assignmentRow(page, 'Emily Clark', 'Sam Carter')).toHaveCount(0);
    await filter.selectOption({ label: 'Assigned' });
    await expect(assignmentRow(page, 'Emily Clark', 'Sam Carter')).toBeVisible();
    await expect(assignmentRow(page, 'John Miller', 'Sam Carter')).toHaveCount(0);
    await filter.selectOption({ label: 'All Statuses' });
    await expect(assignmentRow(page, 'Robert Hughes', 'Sam Carter')).toBeVisible();

    // A patient's name finds every student who has it.
    await page.getByRole('searchbox', { name: 'Search assignments' }).fill('Robert Hughes');
    await expect(assignmentRow(page, 'Robert Hughes', 'Sam Carter')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^View details of (John Miller|Emily Clark) / }),
    ).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search assignments' }).fill('nobody-by-this-name');
    await expect(page.getByText('No assignments found')).toBeVisible();
  });

  test('Select Assignment opens each of the three assign pages; Quick Mark is one click away', async ({
    page,
  }) => {
    const targets = [
      ['Assign Patient(s) to Student', '/admin/assign-patient'],
      ['Assign Student(s) to Patient', '/admin/assign-student'],
      ['Assign Patient to Room', '/admin/assign-classroom'],
    ] as const;
    for (const [item, path] of targets) {
      await page.goto(tablePath);
      await page.getByRole('button', { name: 'Select Assignment' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
    }
    await page.goto(tablePath);
    await page.getByRole('link', { name: 'Quick Mark' }).click();
    await expect(page).toHaveURL(/\/admin\/quick-mark$/);
  });

  test('a super admin sees every student’s assignments, a plain admin only those they created', async ({
    browser,
  }) => {
    const asAdmin = await (
      await browser.newContext({ storageState: storageStateOf('superAdmin') })
    ).newPage();
    await asAdmin.goto(tablePath);
    await showStudent(asAdmin, 'Sam Carter');
    // Grace Okafor was given to Sam by the super admin, John Miller by the teacher.
    await expect(assignmentRow(asAdmin, 'Grace Okafor', 'Sam Carter')).toBeVisible();
    await expect(assignmentRow(asAdmin, 'John Miller', 'Sam Carter')).toBeVisible();
    await showStudent(asAdmin, 'Mei Chen');
    await expect(assignmentRow(asAdmin, 'Emily Clark', 'Mei Chen')).toBeVisible();
    await asAdmin.context().close();

    const asTeacher = await (await browser.newContext({ storageState: storageStateOf('teacher') })).newPage();
    await asTeacher.goto(tablePath);
    await showStudent(asTeacher, 'Sam Carter');
    await expect(assignmentRow(asTeacher, 'John Miller', 'Sam Carter')).toBeVisible();
    await expect(assignmentRow(asTeacher, 'Grace Okafor', 'Sam Carter')).toHaveCount(0);
    await asTeacher.getByRole('searchbox', { name: 'Search assignments' }).fill('Mei Chen');
    await expect(asTeacher.getByText('No assignments found')).toBeVisible();
    await asTeacher.context().close();
  });

  test('50 students a page, with numbered pages', async ({ page, baseURL }) => {
    // Enough students of one cohort for two pages of groups.
    const admin = await superAdmin(baseURL);
    const patient = await newPatient(admin, 'Cohort case');
    const cohort = `cohort${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 51; i++) {
      const handle = `${cohort}-${String(i).padStart(2, '0')}`;
      ids.push(
        await admin.createUser({
          name: `Student ${handle}`,
          email: `${handle}@example.com`,
          username: handle,
          password: 'secret123',
        }),
      );
    }
    await admin.run(
      `mutation($input: AssignStudentsToPatientInput!) { assignStudentsToPatient(input: $input) { __typename } }`,
      { input: { patientId: patient.id, studentIds: ids } },
    );
    await admin.dispose();

    await page.goto(tablePath);
    await page.getByRole('searchbox', { name: 'Search assignments' }).fill(cohort);
    await expect(page.getByText('51 students')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Assigned patients pages' });
    await expect(page.getByRole('button', { name: /^View details of / })).toHaveCount(50);
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: /^View details of / })).toHaveCount(1);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Assignment Details and Confirm Deletion', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('details show the work with the spec’s fallbacks; Mark Assignment marks submitted, markable work', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const patients = await patientIds(admin);
    const [submitted] = await assign(admin, student.id, [patients['John Miller'], patients['Emily Clark']]);
    await admin.dispose();
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await doTheWork(learner, submitted as string);
    await learner.dispose();
    await submitWithoutMarking(student, submitted as string);

    await page.goto(tablePath);
    await showStudent(page, student.name);

    // Nothing done yet: every fallback, and no Mark button.
    await page.getByRole('button', { name: `View details of Emily Clark for ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assignment Details' });
    await expect(dialog.getByText('Emily Clark')).toBeVisible();
    await expect(dialog.getByText('No findings available')).toBeVisible();
    await expect(dialog.getByText('No visitNote available')).toBeVisible();
    await expect(dialog.getByText('No conversation log available.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark Assignment' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // Submitted, markable work: findings, note, the log as AI:/User: lines, and Mark Assignment.
    await page.getByRole('button', { name: `View details of John Miller for ${student.name}` }).click();
    await expect(dialog.getByText(student.name)).toBeVisible();
    await expect(dialog.getByText('Completed')).toBeVisible();
    await expect(dialog.getByText(/Diagnosis: Myocardial infarction/)).toBeVisible();
    await expect(dialog.getByText('Crushing central chest pain with sweating.')).toBeVisible();
    const log = dialog.getByRole('list', { name: 'Conversation log' }).getByRole('listitem');
    await expect(log).toHaveCount(4);
    await expect(log.first()).toHaveText('User: Hello, I am the doctor on duty. What brings you in today?');
    // The built-in patient's own words: the server writes the patient's lines.
    await expect(log.nth(1)).toHaveText(/^AI: .*chest/);
    await expectAccessible(page, 'Assignment Details dialog');

    const held = await holdOperation(page, 'useMarkAssignmentMutation');
    await dialog.getByRole('button', { name: 'Mark Assignment' }).click();
    await expect(dialog.getByRole('button', { name: 'Marking...' })).toBeDisabled();
    held.release();
    await expect(toast(page, 'Assignment marked successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = assignmentRow(page, 'John Miller', student.name);
    await expect(row.getByText('Marked')).toBeVisible();
    await expect(
      row.getByRole('link', { name: `Edit marks of John Miller for ${student.name}` }),
    ).toBeVisible();
  });

  test('marking that the server refuses shows its message; a failed request the spec’s', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const [id] = await assign(admin, student.id, [(await patientIds(admin))['Grace Okafor']]);
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await doTheWork(learner, id as string);
    await learner.dispose();
    await submitWithoutMarking(student, id as string);

    await page.goto(tablePath);
    await showStudent(page, student.name);
    await page.getByRole('button', { name: `View details of Grace Okafor for ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assignment Details' });
    await failOperation(page, 'useMarkAssignmentMutation');
    await dialog.getByRole('button', { name: 'Mark Assignment' }).click();
    await expect(toast(page, 'Failed to mark the assignment. Please try again.')).toBeVisible();
    await page.unrouteAll();

    // Another admin marks it first.
    await markAssignment(admin, id as string);
    await admin.dispose();
    await dialog.getByRole('button', { name: 'Mark Assignment' }).click();
    await expect(toast(page, 'This assignment has already been marked.')).toBeVisible();
  });

  test('Confirm Deletion: Cancel keeps the assignment, Delete removes it', async ({ page, baseURL }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const patients = await patientIds(admin);
    await assign(admin, student.id, [patients['Robert Hughes'], patients['Emily Clark']]);
    await admin.dispose();

    await page.goto(tablePath);
    await showStudent(page, student.name);
    await page
      .getByRole('button', { name: `Delete assignment of Robert Hughes for ${student.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(
      confirm.getByText('Are you sure you want to delete this assignment? This action cannot be undone.'),
    ).toBeVisible();
    await expectAccessible(page, 'Confirm Deletion dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(assignmentRow(page, 'Robert Hughes', student.name)).toBeVisible();

    await page
      .getByRole('button', { name: `Delete assignment of Robert Hughes for ${student.name}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Assignment deleted successfully!')).toBeVisible();
    await expect(assignmentRow(page, 'Robert Hughes', student.name)).toHaveCount(0);
    await expect(assignmentRow(page, 'Emily Clark', student.name)).toBeVisible();
    await page.reload();
    await showStudent(page, student.name);
    await expect(assignmentRow(page, 'Robert Hughes', student.name)).toHaveCount(0);
  });

  test('a deletion that fails says Failed to delete assignment. Please try again.', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const [id] = await assign(admin, student.id, [(await patientIds(admin))['Emily Clark']]);

    await page.goto(tablePath);
    await showStudent(page, student.name);
    await page.getByRole('button', { name: `Delete assignment of Emily Clark for ${student.name}` }).click();
    // Someone else deleted it meanwhile.
    await deleteAssignment(admin, id as string);
    await admin.dispose();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete assignment. Please try again.')).toBeVisible();
  });
});

test.describe('Edit Assignment (/admin/edit-assignment/:id)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  async function markedAssignment(baseURL: string | undefined) {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const [id] = await assign(admin, student.id, [(await patientIds(admin))['John Miller']]);
    await admin.dispose();
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await doTheWork(learner, id as string);
    await submitAndMark(learner, id as string);
    await learner.dispose();
    return { student, id: id as string };
  }

  test('shows the work, the grader’s evidence and the marks; scores are clamped to the rubric’s maxima with a read-only total; Save goes back; the student reads what was changed', async ({
    page,
    baseURL,
    browser,
  }) => {
    const { student, id } = await markedAssignment(baseURL);
    await page.goto(tablePath);
    await showStudent(page, student.name);
    await page.getByRole('link', { name: `Edit marks of John Miller for ${student.name}` }).click();
    // The link carries the record id (the spec's /admin/edit-assignment/{id}).
    const recordId = Buffer.from(id, 'base64').toString('utf8').split(':')[1];
    await expect(page).toHaveURL(new RegExp(`/admin/edit-assignment/${recordId}$`));
    await expect(page.getByRole('heading', { name: 'Edit Assignment', level: 1 })).toBeVisible();
    await expect(page.getByText('John Miller')).toBeVisible();
    await expect(page.getByText(student.name)).toBeVisible();
    await expect(page.getByText('Marked', { exact: true })).toBeVisible();
    await expect(page.getByText(/Diagnosis: Myocardial infarction/)).toBeVisible();
    await expect(page.getByText('Crushing central chest pain with sweating.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Conversation log' }).getByRole('listitem').first(),
    ).toHaveText(/^User: /);
    // The grader's reasons, to weigh before changing its marks.
    await expect(page.getByRole('heading', { name: 'How it was marked', level: 2 })).toBeVisible();
    await expect(page.getByText(/quoted from the student’s conversation/)).toBeVisible();
    await expectAccessible(page, 'Edit Assignment');

    const total = page.getByLabel('Total Score');
    await expect(total).toHaveAttribute('readonly', '');
    // By role: the grader's evidence beside the form has sections with the same names.
    const score = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const { mandatoryQuestions, treatment } = rubric;
    await score('Mandatory Questions').fill(String(mandatoryQuestions + 5));
    await expect(score('Mandatory Questions')).toHaveValue(String(mandatoryQuestions));
    // The clamp is said as it happens, under the box (and read with it).
    await expect(score('Mandatory Questions')).toHaveAccessibleDescription(
      `${mandatoryQuestions + 5} is more than ${mandatoryQuestions}: set to ${mandatoryQuestions}.`,
    );
    await score('Symptoms').fill('abc');
    await expect(score('Symptoms')).toHaveValue('0');
    await expect(page.getByText('“abc” is not a number: set to 0.')).toBeVisible();
    await score('Symptoms').fill('38');
    await score('Treatment').fill(String(treatment + 4));
    await expect(score('Treatment')).toHaveValue(String(treatment));
    await score('Diagnosis').fill('-4');
    await expect(score('Diagnosis')).toHaveValue('0');
    await score('Diagnosis').fill('7');
    const expectedTotal = String(mandatoryQuestions + 38 + treatment + 7);
    await expect(total).toHaveValue(expectedTotal);
    await page
      .getByRole('textbox', { name: 'Feedback', exact: true })
      .fill('Thorough history; ask about allergies next time.');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Assignment updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${tablePath}$`));

    // Stored: the page shows the new marks when opened again.
    await page.goto(`/admin/edit-assignment/${encodeURIComponent(id)}`);
    await expect(score('Mandatory Questions')).toHaveValue(String(mandatoryQuestions));
    await expect(score('Symptoms')).toHaveValue('38');
    await expect(score('Treatment')).toHaveValue(String(treatment));
    await expect(score('Diagnosis')).toHaveValue('7');
    await expect(total).toHaveValue(expectedTotal);
    await expect(page.getByRole('textbox', { name: 'Feedback', exact: true })).toHaveValue(
      'Thorough history; ask about allergies next time.',
    );
    await expect(page.getByText('Super Admin (edited)')).toBeVisible();

    // The student reads plainly which parts the teacher changed; the evidence stays the grader's.
    const learner = await (await browser.newContext({ storageState: undefined })).newPage();
    await signIn(learner, student);
    await learner.goto(`/view-marks/${recordId}`);
    // Diagnosis 7 is no grade the grader gives, and the feedback is new; the rest depends on its marks.
    const edited = learner.getByTestId('edited-parts');
    await expect(edited).toHaveText(
      /^Your teacher changed .*the Diagnosis score.* and the feedback after .+ marked your work; the evidence below is the grader’s\.$/,
    );
    await learner.context().close();
  });

  test('Cancel goes back without saving; Loading... while it loads', async ({ page, baseURL }) => {
    const { student, id } = await markedAssignment(baseURL);
    await page.goto(tablePath);
    await showStudent(page, student.name);
    const held = await holdOperation(page, 'EditAssignmentPageQuery');
    await page.getByRole('link', { name: `Edit marks of John Miller for ${student.name}` }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    held.release();
    const before = await page.getByLabel('Total Score').inputValue();
    await page.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('0');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${tablePath}$`));
    await page.goto(`/admin/edit-assignment/${encodeURIComponent(id)}`);
    await expect(page.getByLabel('Total Score')).toHaveValue(before);
  });

  test('No assignment found. for an unknown or invisible one; the failures say so', async ({
    page,
    baseURL,
    browser,
  }) => {
    const missing = Buffer.from('Assignment:999999').toString('base64');
    await page.goto(`/admin/edit-assignment/${missing}`);
    await expect(page.getByText('No assignment found.')).toBeVisible();
    for (const wrong of ['999999', 'nope']) {
      await page.goto(`/admin/edit-assignment/${wrong}`);
      await expect(page.getByText('No assignment found.')).toBeVisible();
      await expect(page.getByText(/Invalid global ID/)).toHaveCount(0);
    }

    // The teacher may not see the super admin's assignment of Grace Okafor to Sam Carter.
    const admin = await superAdmin(baseURL);
    const groups = await admin.run<{
      assignedPatients: { edges: { node: { assignments: { id: string; patient: { name: string } }[] } }[] };
    }>(
      '{ assignedPatients(first: 5, search: "Sam Carter") { edges { node { assignments { id patient { name } } } } } }',
    );
    const grace = groups.assignedPatients.edges
      .flatMap(({ node }) => node.assignments)
      .find((a) => a.patient.name === 'Grace Okafor');
    const asTeacher = await (await browser.newContext({ storageState: storageStateOf('teacher') })).newPage();
    await asTeacher.goto(`/admin/edit-assignment/${encodeURIComponent(grace?.id ?? '')}`);
    await expect(asTeacher.getByText('No assignment found.')).toBeVisible();
    const graceRecord = Buffer.from(grace?.id ?? '', 'base64')
      .toString('utf8')
      .split(':')[1];
    await asTeacher.goto(`/admin/edit-assignment/${graceRecord}`);
    await expect(asTeacher.getByText('No assignment found.')).toBeVisible();
    await asTeacher.context().close();

    const { id } = await markedAssignment(baseURL);
    await failOperation(page, 'EditAssignmentPageQuery');
    await page.goto(`/admin/edit-assignment/${encodeURIComponent(id)}`);
    await expect(page.getByText('Failed to fetch assignment details.')).toBeVisible();
    await page.unrouteAll();

    await page.goto(`/admin/edit-assignment/${encodeURIComponent(id)}`);
    await expect(page.getByLabel('Total Score')).toBeVisible();
    await deleteAssignment(admin, id);
    await admin.dispose();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update the assignment.')).toBeVisible();
  });
});

test.describe('Quick Mark Assignments (/admin/quick-mark)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  /** A patient of its own with one submitted, markable assignment waiting. */
  async function readyPatient(baseURL: string | undefined) {
    const student = await newStudent(baseURL);
    const admin = await superAdmin(baseURL);
    const patient = await newPatient(admin, 'Quick');
    const [id] = await assign(admin, student.id, [patient.id]);
    await admin.dispose();
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await doTheWork(learner, id as string);
    await learner.dispose();
    await submitWithoutMarking(student, id as string);
    return { student, patient };
  }

  function patientRow(page: Page, patient: string) {
    return page.getByRole('row').filter({ has: page.getByRole('cell', { name: patient, exact: true }) });
  }

  test('lists patients with students and readiness; a row’s Mark marks that patient’s submitted work', async ({
    page,
    baseURL,
  }) => {
    const { student, patient } = await readyPatient(baseURL);
    const admin = await superAdmin(baseURL);
    const idle = await newPatient(admin, 'Unassigned');
    await admin.dispose();

    await page.goto('/admin/quick-mark');
    await expect(page.getByRole('heading', { name: 'Quick Mark Assignments', level: 1 })).toBeVisible();
    for (const header of ['Patient Name', 'Assigned Students', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Only patients with at least one assigned student are listed.
    await page.getByRole('searchbox', { name: 'Search patients or students' }).fill(idle.name);
    await expect(page.getByText('No patients with assigned students')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search patients or students' }).fill(patient.name);
    const row = patientRow(page, patient.name);
    await expect(row.getByText(student.name)).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible();
    await expect(row.locator('[data-color="green"]', { hasText: 'Ready to Mark' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page, 'Quick Mark');

    await row.getByRole('button', { name: `Mark ${patient.name}` }).click();
    await expect(toast(page, 'Assignment marked successfully!')).toBeVisible();
    await expect(row.locator('[data-color="red"]', { hasText: 'Not Ready' })).toBeVisible();
    await expect(row.getByText('Marked')).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark ${patient.name}` })).toBeDisabled();
  });

  test('Mark All marks every submitted, markable assignment; then nothing is left to mark', async ({
    page,
    baseURL,
  }) => {
    const first = await readyPatient(baseURL);
    const second = await readyPatient(baseURL);
    await page.goto('/admin/quick-mark');
    await page.getByRole('button', { name: 'Mark All' }).click();
    await expect(
      page
        .locator('[data-scope="toast"][data-part="root"]')
        .getByText(/^(\d+ assignments|Assignment) marked successfully!$/),
    ).toBeVisible();
    for (const { patient } of [first, second]) {
      await page.getByRole('searchbox', { name: 'Search patients or students' }).fill(patient.name);
      await expect(patientRow(page, patient.name).getByText('Not Ready')).toBeVisible();
      await expect(patientRow(page, patient.name).getByText('Marked')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Mark All' }).click();
    await expect(toast(page, 'No assignments are ready to mark.')).toBeVisible();
  });
});
