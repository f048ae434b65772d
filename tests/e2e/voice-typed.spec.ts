import { accounts, expectAccessible, GraphQLClient, signIn } from './support.js';
import {
  expect as baseExpect,
  expectToastShown,
  patientIds,
  studentWithPatient,
  talkToPatient,
  test,
  voiceScreen,
} from './voice-stack.js';

// Voice chat (/voice-chat/{id}, docs/voice.md) with no provider keys, in a browser without speech
// recognition (headless Chromium has none): the student types, the built-in patient answers in role from
// the case record (John Miller: a heart attack), the conversation is saved, and reopening the screen
// resumes it. Also an admin's try of a case, which stores nothing. (voice-browser.spec.ts: a browser
// that can hear.)

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// A browser without speech recognition, whatever this Chromium build has.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  });
});

test('typed questions get in-role answers, Save Session stores them, and reopening resumes the conversation', async ({
  page,
  baseURL,
}) => {
  const { account } = await studentWithPatient(baseURL as string, 'John Miller', 'typed');
  const path = await talkToPatient(page, account, 'John Miller');
  const screen = voiceScreen(page);

  // Nothing said yet, and nothing here can hear: the empty state invites typing, Save Session is off,
  // Start Recording is disabled and says why (no vendor named), and the question box has the focus.
  await expect(page.getByText('Start your patient interaction by typing a question below')).toBeVisible();
  await expect(screen.saveButton).toBeDisabled();
  await expect(screen.recordButton).toHaveText('Start Recording');
  await expect(screen.recordButton).toBeDisabled();
  await expect(screen.recordButton).toHaveAccessibleDescription(
    'Speaking is not available here: no speech recognition is set up for this browser. Type your questions instead.',
  );
  await expect(page.getByTestId('voice-path')).toHaveText(
    'Speech in: typing only · Patient’s voice: the built-in voice',
  );
  await expect(screen.questionBox).toBeFocused();
  await expectAccessible(page, 'the voice chat, empty');

  // Typing is always possible: Enter sends, the box empties, the patient answers from the case record.
  await screen.questionBox.fill('What brings you in today?');
  await screen.questionBox.press('Enter');
  await expect(screen.questionBox).toHaveValue('');
  await expect(screen.studentMessages.first()).toContainText('What brings you in today?');
  await expect(screen.patientMessages.first()).toContainText(/pain in my chest/i);
  await expect(page.getByText('Start your patient interaction by typing a question below')).toHaveCount(0);

  // The send button works as Enter does.
  await screen.questionBox.fill('Do you smoke?');
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(screen.patientMessages.nth(1)).toContainText('30 pack-years');
  await expect(screen.messages).toHaveCount(4);
  await expect(page.getByText('AI is processing your request...')).toHaveCount(0);
  await expectAccessible(page, 'the voice chat with a conversation');

  // Pressing the disabled Start Recording does nothing: no recording, no error toast.
  await screen.recordButton.click({ force: true });
  await expect(screen.recordButton).toHaveText('Start Recording');
  await expect(page.getByText('Listening...')).toHaveCount(0);
  const toasts = await page.evaluate(() => (window as unknown as { __voiceToasts: string[] }).__voiceToasts);
  expect(toasts.filter((t) => t !== 'Login successful!')).toEqual([]);

  // The conversation is saved as it goes: a reload shows it, in order.
  await page.reload();
  await expect(screen.messages).toHaveCount(4);
  await expect(screen.messages.nth(0)).toContainText('What brings you in today?');
  await expect(screen.messages.nth(3)).toContainText('30 pack-years');

  // Save Session: the then the dashboard, where the assignment is now in progress.
  await expect(screen.saveButton).toBeEnabled();
  await screen.saveButton.click();
  await expectToastShown(page, 'Session saved successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByTestId('assignment-row').filter({ hasText: 'John Miller' });
  await expect(row.getByText('In Progress')).toBeVisible();

  // Reopening resumes the saved conversation, and it goes on from there.
  await page.goto(path);
  await expect(screen.messages).toHaveCount(4);
  await expect(screen.messages.nth(1)).toContainText(/pain in my chest/i);
  await screen.questionBox.fill('When did it start?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages.nth(2)).toContainText('40 minutes ago');
  await expect(screen.messages).toHaveCount(6);

  // The back button goes to the dashboard; its words are one space apart.
  expect(await page.getByRole('link', { name: 'Back to Assignments' }).innerText()).toBe(
    'Back to Assignments',
  );
  await page.getByRole('link', { name: 'Back to Assignments' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the spec’s route by patient record id opens the same session, as does an old link; wrong ids say so; a submitted assignment cannot be reopened', async ({
  page,
  baseURL,
}) => {
  const { account, assignmentId } = await studentWithPatient(baseURL as string, 'Grace Okafor', 'byPatient');
  const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
  const patients = await patientIds(admin);
  const patientId = patients['Grace Okafor'];
  await admin.dispose();
  await talkToPatient(page, account, 'Grace Okafor');
  const screen = voiceScreen(page);
  await screen.questionBox.fill('Are you thirsty?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages).toHaveCount(1);

  // The record id inside a global ID (base64 of `Patient:<id>`): the spec's /voice-chat/{patientId}.
  const recordId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
  await page.goto(`/voice-chat/${recordId(patientId as string)}`);
  await expect(page.getByText('Patient: Grace Okafor')).toBeVisible();
  await expect(screen.messages).toHaveCount(2);
  await expect(screen.messages.first()).toContainText('Are you thirsty?');
  // A link made before routes took record ids (the assignment's global ID) opens the same session.
  await page.goto(`/voice-chat/${encodeURIComponent(assignmentId)}`);
  await expect(page.getByText('Patient: Grace Okafor')).toBeVisible();
  await expect(screen.messages).toHaveCount(2);

  // A patient that does not exist, one not assigned to this student, and no id at all.
  for (const wrong of ['987654321', recordId(patients['John Miller'] as string), 'not-an-id']) {
    await page.goto(`/voice-chat/${wrong}`);
    await expect(page.getByRole('alert')).toHaveText('No assignment found.');
    await expect(page.getByText(/Invalid global ID/)).toHaveCount(0);
  }

  const student = await GraphQLClient.signIn(baseURL as string, account);
  await student.run(
    'mutation($input: SubmitAssignmentInput!) { submitAssignment(input: $input) { __typename } }',
    {
      input: { assignmentId },
    },
  );
  await student.dispose();
  await page.goto(`/voice-chat/${assignmentId}`);
  await expect(page.getByRole('alert')).toContainText('This assignment has already been submitted.');
  await expect(page.getByRole('link', { name: 'Back to Assignments' })).toBeVisible();
});

test('a failed save says so and stays on the screen', async ({ page, baseURL }) => {
  const { account } = await studentWithPatient(baseURL as string, 'Emily Clark', 'savefail');
  await talkToPatient(page, account, 'Emily Clark');
  const screen = voiceScreen(page);
  await screen.questionBox.fill('Do you have a fever?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages).toHaveCount(1);

  await page.route('**/graphql', (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === 'useSaveVoiceSessionMutation' ? route.abort('failed') : route.fallback();
  });
  await screen.saveButton.click();
  await expectToastShown(page, 'Failed to save session.');
  await expect(page).toHaveURL(/\/voice-chat\//);
  await expect(screen.saveButton).toBeEnabled();
});

test('an admin tries a patient from the Patient Bots list: the same chat, nothing stored', async ({
  page,
}) => {
  await signIn(page, accounts.superAdmin);
  await page.goto('/admin/patient-bot');
  await page.getByRole('link', { name: 'Try John Miller' }).click();
  await expect(page).toHaveURL(/\/admin\/patient-bot\/try\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Interaction Session' })).toBeVisible();
  await expect(page.getByText('Patient: John Miller')).toBeVisible();
  await expect(page.getByText(/You are trying this patient case: nothing you say is saved\./)).toBeVisible();
  const screen = voiceScreen(page);
  await expect(screen.saveButton).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Patient Bots', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await screen.questionBox.fill('What brings you in today?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages.first()).toContainText(/pain in my chest/i);
  await expectAccessible(page, 'the admin’s try of a patient');

  // Nothing is stored: a fresh try starts empty.
  await page.reload();
  await expect(page.getByText('Start your patient interaction by typing a question below')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Patient Bots' }).click();
  await expect(page).toHaveURL(/\/admin\/patient-bot$/);
});
