import { createStudent, expect, expectToast, fieldError, signIn, storageStateOf, test } from './support';

test('a student edits their profile; the header greets the new name', async ({ page, baseURL }) => {
  const student = await createStudent(baseURL as string, 'profile');
  await signIn(page, student);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(student.email);

  await page.getByLabel(/^Name/).fill(' ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(fieldError(page, 'Name is required.')).toBeVisible();
  await page.getByLabel(/^Name/).fill('Renamed Student');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await expect(page.getByText('Welcome back, Renamed Student')).toBeVisible();
});

test('a student changes their password and signs in with the new one', async ({ page, baseURL }) => {
  const student = await createStudent(baseURL as string, 'password');
  await signIn(page, student);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(student.password);
  await page.getByLabel('New Password', { exact: true }).fill('newsecret1');
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('newsecret2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'New password and confirmation do not match.');
  await expect(fieldError(page, 'New password and confirmation do not match.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('wrong-password');
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('newsecret1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]').last()).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password updated successfully!');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await signIn(page, { email: student.email, password: 'newsecret1' });
});

test.describe('an admin', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('reaches their password page from the profile, inside the admin area', async ({ page }) => {
    await page.goto('/admin/profile');
    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/admin\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
