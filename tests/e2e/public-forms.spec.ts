// The public forms of spec §5 and their messages (§8): the waitlist dialog, the landing page's
// inline waitlist form and the contact dialog — each validation message, the success toasts, and
// the rows that reach the server (checked with the service key).
import { randomUUID } from 'node:crypto';
import { test, expect, serviceClient, goOffline, goOnline } from './support/fixtures';
import type { Page } from '@playwright/test';

async function chooseCompanySize(page: Page, scope: ReturnType<Page['getByRole']>, size: string) {
  await scope.getByRole('combobox', { name: 'Company size' }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

async function waitlistRows(email: string) {
  const { data, error } = await serviceClient()
    .from('waitlist_submissions')
    .select('*')
    .eq('email', email.toLowerCase());
  if (error) throw new Error(error.message);
  return data;
}

test.describe('waitlist dialog', () => {
  test('shows every field message, then joins; a second sign-up with the same email is the same success', async ({
    page,
  }) => {
    const email = `Founder-${randomUUID().slice(0, 8)}@Example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Partii Waitlist' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText('Company name is required.')).toBeVisible();
    await expect(dialog.getByText('Please select a company size.')).toBeVisible();
    await expect(dialog.getByText('Please tell us what excites you about Partii.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('A');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('founder@');
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Compilers Ltd');
    await chooseCompanySize(page, dialog, '11-50');
    await dialog.getByRole('textbox', { name: 'What excites you about Partii?' }).fill('Hiring without spreadsheets');
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();

    await expect(page.getByText("You've been added to the waitlist!")).toBeVisible();
    await expect(page.getByText("We'll let you know when Partii launches.")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await waitlistRows(email)).toEqual([
      expect.objectContaining({
        email: email.toLowerCase(),
        full_name: 'Grace Hopper',
        company_name: 'Compilers Ltd',
        company_size: '11-50',
        excitement_reason: 'Hiring without spreadsheets',
      }),
    ]);

    // Reopened from the hero: the form was reset; the same email again is not an error.
    await page.getByRole('button', { name: 'Join the Waitlist' }).nth(1).click();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Compilers Ltd');
    await chooseCompanySize(page, dialog, '51-200');
    await dialog.getByRole('textbox', { name: 'What excites you about Partii?' }).fill('Still excited');
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("We'll let you know when Partii launches.").first()).toBeVisible();
    expect(await waitlistRows(email)).toHaveLength(1);
  });

  test('/welcome asks for an email first and prefills the waitlist dialog with it', async ({ page }) => {
    const email = `loop-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Stay in the Loop' }).click();
    const capture = page.getByRole('dialog', { name: 'Stay in the Loop' });
    const emailBox = capture.getByRole('textbox', { name: 'Email' });
    await expect(emailBox).toHaveAttribute('type', 'email');
    await expect(emailBox).toHaveAttribute('required', '');
    await capture.getByRole('button', { name: 'Continue' }).click();
    await expect(capture).toBeVisible(); // required: the browser keeps the dialog open
    await emailBox.fill(email);
    await capture.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Partii Waitlist' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Linus T');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Kernel Co');
    await chooseCompanySize(page, dialog, '1-10');
    await dialog.getByRole('textbox', { name: 'What excites you about Partii?' }).fill('Less admin');
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText("You've been added to the waitlist!")).toBeVisible();
    expect(await waitlistRows(email)).toHaveLength(1);
  });
});

test.describe('waitlist dialog when the server or the network fails', () => {
  async function fillDialog(page: Page, email: string, beforeSubmit?: () => Promise<void>) {
    await page.getByRole('banner').getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Partii Waitlist' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Barbara Liskov');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Substitution Inc');
    await chooseCompanySize(page, dialog, '501+');
    await dialog.getByRole('textbox', { name: 'What excites you about Partii?' }).fill('Typed pipelines');
    await beforeSubmit?.();
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    return dialog;
  }

  test("a rejected sign-up shows 'Failed to join waitlist' and keeps the dialog open with what was typed", async ({
    page,
  }) => {
    // The sign-up goes through the join_waitlist RPC (issue #9 D10); the server refuses it.
    await page.route('**/rest/v1/rpc/join_waitlist*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '22023',
          message: 'Please enter a valid email address.',
          details: null,
          hint: null,
        }),
      }),
    );
    await page.goto('/');
    const dialog = await fillDialog(page, `rejected-${randomUUID().slice(0, 8)}@example.com`);
    await expect(page.getByText('Failed to join waitlist')).toBeVisible();
    await expect(page.getByText('Please try again later.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Barbara Liskov');
  });

  test('offline, the sign-up is kept and the visitor is told it will be sent; it arrives once back online', async ({
    page,
    context,
  }) => {
    const email = `offline-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/');
    // The connection drops while the visitor is typing.
    const dialog = await fillDialog(page, email, () => goOffline(context));
    await expect(page.getByText("It will be sent automatically when you're back online.")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await waitlistRows(email)).toHaveLength(0);
    await goOnline(context);
    await expect.poll(async () => (await waitlistRows(email)).length, { timeout: 30_000 }).toBe(1);
  });
});

test.describe('landing inline waitlist form', () => {
  test("shows 'Please fill in all fields', then 'Please enter a valid email address', then the notice, and clears", async ({
    page,
  }) => {
    const email = `inline-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Waitlist sign-up' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');

    await form.getByRole('textbox', { name: 'Full name' }).fill('Katherine Johnson');
    await form.getByRole('textbox', { name: 'Work email' }).fill('katherine.example.com');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Orbit Labs');
    await chooseCompanySize(page, form, '201-500');
    await form.getByRole('textbox', { name: 'What excites you about Partii?' }).fill('Fair interviews');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

    await form.getByRole('textbox', { name: 'Work email' }).fill(email);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText("You've been added to the waitlist!")).toBeVisible();
    await expect(page.getByText("We'll let you know when the product launches.")).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Work email' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'What excites you about Partii?' })).toHaveValue('');
    expect(await waitlistRows(email)).toEqual([
      expect.objectContaining({ full_name: 'Katherine Johnson', company_size: '201-500' }),
    ]);
  });
});

test.describe('contact dialog', () => {
  test('shows each field message, then sends, resets and closes; the message is stored', async ({ page }) => {
    const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 10 characters.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Margaret Hamilton');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Message must be at least 10 characters.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Message' }).fill('Can we join the beta with a team of five?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    const { data, error } = await serviceClient().from('contact_messages').select('*').eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ name: 'Margaret Hamilton', message: 'Can we join the beta with a team of five?' }),
    ]);
  });
});
