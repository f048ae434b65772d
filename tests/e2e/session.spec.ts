import { accounts, expect, expectToast, signIn, storageStateOf, test } from './support';

test.describe('log out', () => {
  test('from the account menu: server session ended, storage cleared, /login, toast', async ({ page }) => {
    await signIn(page, accounts.teacher);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Logged out successfully');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('anamnesis_session');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please login to continue.');
  });

  test('from the side bar of the student shell', async ({ page }) => {
    await signIn(page, accounts.student);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Logged out successfully');
  });
});

test.describe('session expiry', () => {
  test('the 2-hour clock (shortened here) sends the user to /login with the spec message', async ({
    page,
  }) => {
    // The lifetime and the check period can be overridden in local storage; here 4 s, checked each 0.5 s.
    await page.addInitScript(() => {
      localStorage.setItem('sessionLifetimeMs', '4000');
      localStorage.setItem('sessionCheckIntervalMs', '500');
    });
    await signIn(page, accounts.teacher);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectToast(page, 'Session expired. Please login again.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('an expired stored session is refused on the next navigation', async ({ page }) => {
    await signIn(page, accounts.student);
    // The session's end as the server gave it (the viewer's sessionExpiresAt), now in the past.
    await page.evaluate(() =>
      localStorage.setItem('sessionExpiresAt', new Date(Date.now() - 1000).toISOString()),
    );
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Session expired. Please login again.');
  });

  test.describe('when the server no longer knows the session', () => {
    test.use({ storageState: storageStateOf('superAdmin') });

    test('the next page sends the user to /login', async ({ page, context }) => {
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await context.clearCookies();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Manage Symptoms' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, 'Session expired. Please login again.');
    });
  });
});
