// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows } from '@/test-support/pulledRows';
import { installEmailDomPolyfills, openStores, renderWithStores } from '../test-support/renderEmail';
import { useEmailOffer } from './emailOffer';

beforeAll(installEmailDomPolyfills);
afterEach(() => {
  notifications.clean();
  cleanup();
});
const keep = deleteStoresAfterEach();

function MoveToast({ applicationId }: { applicationId: string }) {
  const withOffer = useEmailOffer();
  useEffect(() => {
    void withOffer({ message: 'Olivia Martin moved to Rejected', color: 'green' }, applicationId, 'rejection').then(
      (toast) => notifications.show(toast),
    );
  }, [withOffer, applicationId]);
  return null;
}

describe('the email offered after a move', () => {
  it('asks, and opens the dialog with the template only on a click', async () => {
    const stores = await openStores(keep);
    const candidateId = newId();
    const jobId = newId();
    const applicationId = newId();
    await putPulledRows(stores.db, {
      profiles: [{ id: candidateId, first_name: 'Olivia', last_name: 'Martin', email: 'olivia@example.com' }],
      jobs: [{ id: jobId, title: 'Designer' }],
      applications: [{ id: applicationId, job_id: jobId, applicant_id: candidateId }],
    });
    renderWithStores(<MoveToast applicationId={applicationId} />, stores);
    expect(await screen.findByText('Email Olivia the rejection?')).toBeTruthy();
    expect(screen.getByText('Olivia Martin moved to Rejected')).toBeTruthy();
    expect(await stores.db.outgoingEmails.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Write email' }));
    const subject = (await screen.findByRole('textbox', { name: /Subject/ })) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe('Your application for Designer'));
    expect(await stores.db.outgoingEmails.count()).toBe(0);
  });

  it('offers nothing for a candidate without an address', async () => {
    const stores = await openStores(keep);
    const candidateId = newId();
    const applicationId = newId();
    await putPulledRows(stores.db, {
      profiles: [{ id: candidateId, first_name: 'Olivia', email: null }],
      applications: [{ id: applicationId, job_id: newId(), applicant_id: candidateId }],
    });
    renderWithStores(<MoveToast applicationId={applicationId} />, stores);
    expect(await screen.findByText('Olivia Martin moved to Rejected')).toBeTruthy();
    expect(screen.queryByText(/Email Olivia/)).toBeNull();
  });
});
