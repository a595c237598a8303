// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newId } from '@/db';
import { upsertRow } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows } from '@/test-support/pulledRows';
import { installEmailDomPolyfills, openStores, renderWithStores } from '../test-support/renderEmail';
import { CandidateEmailTimeline } from './CandidateEmailTimeline';

beforeAll(installEmailDomPolyfills);
afterEach(cleanup);
const keep = deleteStoresAfterEach();

describe('CandidateEmailTimeline', () => {
  it('lists mails newest first with their state in words, replies, and a mail not pushed yet as Queued', async () => {
    const stores = await openStores(keep);
    const candidateId = newId();
    await putPulledRows(stores.db, {
      outgoing_emails: [
        {
          candidate_id: candidateId,
          subject: 'Sent one',
          body_text: 'Hello there',
          status: 'sent',
          created_at: '2026-11-01T10:00:00Z',
        },
        {
          candidate_id: candidateId,
          subject: 'Failed one',
          status: 'failed',
          last_error: 'Mailbox full',
          created_at: '2026-11-02T10:00:00Z',
        },
      ],
    });
    await stores.db.candidateMessages.put({
      id: newId(),
      company_id: stores.db.companyId,
      candidate_id: candidateId,
      application_id: null,
      body: 'Thursday works for me',
      created_at: '2026-11-03T10:00:00Z',
      updated_at: '2026-11-03T10:00:00Z',
      deleted_at: null,
      version: 1,
      change_xid: null,
    });
    await upsertRow(stores.db, 'outgoing_emails', newId(), {
      kind: 'candidate',
      candidate_id: candidateId,
      subject: 'Written offline',
      body_text: 'x',
    });
    renderWithStores(<CandidateEmailTimeline candidateId={candidateId} firstName="Olivia" />, stores);
    const section = await screen.findByRole('region', { name: 'Emails' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('Written offline');
    expect(items[0]).toContain('Queued');
    expect(items[1]).toContain('Reply from Olivia');
    expect(items[2]).toContain('Failed');
    expect(items[2]).toContain('Not sent: Mailbox full');
    expect(items[3]).toContain('Sent');

    expect(within(section).queryByText('Hello there')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: /Sent one/ }));
    expect(within(section).getByText('Hello there')).toBeTruthy();
  });

  it('revokes the status links after asking', async () => {
    const stores = await openStores(keep);
    renderWithStores(<CandidateEmailTimeline candidateId="c-1" firstName="Olivia" />, stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke status links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke status links?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke links' }));
    await waitFor(async () =>
      expect(await stores.db.outbox.toArray()).toMatchObject([
        { op: 'rpc', rpc: { fn: 'revoke_status_links', args: { p_candidate: 'c-1' } } },
      ]),
    );
  });
});
