// Issue 13, "Must show": hiring teams in two browser contexts against the real local stack. An
// owner invites a recruiter who signs up through the link; both see the company's rows (the
// invitee offline too); a stage move made by either shows in the other's store and feed with its
// actor; a person in two companies switches without rows crossing; the owner removes the member
// and the member's next sync empties that company's store. And the demo interviewer cannot
// change a job's status: no control, and a forged write is refused with the reason shown.
import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  expect,
  insertJob,
  serviceClient,
  signIn,
  signUpNewRecruiter,
  stackEnv,
  test,
  waitForServiceWorker,
} from './support/fixtures';

const INTERVIEWER = { email: 'hiring.manager@partii.local', password: 'partii-demo' } as const;

async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const session = key ? (JSON.parse(localStorage.getItem(key)!) as { user?: { id?: string } }) : null;
    return session?.user?.id ?? '';
  });
}

/** Rows of a local table in one company store (IndexedDB, read in the page). */
async function localCount(page: Page, dbName: string, table: string): Promise<number> {
  return page.evaluate(
    ([name, store]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(0);
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => {
            resolve(request.result);
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [dbName, table] as const,
  );
}

async function seedCandidate(companyId: string, jobId: string, first: string, last: string): Promise<string> {
  const service = serviceClient();
  const profileId = randomUUID();
  const { error } = await service.from('profiles').insert({
    id: profileId,
    company_id: companyId,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
  });
  if (error) throw new Error(`seedCandidate: ${error.message}`);
  const application = await service
    .from('applications')
    .insert({ id: randomUUID(), job_id: jobId, applicant_id: profileId, status: 'applied' });
  if (application.error) throw new Error(`seedCandidate: ${application.error.message}`);
  return profileId;
}

/** Switches through the user menu to the company listed as "<name> · <role>". */
async function switchCompany(page: Page, name: string, role: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: `${name} · ${role}`, exact: true }).click();
}

test.describe.serial('a hiring team in two browsers', () => {
  let owner: Page;
  let member: Page;
  let ownerContext: BrowserContext;
  let memberContext: BrowserContext;
  let ownerCompany = '';
  let memberId = '';
  const jobTitle = `Platform Engineer ${randomUUID().slice(0, 6)}`;
  const ownJobTitle = `Agency Role ${randomUUID().slice(0, 6)}`;
  let memberEmail = '';

  test.beforeAll(async ({ browser }) => {
    ownerContext = await browser.newContext();
    memberContext = await browser.newContext();
    owner = await ownerContext.newPage();
    member = await memberContext.newPage();
  });

  test.afterAll(async () => {
    await ownerContext.close();
    await memberContext.close();
  });

  test('an owner invites a recruiter, who signs up through the link and sees the company, offline too', async () => {
    await signUpNewRecruiter(owner);
    ownerCompany = await userIdOf(owner);
    const jobId = await insertJob(ownerCompany, { title: jobTitle });
    await seedCandidate(ownerCompany, jobId, 'Olivia', 'Costa');

    await owner.goto('/app/settings#team');
    await expect(owner.getByRole('heading', { name: 'Team' })).toBeVisible();
    memberEmail = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    await owner.getByRole('textbox', { name: 'Email' }).fill(memberEmail);
    // The role picker starts on Recruiter.
    await expect(owner.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('Recruiter');
    await owner.getByRole('button', { name: 'Send invite' }).click();
    const link = (await owner.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(/\/invite\/[\w-]+$/);
    // The pending invitation reaches the owner's store through the feed.
    await expect(owner.getByText(memberEmail, { exact: true })).toBeVisible();

    await member.goto(link);
    await expect(member.getByText(/invites .* to join its hiring team as Recruiter/)).toBeVisible();
    await member.getByRole('link', { name: 'Sign up' }).click();
    const password = `pw-${randomUUID()}`;
    await member.getByRole('textbox', { name: 'Email' }).fill(memberEmail);
    await member.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await member.getByRole('button', { name: 'Sign up', exact: true }).click();
    await member.waitForURL((url) => url.pathname.startsWith('/invite/'));
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await member.waitForURL((url) => url.pathname.startsWith('/app'));
    memberId = await userIdOf(member);

    await member.goto('/app/jobs');
    await expect(member.getByRole('article', { name: jobTitle })).toBeVisible();
    await member.goto('/app/candidates');
    await expect(member.getByText('Olivia Costa').first()).toBeVisible();
    await expect(member.getByTestId('user-card')).toContainText('Recruiter');

    // Offline after one visit: the company's rows are on the device (the app from the service worker).
    // A fresh load first: the worker installs after the page is idle, and the pages before came
    // one after another through sign-up and the invite (on a loaded machine it was still installing).
    await member.reload();
    await waitForServiceWorker(member);
    await memberContext.setOffline(true);
    await member.goto('/app/jobs');
    await expect(member.getByRole('article', { name: jobTitle })).toBeVisible();
    await member.goto('/app/candidates');
    await expect(member.getByText('Olivia Costa').first()).toBeVisible();
    await memberContext.setOffline(false);

    // The password chosen at sign-up is the account's: signing in again works.
    await member.getByRole('button', { name: 'User menu' }).click();
    await member.getByRole('menuitem', { name: 'Log out' }).click();
    await member.waitForURL(/\/auth/);
    await signIn(member, memberEmail, password);
    await expect(member.getByTestId('user-card')).toContainText('Recruiter');
  });

  test("a stage move by either member reaches the other's store and feed, with its actor", async () => {
    const memberName = memberEmail.split('@')[0];
    await member.goto('/app/candidates');
    await member.getByRole('button', { name: 'Actions for Olivia Costa' }).first().click();
    await member.getByRole('menuitem', { name: 'Move to Interview' }).click();

    await owner.goto('/app');
    await expect(owner.getByText(`${memberName} moved Olivia Costa to Interview`, { exact: false })).toBeVisible({
      timeout: 30_000,
    });

    const ownerName = (await owner.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
      return (JSON.parse(localStorage.getItem(key!)!) as { user: { email: string } }).user.email;
    }))!.split('@')[0];
    await owner.goto('/app/candidates');
    await owner.getByRole('button', { name: 'Actions for Olivia Costa' }).first().click();
    await owner.getByRole('menuitem', { name: 'Make Offer' }).click();

    await member.goto('/app');
    await expect(member.getByText(`${ownerName} moved Olivia Costa to Offer`, { exact: false })).toBeVisible({
      timeout: 30_000,
    });
  });

  test("a person in two companies switches, and neither company's rows show in the other", async () => {
    // The member's own company (every sign-up has one) gets a job of its own.
    await insertJob(memberId, { title: ownJobTitle });
    await member.goto('/app/jobs');
    await expect(member.getByRole('article', { name: jobTitle })).toBeVisible();
    await expect(member.getByRole('article', { name: ownJobTitle })).toHaveCount(0);

    const ownName = await serviceClient()
      .from('companies')
      .select('name')
      .eq('id', memberId)
      .single()
      .then((r) => r.data!.name as string);
    await switchCompany(member, ownName, 'Owner');
    await expect(member.getByRole('article', { name: ownJobTitle })).toBeVisible();
    await expect(member.getByRole('article', { name: jobTitle })).toHaveCount(0);
    await expect(member.getByTestId('user-card')).toContainText('Owner');

    const ownerName = await serviceClient()
      .from('companies')
      .select('name')
      .eq('id', ownerCompany)
      .single()
      .then((r) => r.data!.name as string);
    await switchCompany(member, ownerName, 'Recruiter');
    await expect(member.getByRole('article', { name: jobTitle })).toBeVisible();
    await expect(member.getByRole('article', { name: ownJobTitle })).toHaveCount(0);
    // Two stores on the device, each with only its company's jobs.
    expect(await localCount(member, `partii-company-${memberId}-${ownerCompany}`, 'jobs')).toBeGreaterThan(0);
  });

  test("the owner removes the member, and the member's next sync empties that company's store", async () => {
    const memberName = memberEmail.split('@')[0];
    await owner.goto('/app/settings#team');
    owner.once('dialog', (dialog) => void dialog.accept());
    await owner.getByRole('button', { name: `Remove ${memberName}` }).click();
    await expect(owner.getByText(`${memberName} was removed from the team.`)).toBeVisible();

    await member.goto('/app/jobs');
    await expect(member.getByText('You are no longer a member')).toBeVisible({ timeout: 30_000 });
    const store = `partii-company-${memberId}-${ownerCompany}`;
    await expect.poll(() => localCount(member, store, 'jobs')).toBe(0);
    expect(await localCount(member, store, 'applications')).toBe(0);
    expect(await localCount(member, store, 'profiles')).toBe(0);
  });
});

test('an interviewer cannot change a job status: no control, and a forged write is refused and shown', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(INTERVIEWER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(INTERVIEWER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));

  // The demo interviewer's device opens the demo company (their only membership beyond their own).
  const demoCompany = await serviceClient()
    .from('company_members')
    .select('company_id')
    .eq('role', 'interviewer')
    .eq('email', INTERVIEWER.email)
    .is('deleted_at', null)
    .single()
    .then((r) => r.data!.company_id as string);
  const userId = await userIdOf(page);
  const companyName = await serviceClient()
    .from('companies')
    .select('name')
    .eq('id', demoCompany)
    .single()
    .then((r) => r.data!.name as string);
  // A device where no company was chosen yet opens the team the user was invited into.
  await expect(page.getByTestId('user-card')).toContainText(`Interviewer · ${companyName}`, { timeout: 30_000 });

  await page.goto('/app/jobs');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /Change status/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Job' })).toHaveCount(0);

  // A forged write: an outbox entry archiving a job, put straight into the device's store.
  const { data: job } = await serviceClient()
    .from('jobs')
    .select('id, title, version, status')
    .eq('company_id', demoCompany)
    .eq('status', 'published')
    .limit(1)
    .single();
  await page.evaluate(
    ([name, jobId, version]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            mutationId: crypto.randomUUID(),
            table: 'jobs',
            op: 'upsert',
            rowId: jobId,
            patch: { status: 'archived' },
            baseVersion: version,
            attempts: 0,
            nextAttemptAt: 0,
            status: 'pending',
            createdAt: Date.now(),
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    [`partii-company-${userId}-${demoCompany}`, job!.id as string, job!.version as number] as const,
  );
  await page.reload();
  await page.getByRole('button', { name: /sync/i }).first().click();
  await expect(page.getByTestId('failed-write').first()).toContainText(/cannot change jobs|role/i, { timeout: 30_000 });
  const { data: after } = await serviceClient().from('jobs').select('status').eq('id', job!.id).single();
  expect(after!.status).toBe('published');
});

test('the mailed invite link signs the invitee in, asks for a password, and joins them to the team', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const inviteeContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await signUpNewRecruiter(owner);
    const company = await userIdOf(owner);
    const title = `Mailed Role ${randomUUID().slice(0, 6)}`;
    await insertJob(company, { title });

    await owner.goto('/app/settings#team');
    const email = `mailed-${randomUUID().slice(0, 8)}@example.com`;
    await owner.getByRole('textbox', { name: 'Email' }).fill(email);
    await owner.getByRole('combobox', { name: 'Role', exact: true }).click();
    await owner.getByRole('option', { name: 'Interviewer' }).click();
    await owner.getByRole('button', { name: 'Send invite' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();

    // The local stack's mailbox holds what the auth service sent (README: Mailbox).
    const mailbox = new URL('/mailbox/api/messages', stackEnv.supabaseUrl);
    mailbox.searchParams.set('to', email);
    const messages = (await (await fetch(mailbox)).json()) as { links: string[] }[];
    const link = messages[0]?.links.find((l) => l.includes('/verify'));
    expect(link, 'the invite mail has a link').toBeTruthy();

    const invitee = await inviteeContext.newPage();
    await invitee.goto(link!);
    await invitee.waitForURL((url) => url.pathname.startsWith('/invite/'));
    await expect(invitee.getByText(`Signed in as ${email}.`)).toBeVisible();
    const password = `pw-${randomUUID()}`;
    await invitee.getByLabel('Choose a password').fill(password);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL((url) => url.pathname.startsWith('/app'));
    await expect(invitee.getByTestId('user-card')).toContainText('Interviewer');
    await invitee.goto('/app/jobs');
    await expect(invitee.getByRole('article', { name: title })).toBeVisible();

    // The password chosen on the page is the account's.
    await invitee.getByRole('button', { name: 'User menu' }).click();
    await invitee.getByRole('menuitem', { name: 'Log out' }).click();
    await invitee.waitForURL(/\/auth/);
    await signIn(invitee, email, password);
  } finally {
    await ownerContext.close();
    await inviteeContext.close();
  }
});
