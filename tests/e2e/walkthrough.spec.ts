import type { Page } from '@playwright/test';
import {
  assign,
  choose,
  expect,
  newPatient,
  newStudent,
  patientIds,
  superAdmin,
  teacher,
} from './adminFixtures';
import { signIn, storageStateOf, test, unique } from './support';

// Issue 27: what a walk-through in Chromium found — the student's table on a laptop, the voice chat on a
// phone, Check this case before a case is saved, and a banned student offered for assignments.

/** Whether anything in the page is wider than the window (the page scrolls sideways). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('a student', () => {
  test('sees every column of Assigned Patients, Visit Note last, on a 1280 and a 1366 px laptop, and the voice chat fits a 390 px phone', async ({
    page,
    baseURL,
  }) => {
    const student = await newStudent(baseURL, 'laptop');
    const admin = await teacher(baseURL);
    const ids = await patientIds(admin);
    await assign(admin, student.id, [ids['Emily Clark'], ids['Grace Okafor']]);
    await admin.dispose();

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, student);
    await expect(page).toHaveURL(/\/dashboard$/);
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Visit Note' }) });
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('columnheader', { name: 'Visit Note' })).toBeInViewport({ ratio: 1 });
      // The table needs no sideways scrolling in its own frame either.
      expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
      expect(await pageOverflows(page)).toBe(false);
    }

    // On a phone the list is cards; the voice chat keeps its question box and Send in view.
    // A phone opens the page at its own width (a laptop's wide side bar would cover it).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const card = page.getByTestId('assignment-row').filter({ hasText: 'Emily Clark' });
    await card.getByRole('button', { name: 'Talk to Patient' }).click();
    await expect(page).toHaveURL(/\/voice-chat\//);
    const question = page.getByRole('textbox', { name: 'Type your question' });
    await expect(question).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send question' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Save Session' })).toBeInViewport({ ratio: 1 });
    expect(await pageOverflows(page)).toBe(false);
    // The conversation has at least half the screen's height to itself.
    const log = await page.getByRole('log').boundingBox();
    expect(log?.height ?? 0).toBeGreaterThan(844 / 2);
  });
});

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });
  test.describe.configure({ timeout: 90_000 });

  test('checks a new case on Add New Patient before saving it, and nothing is saved', async ({ page }) => {
    const name = `Draft ${unique('case')}`;
    await page.goto('/admin/add-patient');
    const check = page.getByRole('button', { name: 'Check this case' });
    // There is nothing to check before a history is written.
    await expect(check).toBeDisabled();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page
      .getByRole('textbox', { name: /^Medical History/ })
      .fill('61-year-old retired plumber, takes ramipril for blood pressure, allergic to penicillin (rash).');
    await check.click();
    const report = page.getByRole('dialog', { name: `Case Check: ${name}` });
    await expect(
      report.getByText('The standard interview, put to the case as it is in the form, not saved yet.'),
    ).toBeVisible();
    await expect(report.getByRole('heading', { name: 'What the patient knows' })).toBeVisible({
      timeout: 30_000,
    });
    // The facts come from the form's history, read as written.
    await expect(report.getByTestId('case-facts')).toContainText(/penicillin/);
    await report.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/admin/patient-bot');
    await page.getByRole('searchbox', { name: 'Search patients' }).fill(name);
    await expect(page.getByText('No data available')).toBeVisible();
  });

  test('is not offered a banned student to give a patient or a class room to', async ({ page, baseURL }) => {
    const [active, banned] = [await newStudent(baseURL, 'active'), await newStudent(baseURL, 'banned')];
    const admin = await superAdmin(baseURL);
    const patient = await newPatient(admin);
    await admin.run('mutation($id: ID!) { toggleUserBan(id: $id) { __typename } }', { id: banned.id });
    await admin.dispose();

    await page.goto('/admin/assign-student');
    await choose(page, 'Patient', patient.name);
    const students = page.getByRole('group', { name: 'Students' });
    await expect(students.getByRole('checkbox', { name: new RegExp(active.name) })).toBeVisible();
    await expect(students.getByRole('checkbox', { name: new RegExp(banned.name) })).toHaveCount(0);

    await page.goto('/admin/assign-rooms');
    await expect(page.getByText(active.name)).toBeVisible();
    await expect(page.getByText(banned.name)).toHaveCount(0);
  });
});
