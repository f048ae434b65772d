import { expect, expectToast, storageStateOf, test } from './support';

test.describe('signed out', () => {
  test('/ goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/admin/users', '/admin/dashboard', '/dashboard', '/profile', '/view-marks/1']) {
    test(`${path} asks to sign in first`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, 'Please login to continue.');
    });
  }
});

test.describe('as a student', () => {
  test.use({ storageState: storageStateOf('student') });

  test('admin routes are refused and the student ends on their dashboard', async ({ page }) => {
    await page.goto('/admin/users');
    await expectToast(page, 'Access denied. Only admin allowed.');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/login and /register lead to the student dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path shows the not-found page; Go Back and Go to Homepage work', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/still/nowhere');
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('user routes are refused and the admin ends on the admin dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expectToast(page, 'Access denied. Admins cannot access user routes.');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('/login, /register and /admin lead to the admin dashboard', async ({ page }) => {
    for (const path of ['/login', '/register', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });

  test('the not-found page sends an admin home to the admin dashboard', async ({ page }) => {
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
