import type { Page } from '@playwright/test';
import {
  accounts,
  createStudent,
  expect,
  expectToast,
  fieldError,
  GraphQLClient,
  storageStateOf,
  test,
  unique,
} from './support';

async function searchUsers(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, email, or username').fill(text);
}

function rows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
}

test.describe('as the super admin', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('the table, the search and the role filter', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    for (const column of ['Name', 'Role', 'Username', 'Email', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The super admin `admin` is never listed.
    await expect(page.getByRole('cell', { name: 'admin@example.com' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Admins' }).click();
    await expect(page.getByRole('button', { name: 'Admins' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).filter({ hasText: accounts.teacher.email })).toHaveCount(1);
    await expect(rows(page).filter({ has: page.getByText('Student', { exact: true }) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Students' }).click();
    await expect(rows(page).filter({ has: page.getByText('Admin', { exact: true }) })).toHaveCount(0);
    await searchUsers(page, accounts.teacher.email);
    await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
    await searchUsers(page, accounts.student.email);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'All Users' }).click();
    await searchUsers(page, accounts.teacher.email);
    await expect(rows(page)).toHaveCount(1);

    await searchUsers(page, 'priya');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('priya@example.com');
    await searchUsers(page, 'nobody-has-this-name');
    await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();

    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/add-users$/);
  });

  test.describe('paging', () => {
    const prefix = unique('pager').toLowerCase();

    test.beforeAll(async ({ baseURL }) => {
      const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
      const numbers = Array.from({ length: 55 }, (_, i) => String(i + 1).padStart(2, '0'));
      for (let i = 0; i < numbers.length; i += 5) {
        await Promise.all(
          numbers.slice(i, i + 5).map((n) =>
            admin.createUser({
              name: `Pager ${n}`,
              email: `${prefix}-${n}@example.com`,
              username: `${prefix}-${n}`,
              password: 'secret123',
            }),
          ),
        );
      }
      await admin.dispose();
    });

    test('50 a page, numbered pages, Previous and Next; new filters go back to page 1', async ({ page }) => {
      await page.goto('/admin/users');
      await searchUsers(page, prefix);
      await expect(page.getByText('Showing 1–50 of 55')).toBeVisible();
      await expect(rows(page)).toHaveCount(50);
      const pages = page.getByRole('navigation', { name: 'User list pages' });
      await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Showing 51–55 of 55')).toBeVisible();
      await expect(rows(page)).toHaveCount(5);
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByText('Showing 1–50 of 55')).toBeVisible();
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(page.getByText('Showing 51–55 of 55')).toBeVisible();

      // A new role filter starts again at page 1 ...
      await page.getByRole('button', { name: 'Students' }).click();
      await expect(page.getByText('Showing 1–50 of 55')).toBeVisible();
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(page.getByText('Showing 51–55 of 55')).toBeVisible();
      // ... and so does new search text.
      await searchUsers(page, `${prefix}-0`);
      await expect(page.getByText('Showing 1–9 of 9')).toBeVisible();
      await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });
  });

  test('edit: the rules, then a saved change', async ({ page, baseURL }) => {
    const student = await createStudent(baseURL as string, 'edit');
    await page.goto('/admin/users');
    await searchUsers(page, student.email);
    await page.getByRole('button', { name: `Edit ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(student.email);

    await dialog.getByLabel(/^Name/).fill('   ');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('');
    await dialog.getByLabel(/^Username/).fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Please fill in all required fields.');
    await expect(fieldError(page, 'Name is required.')).toBeVisible();
    await expect(fieldError(page, 'Email is required.')).toBeVisible();
    await expect(fieldError(page, 'Username is required.')).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(`${student.name} Edited`);
    await expect(fieldError(page, 'Name is required.')).toHaveCount(0);
    await expect(fieldError(page, 'Email is required.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
    await dialog.getByLabel(/^Username/).fill(`${student.email.split('@')[0]}-ed`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'User updated successfully.');
    await expect(dialog).toHaveCount(0);
    await expect(rows(page).first()).toContainText(`${student.name} Edited`);
  });

  test('ban and unban follow the current status', async ({ page, baseURL }) => {
    const student = await createStudent(baseURL as string, 'ban');
    await page.goto('/admin/users');
    await searchUsers(page, student.email);
    await page.getByRole('button', { name: `Ban ${student.name}` }).click();
    const banDialog = page.getByRole('alertdialog', { name: 'Ban User' });
    await banDialog.getByRole('button', { name: 'Ban' }).click();
    await expectToast(page, 'User Banned successfully!');
    await expect(banDialog).toHaveCount(0);
    await expect(rows(page).first()).toContainText('Banned');

    await page.getByRole('button', { name: `Unban ${student.name}` }).click();
    const unbanDialog = page.getByRole('alertdialog', { name: 'Unban User' });
    await unbanDialog.getByRole('button', { name: 'Unban' }).click();
    await expect(unbanDialog).toHaveCount(0);
    await expect(rows(page).first()).not.toContainText('Banned');
    await expect(page.getByRole('button', { name: `Ban ${student.name}` })).toBeVisible();
  });

  test('delete asks first, then removes the user', async ({ page, baseURL }) => {
    const student = await createStudent(baseURL as string, 'delete');
    await page.goto('/admin/users');
    await searchUsers(page, student.email);
    await page.getByRole('button', { name: `Delete ${student.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${student.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully!');
    await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible();
  });

  test('create: the rules, the Admin Access switch and a new admin', async ({ page }) => {
    const handle = unique('newadmin').toLowerCase();
    await page.goto('/admin/add-users');
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'Please fill in all required fields.');
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Username is required.',
      'Password is required.',
    ]) {
      await expect(fieldError(page, message)).toBeVisible();
    }
    await page.getByLabel(/^Name/).fill(`Admin ${handle}`);
    await expect(fieldError(page, 'Name is required.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${handle}@example.com`);
    await page.getByLabel(/^Username/).fill(handle);
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByText('Admin Access').click();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully!');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await searchUsers(page, handle);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Admin');
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('sees students only, no role filter, and no Admin Access switch', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter by role' })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: accounts.teacher.email })).toHaveCount(0);
    await expect(page.getByRole('table').getByText('Admin', { exact: true })).toHaveCount(0);
    await page.goto('/admin/add-users');
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
    await expect(page.getByText('Admin Access')).toHaveCount(0);
  });

  test('creating a student shows Creating... while it works', async ({ page }) => {
    const handle = unique('created').toLowerCase();
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'useCreateUserMutation') {
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });
    await page.goto('/admin/add-users');
    await page.getByLabel(/^Name/).fill(`Student ${handle}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${handle}@example.com`);
    await page.getByLabel(/^Username/).fill(handle);
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expectToast(page, 'User created successfully!');
  });
});
