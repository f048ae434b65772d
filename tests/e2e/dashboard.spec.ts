import { expect, storageStateOf, test } from './support';

test.use({ storageState: storageStateOf('superAdmin') });

function rgb(color: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

test('shows the four stat cards and the recent assessments with score badges', async ({ page }) => {
  await page.goto('/admin/dashboard');
  for (const label of ['Total Students', 'Virtual Patients', 'Total Interactions', 'Assessments']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Assessments' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['Student', 'Virtual Patient', 'Date', 'Score']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const scores = table.getByText(/^\d+%$/);
  await expect(scores.first()).toBeVisible();

  // Badge levels (docs/ui.md#badges): 90+ outline, 80–89 secondary (grey), below 80 destructive (red).
  for (const badge of await scores.all()) {
    const score = Number((await badge.textContent())?.replace('%', ''));
    const [r, g] = rgb(await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
    const border = await badge.evaluate((el) => getComputedStyle(el).boxShadow);
    if (score < 80) expect(r - g, `${score}% is red`).toBeGreaterThan(100);
    else if (score < 90) expect(Math.abs(r - g), `${score}% is grey`).toBeLessThan(20);
    else expect(border, `${score}% is outlined`).not.toBe('none');
  }
});

test('Manage Students and Manage Patients lead to their lists', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Manage Students' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Manage Patients' }).click();
  await expect(page).toHaveURL(/\/admin\/patient-bot$/);
});

test('a spinner shows while the stats load', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'AdminDashboardPageQuery') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(page.getByText('Total Students')).toBeVisible();
});

test('a failed load shows the spec message in red', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'AdminDashboardPageQuery') {
      await route.fulfill({
        json: { data: null, errors: [{ message: 'The service is temporarily unavailable.' }] },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/admin/dashboard');
  const message = page.getByRole('alert').getByText('Failed to load stats. Please try again later.');
  await expect(message).toBeVisible();
  const [r, g] = rgb(await message.evaluate((el) => getComputedStyle(el).color));
  expect(r - g).toBeGreaterThan(100);
  // The rest of the page still works.
  await expect(page.getByRole('link', { name: 'Manage Students' })).toBeVisible();
});
