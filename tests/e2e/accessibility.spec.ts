import { type AccountKey, expect, expectAccessible, storageStateOf, test } from './support';

// Every screen of the route map, scanned with axe-core once it has rendered.
const screens: Record<AccountKey | 'signedOut', string[]> = {
  signedOut: ['/login', '/register'],
  superAdmin: [
    '/admin/dashboard',
    '/admin/users',
    '/admin/add-users',
    '/admin/patient-bot',
    '/admin/add-patient',
    '/admin/symptoms',
    '/admin/add-symptom',
    '/admin/table-assign-patient',
    '/admin/assign-patient',
    '/admin/assign-student',
    '/admin/assign-classroom',
    '/admin/quick-mark',
    '/admin/rooms',
    '/admin/add-rooms',
    '/admin/assign-rooms',
    '/admin/requests',
    '/admin/statistics',
    '/admin/settings',
    '/admin/profile',
    '/admin/change-password',
    '/admin/no-such-screen',
  ],
  teacher: [],
  student: ['/dashboard', '/profile', '/change-password'],
};

async function settle(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

// One test per account, a step per screen: one browser context loads the app once and its files stay
// cached from screen to screen, so the scans, not the page loads, take the time.
for (const [who, paths] of Object.entries(screens) as [AccountKey | 'signedOut', string[]][]) {
  if (paths.length === 0) continue;
  test.describe(`${who} screens`, () => {
    if (who !== 'signedOut') test.use({ storageState: storageStateOf(who) });
    test('have no serious or critical accessibility violations', async ({ page }) => {
      test.setTimeout(20_000 * paths.length);
      for (const path of paths)
        await test.step(path, async () => {
          await page.goto(path);
          await settle(page);
          await expectAccessible(page, path);
        });
    });
  });
}

test.describe('dialogs and menus', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('have no serious or critical accessibility violations', async ({ page }) => {
    // Six scans in one test: on a busy 2-core machine each can take several seconds.
    test.slow();
    await page.goto('/admin/users');
    await settle(page);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
    await expectAccessible(page, 'the Edit User dialog');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Delete User' })).toBeVisible();
    await expectAccessible(page, 'the Delete User dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectAccessible(page, 'the notifications popover');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page, 'the account menu');
    await page.keyboard.press('Escape');

    await page.goto('/admin/patient-bot');
    await settle(page);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Patient' })).toBeVisible();
    await expectAccessible(page, 'the Edit Patient dialog');

    await page.goto('/admin/add-patient');
    await settle(page);
    await page.getByRole('button', { name: /^Preview / }).click();
    await expect(page.getByRole('dialog', { name: /^Voice preview/ })).toBeVisible();
    await expectAccessible(page, 'the voice preview dialog');
  });
});

test.describe('at 768 px wide', () => {
  test.use({ storageState: storageStateOf('superAdmin'), viewport: { width: 768, height: 900 } });

  test('the side bar starts narrow and pages do not scroll sideways', async ({ page }) => {
    for (const path of [
      '/admin/dashboard',
      '/admin/users',
      '/admin/patient-bot',
      '/admin/symptoms',
      '/admin/add-patient',
    ]) {
      await page.goto(path);
      await settle(page);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' }),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits in 768 px`).toBeLessThanOrEqual(0);
    }
  });
});

test('keyboard: the sign-in form is reachable and usable with Tab and Enter', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await page.keyboard.type('student@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('student123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
