// The creator after the Dexie v3 upgrade (D5): a draft written by an older build (its chat in the
// `messages` array, writes still queued in the outbox) reads and continues as before.
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { COMPANY_SCHEMA, CompanyDb, newId } from '@/db';
import { answerCreatorMessage, PUBLISH_SUCCESS_MESSAGE } from './creatorCommands';
import { readCreatorMessages } from '../queries/creatorMessages';
import { CREATOR_WELCOME } from '../model/creatorSteps';

const USER = '22222222-2222-4222-8222-222222222222';
const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

const at = '2026-01-01T10:00:00.000Z';

async function legacyStore(draft: Record<string, unknown>, messages: Record<string, unknown>[]) {
  const name = `creator-upgrade-${newId()}`;
  names.push(name);
  const v2 = new CompanyDb(USER, { name, upTo: 2 });
  await v2.open();
  const id = newId();
  await v2.table('jobDrafts').put({
    id,
    company_id: USER,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    version: 3,
    change_xid: '10',
    job_id: null,
    step: 1,
    draft: {},
    status: 'open',
    ...draft,
    messages,
  });
  await v2.table('outbox').add({
    mutationId: newId(),
    table: 'job_drafts',
    op: 'upsert',
    rowId: id,
    patch: { messages },
    baseVersion: 3,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    createdAt: 0,
  });
  v2.close();
  const latest = new CompanyDb(USER, { name });
  await latest.open();
  return { db: latest, id };
}

describe('Dexie v3: the chat array becomes rows', () => {
  it('keeps the queued writes and every message, in the array order (equal timestamps too)', async () => {
    const ids = [newId(), newId(), newId()];
    const { db, id } = await legacyStore({}, [
      { id: ids[0], role: 'assistant', content: CREATOR_WELCOME, timestamp: at },
      { id: ids[1], role: 'user', content: 'Uploaded: brief.pdf', timestamp: at },
      { id: ids[2], role: 'assistant', content: 'Thanks', timestamp: at },
      { id: 'not-a-uuid', role: 'user', content: 'the server backfill gives this one its id' },
      { role: 'robot', content: 'not a message' },
    ]);
    expect(db.verno).toBe(COMPANY_SCHEMA.at(-1)!.version);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
    const messages = await readCreatorMessages(db, id);
    expect(messages.map((m) => m.id)).toEqual(ids);
    expect(messages.map((m) => m.content)).toEqual([CREATOR_WELCOME, 'Uploaded: brief.pdf', 'Thanks']);
    db.close();
  });

  it('a legacy draft waiting for an answer is answered, and one at the preview publishes', async () => {
    const { db, id } = await legacyStore({}, [
      { id: newId(), role: 'assistant', content: CREATOR_WELCOME, timestamp: at },
      { id: newId(), role: 'user', content: 'Designer', timestamp: at },
    ]);
    expect(await answerCreatorMessage(db, id, () => '')).toEqual({ kind: 'reply' });
    expect((await readCreatorMessages(db, id)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect((await db.jobDrafts.get(id))?.step).toBe(2);
    db.close();

    const preview = await legacyStore({ step: 13, draft: { title: 'QA' } }, [
      { id: newId(), role: 'assistant', content: 'Preview', timestamp: at },
      { id: newId(), role: 'user', content: 'publish', timestamp: at },
    ]);
    const published = await answerCreatorMessage(preview.db, preview.id, () => '');
    expect(published.kind).toBe('published');
    expect((await readCreatorMessages(preview.db, preview.id)).at(-1)?.content).toBe(PUBLISH_SUCCESS_MESSAGE);
    preview.db.close();
  });
});
