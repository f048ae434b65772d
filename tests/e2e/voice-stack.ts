// The voice suites' own servers: a REST API (in-memory PGlite, demo data) and a BFF serving the built web
// app, pointed at the fake OpenAI and Deepgram (tests/fakes, in this process). Provider keys are global
// state (an active key changes every session's providers), so the voice suites keep theirs away from the
// shared servers the other suites use. One stack per worker; ports are whatever the system has free.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import {
  type FakeDeepgramOptions,
  type FakeOpenAIOptions,
  type FakeServer,
  startFakeDeepgram,
  startFakeOpenAI,
} from '../fakes/index.js';
import { type Account, accounts, createStudent, GraphQLClient, signIn } from './support.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const secretKey = 'e2e-voice-secret-key-0123456789abcdef';

/** The spoken question Chromium's fake microphone plays (made with espeak-ng). */
export const questionWav = fileURLToPath(new URL('../fixtures/question.wav', import.meta.url));

export interface VoiceStack {
  baseURL: string;
  openai: FakeServer<FakeOpenAIOptions>;
  deepgram: FakeServer<FakeDeepgramOptions>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last lines it wrote, said when it exits on its own: a server that dies mid-test shows why in
  // the run's output instead of as a refused connection in the next request.
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.E2E_VOICE_DEBUG) process.stderr.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (!stopping.has(child))
      process.stderr.write(
        `voice stack: ${script} exited (${code ?? signal}) on its own; its last output:\n${tail}\n`,
      );
  });
  return child;
}

/** The servers being stopped on purpose. */
const stopping = new WeakSet<ChildProcess>();

async function stop(child: ChildProcess): Promise<void> {
  stopping.add(child);
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function startVoiceStack(): Promise<VoiceStack & { stop: () => Promise<void> }> {
  // The web app the shared e2e servers built for this run (playwright.config.ts, webServer).
  const webDist = `${root}.tmp/e2e-web-${process.env.E2E_BFF_PORT ?? '14180'}`;
  if (!existsSync(`${webDist}/index.html`)) throw new Error(`No built web app at ${webDist}`);
  const openai = await startFakeOpenAI();
  const deepgram = await startFakeDeepgram();
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const api = start('api/dist/index.js', {
    DATA_DIR: 'memory',
    API_PORT: String(apiPort),
    SECRET_KEY: secretKey,
  });
  const bff = start('bff/dist/index.js', {
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    SECRET_KEY: secretKey,
    WEB_DIST: webDist,
    OPENAI_BASE_URL: openai.url,
    DEEPGRAM_BASE_URL: deepgram.url,
    // Keys added or removed by a test apply at once.
    PROVIDER_KEY_CACHE_MS: '0',
  });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, api, 'the voice suites’ API');
    await waitFor(`http://127.0.0.1:${bffPort}/healthz`, bff, 'the voice suites’ BFF');
  } catch (error) {
    await Promise.all([stop(api), stop(bff), openai.stop(), deepgram.stop()]);
    throw error;
  }
  return {
    baseURL: `http://127.0.0.1:${bffPort}`,
    openai,
    deepgram,
    stop: async () => {
      await Promise.all([stop(bff), stop(api)]);
      await Promise.all([openai.stop(), deepgram.stop()]);
    },
  };
}

/** Chromium with a fake microphone that says the question, and no permission prompt. */
const mediaArgs = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${questionWav}`,
  '--autoplay-policy=no-user-gesture-required',
];

/** Remembers the title of every toast shown (a toast lives 3 s; on a busy machine a check may come later). */
function recordToasts() {
  const seen: string[] = [];
  (window as unknown as { __voiceToasts: string[] }).__voiceToasts = seen;
  new MutationObserver(() => {
    for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) {
      if (title.hasAttribute('data-seen')) continue;
      title.setAttribute('data-seen', '');
      seen.push(title.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true });
}

/** That a toast with exactly this text was shown since the page last loaded. */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { __voiceToasts?: string[] }).__voiceToasts ?? []),
      {
        message: `the toast “${text}”`,
        timeout: 20_000,
      },
    )
    .toContain(text);
}

export const test = base.extend<object, { voiceStack: VoiceStack }>({
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
  voiceStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const stack = await startVoiceStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...mediaArgs] }),
    { scope: 'worker' },
  ],
  baseURL: async ({ voiceStack }, use) => use(voiceStack.baseURL),
});

export { expect };

export type PatientName = 'John Miller' | 'Emily Clark' | 'Robert Hughes' | 'Grace Okafor';

export async function patientIds(admin: GraphQLClient): Promise<Record<PatientName, string>> {
  const data = await admin.run<{ patients: { edges: { node: { id: string; name: string } }[] } }>(
    '{ patients(first: 50) { edges { node { id name } } } }',
  );
  return Object.fromEntries(data.patients.edges.map(({ node }) => [node.name, node.id])) as Record<
    PatientName,
    string
  >;
}

/** A fresh student with one patient assigned (by the super admin); returns the assignment's id. */
export async function studentWithPatient(
  baseURL: string,
  patient: PatientName,
  prefix: string,
): Promise<{ account: Account; assignmentId: string }> {
  const account = await createStudent(baseURL, prefix);
  const admin = await GraphQLClient.signIn(baseURL, accounts.superAdmin);
  const ids = await patientIds(admin);
  const data = await admin.run<{
    assignPatientsToStudent: { assignments?: { id: string }[]; message?: string };
  }>(
    `mutation($input: AssignPatientsToStudentInput!) { assignPatientsToStudent(input: $input) {
      ... on AssignmentsPayload { assignments { id } } ... on Error { message } } }`,
    { input: { studentId: account.id, patientIds: [ids[patient]], isMarkable: true, isNoteAllow: true } },
  );
  await admin.dispose();
  const assignmentId = data.assignPatientsToStudent.assignments?.[0]?.id;
  if (!assignmentId) throw new Error(`assign: ${data.assignPatientsToStudent.message}`);
  return { account, assignmentId };
}

/** Adds an active key of a service (the first of its service is active); returns its id. */
export async function addActiveKey(admin: GraphQLClient, service: 'OPENAI' | 'DEEPGRAM'): Promise<string> {
  const data = await admin.run<{
    createApiKey: { apiKey?: { id: string; isActive: boolean }; message?: string };
  }>(
    `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename
      ... on ApiKeyPayload { apiKey { id isActive } } ... on Error { message } } }`,
    {
      input: {
        keyName: `e2e ${service.toLowerCase()}`,
        apiKey: `fake-${service.toLowerCase()}-key`,
        service,
      },
    },
  );
  const key = data.createApiKey.apiKey;
  if (!key) throw new Error(`createApiKey: ${data.createApiKey.message}`);
  if (!key.isActive)
    await admin.run(
      'mutation($input: SetApiKeyActiveInput!) { setApiKeyActive(input: $input) { __typename } }',
      {
        input: { id: key.id, isActive: true },
      },
    );
  return key.id;
}

export async function deleteKey(admin: GraphQLClient, id: string): Promise<void> {
  await admin.run('mutation($id: ID!) { deleteApiKey(id: $id) { __typename } }', { id });
}

/** The voice chat's parts, as a person finds them. */
export function voiceScreen(page: Page) {
  return {
    recordButton: page.getByRole('button', { name: /^(Start|Stop) Recording$/ }),
    questionBox: page.getByRole('textbox', { name: 'Type your question' }),
    saveButton: page.getByRole('button', { name: 'Save Session' }),
    liveTranscript: page.getByTestId('live-transcript'),
    messages: page.getByTestId('chat-message'),
    patientMessages: page.locator('[data-testid="chat-message"][data-from="patient"]'),
    studentMessages: page.locator('[data-testid="chat-message"][data-from="student"]'),
    speech: page.getByTestId('patient-speech'),
  };
}

/** Signs the student in and opens the voice chat of their patient from the dashboard's Talk to Patient. */
export async function talkToPatient(page: Page, account: Account, patient: PatientName): Promise<string> {
  await signIn(page, account);
  await page
    .getByTestId('assignment-row')
    .filter({ hasText: patient })
    .getByRole('button', { name: 'Talk to Patient' })
    .click();
  await expect(page).toHaveURL(/\/voice-chat\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Interaction Session' })).toBeVisible();
  await expect(page.getByText(`Patient: ${patient}`)).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Records every WebSocket the page opens, so a test can cut them as a network failure would. */
export async function trackSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const open: WebSocket[] = [];
    (window as unknown as { __sockets: WebSocket[] }).__sockets = open;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        open.push(this);
      }
    };
  });
}

/** Cuts the page's open WebSockets whose URL contains `path` (4499: terminated; clients retry). */
export async function cutSockets(page: Page, path: string): Promise<number> {
  return page.evaluate((p) => {
    const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
    let cut = 0;
    for (const ws of sockets)
      if (ws.url.includes(p) && ws.readyState === WebSocket.OPEN) {
        ws.close(4499, 'Cut by the test');
        cut++;
      }
    return cut;
  }, path);
}
