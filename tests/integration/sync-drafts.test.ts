// Issue #9, defect 5: one creator draft used on two devices. Two devices (separate Dexie stores,
// fake-indexeddb) of one recruiter drive the creator's own commands and the app's sync code
// (`pushOutbox` / `pullAll`) against the real local stack.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/commands.ts';
import type { CompanyDb } from '../../src/db/schema.ts';
import {
  answerCreatorMessage,
  openCreatorDraft,
  sendCreatorMessage,
} from '../../src/features/creator/commands/creatorCommands.ts';
import { compareCreatorMessages } from '../../src/features/creator/model/creatorMessage.ts';
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

beforeAll(async () => {
  const user = await createUser();
  userId = user.id;
  const { url, anonKey } = getTestStack();
  const token = await accessTokenFor(user);
  devices = [
    { db: freshCompanyDb(user.id), client: tokenClient(url, anonKey, token) },
    { db: freshCompanyDb(user.id), client: tokenClient(url, anonKey, token) },
  ];
});
afterAll(deleteTestDbs);

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
    // The server holds each message once, as a row, in the same order.
    const rows = await sql<{ id: string; created_at: Date }>(
      'select id, created_at from job_draft_messages where draft_id = $1 and deleted_at is null',
      [draftId],
    );
    const serverOrder = rows
      .map((r) => ({ id: r.id, created_at: r.created_at.toISOString() }))
      .sort(compareCreatorMessages)
      .map((r) => r.id);
    expect(serverOrder).toEqual(chatA.map((m) => m.id));
    // Another device opening the draft later reads the same conversation from the server.
    const late: Device = { db: freshCompanyDb(userId), client: a.client };
    await pull(late);
    expect(await chatOf(late, draftId)).toEqual(chatA);
  });
});
