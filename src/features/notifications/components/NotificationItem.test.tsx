// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { pulledRow } from '@/test-support/pulledRows';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import { NotificationItem } from './NotificationItem';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

const CONVERSATION = '6f1c7a52-95a4-4f0e-8d5c-2f2b7c1a9e10';

describe('NotificationItem: a mention in Chat', () => {
  it('says who mentioned you where, with the words, and opens the conversation', async () => {
    const mention = pulledRow('notifications', {
      kind: 'mentioned',
      candidate_id: '55555555-5555-4555-8555-555555555555',
      data: {
        actor_name: 'Sam Rivera',
        conversation_id: CONVERSATION,
        conversation_name: 'Emma Johnson',
        excerpt: 'Can you take the onsite?',
      },
      created_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const onOpen = vi.fn();
    const root = createRootRoute({ component: Outlet });
    const home = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <NotificationItem notification={mention} now={new Date()} onOpen={onOpen} />,
    });
    const chat = createRoute({
      getParentRoute: () => root,
      path: '/app/chat',
      validateSearch: (search: Record<string, unknown>) => ({ c: search.c as string | undefined }),
      component: () => <p>Chat page</p>,
    });
    const router = createRouter({
      routeTree: root.addChildren([home, chat]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    const link = await screen.findByRole('link');
    expect(link.textContent).toBe(
      'Unread: Sam Rivera mentioned you in Emma Johnson: "Can you take the onsite?"1 h ago',
    );
    expect(link.getAttribute('href')).toBe(`/app/chat?c=${CONVERSATION}`);
    fireEvent.click(link);
    await screen.findByText('Chat page');
    expect(onOpen).toHaveBeenCalledWith(mention);
    await waitFor(() => expect(router.state.location.search).toEqual({ c: CONVERSATION }));
  });
});
