import type { Page } from '@playwright/test';
import { assign, expect, newStudent, patientIds, teacher } from './adminFixtures';
import { expectAccessible, signIn, storageStateOf, test } from './support';

// Issue 11: the author's case check in Patient Bots (the try page and the Edit Patient dialog), and the
// disclosure ledger of a student's interview shown to the teacher. The built-in patient answers (no
// provider keys on these servers); the demo case Emily Clark lists Fever among her symptoms.

test.use({ storageState: storageStateOf('teacher') });
test.describe.configure({ timeout: 90_000 });

const patient = 'Emily Clark';
const history =
  '34-year-old teacher, otherwise well, no regular medicines, allergic to penicillin (rash). Five days of illness after a cold.';

/** Remembers every text the check's progress line shows (a check by the built-in patient takes ~2 s). */
function recordProgress() {
  const seen: string[] = [];
  (window as unknown as { __progress: string[] }).__progress = seen;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="case-check-progress"]')?.textContent;
    if (text && seen.at(-1) !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The case check dialog, once its report is in. */
async function caseReport(page: Page) {
  const dialog = page.getByRole('dialog', { name: `Case Check: ${patient}` });
  await expect(dialog.getByRole('heading', { name: 'What the patient knows' })).toBeVisible({
    timeout: 30_000,
  });
  return dialog;
}

test('a teacher checks a case: facts with their sources, each question and answer, and an unsaved history that contradicts a symptom', async ({
  page,
  baseURL,
}) => {
  const admin = await teacher(baseURL);
  const patientId = (await patientIds(admin))[patient];
  await admin.dispose();

  // The try page: Check this case puts the standard interview to the saved case.
  await page.addInitScript(recordProgress);
  await page.goto(`/admin/patient-bot/try/${encodeURIComponent(patientId)}`);
  // Once the try session is open (the header is drawn afresh then).
  await expect(page.getByRole('textbox', { name: 'Type your question' })).toBeVisible();
  await page.getByRole('button', { name: 'Check this case' }).click();
  let report = await caseReport(page);
  // It said it was checking, and how far it was whenever the server's progress came in time (the
  // built-in patient may finish before the live connection has subscribed).
  const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  expect(progress[0]).toBe('Checking…');
  for (const text of progress) expect(text).toMatch(/^Checking…( \d+ \/ \d+)?$/);

  // What the patient knows, by topic, each fact with the words of the case it came from.
  const facts = report.getByTestId('case-facts');
  await expect(facts.getByRole('heading', { name: 'Allergies', level: 4 })).toBeVisible();
  await expect(facts.getByText('from the case: “allergic to penicillin (rash)”')).toBeVisible();
  await expect(facts.getByText(/from the case: “Fever”/)).toBeVisible();

  // The case's mandatory questions (the standard list for the demo case), each asked by a standard question.
  const mandatory = report.getByTestId('case-mandatory');
  await expect(mandatory.getByRole('heading', { name: 'Mandatory questions' })).toBeVisible();
  await expect(mandatory.getByRole('listitem').first()).toContainText('Asked as');

  // The case sentence by sentence, each with what the patient says of it.
  const sentences = report.getByTestId('case-sentences');
  await expect(sentences.getByRole('heading', { name: 'Your case, sentence by sentence' })).toBeVisible();
  const allergySentence = sentences
    .getByRole('listitem')
    .filter({ hasText: 'allergic to penicillin (rash)' });
  await expect(allergySentence).toContainText(/→ .*penicillin/i);

  // Every question with the patient's answer and the facts it revealed (over 40 of them).
  const answers = report.getByRole('table', { name: /standard interview/ });
  const rows = answers.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  expect(await rows.count()).toBeGreaterThanOrEqual(40);
  const allergy = rows.filter({ hasText: 'Do you have any allergies?' });
  await expect(allergy.getByRole('cell').nth(1)).toContainText(/penicillin/i);
  await expect(allergy.getByRole('cell').nth(2).getByRole('listitem').first()).toContainText(/penicillin/i);
  // The saved case contradicts nothing.
  await expect(report.getByRole('heading', { name: 'What to fix', level: 3 })).toBeVisible();
  await expect(report.getByRole('heading', { name: /^Contradictions/ })).toHaveCount(0);
  await expect(report.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await expectAccessible(page, 'the case check report');
  await report.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(report).toHaveCount(0);

  // The Edit Patient dialog checks the texts as they are in the form, before they are saved.
  await page.goto('/admin/patient-bot');
  await page.getByPlaceholder('Search by name, diagnosis, or symptom').fill(patient);
  await page.getByRole('button', { name: `Edit ${patient}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Patient' });
  const historyBox = edit.getByRole('textbox', { name: 'Medical History', exact: true });
  await expect(historyBox).toHaveValue(history);
  await historyBox.fill(`${history} No fever.`);
  await edit.getByRole('button', { name: 'Check this case' }).click();
  report = await caseReport(page);
  const contradictions = report.getByRole('region', { name: /^Contradictions/ });
  await expect(contradictions.getByRole('heading', { level: 4 })).toBeVisible();
  // The history now denies a listed symptom (and the patient's answers about it may follow it).
  await expect(
    contradictions
      .getByRole('listitem')
      .filter({ hasText: /no fever.*Fever/i })
      .first(),
  ).toBeVisible();
  // Escape closes the report only, and leaves the form as it was; Cancel keeps the saved case unchanged.
  await page.keyboard.press('Escape');
  await expect(report).toHaveCount(0);
  await expect(edit).toBeVisible();
  await expect(historyBox).toHaveValue(`${history} No fever.`);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
});

test('a student’s typed interview shows the teacher the facts each patient line revealed', async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await newStudent(baseURL, 'ledger');
  const admin = await teacher(baseURL);
  const [assignmentId] = await assign(admin, student.id, [(await patientIds(admin))[patient]]);
  await admin.dispose();

  // The student types a question in the voice chat; the built-in patient answers from the case.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const learner = await context.newPage();
  await signIn(learner, student);
  await learner.goto(`/voice-chat/${encodeURIComponent(assignmentId as string)}`);
  const question = learner.getByRole('textbox', { name: 'Type your question' });
  await question.fill('Are you allergic to anything?');
  await question.press('Enter');
  await expect(learner.locator('[data-testid="chat-message"][data-from="patient"]').first()).toContainText(
    /penicillin/i,
  );
  await context.close();

  // The teacher reads the conversation in Assignment Details, the ledger beside the patient's line.
  await page.goto('/admin/table-assign-patient');
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill(student.name);
  await page.getByRole('button', { name: `View details of ${patient} for ${student.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assignment Details' });
  const log = dialog.getByRole('list', { name: 'Conversation log' }).getByRole('listitem');
  await expect(log).toHaveCount(2);
  await expect(log.first()).toHaveText('User: Are you allergic to anything?');
  await expect(log.nth(1)).toHaveText(/^AI: .*penicillin/i);
  const ledger = dialog.getByTestId('revealed-facts');
  await expect(ledger).toHaveCount(1);
  await expect(ledger).toHaveAttribute('data-line', '1');
  await expect(ledger.getByRole('listitem').first()).toContainText(/allergic to penicillin/i);
  await expect(ledger).toContainText('from the case: “allergic to penicillin (rash)”');
  await expectAccessible(page, 'Assignment Details with the ledger');
  // The patient's line is described by its ledger, for screen readers.
  await expect(log.nth(1)).toHaveAccessibleDescription(/allergic to penicillin/i);
});
