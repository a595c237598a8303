// The status page's read: what reaches the store from `status_page`'s answer, and what a refused
// link leaves behind (nothing).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { enqueue, PublicDb } from '../src/db/index.ts';
import { refreshStatusPage, storePage } from './statusPage.ts';
import { samplePage, sampleRecord, TOKEN } from '../src/features/status-page/test-support.ts';

const link = { token: TOKEN, key: 'hash-of-token' };
let db: PublicDb;
let n = 0;
beforeEach(() => {
  db = new PublicDb(`status-page-sync-${n++}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

type Answer = { data: unknown; error: unknown; status: number } | Error;
/** A client whose `rpc` answers `answer` and records the calls. */
function fakeClient(answer: Answer) {
  const calls: [string, unknown][] = [];
  const client = {
    rpc: async (fn: string, args: unknown) => {
      calls.push([fn, args]);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

describe('refreshStatusPage', () => {
  it('stores the page under the key, keeping only the fields the page may show', async () => {
    const page = samplePage();
    const leaky = {
      ...page,
      ai_rating: 5,
      applications: page.applications.map((a) => ({ ...a, stage: 'Onsite', note: 'strong', rating: 4 })),
      interviews: page.interviews.map((i) => ({ ...i, interviewers: ['Ana'], scorecard: {} })),
    };
    const { client, calls } = fakeClient({ data: leaky, error: null, status: 200 });
    expect(await refreshStatusPage(db, client, link)).toBe('ok');
    expect(calls).toEqual([['status_page', { p_token: TOKEN }]]);
    const record = await db.statusPages.get(link.key);
    expect(record?.page).toEqual(page);
    expect(JSON.stringify(record)).not.toContain(TOKEN);
  });

  it('a link no longer valid: nothing of the page stays, nor the writes queued with its token', async () => {
    await db.statusPages.put(sampleRecord(link.key, { localReplies: [{ id: 'r', body: 'x', created_at: '' }] }));
    await enqueue(db, {
      table: '',
      op: 'rpc',
      rpc: { fn: 'status_reply', args: { p_token: TOKEN, p_message_id: 'r' } },
    });
    await enqueue(db, {
      table: '',
      op: 'rpc',
      rpc: { fn: 'status_reply', args: { p_token: 'other', p_message_id: 's' } },
    });
    await enqueue(db, { table: '', op: 'rpc', rpc: { fn: 'submit_application', args: { p_token: TOKEN } } });
    const { client } = fakeClient({
      data: null,
      error: { code: 'P0002', message: 'This link is no longer valid.' },
      status: 400,
    });
    expect(await refreshStatusPage(db, client, link)).toBe('invalid');
    const record = await db.statusPages.get(link.key);
    expect(record).toMatchObject({ invalid: true, page: null, localReplies: [], localWithdrawals: [] });
    const left = await db.outbox.toArray();
    expect(left.map((e) => e.op === 'rpc' && [e.rpc.fn, e.rpc.args.p_token])).toEqual([
      ['status_reply', 'other'],
      ['submit_application', TOKEN],
    ]);
  });

  it('offline: the stored page stays, with the reason', async () => {
    await db.statusPages.put(sampleRecord(link.key));
    const { client } = fakeClient(new TypeError('Failed to fetch'));
    expect(await refreshStatusPage(db, client, link)).toBe('failed');
    expect(await db.statusPages.get(link.key)).toMatchObject({ page: samplePage(), fetchError: "You're offline." });
  });

  it('offline on a first visit: a record saying so, without a page', async () => {
    const { client } = fakeClient({ data: null, error: { message: 'TypeError: fetch failed' }, status: 0 });
    expect(await refreshStatusPage(db, client, link)).toBe('failed');
    expect(await db.statusPages.get(link.key)).toMatchObject({
      page: null,
      invalid: false,
      fetchError: "You're offline.",
    });
  });

  it('a malformed answer is a failed refresh, never stored', async () => {
    await db.statusPages.put(sampleRecord(link.key));
    const { client } = fakeClient({ data: '<html>proxy error</html>', error: null, status: 200 });
    expect(await refreshStatusPage(db, client, link)).toBe('failed');
    expect((await db.statusPages.get(link.key))?.page).toEqual(samplePage());
  });
});

describe('storePage', () => {
  it('keeps what this device wrote until the server’s page has it', async () => {
    const app = samplePage().applications[0].id;
    await db.statusPages.put(
      sampleRecord(link.key, {
        localReplies: [
          { id: 'sent-one', body: 'Arrived', created_at: '2026-11-28T11:00:00Z' },
          { id: 'still-queued', body: 'Offline', created_at: '2026-11-28T11:05:00Z' },
        ],
        localWithdrawals: [{ applicationId: app, at: '2026-11-28T11:00:00Z' }],
      }),
    );
    const page = samplePage();
    page.messages.push({ id: 'sent-one', body: 'Arrived', created_at: '2026-11-28T11:00:01Z' });
    await storePage(db, link.key, page);
    let record = await db.statusPages.get(link.key);
    expect(record?.localReplies.map((r) => r.id)).toEqual(['still-queued']);
    expect(record?.localWithdrawals).toHaveLength(1);

    page.applications[0] = { ...page.applications[0], withdrawn_at: '2026-11-28T11:00:02Z' };
    await storePage(db, link.key, page);
    record = await db.statusPages.get(link.key);
    expect(record?.localWithdrawals).toEqual([]);
  });
});
