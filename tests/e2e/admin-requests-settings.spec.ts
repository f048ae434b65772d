import { type Locator, type Page, test } from '@playwright/test';
import {
  assign,
  doTheWork,
  expect,
  failOperation,
  newPatient,
  newStudent,
  submitAndMark,
  superAdmin,
  tick,
  unique,
} from './adminFixtures';
import { expectAccessible, GraphQLClient, storageStateOf, toast } from './support';

// docs/assignments.md#reset-requests and docs/voice.md#provider-keys: Requests (reset requests, with the
// bell's live count) and Settings (API keys and the Add New Model dialog). Requests are made on students
// and patients of their own; only Deepgram keys are stored, and left inactive, so the virtual patient and
// the grader stay built in.

test.describe.configure({ timeout: 90_000 });

/** A student of their own submits a patient of their own, and asks for a fresh attempt. */
async function pendingRequest(baseURL: string | undefined) {
  const student = await newStudent(baseURL);
  const admin = await superAdmin(baseURL);
  const patient = await newPatient(admin, 'Reset');
  const [id] = (await assign(admin, student.id, [patient.id])) as [string];
  await admin.dispose();
  const learner = await GraphQLClient.signIn(baseURL as string, student);
  await doTheWork(learner, id);
  await submitAndMark(learner, id);
  const data = await learner.run<{ requestReset: { __typename: string; message?: string } }>(
    'mutation($id: ID!) { requestReset(assignmentId: $id) { __typename ... on Error { message } } }',
    { id },
  );
  expect(data.requestReset.__typename, data.requestReset.message).toBe('ResetRequestPayload');
  await learner.dispose();
  return { student, patient, assignmentId: id };
}

function requestRow(page: Page, student: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: student, exact: true }) });
}

function filterButton(page: Page, label: string): Locator {
  return page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: label, exact: true });
}

/** The bell's number (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test.describe('Requests (/admin/requests)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('Pending by default; Accept handles the request and the bell counts down live', async ({
    page,
    baseURL,
  }) => {
    const { student, patient } = await pendingRequest(baseURL);
    await page.goto('/admin/requests');
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await expect(filterButton(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
    for (const label of ['All', 'Accepted', 'Declined']) {
      await expect(filterButton(page, label)).toHaveAttribute('aria-pressed', 'false');
    }
    for (const header of ['Student Name', 'Patient Name', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const row = requestRow(page, student.name);
    await expect(row.getByRole('cell', { name: patient.name, exact: true })).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Reject ${student.name}'s request for ${patient.name}` }),
    ).toBeVisible();
    await expectAccessible(page, 'Requests');

    await expect(page.getByTestId('notification-count')).toBeVisible();
    const before = await bellCount(page);
    await row.getByRole('button', { name: `Accept ${student.name}'s request for ${patient.name}` }).click();
    await expect(toast(page, 'Reset request accepted.')).toBeVisible();
    await expect(requestRow(page, student.name)).toHaveCount(0);
    await expect.poll(() => bellCount(page)).toBe(before - 1);

    await filterButton(page, 'Accepted').click();
    await expect(filterButton(page, 'Accepted')).toHaveAttribute('aria-pressed', 'true');
    const handled = requestRow(page, student.name);
    await expect(handled.getByText('Accepted')).toBeVisible();
    await expect(handled.getByTestId('handled-marker')).toContainText('Handled');
    await expect(handled.getByRole('button')).toHaveCount(0);
    await expectAccessible(page, 'Requests, accepted');

    // The student has a fresh attempt: their assignment is assigned again.
    const learner = await GraphQLClient.signIn(baseURL as string, student);
    const mine = await learner.run<{ myAssignments: { edges: { node: { status: string } }[] } }>(
      '{ myAssignments(first: 5) { edges { node { status } } } }',
    );
    await learner.dispose();
    expect(mine.myAssignments.edges.map(({ node }) => node.status)).toEqual(['ASSIGNED']);
  });

  test('Reject declines it: Declined and All show it with a marker, and no actions', async ({
    page,
    baseURL,
  }) => {
    const { student, patient } = await pendingRequest(baseURL);
    await page.goto('/admin/requests');
    await requestRow(page, student.name)
      .getByRole('button', { name: `Reject ${student.name}'s request for ${patient.name}` })
      .click();
    await expect(toast(page, 'Reset request declined.')).toBeVisible();
    await expect(requestRow(page, student.name)).toHaveCount(0);

    for (const filter of ['Declined', 'All']) {
      await filterButton(page, filter).click();
      const row = requestRow(page, student.name);
      await expect(row.getByText('Declined')).toBeVisible();
      await expect(row.getByTestId('handled-marker')).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(0);
    }
    await filterButton(page, 'Accepted').click();
    await expect(requestRow(page, student.name)).toHaveCount(0);
  });

  test('a request another admin handled first shows the server’s words; a failed one Something went wrong', async ({
    page,
    baseURL,
  }) => {
    const { student, patient, assignmentId } = await pendingRequest(baseURL);
    await page.goto('/admin/requests');
    const accept = requestRow(page, student.name).getByRole('button', {
      name: `Accept ${student.name}'s request for ${patient.name}`,
    });
    await failOperation(page, 'useHandleResetRequestMutation');
    await accept.click();
    await expect(toast(page, 'Something went wrong')).toBeVisible();
    await page.unrouteAll();

    const admin = await superAdmin(baseURL);
    await admin.run(
      'mutation($input: HandleResetRequestInput!) { handleResetRequest(input: $input) { __typename } }',
      { input: { assignmentId, action: 'DECLINE' } },
    );
    await admin.dispose();
    await accept.click();
    await expect(toast(page, 'No pending request for this assignment.')).toBeVisible();
  });

  test('an admin sees requests on the assignments they created only: No requests available', async ({
    browser,
    baseURL,
  }) => {
    await pendingRequest(baseURL);
    const context = await browser.newContext({ storageState: storageStateOf('teacher') });
    const page = await context.newPage();
    await page.goto('/admin/requests');
    await expect(page.getByText('No requests available')).toBeVisible();
    await filterButton(page, 'All').click();
    await expect(page.getByText('No requests available')).toBeVisible();
    await expectAccessible(page, 'Requests, empty');
    await context.close();
  });
});

test.describe('Settings (/admin/settings)', () => {
  test.use({ storageState: storageStateOf('superAdmin') });
  // The tests share the key table: one after the other.
  test.describe.configure({ mode: 'serial' });

  function keyRow(page: Page, keyName: string): Locator {
    return page.getByRole('row').filter({ has: page.getByRole('cell', { name: keyName, exact: true }) });
  }

  async function addKey(page: Page, keyName: string, { model = '', secret = unique('dg-secret') } = {}) {
    await page.getByRole('textbox', { name: 'Key Name' }).fill(keyName);
    await page.getByRole('textbox', { name: 'API Key', exact: true }).fill(secret);
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Deepgram' });
    if (model) await page.getByRole('combobox', { name: 'Select Model' }).selectOption({ label: model });
    await page.getByRole('button', { name: 'Add API Key' }).click();
    await expect(toast(page, 'API Key Added')).toBeVisible();
    await expect(keyRow(page, keyName)).toBeVisible();
    return secret;
  }

  test('Add New Model lists OpenAI and Deepgram speech-to-text models; Add Model waits for a choice', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expectAccessible(page, 'Settings');
    await page.getByRole('button', { name: 'Add New Model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Model' });
    await expect(dialog.getByText('OpenAI models')).toBeVisible();
    await expect(dialog.getByText('Deepgram speech-to-text models')).toBeVisible();
    // Each speech-to-text model with its version.
    await expect(dialog.getByText(/^version /).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Model' })).toBeDisabled();
    await expectAccessible(page, 'Add New Model dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Add New Model' }).click();
    const choice = dialog.getByRole('radio', { disabled: false }).first();
    // The model's name is the first word of its line (its owner or version follows).
    const modelName =
      (await choice.locator('xpath=ancestor::label[1]').innerText()).trim().split(/\s+/)[0] ?? '';
    await tick(choice);
    await expect(dialog.getByRole('button', { name: 'Add Model' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await expect(toast(page, 'Model added successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Select Model' }).locator('option', { hasText: modelName }),
    ).toHaveCount(1);
    // Offered once: the dialog shows it as added.
    await page.getByRole('button', { name: 'Add New Model' }).click();
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${modelName} `) })).toBeDisabled();
    await expect(
      dialog.getByRole('radio', { name: new RegExp(`^${modelName} `) }).locator('xpath=ancestor::label[1]'),
    ).toContainText('Added');
  });

  test('submit waits for Key Name, API Key and Service; the key is never shown again; the model reads Default Model or Unknown', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const submit = page.getByRole('button', { name: 'Add API Key' });
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Service' }).locator('option')).toHaveText([
      'Select a service',
      'OpenAI',
      'Deepgram',
    ]);
    await page.getByRole('textbox', { name: 'Key Name' }).fill('   ');
    await page.getByRole('textbox', { name: 'API Key', exact: true }).fill('x');
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Deepgram' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'API Key', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Key Name' }).fill('Speech');
    await expect(submit).toBeDisabled();

    const withDefault = unique('Speech default');
    const secret = await addKey(page, withDefault, { model: 'Default Model' });
    await expect(page.getByRole('textbox', { name: 'Key Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'API Key', exact: true })).toHaveValue('');
    const row = keyRow(page, withDefault);
    await expect(row.getByRole('cell', { name: 'Deepgram' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Default Model' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^(Yes|No)$/ })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);

    const withoutModel = unique('Speech bare');
    await addKey(page, withoutModel);
    await expect(keyRow(page, withoutModel).getByRole('cell', { name: 'Unknown' })).toBeVisible();
    await page.reload();
    await expect(keyRow(page, withDefault)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);
    await expectAccessible(page, 'Settings with keys');
  });

  test('Activate turns the other keys of the service off; Deactivate and Delete', async ({ page }) => {
    await page.goto('/admin/settings');
    const [first, second] = [unique('Key one'), unique('Key two')];
    await addKey(page, first);
    await addKey(page, second);

    const active = (name: string) => keyRow(page, name).getByRole('cell', { name: /^(Yes|No)$/ });
    if ((await active(first).textContent()) === 'No') {
      await page.getByRole('button', { name: `Activate ${first}` }).click();
    }
    await expect(active(first)).toHaveText('Yes');
    await expect(active(second)).toHaveText('No');
    await page.getByRole('button', { name: `Activate ${second}` }).click();
    await expect(active(second)).toHaveText('Yes');
    await expect(active(first)).toHaveText('No');
    await page.getByRole('button', { name: `Deactivate ${second}` }).click();
    await expect(active(second)).toHaveText('No');
    await page.reload();
    await expect(active(second)).toHaveText('No');
    await expect(active(first)).toHaveText('No');

    await page.getByRole('button', { name: `Delete ${first}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete API Key' });
    await expectAccessible(page, 'Delete API Key dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'API Key deleted.')).toBeVisible();
    await expect(keyRow(page, first)).toHaveCount(0);
    await expect(keyRow(page, second)).toBeVisible();
  });

  test('a refused key shows the server’s words; a failed request Something went wrong', async ({ page }) => {
    await page.goto('/admin/settings');
    await page.getByRole('textbox', { name: 'Key Name' }).fill(unique('Too long'));
    await page.getByRole('textbox', { name: 'API Key', exact: true }).fill('k'.repeat(1001));
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Deepgram' });
    await page.getByRole('button', { name: 'Add API Key' }).click();
    await expect(toast(page, 'This value is too long.')).toBeVisible();

    await page.getByRole('textbox', { name: 'API Key', exact: true }).fill('short-enough');
    await failOperation(page, 'useCreateApiKeyMutation');
    await page.getByRole('button', { name: 'Add API Key' }).click();
    await expect(toast(page, 'Something went wrong')).toBeVisible();
  });

  test.afterAll(async ({ baseURL }) => {
    // Leave no Deepgram key active: the voice features go back to their built-in lists.
    const admin = await superAdmin(baseURL);
    const { apiKeys } = await admin.run<{
      apiKeys: { edges: { node: { id: string; isActive: boolean } }[] };
    }>('{ apiKeys(first: 100) { edges { node { id isActive } } } }');
    for (const { node } of apiKeys.edges.filter(({ node }) => node.isActive)) {
      await admin.run(
        'mutation($input: SetApiKeyActiveInput!) { setApiKeyActive(input: $input) { __typename } }',
        {
          input: { id: node.id, isActive: false },
        },
      );
    }
    await admin.dispose();
  });
});
