import { type FakeLtiPlatform, type LaunchSpec, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';
import { expect, test } from './support.js';

// A school's learning platform (the emulator, tests/fakes/ltiPlatform.ts) with Anamnesis registered as an
// LTI 1.3 tool (docs/lti.md), in Chromium: the platform's course page embeds the tool in an iframe from
// another site, as Moodle and Canvas do. The instructor picks a case by Deep Linking, marks held for
// review; a student launches it, lands in the voice chat signed in (the partitioned cookie), interviews and
// submits, and the platform's gradebook receives the score as PendingManual; the instructor releases it in
// Quick Mark and the gradebook gets it FullyGraded.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 18180}`;
let platform: FakeLtiPlatform;
let custom: Record<string, string>;
const course = { id: 'e2e-course', title: 'Clinical Skills (e2e)' };

test.beforeAll(async ({ baseURL }) => {
  // "localhost" is another site than the app's 127.0.0.1: the tool in the course page is a third party.
  platform = await startFakeLtiPlatform({}, { host: 'localhost' });
  const login = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const registered = await fetch(`${apiUrl}/api/v1/lti/platforms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Emulated Moodle (e2e)', ...platform.registration() }),
  });
  expect(registered.status).toBe(201);
  platform.configure({
    toolLoginUrl: `${baseURL}/lti/login`,
    toolJwksUrl: `${baseURL}/lti/jwks`,
    redirectUris: [`${baseURL}/lti/launch`],
  });
});
test.afterAll(() => platform?.stop());

test('the instructor adds a case to the course by Deep Linking from inside the course page', async ({
  page,
}) => {
  await page.goto(
    platform.coursePage({
      type: 'LtiDeepLinkingRequest',
      sub: 'e2e-teacher',
      name: 'Dr E2E',
      role: 'Instructor',
      context: course,
    }),
  );
  const tool = page.frameLocator('iframe[title="Anamnesis"]');
  await expect(tool.getByRole('heading', { name: 'Choose a patient case for your course' })).toBeVisible();
  await tool.getByRole('radio', { name: 'John Miller' }).check();
  await expect(tool.getByRole('checkbox', { name: 'Markable' })).toBeChecked();
  await tool.getByRole('checkbox', { name: 'Visit note allowed' }).check();
  await tool.getByRole('checkbox', { name: 'Hold marks for review' }).check();
  await tool.getByRole('button', { name: 'Add to course' }).click();
  await expect(tool.getByText('Activity added: Interview: John Miller')).toBeVisible();
  // The platform received the signed answer (checked against the tool's JWKS at its return URL).
  const answer = platform.deepLinks[0] ?? {};
  const [item] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    custom: Record<string, string>;
    lineItem: { scoreMaximum: number };
  }[];
  expect(item?.lineItem.scoreMaximum).toBe(100);
  custom = item?.custom as Record<string, string>;
});

/** The launch a course member makes by clicking the activity (the link Deep Linking made). */
const activity = (sub: string, name: string, role: LaunchSpec['role']): LaunchSpec => ({
  type: 'LtiResourceLinkRequest',
  sub,
  name,
  email: `${sub}@school.example`,
  role,
  context: course,
  resourceLinkId: 'e2e-link',
  custom,
  lineitem: `${platform.url}/lineitems/42/lineitem?type_id=1`,
});

test('a student launches it in the course page, interviews and submits: the gradebook gets the mark as pending review', async ({
  browser,
}) => {
  // A browser of their own: no Anamnesis session before the launch.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(platform.coursePage(activity('e2e-student', 'Sam Student', 'Learner')));
  const tool = page.frameLocator('iframe[title="Anamnesis"]');
  await expect(tool.getByRole('heading', { level: 1, name: 'Patient Interaction Session' })).toBeVisible();
  await expect(tool.getByText('Patient: John Miller')).toBeVisible();

  const question = tool.getByRole('textbox', { name: 'Type your question' });
  await question.fill('What brings you in today?');
  await question.press('Enter');
  await expect(tool.locator('[data-testid="chat-message"][data-from="patient"]').first()).toContainText(
    /chest/i,
  );

  await tool.getByRole('link', { name: 'Assignments', exact: true }).click();
  const row = tool.getByTestId('assignment-row').filter({ hasText: 'John Miller' });
  await row.getByRole('button', { name: 'Submit' }).click();
  await tool
    .getByRole('alertdialog', { name: 'Submit Assignment' })
    .getByRole('button', { name: 'Submit' })
    .click();
  // The instructor chose "Hold marks for review".
  await expect(row.getByText('Awaiting review', { exact: true })).toBeVisible();

  await expect
    .poll(() => platform.scores.find((s) => s.body.userId === 'e2e-student')?.body, { timeout: 20_000 })
    .toMatchObject({
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'PendingManual',
      comment: expect.stringMatching(/\/view-marks\/\d+$/),
    });
  await context.close();
});

test('the instructor launches the activity, releases the mark in Quick Mark, and the gradebook has it fully graded', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // At the top level this time, as a platform's "open in a new window" does.
  await page.goto(platform.coursePage(activity('e2e-teacher', 'Dr E2E', 'Instructor'), { frame: false }));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/quick-mark');
  const quick = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'John Miller', exact: true }) });
  await expect(quick.getByText('Sam Student')).toBeVisible();
  await quick.getByRole('button', { name: 'Mark John Miller' }).click();
  await expect(quick.getByText('Marked')).toBeVisible();
  await expect
    .poll(
      () =>
        platform.scores.find(
          (s) => s.body.userId === 'e2e-student' && s.body.gradingProgress === 'FullyGraded',
        )?.body,
      { timeout: 20_000 },
    )
    .toMatchObject({ scoreMaximum: 100, activityProgress: 'Completed' });
  await context.close();

  // The student's next launch returns to the same assignment, now its results.
  const student = await browser.newContext();
  const again = await student.newPage();
  await again.goto(platform.coursePage(activity('e2e-student', 'Sam Student', 'Learner')));
  await expect(
    again
      .frameLocator('iframe[title="Anamnesis"]')
      .getByRole('heading', { level: 1, name: 'Assignment Results' }),
  ).toBeVisible();
  await student.close();
});
