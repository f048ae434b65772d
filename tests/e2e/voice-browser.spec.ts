import { accounts, GraphQLClient, signIn } from './support.js';
import {
  addActiveKey,
  expect as baseExpect,
  deleteKey,
  expectToastShown,
  studentWithPatient,
  talkToPatient,
  test,
  voiceScreen,
} from './voice-stack.js';

// Speech in without a speech service (no keys): the browser's own speech recognition (Web Speech API),
// behind the school's Settings switch. Headless Chromium has none that hears, so each page gets a scripted
// SpeechRecognition that "hears" what the test puts in window.__say, as a real one reports it: interim
// results word by word, then (once the test sets window.__finish) a final one and the end of the utterance.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

function scriptedRecognition() {
  type Handler = ((event: unknown) => void) | null;
  const w = window as unknown as {
    __say: string;
    __finish: boolean;
    __recognitions: number;
  };
  w.__say = 'Where does it hurt?';
  w.__finish = false;
  w.__recognitions = 0;
  class ScriptedRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    maxAlternatives = 1;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private timers: ReturnType<typeof setTimeout>[] = [];
    start() {
      w.__recognitions++;
      const words = w.__say.split(' ');
      const result = (text: string, isFinal: boolean) => ({
        resultIndex: 0,
        results: { length: 1, 0: { isFinal, length: 1, 0: { transcript: text } } },
      });
      // Interim results word by word, then the final one and the end once the test says so.
      words.forEach((_, i) => {
        this.timers.push(
          setTimeout(() => this.onresult?.(result(words.slice(0, i + 1).join(' '), false)), 100 * (i + 1)),
        );
      });
      const finish = setInterval(() => {
        if (!w.__finish) return;
        clearInterval(finish);
        w.__finish = false;
        this.onresult?.(result(w.__say, true));
        this.onend?.(undefined);
      }, 50);
      this.timers.push(finish);
    }
    stop() {}
    abort() {
      for (const t of this.timers) clearInterval(t);
      this.onerror?.({ error: 'aborted' });
      this.onend?.(undefined);
    }
  }
  // Both names: newer Chromium builds define the unprefixed one too (a recognizer that hears nothing here).
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
    Object.defineProperty(w, name, { value: ScriptedRecognition, configurable: true, writable: true });
}

async function setBrowserSpeech(baseURL: string, on: boolean) {
  const admin = await GraphQLClient.signIn(baseURL, accounts.superAdmin);
  await admin.run(
    'mutation($i: UpdateSchoolSettingsInput!) { updateSchoolSettings(input: $i) { __typename } }',
    { i: { browserSpeechRecognition: on } },
  );
  await admin.dispose();
}

test('the browser hears the student: interim words, then the question, and the patient answers', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(scriptedRecognition);
  const { account } = await studentWithPatient(baseURL as string, 'John Miller', 'browserStt');
  await talkToPatient(page, account, 'John Miller');
  const screen = voiceScreen(page);
  await expect(page.getByText('Start your patient interaction by recording')).toBeVisible();
  await expect(page.getByTestId('voice-path')).toHaveText(
    'Speech in: this browser’s speech recognition · Patient’s voice: the built-in voice',
  );
  await expect(screen.recordButton).toBeEnabled();

  await screen.recordButton.click();
  await expect(screen.recordButton).toHaveText('Stop Recording');
  await expect(page.getByText('Listening...')).toBeVisible();
  await expect(page.getByTestId('interim-transcript')).toHaveText('Where does it hurt?');
  await expect(screen.studentMessages).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { __finish: boolean }).__finish = true;
  });
  await expect(screen.studentMessages.first()).toHaveText(/Where does it hurt\?/);
  await expect(screen.patientMessages.first()).toContainText(/chest/i);
  await expect(screen.recordButton).toHaveText('Start Recording');

  // A second utterance goes the same way; no error toast was shown at any point.
  await page.evaluate(() => {
    (window as unknown as { __say: string }).__say = 'Do you smoke?';
  });
  await screen.recordButton.click();
  await expect(page.getByTestId('interim-transcript')).toHaveText('Do you smoke?');
  await page.evaluate(() => {
    (window as unknown as { __finish: boolean }).__finish = true;
  });
  await expect(screen.patientMessages.nth(1)).toContainText('30 pack-years');
  const toasts = await page.evaluate(() => (window as unknown as { __voiceToasts: string[] }).__voiceToasts);
  expect(toasts.filter((t) => t !== 'Login successful!')).toEqual([]);
  // Saved as it goes: a reload shows both exchanges.
  await page.reload();
  await expect(screen.messages).toHaveCount(4);
});

test('Settings turns browser recognition off: Start Recording is disabled and says why; each active key says what it provides', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.addInitScript(scriptedRecognition);
  await signIn(page, accounts.superAdmin);
  await page.goto('/admin/settings');
  const setting = page.getByRole('checkbox', {
    name: 'Let browsers transcribe speech when no speech service is set up',
  });
  await expect(setting).toBeChecked();
  await expect(page.getByText('The browser’s vendor may process the audio.', { exact: false })).toBeVisible();
  await page.getByText('Let browsers transcribe speech when no speech service is set up').click();
  await expectToastShown(page, 'Settings saved.');
  await expect(setting).not.toBeChecked();

  try {
    const student = await (await browser.newContext()).newPage();
    await student.addInitScript(scriptedRecognition);
    const { account } = await studentWithPatient(baseURL as string, 'Emily Clark', 'browserOff');
    await talkToPatient(student, account, 'Emily Clark');
    const screen = voiceScreen(student);
    await expect(screen.recordButton).toBeDisabled();
    await expect(student.getByTestId('record-unavailable')).toHaveText(
      'Speaking is not available here: no speech recognition is set up for this browser. Type your questions instead.',
    );
    await expect(
      student.getByText('Start your patient interaction by typing a question below'),
    ).toBeVisible();
    await screen.recordButton.click({ force: true });
    await expect(student.getByText('Listening...')).toHaveCount(0);
    expect(
      await student.evaluate(() => (window as unknown as { __recognitions: number }).__recognitions),
    ).toBe(0);
    await student.context().close();
  } finally {
    await setBrowserSpeech(baseURL as string, true);
  }

  // An OpenAI key alone provides everything; with a Deepgram key beside it, speech is Deepgram's.
  const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
  const keys: string[] = [];
  try {
    keys.push(await addActiveKey(admin, 'OPENAI'));
    await page.reload();
    await expect(setting).toBeChecked();
    const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
    await expect(rowOf('e2e openai').getByTestId('key-provides')).toHaveText(
      'Provides: Patient’s replies, speech in, speech out',
    );
    keys.push(await addActiveKey(admin, 'DEEPGRAM'));
    await page.reload();
    await expect(rowOf('e2e openai').getByTestId('key-provides')).toHaveText('Provides: Patient’s replies');
    await expect(rowOf('e2e deepgram').getByTestId('key-provides')).toHaveText(
      'Provides: Speech in, speech out',
    );
  } finally {
    for (const id of keys) await deleteKey(admin, id);
    await admin.dispose();
  }
});
