import { assign, doTheWork, expect, newPatient, newStudent, submitAndMark, teacher } from './adminFixtures';
import { expectAccessible, expectToast, GraphQLClient, storageStateOf, test } from './support';

// Issue 12, docs/marking.md ("Grader agreement"): a teacher edits one automatic mark and confirms
// another; the Marking quality page then compares the grader's marks with the final ones.

test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageStateOf('teacher') });

test('a teacher edits one mark and confirms another; Marking quality shows how far they agree', async ({
  page,
  baseURL,
}) => {
  const admin = await teacher(baseURL);
  const patient = await newPatient(admin, 'Quality');
  const edited = await newStudent(baseURL, 'edited');
  const confirmed = await newStudent(baseURL, 'confirmed');
  const [editedId = ''] = await assign(admin, edited.id, [patient.id]);
  const [confirmedId = ''] = await assign(admin, confirmed.id, [patient.id]);
  await admin.dispose();
  for (const [student, assignmentId] of [
    [edited, editedId],
    [confirmed, confirmedId],
  ] as const) {
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    await doTheWork(learner, assignmentId);
    await submitAndMark(learner, assignmentId);
    await learner.dispose();
  }

  // One mark edited: the teacher changes the grader's diagnosis score.
  await page.goto(`/admin/edit-assignment/${encodeURIComponent(editedId)}`);
  await expect(page.getByRole('heading', { name: 'Edit Assignment', level: 1 })).toBeVisible();
  const diagnosis = page.getByRole('textbox', { name: 'Diagnosis' });
  const automatic = Number(await diagnosis.inputValue());
  const final = automatic === 4 ? 6 : 4;
  await diagnosis.fill(String(final));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Assignment updated successfully!');

  // The other confirmed as it stands.
  await page.goto(`/admin/edit-assignment/${encodeURIComponent(confirmedId)}`);
  await expect(page.getByText('Not confirmed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm marks' }).click();
  await expectToast(page, 'Marks confirmed.');
  await expect(page.getByText(/^Marks confirmed /)).toBeVisible();

  // The page, from the side navigation, narrowed to this patient with the keyboard-usable filter.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marking quality' }).click();
  await expect(page).toHaveURL(/\/admin\/marking-quality$/);
  await expect(page.getByTestId('section-title')).toHaveText('Marking quality');
  await page.getByRole('combobox', { name: 'Patient' }).selectOption({ label: patient.name });
  await page.getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(page).toHaveURL(/[?&]patient=/);

  const stat = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(stat('Reviewed')).toContainText('2');
  await expect(stat('Edited')).toContainText('1');
  await expect(stat('Confirmed')).toContainText('1');

  const figures = page.getByRole('table', {
    name: 'Diagnosis: automatic marks compared with the final marks',
  });
  const figure = (name: string) => figures.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(figure('Reviewed assignments')).toContainText('2');
  await expect(figure('Exact agreement')).toContainText('50 %');
  await expect(figure('Weighted kappa')).toContainText('not enough data');
  const questions = page.getByRole('table', {
    name: 'Mandatory Questions: automatic marks compared with the final marks',
  });
  await expect(questions.getByRole('row', { name: /^Exact agreement/ })).toContainText('100 %');

  const worst = page.getByRole('table', { name: 'Diagnosis: largest disagreements' });
  const row = worst.getByRole('row').filter({ hasText: edited.name });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(edited.name);
  await expect(cells.nth(2)).toHaveText(patient.name);
  await expect(cells.nth(3)).toHaveText(String(automatic));
  await expect(cells.nth(4)).toHaveText(String(final));
  await expect(worst.getByText(confirmed.name)).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Patient cases with the largest disagreements on the total' })
      .getByRole('row', {
        name: new RegExp(patient.name),
      }),
  ).toContainText('50 %');
  await expectAccessible(page, 'the Marking quality page');
});
