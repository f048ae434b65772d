import { accounts, expectAccessible, GraphQLClient, signIn } from './support.js';
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

// Voice chat by voice (docs/voice.md): Chromium's fake microphone says "Where does it hurt?"
// (tests/fixtures/question.wav), the page records it as 250 ms WebM/Opus chunks over the audio WebSocket,
// the BFF transcribes it with the fake Deepgram (live: interim, then final transcripts), the fake OpenAI
// plays the patient (its reply streams token by token) and the fake Deepgram speaks it.

test.describe.configure({ mode: 'serial', timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// Three sentences: the guard holds each until it ends (docs/patient.md), so the reply streams by sentence.
const reply =
  'It hurts right in the middle of my chest. It feels like a heavy weight pressing down. It came on an hour ago.';
let keys: string[] = [];

test.beforeAll(async ({ voiceStack }) => {
  const admin = await GraphQLClient.signIn(voiceStack.baseURL, accounts.superAdmin);
  keys = [await addActiveKey(admin, 'OPENAI'), await addActiveKey(admin, 'DEEPGRAM')];
  await admin.dispose();
  // Eight chunks (two seconds) to an utterance: time to see the interim transcripts.
  voiceStack.deepgram.configure({ transcripts: ['Where does it hurt?'], chunksPerUtterance: 8 });
  // A reply of twenty words, 500 ms apart: the pending state lasts long enough to try to record.
  // Its speech streams slowly too, so the patient is still talking when the student cuts in.
  voiceStack.openai.configure({ reply, tokenDelayMs: 500 });
  voiceStack.deepgram.configure({ speakChunkBytes: 1251, speakChunkDelayMs: 300 });
});

test.afterAll(async ({ voiceStack }) => {
  const admin = await GraphQLClient.signIn(voiceStack.baseURL, accounts.superAdmin);
  for (const id of keys) await deleteKey(admin, id);
  await admin.dispose();
});

test('a spoken question is transcribed, answered as it streams, spoken, saved and seen by the admin', async ({
  page,
  browser,
  baseURL,
  voiceStack,
}) => {
  const { account } = await studentWithPatient(baseURL as string, 'John Miller', 'spoken');
  await talkToPatient(page, account, 'John Miller');
  const screen = voiceScreen(page);
  await expect(page.getByText('Start your patient interaction by recording')).toBeVisible();
  await expect(page.getByText('Speech recognition is not set up: type your questions below.')).toHaveCount(0);

  // Recording: 'Listening...', the level meter, then the words as they are heard.
  const speech = page.waitForResponse((r) => r.url().includes('/voice/speech/') && r.status() === 200);
  await screen.recordButton.click();
  await expect(screen.recordButton).toHaveText('Stop Recording');
  await expect(screen.liveTranscript).toContainText('Listening...');
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  const interim = page.getByTestId('interim-transcript');
  await interim.waitFor();
  expect(await interim.textContent()).toMatch(/^Where/);

  // The final transcript becomes the question; the recording ends by itself (end of speech).
  await expect(screen.studentMessages.first()).toHaveText(/Where does it hurt\?/);
  await expect(screen.recordButton).toHaveText('Start Recording');

  // The reply streams in, sentence by sentence, while it is pending: the processing text, Start Recording and
  // Save Session disabled.
  const streaming = page.locator('[data-testid="chat-message"][data-from="patient"][data-streaming]');
  await expect(streaming).toBeVisible();
  // Trying to record meanwhile is refused with the spec's message. Tried first, while the reply surely
  // streams: on a busy machine the checks below can outlast it. (The toast is checked further down.)
  await screen.recordButton.focus();
  await page.keyboard.press('Enter');
  const partial = ((await streaming.getByTestId('chat-message-text').textContent()) ?? '').trim();
  expect(
    reply.startsWith(partial) && partial.length < reply.length,
    `“${partial}” is a start of the reply`,
  ).toBe(true);
  await expect(page.getByText('AI is processing your request...')).toBeVisible();
  await expect(screen.recordButton).toBeDisabled();
  await expect(screen.saveButton).toBeDisabled();
  await expectToastShown(page, 'Please wait for the current response to complete.');
  await expect(screen.recordButton).toHaveText('Start Recording');

  // The complete reply, then its speech, streamed from the server into the <audio> element.
  await expect(screen.patientMessages.first()).toContainText(reply);
  await expect(streaming).toHaveCount(0);
  await expect(page.getByText('AI is processing your request...')).toHaveCount(0);
  const audio = await speech;
  expect(audio.headers()['content-type']).toContain('audio/mpeg');
  await expect(screen.speech).toHaveAttribute('src', /\/voice\/speech\//);
  await expect
    .poll(() => screen.speech.evaluate((a: HTMLAudioElement) => a.played.length))
    .toBeGreaterThan(0);
  await expect(page.getByText('John Miller is speaking...')).toBeVisible();

  // Barge-in: recording again silences the patient. (This utterance ends with Stop Recording.)
  voiceStack.deepgram.configure({ chunksPerUtterance: 0 });
  await screen.recordButton.click();
  await expect.poll(() => screen.speech.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  await expect(page.getByText('John Miller is speaking...')).toHaveCount(0);
  await expect(page.getByTestId('interim-transcript')).toContainText('Where does it hurt?');
  await expectAccessible(page, 'the voice chat while recording');
  await screen.recordButton.click();
  await expect(screen.studentMessages).toHaveCount(2);
  await expect(screen.patientMessages).toHaveCount(2);
  await expect(screen.patientMessages.nth(1)).toContainText(reply);
  await expectAccessible(page, 'the voice chat with a spoken conversation');

  // The fake providers heard and answered what the page sent: WebM/Opus audio, the transcript as the question.
  const live = voiceStack.deepgram.requests.filter((r) => r.method === 'WS' && r.path === '/v1/listen');
  expect(live.length).toBeGreaterThanOrEqual(2);
  // Several 250 ms chunks, not one upload: how many depends on how fast a busy machine records.
  expect(live[0]?.chunks ?? 0).toBeGreaterThanOrEqual(2);
  const chat = voiceStack.openai.requests.filter((r) => r.path === '/v1/chat/completions');
  const sent = chat[0]?.body as { messages: { role: string; content: string }[] } | undefined;
  const lastUser = sent?.messages.at(-1);
  expect(lastUser).toEqual({ role: 'user', content: 'Where does it hurt?' });

  // Save Session: stored, the back on the dashboard.
  await expect(screen.saveButton).toBeEnabled();
  await screen.saveButton.click();
  await expectToastShown(page, 'Session saved successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin sees the conversation in the Assigned Patients details, as AI:/User: lines.
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, accounts.superAdmin);
  await admin.goto('/admin/table-assign-patient');
  await admin.getByRole('searchbox', { name: 'Search assignments' }).fill(account.name);
  await admin.getByRole('button', { name: `View details of John Miller for ${account.name}` }).click();
  const log = admin
    .getByRole('dialog', { name: 'Assignment Details' })
    .getByRole('list', { name: 'Conversation log' })
    .getByRole('listitem');
  await expect(log).toHaveCount(4);
  await expect(log.nth(0)).toHaveText('User: Where does it hurt?');
  await expect(log.nth(1)).toHaveText(`AI: ${reply}`);
  await expect(log.nth(2)).toHaveText('User: Where does it hurt?');
  await context.close();
});

test('provider failures give the spec’s texts: the apology as the reply, and a failed transcription', async ({
  page,
  baseURL,
  voiceStack,
}) => {
  const { account } = await studentWithPatient(baseURL as string, 'Robert Hughes', 'failing');
  await talkToPatient(page, account, 'Robert Hughes');
  const screen = voiceScreen(page);

  // The chat model fails: the patient's reply is the spec's apology, and the conversation goes on.
  voiceStack.openai.configure({ failStatus: 500 });
  await screen.questionBox.fill('Where is the pain?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages.first()).toHaveText(/Sorry, I could not generate a response\./);
  await expect(screen.saveButton).toBeEnabled();

  // Speech cannot be transcribed (live refused, the upload fails): 'Failed to process your request.'
  voiceStack.deepgram.configure({ refuseLive: 503, listenFailStatus: 500, chunksPerUtterance: 0 });
  try {
    await screen.recordButton.click();
    await expect(screen.liveTranscript).toContainText('Listening...');
    await page.waitForTimeout(1000);
    await screen.recordButton.click();
    await expectToastShown(page, 'Failed to process your request.');
    await expect(screen.recordButton).toHaveText('Start Recording');
    await expect(screen.messages).toHaveCount(2);
  } finally {
    voiceStack.openai.configure({ failStatus: null });
    voiceStack.deepgram.configure({ refuseLive: null, listenFailStatus: null });
  }
});
