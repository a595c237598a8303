// Issue #9, defect 5: one creator draft used on two devices. Two devices (separate Dexie stores,
// fake-indexeddb) of one recruiter drive the creator's own commands and the app's sync code
// (`pushOutbox` / `pullAll`) against the real local stack.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../../src/db/commands.ts';
import type { CompanyDb } from '../../src/db/schema.ts';
import {
  answerCreatorMessage,
  discardCreatorDraft,
  openCreatorDraft,
  sendCreatorMessage,
} from '../../src/features/creator/commands/creatorCommands.ts';
import { creatorMessagesFromRows } from '../../src/features/creator/model/creatorMessage.ts';
import { readCreatorMessages } from '../../src/features/creator/queries/creatorMessages.ts';
import { companyPullTarget, pullAll } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { deleteTestDbs, freshCompanyDb, tokenClient, transportFor } from '../../sync/test-support.ts';
import { accessTokenFor, createUser, getTestStack, sql } from '../support/stack-env.ts';

interface Device {
  db: CompanyDb;
  client: SupabaseClient;
}

let userId: string;
let devices: [Device, Device];

let token: string;

beforeAll(async () => {
  const user = await createUser();
  userId = user.id;
  token = await accessTokenFor(user);
});

// Each test: two fresh devices of the recruiter (a device finds the open draft it already has).
beforeEach(() => {
  const { url, anonKey } = getTestStack();
  devices = [
    { db: freshCompanyDb(userId), client: tokenClient(url, anonKey, token) },
    { db: freshCompanyDb(userId), client: tokenClient(url, anonKey, token) },
  ];
});
afterEach(deleteTestDbs);

const drafter = () => 'Generated description';

const pull = (d: Device) => pullAll(d.db, transportFor(d.db, d.client), companyPullTarget(d.db));
const push = async (d: Device) => {
  const result = await pushOutbox({
    db: d.db,
    transport: transportFor(d.db, d.client),
    clientId: newId(),
  });
  expect(result.failure).toBeNull();
  expect(await d.db.outbox.where('status').equals('failed').count()).toBe(0);
};

/** One turn as the screen makes it: the recruiter's message, then the assistant's answer. */
async function say(d: Device, draftId: string, text: string) {
  await sendCreatorMessage(d.db, draftId, text);
  return answerCreatorMessage(d.db, draftId, drafter);
}

/** The conversation as the creator shows it on a device. */
async function chatOf(d: Device, draftId: string) {
  return (await readCreatorMessages(d.db, draftId)).map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
  }));
}

/** A fresh draft made on device 0, walked to `texts`, and known to both devices. */
async function sharedDraft(texts: string[]): Promise<string> {
  const [a, b] = devices;
  const draftId = await openCreatorDraft(a.db, null);
  for (const text of texts) expect((await say(a, draftId, text)).kind).toBe('reply');
  await push(a);
  await pull(b);
  expect(await chatOf(b, draftId)).toEqual(await chatOf(a, draftId));
  return draftId;
}

const TO_PREVIEW = ['QA Engineer', 'Engineering', 'Remote', '1', '3', '£60k', 'generate', 'Playwright', 'none', 'no'];

describe('D5: a creator draft on two devices', () => {
  it('D5: one draft published on two devices makes one job', async () => {
    const [a, b] = devices;
    const draftId = await sharedDraft(TO_PREVIEW);

    // Both devices, offline, publish the same draft; then both reconnect.
    const publishedA = await say(a, draftId, 'publish');
    const publishedB = await say(b, draftId, 'publish');
    expect(publishedA.kind).toBe('published');
    expect(publishedB.kind).toBe('published');
    await push(a);
    await push(b);
    await pull(a);
    await pull(b);

    const jobs = await sql<{ id: string; title: string; status: string }>(
      `select id, title, status from jobs where company_id = $1 and title = 'QA Engineer' and deleted_at is null`,
      [userId],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ title: 'QA Engineer', status: 'published' });
    // Both devices name that one job, and the draft points at it.
    expect(publishedA).toEqual({ kind: 'published', jobId: jobs[0].id });
    expect(publishedB).toEqual({ kind: 'published', jobId: jobs[0].id });
    const [draft] = await sql<{ job_id: string; status: string }>(
      'select job_id, status from job_drafts where id = $1',
      [draftId],
    );
    expect(draft).toEqual({ job_id: jobs[0].id, status: 'published' });
    for (const d of devices) {
      expect(await d.db.jobs.filter((j) => j.title === 'QA Engineer').count()).toBe(1);
      expect(await d.db.outbox.count()).toBe(0);
    }
  });

  it('D5: chat turns written on two devices at once are all kept, in order', async () => {
    const [a, b] = devices;
    const draftId = await sharedDraft([]);
    const before = await chatOf(a, draftId);
    expect(before.map((m) => m.role)).toEqual(['assistant']);

    // Offline, each device answers step 1 with its own position; then both reconnect.
    await say(a, draftId, 'Designer');
    await say(b, draftId, 'Developer');
    const turnA = (await chatOf(a, draftId)).slice(1);
    const turnB = (await chatOf(b, draftId)).slice(1);
    expect(turnA.map((m) => m.content)).toEqual(['Designer', expect.stringContaining('Designer')]);
    expect(turnB.map((m) => m.content)).toEqual(['Developer', expect.stringContaining('Developer')]);
    await push(a);
    await push(b);
    await pull(a);
    await pull(b);

    // Nothing lost: the welcome, both questions and both answers, on both devices, in one order.
    const chatA = await chatOf(a, draftId);
    const chatB = await chatOf(b, draftId);
    expect(chatA).toEqual(chatB);
    expect(chatA).toHaveLength(5);
    expect(chatA[0]).toEqual(before[0]);
    for (const turn of [turnA, turnB]) {
      const at = chatA.findIndex((m) => m.id === turn[0].id);
      expect(at).toBeGreaterThan(0);
      // Each device's own turn keeps its order (its question before its answer).
      expect(chatA.findIndex((m) => m.id === turn[1].id)).toBeGreaterThan(at);
      expect(chatA.filter((m) => turn.some((t) => t.id === m.id))).toEqual(turn);
    }
    // The server holds each message once, as a row, in the same order (the one rule that orders
    // a conversation's rows: time, with each answer right after its question).
    const rows = await sql<{ id: string; created_at: Date; role: 'user' | 'assistant'; content: string }>(
      'select id, created_at, role, content from job_draft_messages where draft_id = $1 and deleted_at is null',
      [draftId],
    );
    const serverOrder = creatorMessagesFromRows(
      rows.map((r) => ({ id: r.id, role: r.role, content: r.content, created_at: r.created_at.toISOString() })),
    ).map((m) => m.id);
    expect(serverOrder).toEqual(chatA.map((m) => m.id));
    // Another device opening the draft later reads the same conversation from the server.
    const late: Device = { db: freshCompanyDb(userId), client: a.client };
    await pull(late);
    expect(await chatOf(late, draftId)).toEqual(chatA);
  });

  it('D5: the server keeps messages insert-only and the published job fixed', async () => {
    const [a, b] = devices;
    const draftId = await sharedDraft(['Designer']);
    const [welcome] = await chatOf(a, draftId);
    const fixed = (await a.db.jobDrafts.get(draftId))!.publish_job_id;
    // A rewrite of a message, and a move of the draft's job, are both kept out.
    await upsertRow(b.db, 'job_draft_messages', welcome.id, { content: 'rewritten', role: 'user' });
    await upsertRow(b.db, 'job_drafts', draftId, { publish_job_id: newId() });
    await push(b);
    const [row] = await sql<{ content: string; role: string }>(
      'select content, role from job_draft_messages where id = $1',
      [welcome.id],
    );
    expect(row).toEqual({ content: welcome.content, role: 'assistant' });
    expect((await b.db.jobDraftMessages.get(welcome.id))?.content).toBe(welcome.content);
    expect((await b.db.jobDrafts.get(draftId))?.publish_job_id).toBe(fixed);
  });

  it("D5: an older build's whole-array chat still lands as rows", async () => {
    const [a, b] = devices;
    const draftId = await sharedDraft([]);
    const [welcome] = await chatOf(a, draftId);
    const legacy = [
      { id: welcome.id, role: 'assistant', content: welcome.content, timestamp: '2020-01-01T00:00:00.000Z' },
      { id: newId(), role: 'user', content: 'Old build question', timestamp: '2030-01-01T00:00:00.000Z' },
      { id: 'legacy-id', role: 'assistant', content: 'Old build answer', timestamp: '2030-01-01T00:00:00.000Z' },
    ];
    await upsertRow(b.db, 'job_drafts', draftId, { messages: legacy });
    await push(b);
    await pull(a);
    const chat = await chatOf(a, draftId);
    expect(chat.map((m) => m.content)).toEqual([welcome.content, 'Old build question', 'Old build answer']);
    expect(chat[0].id).toBe(welcome.id);
    expect(chat[1].id).toBe(legacy[1].id);
  });

  it('D5: start over deletes the conversation on every device; other companies never see it', async () => {
    const [a, b] = devices;
    const draftId = await sharedDraft(['Designer']);
    // Another recruiter can neither read nor add to this conversation.
    const other = await createUser();
    const { url, anonKey } = getTestStack();
    const stranger: Device = {
      db: freshCompanyDb(other.id),
      client: tokenClient(url, anonKey, await accessTokenFor(other)),
    };
    const { data: seen } = await stranger.client.from('job_draft_messages').select('id').eq('draft_id', draftId);
    expect(seen).toEqual([]);
    await upsertRow(stranger.db, 'job_draft_messages', newId(), {
      draft_id: draftId,
      role: 'user',
      content: 'intruder',
      created_at: new Date().toISOString(),
    });
    await pushOutbox({ db: stranger.db, transport: transportFor(stranger.db, stranger.client), clientId: newId() });
    expect(await stranger.db.outbox.where('status').equals('failed').count()).toBe(1);
    expect(
      await sql('select 1 from job_draft_messages where draft_id = $1 and content = $2', [draftId, 'intruder']),
    ).toHaveLength(0);

    await discardCreatorDraft(a.db, draftId);
    await push(a);
    const live = await sql('select id from job_draft_messages where draft_id = $1 and deleted_at is null', [draftId]);
    expect(live).toHaveLength(0);
    await pull(b);
    expect(await b.db.jobDrafts.get(draftId)).toBeUndefined();
    expect(await chatOf(b, draftId)).toEqual([]);
  });
});
