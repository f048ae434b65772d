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
  await page.getByPlaceholder('Search by name, diagnosis, or symptom').fill(text);
}

test('the list: columns, search by symptom, the symptom hover list and the buttons', async ({ page }) => {
  await page.goto('/admin/patient-bot');
  for (const column of ['Name', 'Diagnosis', 'Symptoms', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // Other suites add cases with chest pain to the same database while this runs, so the check is by
  // name: the demo case with chest pain is found, the demo cases without it are not.
  await search(page, 'Chest pain');
  const john = rows(page).filter({ hasText: 'John Miller' });
  await expect(john).toHaveCount(1);
  for (const without of ['Emily Clark', 'Robert Hughes', 'Grace Okafor']) {
    await expect(rows(page).filter({ hasText: without })).toHaveCount(0);
  }
  await john.getByRole('button', { name: /symptoms of John Miller/ }).hover();
  // Every row's card is in the page, hidden until its badge is hovered: read the one on screen.
  const card = page.getByText('Symptoms', { exact: true }).filter({ visible: true }).locator('..');
  await expect(card.getByText('Chest pain')).toBeVisible();
  await expect(card.getByText('Severe').first()).toBeVisible();

  await search(page, 'zzz-nobody');
  await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
  await page.getByRole('link', { name: 'Assign Patient' }).click();
  await expect(page).toHaveURL(/\/admin\/assign-patient$/);
  await page.goto('/admin/patient-bot');
  await page.getByRole('link', { name: 'Add New Patient' }).click();
  await expect(page).toHaveURL(/\/admin\/add-patient$/);
});

test('add: the rules, the voice preview, then a new patient', async ({ page }) => {
  const name = unique('Patient');
  await page.goto('/admin/add-patient');
  await page.getByRole('button', { name: 'Create Patient' }).click();
  await expectToast(page, 'Please fill in all required fields.');
  for (const message of [
    'Name is required.',
    'Diagnosis is required.',
    'Medical history is required.',
    'Predefined treatments are required.',
    'Please select at least one symptom.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel(/^Name/).fill(name);
  await expect(fieldError(page, 'Name is required.')).toHaveCount(0);

  // The voice picker: choose a voice, hear its sample with its accent and voice type.
  await page.getByText('Helios', { exact: true }).click();
  await page.getByRole('button', { name: 'Preview Helios' }).click();
  const preview = page.getByRole('dialog', { name: 'Voice preview: Helios' });
  await expect(preview.getByText('Accent: British')).toBeVisible();
  await expect(preview.getByText('masculine')).toBeVisible();
  await expect(preview.getByLabel('Sample of the voice Helios')).toBeAttached();
  // The sample plays with no provider key and nothing installed (the server's built-in voice): the
  // player knows its length, a few seconds (not '0:00', nor hours of a stream's placeholder length).
  const duration = await preview.getByLabel('Sample of the voice Helios').evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const audio = el as HTMLAudioElement;
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
        audio.addEventListener('error', () => resolve(-1), { once: true });
        audio.load();
      }),
  );
  expect(duration).toBeGreaterThan(1);
  expect(duration).toBeLessThan(20);
  await expect(preview.getByText('The sample could not be played.')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Migraine without aura');
  await page
    .getByRole('textbox', { name: 'Medical History', exact: true })
    .fill('34-year-old teacher, recurrent headaches for a year.');
  await page
    .getByRole('textbox', { name: 'Predefined Treatments', exact: true })
    .fill('Analgesics, triptans, headache diary');
  await page.getByLabel('Filter symptoms').fill('head');
  await page.getByText('Headache', { exact: true }).click();
  await page.getByLabel('Filter symptoms').fill('naus');
  await page.getByText('Nausea', { exact: true }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(page.getByText('Please select at least one symptom.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Patient' }).click();
  await expectToast(page, 'Patient created successfully!');
  await expect(page).toHaveURL(/\/admin\/patient-bot$/);
  await search(page, name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Migraine without aura');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: `2 symptoms of ${name}` }),
  ).toBeVisible();
});

test('edit checks every field and a symptom, then saves; delete asks first', async ({ page }) => {
  const name = unique('Editable');
  // A patient of our own, made through the form.
  await page.goto('/admin/add-patient');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Asthma');
  await page.getByRole('textbox', { name: 'Medical History', exact: true }).fill('Wheeze since childhood.');
  await page.getByRole('textbox', { name: 'Predefined Treatments', exact: true }).fill('Inhaled steroids');
  // The case's mandatory questions: the standard list, one per line, for the author to edit.
  const questions = page.getByRole('textbox', { name: 'Mandatory Questions', exact: true });
  await expect(questions).toHaveValue(/^Presenting complaint\nOnset and duration\n[\s\S]*\nFamily history\n/);
  await questions.fill('Ask about night-time cough\nAsk about triggers at home');
  await page.getByText('Cough', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Patient' }).click();
  await expect(page).toHaveURL(/\/admin\/patient-bot$/);

  await search(page, name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Patient' });
  await expect(dialog.getByRole('textbox', { name: 'Diagnosis', exact: true })).toHaveValue('Asthma');
  await expect(dialog.getByRole('textbox', { name: 'Mandatory Questions', exact: true })).toHaveValue(
    'Ask about night-time cough\nAsk about triggers at home',
  );
  await dialog.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('');
  await dialog.getByText('Cough', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please fill in all fields and select at least one symptom.');
  await dialog.getByRole('textbox', { name: 'Diagnosis', exact: true }).fill('Chronic asthma');
  await dialog.getByText('Fatigue', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Patient updated successfully!');
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Chronic asthma');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(
    confirm.getByText('Are you sure you want to delete this patient? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Patient deleted successfully!');
  await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
});
