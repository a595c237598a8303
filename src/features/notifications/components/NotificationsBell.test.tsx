// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { CompanyDb, PublicDb, newId } from '@/db';
import { DbProvider } from '@/db/react';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import { NotificationsBell } from './NotificationsBell';
import { NotificationSettings } from './NotificationSettings';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);
const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';

function openDbs() {
  const companyDb = keep(new CompanyDb(ME, { name: `bell-${newId()}`, companyId: TEST_COMPANY }));
  const publicDb = keep(new PublicDb(`bell-public-${newId()}`));
  return { companyDb, publicDb };
}

/** The component inside the app's providers and a one-route router (its items are links). */
function renderInApp(companyDb: CompanyDb, publicDb: PublicDb, ui: () => React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <DbProvider publicDb={publicDb} companyDb={companyDb}>
          {ui()}
        </DbProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

// Live queries over fake-indexeddb on a busy machine take their time to answer.
const slow = { timeout: 5_000 };

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('NotificationsBell', () => {
  it('shows the unread count, opens the list newest first, and marks all read', async () => {
    const { companyDb, publicDb } = openDbs();
    const mentionId = newId();
    await putPulledRows(companyDb, {
      notifications: [
        {
          id: mentionId,
          kind: 'mentioned',
          candidate_id: 'c1',
          data: { actor_name: 'Sam Rivera', candidate_name: 'Olivia Costa', excerpt: 'Can you check?' },
          created_at: hoursAgo(1),
        },
        { kind: 'offer_signed', data: null, created_at: hoursAgo(2) },
        {
          kind: 'application_received',
          data: { candidate_name: 'Leo Park', job_title: 'Designer' },
          created_at: hoursAgo(30),
          read_at: hoursAgo(29),
        },
      ],
    });
    renderInApp(companyDb, publicDb, () => <NotificationsBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, slow);
    expect(bell.parentElement?.textContent).toBe('2');
    fireEvent.click(bell);

    const list = await screen.findByRole('list', { name: 'Notifications' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Unread: Sam Rivera mentioned you in a note on Olivia Costa“Can you check?”1 h ago',
      'Unread: You have a new notification2 h ago',
      'Leo Park applied for Designeryesterday',
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/app/candidates/c1');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy(), slow);
    expect(await companyDb.outbox.count()).toBe(2);
  });

  it('an opened item is marked read', async () => {
    const { companyDb, publicDb } = openDbs();
    const id = newId();
    await putPulledRows(companyDb, {
      notifications: [{ id, kind: 'scorecard_due', interview_id: 'i1', data: null, created_at: hoursAgo(1) }],
    });
    renderInApp(companyDb, publicDb, () => <NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, slow));
    fireEvent.click(await screen.findByRole('link', { name: /Your scorecard is due/ }, slow));
    await waitFor(async () => expect((await companyDb.notifications.get(id))?.read_at).toBeTruthy(), slow);
  });

  it('says so when there are none', async () => {
    const { companyDb, publicDb } = openDbs();
    renderInApp(companyDb, publicDb, () => <NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }, slow));
    expect(await screen.findByText('No notifications yet', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
  });
});

describe('NotificationSettings', () => {
  it('a switch per kind, "Also by email", saved into the preferences row', async () => {
    const { companyDb, publicDb } = openDbs();
    renderInApp(companyDb, publicDb, () => <NotificationSettings />);
    const mentions = await screen.findByRole('switch', { name: 'Mentions: also by email' }, slow);
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    await waitFor(() => expect(mentions).toHaveProperty('disabled', false), slow);
    fireEvent.click(mentions);
    await waitFor(() => expect(mentions).toHaveProperty('checked', true), slow);
    expect((await companyDb.notificationPreferences.toArray()).map((r) => r.email_kinds)).toEqual([['mentioned']]);
  });
});
