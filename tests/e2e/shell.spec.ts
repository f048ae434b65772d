import { accounts, expect, GraphQLClient, signIn, storageStateOf, test, toast } from './support';

const adminSections = [
  { label: 'Dashboard', path: '/admin/dashboard', title: 'Dashboard' },
  { label: 'Users', path: '/admin/users', title: 'Users' },
  { label: 'Patient Bots', path: '/admin/patient-bot', title: 'Patient Bots' },
  { label: 'Manage Symptoms', path: '/admin/symptoms', title: 'Manage Symptoms' },
  { label: 'Assigned Patients', path: '/admin/table-assign-patient', title: 'Assigned Patients' },
  { label: 'Class Rooms', path: '/admin/rooms', title: 'Class Rooms' },
  { label: 'Requests', path: '/admin/requests', title: 'Requests' },
  { label: 'Marking quality', path: '/admin/marking-quality', title: 'Marking quality' },
  { label: 'Statistics', path: '/admin/statistics', title: 'Statistics' },
  { label: 'Settings', path: '/admin/settings', title: 'Settings' },
];

test.describe('admin shell', () => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('the side navigation has the ten sections; each opens with its title in the header', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(adminSections.length);
    await expect(page.getByText('Welcome back, Admin')).toBeVisible();
    for (const section of adminSections) {
      await nav.getByRole('link', { name: section.label }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByTestId('section-title')).toHaveText(section.title);
      await expect(nav.getByRole('link', { name: section.label })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the side bar collapses to icons and expands again; Log Out shows only when expanded', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const wide = (await nav.boundingBox())?.width ?? 0;
    await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await expect.poll(async () => (await nav.boundingBox())?.width ?? 0).toBeLessThan(wide);
    // Still usable: the links keep their names for assistive technology.
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('on a 390 px phone the open side bar slides over the page instead of squeezing it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const main = page.getByRole('main');
    // Narrow screens start with the icon bar.
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    const mainBefore = await main.boundingBox();
    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The page keeps its place and width; the bar lies over it, its labels and tagline whole.
    const mainAfter = await main.boundingBox();
    expect({ x: mainAfter?.x, width: mainAfter?.width }).toEqual({
      x: mainBefore?.x,
      width: mainBefore?.width,
    });
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(264);
    const tagline = nav.getByText('AI Medical Training Platform');
    expect(await tagline.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(nav.getByRole('link', { name: 'Assigned Patients' })).toBeVisible();
    // Choosing a section closes the bar; so does the backdrop.
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  });

  test('the account menu opens Profile and Settings', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('the notification bell counts pending reset requests live, both ways', async ({ page, baseURL }) => {
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
    const student = await GraphQLClient.signIn(baseURL as string, accounts.student);
    const { myAssignments } = await student.run<{
      myAssignments: { edges: { node: { id: string; status: string; requestStatus: string | null } }[] };
    }>('{ myAssignments(first: 50) { edges { node { id status requestStatus } } } }');
    const submitted = myAssignments.edges
      .map(({ node }) => node)
      .find((node) => node.status === 'MARKED' || node.status === 'COMPLETED');
    if (!submitted) throw new Error('The demo student has no submitted assignment.');
    const decline = () =>
      admin.run(
        'mutation($input: HandleResetRequestInput!) { handleResetRequest(input: $input) { __typename } }',
        {
          input: { assignmentId: submitted.id, action: 'DECLINE' },
        },
      );
    // Start from no pending request on it (an earlier run may have left one).
    if (submitted.requestStatus === 'PENDING') await decline();

    await page.goto('/admin/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const countText = popover.getByText(/^\d+ new$/);
    await expect(countText).toBeVisible();
    const before = Number((await countText.textContent())?.split(' ')[0]);
    if (before === 0) await expect(popover.getByText('No new notifications')).toBeVisible();
    await page.keyboard.press('Escape');

    // The student asks for a fresh attempt: the bell goes up without a reload.
    const asked = await student.run<{ requestReset: { __typename: string } }>(
      'mutation($id: ID!) { requestReset(assignmentId: $id) { __typename } }',
      { id: submitted.id },
    );
    expect(asked.requestReset.__typename).toBe('ResetRequestPayload');
    await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1));
    // The side bar's Requests item carries the same live count.
    await expect(page.getByTestId('requests-nav-count')).toHaveText(String(before + 1));
    await bell.click();
    await expect(popover.getByText(`${before + 1} new`)).toBeVisible();
    await popover.getByRole('button', { name: 'Review requests' }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);

    // Handled elsewhere: the bell goes down again.
    await decline();
    if (before === 0) {
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
      await expect(page.getByTestId('requests-nav-count')).toHaveCount(0);
    } else await expect(page.getByTestId('notification-count')).toHaveText(String(before));
    await Promise.all([admin.dispose(), student.dispose()]);
  });

  test('a message raised again while its toast fades out shows again', async ({ page }) => {
    // The page's clock is driven by the test, so "while it fades out" is an exact moment.
    await page.clock.install();
    await page.goto('/admin/add-rooms');
    const create = page.getByRole('button', { name: 'Create Room' });
    const message = toast(page, 'Please fill in all required fields.');
    await create.click();
    await expect(message).toBeVisible();

    const shownAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(shownAt + 3_100); // its 3 seconds are up: it starts fading out
    await create.click();
    await page.clock.pauseAt(shownAt + 4_500); // the first toast is gone; the new one has 1.6 s left
    await expect(message).toHaveCount(1);
    await expect(message).toBeVisible();
  });
});

test.describe('student shell', () => {
  test.use({ storageState: storageStateOf('student') });

  test('greets the student by name, with the portal tagline and one side item', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${accounts.student.name}`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Personal Health Portal')).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Assignments' })).toHaveAttribute('aria-current', 'page');
  });

  test('the avatar shows the initials of the name, titles skipped', async ({ browser, baseURL }) => {
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
    const handle = `tessa${Date.now().toString(36)}`;
    const account = { name: 'Dr. Tessa Morgan', email: `${handle}@example.com`, password: 'secret123' };
    await admin.createUser({ ...account, username: handle });
    await admin.dispose();
    const page = await (await browser.newContext({ storageState: undefined })).newPage();
    await signIn(page, account);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('TM');
    await page.context().close();
  });

  test('the avatar menu has Profile, Settings and Log out', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
