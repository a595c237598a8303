// Issue #9 scenario: leader failover with three real browser tabs, where the leader closes during
// a push. One browser context = one IndexedDB and one Web Locks manager shared by three tabs of
// the signed-in app; only the tab holding the lock `partii-sync-company-<user>` syncs. The leader
// is whichever tab sends `sync_push`.
//
// The leader's push reaches the server (which applies it) but its answer is withheld, and the
// leader tab is closed while it waits: the lost acknowledgement every failover risks. Another tab
// must take over, send what is still in the shared outbox — including the writes the server
// already applied, under the same mutation ids — and every write must land exactly once: one row
// per note, one `sync_mutations` row per mutation id. At no moment may two tabs push at once.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, signIn, createRecruiter, serviceClient } from './support/fixtures';
import { overlappingPushes, SyncTab, type PushRecord } from './support/sync-tabs';

// page.route and page.on('request') do not see what a service worker fetches; the app's service
// worker only caches the shell, which this scenario does not need.
test.use({ serviceWorkers: 'block' });

/** Adds a note through the candidate page's Notes panel and waits until this tab shows it. */
async function addNote(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill(text);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' }).getByText(text, { exact: true })).toBeVisible();
}

async function openCandidate(page: Page, candidateId: string): Promise<void> {
  await page.goto(`/app/candidates/${candidateId}`);
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible({ timeout: 30_000 });
}

/** Note contents of the candidate on the server, with how many rows each has. */
async function serverNotes(candidateId: string): Promise<Map<string, number>> {
  const { data, error } = await serviceClient().from('notes').select('content').eq('candidate_id', candidateId);
  if (error) throw error;
  const counts = new Map<string, number>();
  for (const { content } of data as { content: string }[]) counts.set(content, (counts.get(content) ?? 0) + 1);
  return counts;
}

/** Rows of sync_mutations per mutation id. */
async function mutationRows(ids: string[]): Promise<Map<string, number>> {
  const { data, error } = await serviceClient().from('sync_mutations').select('mutation_id').in('mutation_id', ids);
  if (error) throw error;
  const counts = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const { mutation_id } of data as { mutation_id: string }[])
    counts.set(mutation_id, (counts.get(mutation_id) ?? 0) + 1);
  return counts;
}

/** The running test's push log, attached to its report (most useful when it fails). */
let currentLog: PushRecord[] = [];
test.afterEach(async ({}, testInfo) => {
  const body = JSON.stringify(
    currentLog.map((p) => ({
      tab: p.tab,
      start: p.start,
      end: p.end,
      held: p.held,
      notes: p.mutations.filter((m) => m.table === 'notes').map((m) => m.mutation_id),
      answers: p.answers?.map((a) => `${a.mutation_id.slice(0, 8)} ${a.status}${a.duplicate ? ' (duplicate)' : ''}`),
    })),
    null,
    2,
  );
  await testInfo.attach('sync_push log', { contentType: 'application/json', body });
  if (testInfo.status !== testInfo.expectedStatus) console.log(`sync_push log:\n${body}`);
  currentLog = [];
});

const pushingTabs = (log: PushRecord[], since = 0) => [
  ...new Set(log.filter((p) => p.start >= since).map((p) => p.tab)),
];
const noteMutations = (log: PushRecord[]) => log.flatMap((p) => p.mutations.filter((m) => m.table === 'notes'));

const MODES = [
  // the push reached the server and was applied; the leader closed before the answer arrived
  { mode: 'after-server', title: 'the server applied the push, its answer is lost' },
  // the push was still on its way when the leader closed (it fails as the tab goes); the server never saw it
  { mode: 'before-server', title: 'the push never reached the server' },
] as const;

for (const { mode, title } of MODES) {
  test(`leader failover: the leader tab closes during a push (${title}); another tab takes over and every write lands exactly once`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const recruiter = await createRecruiter();
    const candidateId = randomUUID();
    const { error } = await serviceClient()
      .from('profiles')
      .insert({
        id: candidateId,
        company_id: recruiter.userId,
        first_name: 'Failo',
        last_name: 'Ver',
        email: `failover-${candidateId.slice(0, 8)}@example.com`,
      });
    if (error) throw error;
    const tag = candidateId.slice(0, 6);

    // Three tabs of one signed-in browser (the session and the stores are shared).
    const log: PushRecord[] = [];
    currentLog = log;
    const tabs: SyncTab[] = [await SyncTab.watch('tab 1', page, log)];
    await signIn(page, recruiter.email, recruiter.password);
    await openCandidate(page, candidateId);
    for (const name of ['tab 2', 'tab 3']) {
      const next = await context.newPage();
      tabs.push(await SyncTab.watch(name, next, log));
      await openCandidate(next, candidateId);
    }

    // 1. A write in every tab: all of them reach the server, pushed by one tab — the leader.
    const written: string[] = [];
    for (const tab of tabs) {
      const text = `${tab.name} warm-up ${tag}`;
      await addNote(tab.page, text);
      written.push(text);
    }
    await expect.poll(async () => (await serverNotes(candidateId)).size, { timeout: 30_000 }).toBe(written.length);
    const leaders = pushingTabs(log);
    expect(leaders, 'tabs that sent sync_push').toHaveLength(1);
    const leader = tabs.find((t) => t.name === leaders[0])!;
    const followers = tabs.filter((t) => t !== leader);

    // 2. The leader's next push is held: applied by the server with the answer withheld
    //    ('after-server'), or kept from the server ('before-server').
    leader.hold = mode;
    const heldPush = leader.nextHeldPush();
    const first = `${leader.name} during the push ${tag}`;
    await addNote(leader.page, first);
    written.push(first);
    const held = await heldPush;
    expect(
      held.mutations.some((m) => m.table === 'notes'),
      'the held push carries the new note',
    ).toBe(true);
    if (mode === 'after-server') {
      // …the server applied it (the acknowledgement is what got lost).
      await expect.poll(async () => (await serverNotes(candidateId)).get(first) ?? 0, { timeout: 15_000 }).toBe(1);
    }

    // While the leader waits for that answer, every tab keeps writing.
    for (const tab of [...followers, leader]) {
      for (const n of [1, 2]) {
        const text = `${tab.name} while the leader waits #${n} ${tag}`;
        await addNote(tab.page, text);
        written.push(text);
      }
    }
    expect(pushingTabs(log), 'nobody but the leader pushed while it waited').toEqual([leader.name]);

    // 3. The leader closes mid-push.
    await leader.close();
    const closedAt = leader.closedAt!;

    // Another tab takes over and sends everything, the already-applied push included.
    await expect
      .poll(async () => [...(await serverNotes(candidateId)).keys()].sort(), { timeout: 60_000 })
      .toEqual([...written].sort());
    const successors = pushingTabs(log, closedAt);
    expect(successors, 'tabs that pushed after the leader closed').toHaveLength(1);
    const successor = tabs.find((t) => t.name === successors[0])!;
    expect(followers).toContain(successor);
    const heldNoteIds = held.mutations.filter((m) => m.table === 'notes').map((m) => m.mutation_id);
    const resent = noteMutations(successor.pushes).map((m) => m.mutation_id);
    expect(resent, 'the new leader re-sent the unacknowledged writes under their mutation ids').toEqual(
      expect.arrayContaining(heldNoteIds),
    );
    // …and the server told it which of them it had already applied.
    await expect
      .poll(
        () =>
          successor.pushes
            .flatMap((p) => p.answers ?? [])
            .filter((a) => heldNoteIds.includes(a.mutation_id))
            .map((a) => `${a.status}${a.duplicate ? ' (duplicate)' : ''}`),
        { timeout: 15_000 },
      )
      .toEqual(heldNoteIds.map(() => (mode === 'after-server' ? 'applied (duplicate)' : 'applied')));

    // Exactly once: one row per note, one sync_mutations row per mutation id.
    const counts = await serverNotes(candidateId);
    expect(
      [...counts.entries()].filter(([, n]) => n !== 1),
      'notes stored more than once',
    ).toEqual([]);
    const ids = [...new Set(noteMutations(log).map((m) => m.mutation_id))];
    expect(ids.length).toBeGreaterThanOrEqual(written.length);
    const rows = await mutationRows(ids);
    expect(
      [...rows.entries()].filter(([, n]) => n !== 1),
      'mutation ids not recorded exactly once',
    ).toEqual([]);

    // The new leader's store settles: nothing left waiting to sync in the tabs still open.
    for (const tab of followers) {
      await expect(tab.page.getByRole('list', { name: 'Notes' }).getByText('waiting to sync')).toHaveCount(0, {
        timeout: 30_000,
      });
    }

    // 4. A second failover, without a held push: the last tab leads and its write lands once.
    await successor.page.close();
    const last = followers.find((t) => t !== successor)!;
    const final = `${last.name} after two failovers ${tag}`;
    await addNote(last.page, final);
    written.push(final);
    await expect.poll(async () => (await serverNotes(candidateId)).get(final) ?? 0, { timeout: 60_000 }).toBe(1);
    expect(pushingTabs(log, successor.closedAt!)).toEqual([last.name]);

    // Only one tab pushed at any moment, across the whole run.
    expect(
      overlappingPushes(log).map(([a, b]) => `${a.tab} ${a.start}–${a.end} overlaps ${b.tab} ${b.start}–${b.end}`),
      'two tabs pushing at once',
    ).toEqual([]);
    const total = await serverNotes(candidateId);
    expect(total.size).toBe(written.length);
    expect([...total.values()].every((n) => n === 1)).toBe(true);
  });
}
