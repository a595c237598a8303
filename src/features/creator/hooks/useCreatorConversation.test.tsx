// @vitest-environment jsdom
// The creator's publish → redirect (spec §4: to /app/jobs 2 s after a successful publish), and the
// redirect dies with the screen: a recruiter who has already left is not taken back to the jobs.
// And 'generate' reaches the language-model writer the app shell hands down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CompanyDb, PublicDb, newId, type Job } from '@/db';
import { DbProvider } from '@/db/react';
import { deleteStoresAfterEach, putPulledJob } from '@/test-support/localStores';
import { AiInvokeProvider } from '@/features/screening/hooks/useAiInvoke';
import type { AiInvoke } from '@/features/screening/provider';
import { PUBLISH_SUCCESS_TOAST, openCreatorDraft } from '../commands/creatorCommands';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';
import { ANSWERS_AT_DESCRIPTION, draftAtDescription } from '../test-support/draftAtDescription';
import { REDIRECT_AFTER_PUBLISH_MS, REPLY_DELAY_MS, useCreatorConversation } from './useCreatorConversation';

const { navigate, showToast } = vi.hoisted(() => ({ navigate: vi.fn(), showToast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showToast } }));

const USER = '55555555-5555-4555-8555-555555555555';
const keep = deleteStoresAfterEach();
afterEach(cleanup); // registered last, so it unmounts before the stores are deleted

beforeEach(() => {
  // Only the screen's timers are faked; they still advance with real time, so the store answers.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  navigate.mockClear();
  showToast.mockClear();
});
afterEach(() => vi.useRealTimers());

function stores() {
  const db = keep(new CompanyDb(USER, { name: `creator-hook-${newId()}` }));
  const publicDb = keep(new PublicDb(`creator-hook-public-${newId()}`));
  return { db, publicDb };
}

async function renderConversation(
  { db, publicDb }: ReturnType<typeof stores>,
  job: Job | null,
  invoke: AiInvoke | null = null,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DbProvider publicDb={publicDb} companyDb={db}>
      <AiInvokeProvider invoke={invoke}>{children}</AiInvokeProvider>
    </DbProvider>
  );
  const hook = renderHook(() => useCreatorConversation(job), { wrapper });
  await waitFor(() => expect(hook.result.current.draft).not.toBeNull());
  return hook;
}

/** A job being edited: its draft opens at the preview, where 'publish' publishes. */
async function editingAJob() {
  const dbs = stores();
  const job = (await dbs.db.jobs.get(await putPulledJob(dbs.db, { title: 'Designer', status: 'published' }))) as Job;
  await openCreatorDraft(dbs.db, job);
  return renderConversation(dbs, job);
}

/** Sends `text` on screen and lets the reply delay pass. */
async function say(hook: Awaited<ReturnType<typeof renderConversation>>, text: string) {
  act(() => hook.result.current.send(text));
  // generous waits: the turn is Dexie work, which a loaded machine (npm test's lanes) slows past 1 s
  await waitFor(() => expect(hook.result.current.replying).toBe(true), { timeout: 10_000 });
  await act(async () => vi.advanceTimersByTime(REPLY_DELAY_MS));
  await waitFor(() => expect(hook.result.current.replying).toBe(false), { timeout: 10_000 });
}

async function publish(hook: Awaited<ReturnType<typeof editingAJob>>) {
  await say(hook, 'publish');
  await waitFor(() => expect(hook.result.current.published).toBe(true), { timeout: 10_000 });
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: PUBLISH_SUCCESS_TOAST }));
}

describe('useCreatorConversation: the redirect after publishing', () => {
  it('goes to the jobs list 2 s after the job is published', async () => {
    const hook = await editingAJob();
    await publish(hook);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(REDIRECT_AFTER_PUBLISH_MS));
    expect(navigate).toHaveBeenCalledWith({ to: '/app/jobs' });
  });

  it('does not redirect once the recruiter has left the screen', async () => {
    const hook = await editingAJob();
    await publish(hook);
    hook.unmount();
    await act(async () => vi.advanceTimersByTime(REDIRECT_AFTER_PUBLISH_MS * 3));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("useCreatorConversation: 'generate'", () => {
  async function atTheDescription(invoke: AiInvoke) {
    const dbs = stores();
    await draftAtDescription(dbs.db);
    return renderConversation(dbs, null, invoke);
  }

  it('writes the description with the configured model', async () => {
    const invoke = vi.fn<AiInvoke>(async () => ({ data: { text: 'Written by the model.' }, error: null }));
    const hook = await atTheDescription(invoke);
    await say(hook, 'generate');
    expect(invoke).toHaveBeenCalledOnce();
    expect(hook.result.current.draft?.draft).toMatchObject({ description: 'Written by the model.' });
    expect(hook.result.current.messages.at(-1)?.content).toContain('Written by the model.');
  });

  it('drafts deterministically when no model is configured (the 501)', async () => {
    const hook = await atTheDescription(async () => ({
      data: null,
      error: { message: 'Not configured', status: 501 },
    }));
    await say(hook, 'generate');
    // The fallback draft is written after the 501 comes back: waited for (a loaded CI was slower).
    await waitFor(
      () =>
        expect(hook.result.current.draft?.draft).toMatchObject({
          description: draftDescriptionForCreator(ANSWERS_AT_DESCRIPTION),
        }),
      { timeout: 10_000 },
    );
  });
});
