import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';

/**
 * Remembers the title of every toast that appears in the page. A toast lives 3 seconds; on a busy
 * machine a check can come later than that, so tests ask whether it was shown, not whether it still is.
 */
function recordToasts() {
  const seen: string[] = [];
  (window as unknown as { __toasts: string[] }).__toasts = seen;
  new MutationObserver(() => {
    for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) {
      const text = title.textContent ?? '';
      if (!title.hasAttribute('data-recorded')) {
        title.setAttribute('data-recorded', '');
        seen.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Playwright's `test` with the toast recorder in every page. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});

export { expect };

/** That a toast with exactly this text was shown (since the page's last full load). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []), {
      message: `toast "${text}"`,
    })
    .toContain(text);
}

/** The seeded demo accounts (api/src/db/seed.ts). */
export const accounts = {
  superAdmin: { email: 'admin@example.com', password: 'admin123', name: 'Super Admin' },
  teacher: { email: 'teacher@example.com', password: 'teacher123', name: 'Dr. Tessa Morgan' },
  student: { email: 'student@example.com', password: 'student123', name: 'Sam Carter' },
} as const;

export type AccountKey = keyof typeof accounts;
export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Signed-in browser state per demo account, written by global.setup.ts. */
export function storageStateOf(account: AccountKey): string {
  // Per port (see playwright.config.ts): parallel runs must not overwrite each other's sessions.
  const port = process.env.E2E_BFF_PORT ?? '14180';
  return fileURLToPath(new URL(`../../.tmp/e2e-auth-${port}/${account}.json`, import.meta.url));
}

/** Something unique per call, for names and emails that no other test uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(admin\/)?dashboard$/);
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').getByText(text, { exact: true });
}

/** The fields' error texts under a form. */
export function fieldError(page: Page, text: string): Locator {
  return page.locator('[data-part="error-text"]').getByText(text, { exact: true });
}

/** axe-core on the page as it is now: no serious or critical WCAG 2 A/AA violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}

/** Counts the GraphQL operations the page sends, by operation name. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && req.method() === 'POST') {
      try {
        names.push((req.postDataJSON() as { operationName?: string }).operationName ?? '?');
      } catch {
        names.push('?');
      }
    }
  });
  return names;
}

type Variables = Record<string, unknown>;

/** A GraphQL client signed in as one account with a bearer token, for setting up data fast. */
export class GraphQLClient {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string, account: Pick<Account, 'email' | 'password'>): Promise<GraphQLClient> {
    const http = await request.newContext({ baseURL });
    const response = await http.post('/graphql', {
      data: {
        query:
          'mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { bearerToken } ... on Error { message } } }',
        variables: { input: { email: account.email, password: account.password, bearer: true } },
      },
    });
    const body = (await response.json()) as { data: { login: { bearerToken?: string; message?: string } } };
    const token = body.data.login.bearerToken;
    if (!token) throw new Error(`Could not sign in ${account.email}: ${body.data.login.message}`);
    return new GraphQLClient(http, token);
  }

  async run<T = Record<string, unknown>>(query: string, variables: Variables = {}): Promise<T> {
    const response = await this.http.post('/graphql', {
      headers: { authorization: `Bearer ${this.token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  /** Creates an account; returns its global ID. */
  async createUser(input: {
    name: string;
    email: string;
    username: string;
    password: string;
    isAdmin?: boolean;
  }) {
    const data = await this.run<{
      createUser: { __typename: string; user?: { id: string }; message?: string };
    }>(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { __typename
        ... on UserPayload { user { id } } ... on Error { message } } }`,
      { input },
    );
    if (!data.createUser.user) throw new Error(`createUser: ${data.createUser.message}`);
    return data.createUser.user.id;
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** A fresh student account (its own password, so tests may ban it or change it freely). */
export async function createStudent(baseURL: string, prefix: string): Promise<Account & { id: string }> {
  const admin = await GraphQLClient.signIn(baseURL, accounts.superAdmin);
  const handle = unique(prefix).toLowerCase();
  const account = { name: `Student ${handle}`, email: `${handle}@example.com`, password: 'secret123' };
  const id = await admin.createUser({ ...account, username: handle });
  await admin.dispose();
  return { ...account, id };
}

/**
 * Talks to the patient as a student does: each of the student's lines is asked (the server writes and
 * signs the patient's replies; lines given for the patient are ignored), then Save Session.
 */
export async function talkToPatient(
  client: GraphQLClient,
  assignmentId: string,
  lines: readonly { text: string; isAI: boolean }[],
): Promise<void> {
  const opened = await client.run<{ openVoiceSession: { session?: { id: string }; message?: string } }>(
    `mutation($input: OpenVoiceSessionInput!) { openVoiceSession(input: $input) {
      ... on VoiceSessionPayload { session { id } } ... on Error { message } } }`,
    { input: { assignmentId } },
  );
  const sessionId = opened.openVoiceSession.session?.id;
  if (!sessionId) throw new Error(`openVoiceSession: ${opened.openVoiceSession.message}`);
  for (const line of lines)
    if (!line.isAI)
      await client.run('mutation($input: AskPatientInput!) { askPatient(input: $input) { __typename } }', {
        input: { sessionId, text: line.text },
      });
  await client.run(
    'mutation($input: SaveVoiceSessionInput!) { saveVoiceSession(input: $input) { __typename } }',
    {
      input: { sessionId },
    },
  );
}
