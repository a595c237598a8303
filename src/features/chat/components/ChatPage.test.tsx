// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { CompanyDb, PublicDb, newId, type OutboxEntry } from '@/db';
import { DbProvider } from '@/db/react';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';
import type { AssistantAnswer } from '../assistant';
import { markConversationRead } from '../commands/chatCommands';
import { chatSearchSchema } from '../model/chatSearch';
import { hiringChannelId } from '../model/conversationIds';
import { ChatPage } from './ChatPage';
import { ChatUnreadBadge } from './ChatUnreadBadge';

beforeAll(() => {
  installMantineDomPolyfills();
  // The autosizing textarea listens for web fonts loading; jsdom has no FontFaceSet.
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {} };
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);
const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const EMMA = '55555555-5555-4555-8555-555555555555';
const HIRING = hiringChannelId(TEST_COMPANY);
// Live queries over fake-indexeddb on a busy machine take their time to answer.
const slow = { timeout: 5_000 };

async function openStores() {
  const db = keep(new CompanyDb(ME, { name: `chat-ui-${newId()}`, companyId: TEST_COMPANY }));
  const publicDb = keep(new PublicDb(`chat-ui-public-${newId()}`));
  const stamp = { created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z', deleted_at: null };
  await db.companies.put({ id: TEST_COMPANY, name: 'Acme', ...stamp, version: 1, change_xid: null });
  await db.companyMembers.bulkPut(
    [
      [ME, 'Maya Chen', 'owner'],
      [SAM, 'Sam Rivera', 'recruiter'],
    ].map(([user_id, name, role]) => ({
      id: newId(),
      company_id: TEST_COMPANY,
      user_id: user_id!,
      role: role as 'owner' | 'recruiter',
      name: name!,
      email: null,
      last_seen_at: null,
      ...stamp,
      version: 1,
      change_xid: null,
    })),
  );
  await putPulledRows(db, {
    conversations: [{ id: HIRING, kind: 'channel', name: 'hiring' }],
    conversation_messages: [
      { conversation_id: HIRING, author_id: SAM, body: 'Morning all', created_at: '2026-11-27T09:00:00.000Z' },
    ],
    profiles: [{ id: EMMA, first_name: 'Emma', last_name: 'Johnson' }],
  });
  return { db, publicDb };
}

/** /app/chat as the app routes it (its search params validated), inside the app's providers. */
function renderChat(stores: { db: CompanyDb; publicDb: PublicDb }, url: string, answer?: AssistantAnswerFn) {
  const root = createRootRoute({
    component: () => (
      <DbProvider publicDb={stores.publicDb} companyDb={stores.db}>
        <Outlet />
      </DbProvider>
    ),
  });
  const chat = createRoute({
    getParentRoute: () => root,
    path: '/app/chat',
    validateSearch: chatSearchSchema,
    component: function Chat() {
      return <ChatPage search={chat.useSearch()} answer={answer} />;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([chat]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

type AssistantAnswerFn = (db: CompanyDb, text: string) => Promise<AssistantAnswer>;

/** Makes the page a phone's (375 px): every max-width media query matches. */
function asPhone() {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}

describe('ChatPage: a thread', () => {
  it('Enter sends; Shift+Enter and a blank message do not; the message shows as sending', async () => {
    const stores = await openStores();
    renderChat(stores, `/app/chat?c=${HIRING}`);
    const thread = await screen.findByTestId('thread', undefined, slow);
    await within(thread).findByText('Morning all', undefined, slow);
    const field = within(screen.getByTestId('composer')).getByRole('textbox', { name: 'Message' });

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Can someone take the onsite?' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', shiftKey: true });
    expect(await stores.db.conversationMessages.count()).toBe(1);

    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    const sent = await within(thread).findByText('Can someone take the onsite?', undefined, slow);
    const item = sent.closest('[data-testid="message"]')!;
    expect(item.getAttribute('data-pending')).toBe('true');
    expect(within(item as HTMLElement).getByText('Sending…')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    const stored = await stores.db.conversationMessages.toArray();
    expect(stored.map((m) => m.body).sort()).toEqual(['Can someone take the onsite?', 'Morning all']);
  });

  it('the list: the assistant pinned first, #hiring with its unread count as text; opening it reads it', async () => {
    const stores = await openStores();
    renderChat(stores, '/app/chat');
    const list = await screen.findByTestId('conversation-list', undefined, slow);
    await waitFor(() => expect(within(list).getAllByTestId('conversation-row')).toHaveLength(2), slow);
    const rows = within(list).getAllByTestId('conversation-row');
    expect(rows[0]!.textContent).toContain('Hiring assistant');
    expect(rows[1]!.getAttribute('data-conversation-id')).toBe(HIRING);
    const badge = within(rows[1]!).getByTestId('unread-badge');
    expect(badge.textContent).toBe('1');
    expect(badge.getAttribute('aria-label')).toBe('1 unread');
    // owners add channels
    expect(within(list).getByRole('button', { name: 'Add channel' })).toBeTruthy();
    // New message: a colleague (not oneself) to write to directly
    fireEvent.click(within(list).getByRole('button', { name: 'New message' }));
    const sam = await screen.findByRole('menuitem', { name: /Sam Rivera/ }, slow);
    expect(screen.queryByRole('menuitem', { name: /Maya Chen/ })).toBeNull();
    expect(decodeURIComponent(sam.getAttribute('href') ?? '')).toBe(`/app/chat?about=direct:${SAM}`);
    fireEvent.keyDown(sam, { key: 'Escape' });

    fireEvent.click(within(rows[1]!).getByRole('link'));
    await screen.findByText('Morning all', undefined, slow);
    await waitFor(() => expect(within(list).queryByTestId('unread-badge')).toBeNull(), slow);
  });

  it('about a candidate: an empty thread whose first message opens the conversation', async () => {
    const stores = await openStores();
    renderChat(stores, `/app/chat?about=candidate:${EMMA}`);
    const thread = await screen.findByTestId('thread', undefined, slow);
    expect(await within(thread).findByRole('heading', { name: 'Emma Johnson' }, slow)).toBeTruthy();
    expect(within(thread).getByRole('tab', { name: 'With the candidate' })).toBeTruthy();
    const field = within(screen.getByTestId('composer')).getByRole('textbox', { name: 'Message' });
    fireEvent.change(field, { target: { value: 'Strong portfolio' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    await waitFor(
      async () => expect(await stores.db.conversations.where('candidate_id').equals(EMMA).count()).toBe(1),
      slow,
    );
  });
});

describe("ChatPage: one's own messages", () => {
  it('the author edits and deletes them; a refused one shows the reason with Retry and Discard', async () => {
    const stores = await openStores();
    const mine = newId();
    const refused = newId();
    await putPulledRows(stores.db, {
      conversation_messages: [
        { id: mine, conversation_id: HIRING, author_id: ME, body: 'Typo hre', created_at: '2026-11-27T09:05:00.000Z' },
      ],
    });
    const refusedWrite: OutboxEntry = {
      mutationId: newId(),
      table: 'conversation_messages',
      op: 'upsert',
      rowId: refused,
      patch: { conversation_id: HIRING, body: 'Refused words', mentioned_ids: [] },
      baseVersion: null,
      attempts: 1,
      nextAttemptAt: 0,
      status: 'failed',
      error: { message: 'message too long' },
      createdAt: Date.now(),
    };
    await stores.db.outbox.add(refusedWrite);
    renderChat(stores, `/app/chat?c=${HIRING}`);
    const thread = await screen.findByTestId('thread', undefined, slow);
    const messageWith = async (text: string) =>
      (await within(thread).findByText(text, undefined, slow)).closest('[data-testid="message"]') as HTMLElement;

    const failed = await messageWith('Refused words');
    expect(failed.getAttribute('data-message-id')).toBe(refused);
    expect(within(failed).getByText('Not sent: message too long')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(thread).queryByText('Refused words')).toBeNull(), slow);

    const own = await messageWith('Typo hre');
    // others' messages have no actions
    expect(within(await messageWith('Morning all')).queryByRole('button', { name: 'Message actions' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Message actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit message' }));
    fireEvent.change(within(own).getByRole('textbox', { name: 'Edit message' }), { target: { value: 'Typo here' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    await within(thread).findByText('Typo here', undefined, slow);
    expect((await stores.db.conversationMessages.get(mine))?.body).toBe('Typo here');

    fireEvent.click(within(await messageWith('Typo here')).getByRole('button', { name: 'Message actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete message' }));
    await waitFor(() => expect(within(thread).queryByText('Typo here')).toBeNull(), slow);
    expect(await stores.db.conversationMessages.get(mine)).toBeUndefined();
  });
});

describe('ChatPage at 375 px', () => {
  it('the thread alone, with a "Chat" link back to the list', async () => {
    const restore = asPhone();
    try {
      const stores = await openStores();
      const router = renderChat(stores, `/app/chat?c=${HIRING}`);
      await screen.findByText('Morning all', undefined, slow);
      expect(screen.queryByTestId('conversation-list')).toBeNull();
      const back = screen.getByRole('link', { name: 'Chat' });
      expect(back.getAttribute('href')).toBe('/app/chat');
      fireEvent.click(back);
      await screen.findByTestId('conversation-list', undefined, slow);
      expect(screen.queryByTestId('thread')).toBeNull();
      expect(router.state.location.search).toEqual({});
    } finally {
      restore();
    }
  });
});

describe('ChatPage: the hiring assistant', () => {
  it('offers examples, stores the question, and shows the answer’s rows as links with their detail', async () => {
    const stores = await openStores();
    const answer = vi.fn(async (): Promise<AssistantAnswer> => ({
      text: 'Top candidates for Data Scientist:',
      rows: [
        {
          kind: 'candidate',
          id: EMMA,
          label: 'Emma Johnson',
          detail: '9.1 · Python, SQL',
          href: `/app/candidates/${EMMA}`,
        },
      ],
    }));
    renderChat(stores, '/app/chat?c=assistant', answer);
    // the member's role has arrived (owners add channels)
    await screen.findByRole('button', { name: 'Add channel' }, slow);
    fireEvent.click(await screen.findByRole('button', { name: 'Top candidates for Data Scientist' }, slow));

    const shown = await screen.findByTestId('assistant-answer', undefined, slow);
    const link = within(shown).getByRole('link', { name: 'Emma Johnson' });
    expect(link.getAttribute('href')).toBe(`/app/candidates/${EMMA}`);
    expect(within(shown).getByText('9.1 · Python, SQL')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith(
      stores.db,
      'Top candidates for Data Scientist',
      expect.objectContaining({ userId: ME, role: 'owner' }),
    );
    const turns = await stores.db.assistantTurns.orderBy('createdAt').toArray();
    expect(turns.map((t) => [t.role, t.text])).toEqual([
      ['user', 'Top candidates for Data Scientist'],
      ['assistant', 'Top candidates for Data Scientist:'],
    ]);
  });
});

describe('the side bar’s Chat entry', () => {
  it('shows everything unread in Chat as a number, and nothing once read', async () => {
    const stores = await openStores();
    render(
      <MantineProvider>
        <DbProvider publicDb={stores.publicDb} companyDb={stores.db}>
          <ChatUnreadBadge />
        </DbProvider>
      </MantineProvider>,
    );
    const badge = await screen.findByTestId('nav-chat-unread', undefined, slow);
    expect(badge.textContent).toBe('1');
    expect(badge.getAttribute('aria-label')).toBe('1 unread');
    await markConversationRead(stores.db, HIRING, '2026-11-27T09:00:00.000Z');
    await waitFor(() => expect(screen.queryByTestId('nav-chat-unread')).toBeNull(), slow);
  });
});
