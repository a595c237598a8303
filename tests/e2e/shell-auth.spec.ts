import {
  test,
  expect,
  signIn,
  signUpNewRecruiter,
  createRecruiter,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

test.describe('sign-in and the protected shell', () => {
  test('a new recruiter signs up, lands on /app, logs out and signs in again', async ({ page }) => {
    // A toast shows for 4 s: each is looked for from the click on, not after the next page is ready
    // (on a busy machine the sign-up's /app took longer than the toast stayed).
    const toast = (text: string) => expect(page.getByText(text)).toBeVisible({ timeout: 45_000 });
    const [, recruiter] = await Promise.all([
      toast('Account created! Please check your email to verify your account.'),
      signUpNewRecruiter(page),
    ]);
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByTestId('user-card')).toContainText('Owner');

    await page.getByRole('button', { name: 'User menu' }).click();
    await Promise.all([toast('Signed out'), page.getByRole('menuitem', { name: 'Log out' }).click()]);
    await expect(page).toHaveURL(/\/auth/);

    await Promise.all([
      toast("Welcome back! You've successfully logged in"),
      signIn(page, recruiter.email, recruiter.password),
    ]);
    await expect(page).toHaveURL(/\/app\/?$/);
  });

  test('opening /app/jobs signed out goes to /auth and returns there after sign-in', async ({ page }) => {
    const recruiter = await createRecruiter();
    await page.goto('/app/jobs');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fjobs/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await signIn(page, recruiter.email, recruiter.password);
    await expect(page).toHaveURL(/\/app\/jobs$/);
  });

  test('the way back keeps the search of the page the visitor was going to', async ({ page }) => {
    const recruiter = await createRecruiter();
    await page.goto('/app/jobs?flow=flow-1');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fjobs%3Fflow%3Dflow-1/);
    await signIn(page, recruiter.email, recruiter.password);
    await expect(page).toHaveURL(/\/app\/jobs\?flow=flow-1$/);
  });

  test('a wrong password shows the server message inline and in a toast', async ({ page }) => {
    const recruiter = await createRecruiter();
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(recruiter.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    // inline (the alert) and toast (the notification) show the same text
    const alertText = (await page.getByRole('alert').first().innerText()).trim();
    expect(alertText.length).toBeGreaterThan(0);
    await expect(page.getByText(alertText)).toHaveCount(2);
  });

  test('signing up with a registered email says so', async ({ page }) => {
    const recruiter = await createRecruiter();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(recruiter.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'This email is already registered. Please log in instead.',
    );
  });

  test('the links switch between login and sign-up; a signed-in user is sent to /app', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const recruiter = await createRecruiter();
    await signIn(page, recruiter.email, recruiter.password);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app\/?$/);
  });
});

test.describe('router basics', () => {
  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('redirect routes: /home2 → /, /login → /auth, /job?jobId= and /jobs/{id} → /job/{id}, /job → /jobs', async ({
    page,
  }) => {
    await page.goto('/home2');
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/job?jobId=abc-123');
    await expect(page).toHaveURL(/\/job\/abc-123$/);
    await page.goto('/jobs/abc-456');
    await expect(page).toHaveURL(/\/job\/abc-456$/);
    await page.goto('/job');
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test('the recruiter shell and settings have no serious accessibility violations', async ({ page }) => {
  const recruiter = await createRecruiter();
  await signIn(page, recruiter.email, recruiter.password);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
