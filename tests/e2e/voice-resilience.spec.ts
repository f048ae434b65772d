import { accounts, GraphQLClient } from './support.js';
import {
  addActiveKey,
  expect as baseExpect,
  cutSockets,
  deleteKey,
  expectToastShown,
  studentWithPatient,
  talkToPatient,
  test,
  trackSockets,
  voiceScreen,
} from './voice-stack.js';

// docs/voice.md: "a dropped connection or a closed tab loses nothing". The WebSockets are cut from the page
// (as a network failure would: the clients see an abnormal close and reconnect by themselves).

test.describe.configure({ mode: 'serial', timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

test('the live connection drops mid-conversation: missed replies come back, a failed question returns to the box', async ({
  page,
  baseURL,
}) => {
  const { account, assignmentId } = await studentWithPatient(baseURL as string, 'John Miller', 'dropped');
  await trackSockets(page);
  const path = await talkToPatient(page, account, 'John Miller');
  const screen = voiceScreen(page);

  await screen.questionBox.fill('What brings you in today?');
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages.first()).toContainText(/pain in my chest/i);

  // The network goes, and the live connection with it.
  await page.context().setOffline(true);
  expect(await cutSockets(page, '/graphql')).toBe(1);

  // Meanwhile the same student asks from elsewhere (another tab): this page misses those events.
  const elsewhere = await GraphQLClient.signIn(baseURL as string, account);
  const opened = await elsewhere.run<{ openVoiceSession: { session: { id: string } } }>(
    `mutation($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
      ... on VoiceSessionPayload { session { id } } } }`,
    { input: { assignmentId } },
  );
  await elsewhere.run('mutation($input: AskPatientInput!) { askPatient(input: $input) { __typename } }', {
    input: { sessionId: opened.openVoiceSession.session.id, text: 'Do you smoke?' },
  });
  await elsewhere.dispose();

  // A question typed while offline cannot go: it is given back, with the spec's message.
  await screen.questionBox.fill('When did it start?');
  await screen.questionBox.press('Enter');
  await expectToastShown(page, 'Failed to process your request.');
  await expect(screen.questionBox).toHaveValue('When did it start?');
  await expect(screen.messages).toHaveCount(2);

  // Back online: the connection comes back by itself and what was missed shows, without a reload.
  await page.context().setOffline(false);
  await expect(screen.messages).toHaveCount(4);
  await expect(screen.messages.nth(2)).toContainText('Do you smoke?');
  await expect(screen.messages.nth(3)).toContainText('30 pack-years');

  // The question given back goes through now; its reply streams over the new connection.
  await screen.questionBox.press('Enter');
  await expect(screen.patientMessages.nth(2)).toContainText('40 minutes ago');
  await expect(screen.questionBox).toHaveValue('');

  // A reload (or reopening) shows the whole conversation, in order.
  await page.goto(path);
  const expected = [
    'What brings you in today?',
    /pain in my chest/i,
    'Do you smoke?',
    '30 pack-years',
    'When did it start?',
    '40 minutes ago',
  ];
  await expect(screen.messages).toHaveCount(expected.length);
  for (const [i, text] of expected.entries()) await expect(screen.messages.nth(i)).toContainText(text);
});

test('the audio connection drops mid-recording: what was said is still asked, and the socket reopens', async ({
  page,
  baseURL,
  voiceStack,
}) => {
  const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
  const keys = [await addActiveKey(admin, 'OPENAI'), await addActiveKey(admin, 'DEEPGRAM')];
  try {
    // The fake recogniser never ends an utterance by itself: only Stop (or the drop) does.
    voiceStack.deepgram.configure({ transcripts: ['Where does it hurt?'], chunksPerUtterance: 0 });
    voiceStack.openai.configure({ reply: 'Right in the middle of my chest.', tokenDelayMs: 20 });
    const { account } = await studentWithPatient(baseURL as string, 'John Miller', 'audiodrop');
    await trackSockets(page);
    const path = await talkToPatient(page, account, 'John Miller');
    const screen = voiceScreen(page);
    const openAudioSockets = () =>
      page.evaluate(
        () =>
          (window as unknown as { __sockets: WebSocket[] }).__sockets.filter(
            (ws) => ws.url.includes('/voice/ws') && ws.readyState === WebSocket.OPEN,
          ).length,
      );

    await screen.recordButton.click();
    await expect(page.getByTestId('interim-transcript')).toContainText('Where does it hurt?');
    expect(await cutSockets(page, '/voice/ws')).toBe(1);

    // The server heard the words before the drop: they become the question, and the patient answers.
    await expect(screen.recordButton).toHaveText('Start Recording');
    await expect(screen.studentMessages.first()).toHaveText(/Where does it hurt\?/);
    await expect(screen.patientMessages.first()).toContainText('Right in the middle of my chest.');

    // The audio socket reopened by itself: recording works again (Stop ends the utterance).
    await expect.poll(openAudioSockets).toBe(1);
    voiceStack.deepgram.configure({ transcripts: ['Does it spread anywhere?'] });
    await screen.recordButton.click();
    await expect(page.getByTestId('interim-transcript')).toContainText('Does it spread');
    await screen.recordButton.click();
    await expect(screen.studentMessages.nth(1)).toHaveText(/Does it spread anywhere\?/);
    await expect(screen.patientMessages).toHaveCount(2);

    await page.goto(path);
    await expect(screen.messages).toHaveCount(4);
  } finally {
    // Tidying up must not hide why the test failed (a refused connection here says only that).
    for (const id of keys) await deleteKey(admin, id).catch(() => {});
    await admin.dispose();
  }
});
