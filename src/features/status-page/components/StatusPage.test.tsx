// @vitest-environment jsdom
// The status page from the public store: what a candidate sees, replying and withdrawing offline
// (shown at once as "Sending…", queued in the outbox), and the invalid-link state.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { PublicDb } from '@/db';
import type { RpcEntry } from '@/db/outbox';
import { DbProvider } from '@/db/react';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import { freshPublicDb, sampleRecord, TOKEN } from '../test-support';
import { StatusPage } from './StatusPage';

beforeAll(() => {
  installMantineDomPolyfills();
  // Mantine's autosize Textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

const link = { token: TOKEN, key: 'hash-of-token' };
let db: PublicDb;
beforeEach(() => {
  db = freshPublicDb();
});
afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

function renderPage() {
  return render(
    <MantineProvider>
      <DbProvider publicDb={db} companyDb={null}>
        <StatusPage link={link} />
      </DbProvider>
    </MantineProvider>,
  );
}

describe('StatusPage', () => {
  it('greets the candidate and shows each application, interview and earlier reply', async () => {
    // Far in the future, so the interview is upcoming whenever the test runs.
    const record = sampleRecord(link.key);
    record.page!.interviews[0].starts_at = '2099-12-02T14:00:00Z';
    await db.statusPages.put(record);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hi Olivia' })).toBeTruthy();
    expect(screen.getAllByText('Acme Robotics').length).toBeGreaterThan(0);
    const application = screen.getByRole('article', { name: 'Product Designer' });
    expect(within(application).getByText('Interviewing')).toBeTruthy();
    expect(within(application).getByText(/^Applied /)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add the interview on .* to your calendar/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the video call' }).getAttribute('rel')).toContain('noreferrer');
    expect(screen.getByText('12 Harbour St, Lisbon')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your messages' })).getByText('Thanks!')).toBeTruthy();
  });

  it('a reply shows at once as Sending… and is queued for the server', async () => {
    await db.statusPages.put(sampleRecord(link.key));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'When do I hear back?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const messages = screen.getByRole('list', { name: 'Your messages' });
    // 10 s: the reply's Dexie write and live query, under npm test's parallel load.
    await waitFor(() => expect(within(messages).getByText('When do I hear back?')).toBeTruthy(), { timeout: 10_000 });
    expect(within(messages).getByText('Sending…')).toBeTruthy();
    const [entry] = (await db.outbox.toArray()) as RpcEntry[];
    expect(entry.rpc.fn).toBe('status_reply');
    // Sent: the entry leaves the outbox.
    await db.outbox.clear();
    await waitFor(() => expect(within(messages).queryByText('Sending…')).toBeNull(), { timeout: 10_000 });
  });

  it('an empty reply is refused with a reason', async () => {
    await db.statusPages.put(sampleRecord(link.key));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('Withdraw asks first, then shows Withdrawn at once', async () => {
    await db.statusPages.put(sampleRecord(link.key));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw your application for Product Designer' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Withdraw your application for Product Designer? The hiring team will be told. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const application = screen.getByRole('article', { name: 'Product Designer' });
    // the withdrawal's Dexie write: 10 s under npm test's load (waitFor's 1 s ran out in CI)
    await waitFor(() => expect(within(application).getByText('Withdrawn')).toBeTruthy(), { timeout: 10_000 });
    expect(within(application).getByText('Sending…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Withdraw your application/ })).toBeNull();
    const [entry] = (await db.outbox.toArray()) as RpcEntry[];
    expect(entry.rpc).toMatchObject({ fn: 'status_withdraw', args: { p_application_id: record().applications[0].id } });
  });

  it('an invalid link says so, and nothing else', async () => {
    await db.statusPages.put(sampleRecord(link.key, { page: null, invalid: true }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid.' })).toBeTruthy();
    expect(screen.queryByText(/Olivia/)).toBeNull();
  });
});

const record = () => sampleRecord(link.key).page!;
