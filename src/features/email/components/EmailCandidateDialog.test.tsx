// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows } from '@/test-support/pulledRows';

import { COMPANY, asRole, installEmailDomPolyfills, openStores, renderWithStores } from '../test-support/renderEmail';
import { EmailCandidateButton } from './EmailCandidateButton';
import { EmailCandidateDialog } from './EmailCandidateDialog';

beforeAll(installEmailDomPolyfills);
afterEach(cleanup);
const keep = deleteStoresAfterEach();

async function seed() {
  const stores = await openStores(keep);
  await asRole(stores.db, 'recruiter');
  const candidateId = newId();
  const jobId = newId();
  const applicationId = newId();
  await putPulledRows(stores.db, {
    profiles: [{ id: candidateId, first_name: 'Olivia', last_name: 'Martin', email: 'olivia@example.com' }],
    jobs: [{ id: jobId, title: 'Product Designer' }],
    applications: [{ id: applicationId, job_id: jobId, applicant_id: candidateId, status: 'rejected' }],
  });
  return { ...stores, candidateId, applicationId };
}

describe('EmailCandidateDialog', () => {
  it('fills the template in for the candidate, job, company and sender, and queues the mail on Send', async () => {
    const { db, publicDb, candidateId, applicationId } = await seed();
    let closed = false;
    renderWithStores(
      <EmailCandidateDialog
        opened
        onClose={() => (closed = true)}
        candidateId={candidateId}
        applicationId={applicationId}
        templateKind="rejection"
      />,
      { db, publicDb },
    );
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Your application for Product Designer'));
    const body = screen.getByRole('textbox', { name: /Body/ }) as HTMLTextAreaElement;
    expect(body.value).toMatch(/^Hi Olivia,\n/);
    expect(body.value).toMatch(/Best regards,\nSam Rivera\nAcme$/);
    expect(screen.getByText('Olivia Martin <olivia@example.com>', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(closed).toBe(true));
    const [mail] = await db.outgoingEmails.toArray();
    expect(mail).toMatchObject({
      kind: 'candidate',
      status: 'queued',
      candidate_id: candidateId,
      application_id: applicationId,
      subject: 'Your application for Product Designer',
    });
    expect(mail!.template_id).toBeTruthy();
    expect((await db.outbox.toArray()).map((e) => e.table)).toEqual(['outgoing_emails']);
  });

  it('refuses to send a mail with a variable it cannot fill (no interview scheduled)', async () => {
    const { db, publicDb, candidateId, applicationId } = await seed();
    renderWithStores(
      <EmailCandidateDialog
        opened
        onClose={() => {}}
        candidateId={candidateId}
        applicationId={applicationId}
        templateKind="interview_invitation"
      />,
      { db, publicDb },
    );
    const body = (await screen.findByRole('textbox', { name: /Body/ })) as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toContain('{{interview.when}}'));
    fireEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText(/No interview is scheduled for this application/)).toBeTruthy();
    expect(await db.outgoingEmails.count()).toBe(0);
  });

  it('shows an unknown variable as it is typed', async () => {
    const { db, publicDb, candidateId } = await seed();
    renderWithStores(<EmailCandidateDialog opened onClose={() => {}} candidateId={candidateId} />, { db, publicDb });
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    fireEvent.change(subject, { target: { value: 'Hi {{candidat.first_name}}' } });
    expect(await screen.findByText(/^Unknown variable \{\{candidat\.first_name\}\}: use one of/)).toBeTruthy();
  });
});

describe('EmailCandidateButton', () => {
  it('is disabled with the reason when the candidate has no address', async () => {
    const { db, publicDb } = await openStores(keep);
    renderWithStores(<EmailCandidateButton candidateId={COMPANY} email={null} />, { db, publicDb });
    const button = await screen.findByRole('button', { name: 'Email candidate' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No email address on this candidate’s profile')).toBeTruthy();
  });

  it('is not offered to an interviewer', async () => {
    const stores = await openStores(keep);
    await asRole(stores.db, 'interviewer');
    renderWithStores(
      <>
        <EmailCandidateButton candidateId={COMPANY} email="a@b.c" />
        <span>rendered</span>
      </>,
      stores,
    );
    await screen.findByText('rendered');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Email candidate' })).toBeNull();
  });
});
