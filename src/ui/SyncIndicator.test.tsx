// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CompanyDb, PublicDb, STATUS_KEY, INITIAL_STATUS, type SyncStatus } from '@/db';
import { DbProvider } from '@/db/react';
import { SyncIndicator } from './SyncIndicator';
import { installMantineDomPolyfills } from './test-support/mantineDom';

beforeAll(installMantineDomPolyfills);

afterEach(cleanup);

let counter = 0;
async function openDbs() {
  counter++;
  const companyDb = new CompanyDb(`user-${counter}`, { name: `sync-indicator-test-${counter}` });
  const publicDb = new PublicDb(`sync-indicator-public-${counter}`);
  await companyDb.open();
  await publicDb.open();
  return { companyDb, publicDb };
}

function renderIndicator(companyDb: CompanyDb, publicDb: PublicDb) {
  return render(
    <MantineProvider>
      <DbProvider publicDb={publicDb} companyDb={companyDb}>
        <SyncIndicator />
      </DbProvider>
    </MantineProvider>,
  );
}

const entry = (overrides: Record<string, unknown>) => ({
  mutationId: crypto.randomUUID(),
  table: 'jobs',
  op: 'upsert' as const,
  rowId: crypto.randomUUID(),
  patch: { status: 'draft' },
  baseVersion: 1,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending' as const,
  createdAt: Date.now(),
  ...overrides,
});

/** The engine's status once a first pull has ended. */
const syncedOnce = (): SyncStatus => ({ ...INITIAL_STATUS, key: STATUS_KEY, lastSyncedAt: Date.now() });

describe('SyncIndicator', () => {
  it('counts the writes waiting in the outbox', async () => {
    const { companyDb, publicDb } = await openDbs();
    // A store that has caught up once; before that the indicator says Syncing… (next test).
    await companyDb.syncState.put(syncedOnce());
    await companyDb.outbox.bulkAdd([entry({}), entry({})]);
    renderIndicator(companyDb, publicDb);
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).toContain('2 pending'));
  });

  it('says Syncing…, not Synced, until the store has finished its first pull', async () => {
    const { companyDb, publicDb } = await openDbs();
    renderIndicator(companyDb, publicDb);
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).toContain('Syncing…'));
    await companyDb.syncState.put(syncedOnce());
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).toContain('Synced'));
  });

  it('shows offline from the engine status, with the pending count', async () => {
    const { companyDb, publicDb } = await openDbs();
    const offline: SyncStatus = { ...INITIAL_STATUS, key: STATUS_KEY, online: false };
    await companyDb.syncState.put(offline);
    await companyDb.outbox.add(entry({}));
    renderIndicator(companyDb, publicDb);
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).toContain('Offline · 1 pending'));
  });

  it('lists a rejected write with its reason and sends it again on Retry', async () => {
    const { companyDb, publicDb } = await openDbs();
    const seq = await companyDb.outbox.add(
      entry({ status: 'failed', error: { code: '23514', message: 'violates check constraint "jobs_status_check"' } }),
    );
    renderIndicator(companyDb, publicDb);
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).toContain('1 failed'));
    fireEvent.click(screen.getByTestId('sync-indicator'));
    expect(await screen.findByText('violates check constraint "jobs_status_check"')).toBeTruthy();
    expect(screen.getByText('upsert jobs')).toBeTruthy();

    // (Popover content is mid-transition in jsdom, so query by text rather than by role.)
    fireEvent.click(screen.getByText('Retry').closest('button')!);
    await waitFor(async () => expect((await companyDb.outbox.get(seq))?.status).toBe('pending'));
  });

  it('drops a rejected write on Discard', async () => {
    const { companyDb, publicDb } = await openDbs();
    const seq = await companyDb.outbox.add(entry({ status: 'failed', error: { message: 'permission denied' } }));
    renderIndicator(companyDb, publicDb);
    fireEvent.click(await screen.findByTestId('sync-indicator'));
    fireEvent.click((await screen.findByText('Discard')).closest('button')!);
    await waitFor(async () => expect(await companyDb.outbox.get(seq)).toBeUndefined());
  });
});
