import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  assign,
  doTheWork,
  expect,
  newPatient,
  newRoom,
  newStudent,
  putInRoom,
  submitAndMark,
  teacher,
  tick,
  unique,
} from './adminFixtures';
import { expectAccessible, expectToast, GraphQLClient, storageStateOf, test } from './support';

// Issue 17 (docs/partners.md): a teacher reads how a class and a case are going on the Statistics page and
// downloads the marks; a super admin issues a partner token, which reads statistics and nothing more.

test.describe.configure({ timeout: 180_000 });

const checkbox = (page: Page, group: string, name: string): Locator =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name });

test.describe('Statistics (/admin/statistics)', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('a teacher sees the marked work of a room and a case in charts and tables, and downloads the marks', async ({
    page,
    baseURL,
  }) => {
    const admin = await teacher(baseURL);
    const patient = await newPatient(admin, 'Stats');
    const room = await newRoom(admin, 'Stats');
    const first = await newStudent(baseURL, 'statsa');
    const second = await newStudent(baseURL, 'statsb');
    await putInRoom(admin, room.id, [first.id, second.id]);
    for (const student of [first, second]) {
      const [assignmentId = ''] = await assign(admin, student.id, [patient.id]);
      const learner = await GraphQLClient.signIn(baseURL as string, student);
      await doTheWork(learner, assignmentId);
      await submitAndMark(learner, assignmentId);
      await learner.dispose();
    }
    await admin.dispose();

    // From the side navigation, then narrowed to the room and the case with the filter.
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(/\/admin\/statistics$/);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await tick(checkbox(page, 'Rooms', `${room.name} (${room.roomNumber})`));
    await tick(checkbox(page, 'Patients', patient.name));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]rooms=/);
    await expect(page).toHaveURL(/[?&]patients=/);

    const byStatus = page.getByRole('region', { name: 'Assignments by status' });
    const figure = (label: string) => byStatus.getByRole('group', { name: label, exact: true });
    await expect(figure('All assignments')).toContainText('2');
    await expect(figure('Marked')).toContainText('2');

    // The score distribution: a chart named by its summary, and the same numbers as a table.
    const distribution = page.getByRole('region', { name: 'Score distribution' });
    await expect(
      distribution.getByRole('img', {
        name: /^Total out of 100, 2 marked assignments: most between .*; mean [\d.]+, median [\d.]+\.$/,
      }),
    ).toBeVisible();
    await expect(distribution.locator('[data-testid="histogram-bar"] text')).not.toHaveCount(0);
    await distribution.getByRole('button', { name: 'Show as table' }).click();
    const bands = distribution.getByRole('table', { name: /Total: how many marked assignments scored/ });
    await expect(bands.getByRole('row')).toHaveCount(11);
    const counts = await bands.locator('tbody tr td').allTextContents();
    expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(2);

    const progress = page.getByRole('region', { name: 'Progress over time' });
    await expect(progress.getByRole('img', { name: /2 submitted, 2 marked/ })).toBeVisible();

    const parts = page.getByRole('region', { name: 'Rubric parts by case' });
    await parts.getByRole('button', { name: 'Show as table' }).click();
    await expect(parts.getByRole('row', { name: new RegExp(patient.name) })).toContainText('2');

    await expect(page.getByRole('combobox', { name: 'Patient case' })).toHaveValue(patient.id);
    await expect(page.getByRole('group', { name: 'Attempts', exact: true })).toContainText('2');
    const rooms = page.getByRole('table', { name: 'Assignments and totals per class room' });
    await expect(rooms.getByRole('row', { name: new RegExp(room.name) })).toContainText('2');
    const students = page.getByRole('table', { name: /Assignments and mean total per student/ });
    await expect(students.getByRole('row', { name: new RegExp(first.name) })).toBeVisible();
    await expect(students.getByRole('row', { name: new RegExp(second.name) })).toBeVisible();
    await expectAccessible(page, 'the Statistics page');

    // The marks export follows the filter; the file opens in a spreadsheet (BOM, header, one row each).
    const exportLink = page.getByRole('link', { name: 'Export marks (CSV)' });
    await expect(exportLink).toHaveAttribute('href', /^\/export\/marks\.csv\?.*roomIds=.*patientIds=/);
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^marks-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Student,Email,Room,Patient,Status,Mandatory Questions,Symptoms,Diagnosis,Treatment,Total,Marked By,Marked At,Attempt',
    );
    expect(lines).toHaveLength(3);
    const row = lines.find((line) => line.startsWith(`${first.name},${first.email},`));
    expect(row, csv).toBeTruthy();
    expect(row).toContain(patient.name);
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z,1$/);
  });

  test('the Assigned Patients table exports the marks under its status filter and search', async ({
    page,
  }) => {
    await page.goto('/admin/table-assign-patient');
    const exportLink = page.getByRole('link', { name: 'Export marks (CSV)' });
    await expect(exportLink).toHaveAttribute('href', '/export/marks.csv');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('MARKED');
    await page.getByRole('searchbox', { name: 'Search assignments' }).fill('John');
    await expect(exportLink).toHaveAttribute('href', '/export/marks.csv?status=MARKED&search=John');
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFFStudent,Email,Room,Patient,Status,')).toBe(true);
  });
});

test.describe('Partner tokens (/admin/settings)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  const statisticsQuery = '{ statistics { assignmentsByStatus { status count } parts { part count mean } } }';

  async function asPartner(baseURL: string, secret: string, query: string) {
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  test('a super admin issues a statistics token, shown once; it reads statistics, cannot write, and revoked is refused at once', async ({
    page,
    baseURL,
    context,
  }) => {
    const name = unique('Gradebook');
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Partner tokens' });
    await section.getByRole('textbox', { name: 'Token name' }).fill(name);
    await section.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'Statistics only' });
    await section.getByRole('button', { name: 'Create token' }).click();
    await expectToast(page, 'Partner token created.');
    await expect(
      section.getByText(`Copy the token “${name}” now: it will not be shown again.`),
    ).toBeVisible();
    const secret = (await section.getByTestId('partner-token-secret').textContent()) ?? '';
    expect(secret).toMatch(/^anp_/);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy token' }).click();
    await expectToast(page, 'Token copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const row = section
      .getByRole('table', { name: 'Partner tokens' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Statistics only');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    // Shown once: gone after "Done", and not on the page again after a reload.
    await section.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // As the partner would: a statistics query works; a mutation is refused before it runs.
    const read = await asPartner(baseURL as string, secret, statisticsQuery);
    expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
    const statistics = read.data?.statistics as { parts: unknown[] } | undefined;
    expect(statistics?.parts).toHaveLength(5);
    const write = await asPartner(
      baseURL as string,
      secret,
      'mutation { createPartnerToken(input: { name: "more", scope: READ_ONLY }) { __typename } }',
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(write.data?.createPartnerToken ?? null).toBeNull();

    await page.reload();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(row).not.toContainText('Never');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke partner token' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Partner token revoked.');
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);

    const refused = await asPartner(baseURL as string, secret, statisticsQuery);
    expect(refused.data?.statistics ?? null).toBeNull();
    expect(refused.errors?.length ?? 0).toBeGreaterThan(0);
    await expectAccessible(page, 'the Settings page with partner tokens');
  });
});
