import {
  accounts,
  createStudent,
  expect,
  expectToast,
  fieldError,
  GraphQLClient,
  recordOperations,
  signIn,
  test,
  unique,
} from './support';

test.describe('sign-in', () => {
  test('shows the product, the tagline, the year and a link to sign up', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Anamnesis').first()).toBeVisible();
    await expect(page.getByText('AI Medical Training Platform').first()).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('hunter22');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('an admin lands on the admin dashboard, stored as the spec says (no token)', async ({ page }) => {
    await signIn(page, accounts.teacher);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, 'Login successful!');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.isAdmin).toBe('true');
    expect(stored.isSuperAdmin).toBe('false');
    expect(JSON.parse(stored.user ?? '{}').email).toBe(accounts.teacher.email);
    expect(Number(stored.loginTimestamp)).toBeGreaterThan(0);
    expect(stored.token).toBeUndefined();
    // The session cookie is out of JavaScript's reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain('anamnesis_session');
  });

  test('a student lands on the student dashboard', async ({ page }) => {
    await signIn(page, accounts.student);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, 'Login successful!');
  });

  test('wrong credentials show the failure toast and stay on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.student.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.click();
    await expectToast(page, 'Login failed. Please check your credentials.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(submit).toBeEnabled();
  });

  test('the button reads Loading... while signing in', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.student.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a banned account is refused with the banned message', async ({ page, baseURL }) => {
    const student = await createStudent(baseURL as string, 'banned');
    const admin = await GraphQLClient.signIn(baseURL as string, accounts.superAdmin);
    await admin.run('mutation($id: ID!) { toggleUserBan(id: $id) { __typename } }', { id: student.id });
    await admin.dispose();

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Your account is banned. Please contact the administrator.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('registration', () => {
  test('every rule has its message under its field, and nothing is sent', async ({ page }) => {
    await page.goto('/register');
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Please fix the errors in the form.');
    for (const message of [
      'Name is required.',
      'Username is required.',
      'Email is required.',
      'Password is required.',
    ]) {
      await expect(fieldError(page, message)).toBeVisible();
    }

    // Whitespace is not a name; a malformed email, a short password and a different confirmation.
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Username', { exact: true }).fill('  ');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@nowhere');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError(page, 'Name is required.')).toBeVisible();
    await expect(fieldError(page, 'Username is required.')).toBeVisible();
    await expect(fieldError(page, 'Please enter a valid email address.')).toBeVisible();
    await expect(fieldError(page, 'Password must be at least 6 characters.')).toBeVisible();
    await expect(fieldError(page, 'Passwords do not match.')).toBeVisible();
    expect(operations.filter((name) => name.includes('Register'))).toEqual([]);

    // Editing a field clears its own error only.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@nowhere.org');
    await expect(fieldError(page, 'Please enter a valid email address.')).toHaveCount(0);
    await expect(fieldError(page, 'Password must be at least 6 characters.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('12345');
    await expect(fieldError(page, 'Passwords do not match.')).toHaveCount(0);
  });

  test('one toggle shows and hides both passwords', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm Password', exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByText('Show passwords').click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'text');
    await page.getByText('Show passwords').click();
    await expect(confirm).toHaveAttribute('type', 'password');
  });

  test('a valid form registers, says so and goes to /login; the new student can sign in', async ({
    page,
  }) => {
    const handle = unique('reg').toLowerCase();
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill(`  Reg ${handle}  `);
    await page.getByLabel('Username', { exact: true }).fill(handle);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${handle}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful! Please verify your email to continue.');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: `${handle}@example.com`, password: 'secret123' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, Reg ${handle}`)).toBeVisible();
  });

  test('a taken email is refused with the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Someone');
    await page.getByLabel('Username', { exact: true }).fill(unique('dup'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.student.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});
