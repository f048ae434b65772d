import { type FakeLtiPlatform, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';
import { expect, expectAccessible, expectToast, fieldError, storageStateOf, test } from './support.js';

// The super admin's Settings section "Learning platforms (LTI)" (docs/lti.md#registrations), in Chromium,
// against the platform emulator (tests/fakes/ltiPlatform.ts): a platform registered by hand, listed and
// disabled; a platform that registered itself (Dynamic Registration) waits for approval in the table.

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: storageStateOf('superAdmin') });

let manual: FakeLtiPlatform;
let dynamic: FakeLtiPlatform;
test.beforeAll(async () => {
  manual = await startFakeLtiPlatform();
  dynamic = await startFakeLtiPlatform();
});
test.afterAll(async () => {
  await manual?.stop();
  await dynamic?.stop();
});

test('the super admin registers a platform by hand, sees it listed, and disables it', async ({ page }) => {
  const r = manual.registration();
  const name = `Hand-registered ${new URL(manual.url).port}`;
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Learning platforms (LTI)' });
  await expect(section.getByRole('heading', { name: 'Learning platforms (LTI)' })).toBeVisible();
  await section.getByLabel(/^Name/).fill(name);
  await section.getByLabel(/Issuer/).fill(r.issuer);
  await section.getByLabel(/Client ID/).fill(r.clientId);
  await section.getByLabel(/Deployment IDs/).fill(r.deploymentIds.join(', '));
  await section.getByLabel(/OIDC auth URL/).fill(r.authUrl);
  await section.getByLabel(/Access token URL/).fill(r.tokenUrl);
  // A mistake first: the API's words show under the field.
  await section.getByLabel(/Platform JWKS URL/).fill('certs.php');
  await section.getByRole('button', { name: 'Register platform' }).click();
  await expect(fieldError(page, 'JWKS URL must be an http(s) URL.')).toBeVisible();
  await section.getByLabel(/Platform JWKS URL/).fill(r.jwksUrl);
  await section.getByRole('button', { name: 'Register platform' }).click();
  await expectToast(page, `${name} registered.`);
  const row = section
    .getByRole('table', { name: 'Learning platforms' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(r.issuer);
  await expect(row).toContainText(r.clientId);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await expectAccessible(page, 'Settings with learning platforms');
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Disable learning platform' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expectToast(page, `Launches from ${name} are turned off.`);
  await expect(row).toContainText('Disabled');
  // As the API holds it, after a reload.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Learning platforms' }).getByRole('row').filter({ hasText: name }),
  ).toContainText('Disabled');
});

test('a platform that registered itself waits for approval and is approved from the table', async ({
  page,
  baseURL,
}) => {
  // The platform opens the tool's registration URL (as Moodle's "Add LTI Advantage" does).
  await page.goto(
    `${baseURL}/lti/register?${new URLSearchParams({
      openid_configuration: `${dynamic.url}/.well-known/openid-configuration`,
      registration_token: dynamic.options.registrationToken,
    })}`,
  );
  const name = `emulator at ${new URL(dynamic.url).host}`;
  await page.goto('/admin/settings');
  const row = page
    .getByRole('table', { name: 'Learning platforms' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('Registered itself');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expectToast(page, `${name} can now launch Anamnesis.`);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Disable ${name}` })).toBeVisible();
});
