import type { Page } from '@playwright/test';
import { expect, expectToast, fieldError, storageStateOf, test, unique } from './support';

test.use({ storageState: storageStateOf('superAdmin') });

function rows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, description, or severity').fill(text);
}

test('the list searches by name, description and severity', async ({ page }) => {
  await page.goto('/admin/symptoms');
  for (const column of ['Name', 'Description', 'Severity', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await search(page, 'severe');
  await expect(rows(page).filter({ hasNotText: 'Severe' })).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Severe');
  await search(page, 'Chest pain');
  await expect(rows(page)).toHaveCount(1);
  await search(page, 'zzz-no-such-symptom');
  await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Symptom' }).click();
  await expect(page).toHaveURL(/\/admin\/add-symptom$/);
});

test('add, edit and delete a symptom', async ({ page }) => {
  const name = unique('Tinnitus');
  await page.goto('/admin/add-symptom');
  await expect(page.getByRole('button', { name: 'Mild' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add Symptom' }).click();
  await expectToast(page, 'Please fill in all fields.');
  await expect(fieldError(page, 'Name is required.')).toBeVisible();
  await expect(fieldError(page, 'Description is required.')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Ringing in the ears');
  await page.getByRole('button', { name: 'Moderate' }).click();
  await expect(page.getByRole('button', { name: 'Moderate' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add Symptom' }).click();
  await expectToast(page, 'Symptom added successfully!');
  await expect(page).toHaveURL(/\/admin\/symptoms$/);

  await search(page, name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Moderate');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Symptom' });
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Ringing or buzzing in the ears');
  await dialog.getByRole('button', { name: 'Severe' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Symptom updated successfully!');
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Ringing or buzzing in the ears');
  await expect(rows(page).first()).toContainText('Severe');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Symptom' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Symptom deleted successfully!');
  await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
});

test('a failed list load shows the spec message', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'SymptomsPageQuery') {
      await route.fulfill({
        json: { data: null, errors: [{ message: 'The service is temporarily unavailable.' }] },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/admin/symptoms');
  await expect(page.getByRole('alert').getByText('Failed to load symptoms. Please try again.')).toBeVisible();
});
