import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { answerCreatorMessage, openCreatorDraft, sendCreatorMessage, PUBLISH_SUCCESS_MESSAGE } from './creatorCommands';
import { readCreatorMessages } from '../queries/creatorMessages';
import { deleteStoresAfterEach } from '@/test-support/localStores';

const USER = '22222222-2222-4222-8222-222222222222';
const keep = deleteStoresAfterEach();
const freshDb = () => keep(new CompanyDb(USER, { name: `creator-test-${newId()}` }));

const drafter = () => 'Generated description';

async function say(db: CompanyDb, draftId: string, text: string) {
  await sendCreatorMessage(db, draftId, text);
  return answerCreatorMessage(db, draftId, drafter);
}

describe('creator commands (draft in job_drafts, conversation in job_draft_messages)', () => {
  it('finds the same open draft instead of starting a second one', async () => {
    const db = freshDb();
    const [a, b] = await Promise.all([openCreatorDraft(db, null), openCreatorDraft(db, null)]);
    expect(a).toBe(b);
    expect(await db.jobDrafts.count()).toBe(1);
  });

  it('resumes mid-turn: an unanswered user message is answered once, whoever answers', async () => {
    const db = freshDb();
    const id = await openCreatorDraft(db, null);
    await sendCreatorMessage(db, id, 'Designer');
    const [first, second] = await Promise.all([
      answerCreatorMessage(db, id, drafter),
      answerCreatorMessage(db, id, drafter),
    ]);
    expect([first.kind, second.kind].sort()).toEqual(['none', 'reply']);
    const row = await db.jobDrafts.get(id);
    expect(row?.step).toBe(2);
    expect((await readCreatorMessages(db, id)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('walks the whole conversation and publishes the job (company_id = user) with its questions', async () => {
    const db = freshDb();
    const id = await openCreatorDraft(db, null);
    for (const text of [
      'QA Engineer',
      'Engineering',
      'Remote',
      '1',
      '3',
      '£60k',
      'generate',
      'Playwright, TypeScript',
      'none',
      'yes',
      'Why QA?',
      'Curiosity',
      'done',
    ]) {
      expect((await say(db, id, text)).kind).toBe('reply');
    }
    const result = await say(db, id, 'publish');
    expect(result.kind).toBe('published');
    const jobId = (result as { jobId: string }).jobId;
    expect(await db.jobs.get(jobId)).toMatchObject({
      title: 'QA Engineer',
      department: 'Engineering',
      location: 'Remote',
      job_type: 'Full-time',
      experience_level: 'Senior',
      salary_range: '£60k',
      description: 'Generated description',
      skills: ['Playwright', 'TypeScript'],
      must_have_requirements: [],
      questions: [{ question: 'Why QA?', answer: 'Curiosity' }],
      status: 'published',
      company_id: USER,
    });
    const draft = await db.jobDrafts.get(id);
    expect(draft).toMatchObject({ status: 'published', job_id: jobId });
    expect((await readCreatorMessages(db, id)).at(-1)?.content).toBe(PUBLISH_SUCCESS_MESSAGE);
    const queued = (await db.outbox.toArray()).filter((e) => e.table === 'jobs').length;
    expect(queued).toBe(1);
    // A new visit starts a new draft.
    expect(await openCreatorDraft(db, null)).not.toBe(id);
  });

  it('edits an existing job: the draft starts at the preview and publishing updates that job', async () => {
    const db = freshDb();
    const jobId = newId();
    const { upsertRow } = await import('@/db');
    await upsertRow(db, 'jobs', jobId, { title: 'Old title', status: 'draft', skills: ['A'] });
    const job = (await db.jobs.get(jobId))!;
    const id = await openCreatorDraft(db, job);
    expect((await db.jobDrafts.get(id))?.step).toBe(13);
    await say(db, id, 'edit');
    await say(db, id, 'New description');
    await say(db, id, 'B, C');
    await say(db, id, 'none');
    await say(db, id, 'no');
    const result = await say(db, id, 'publish');
    expect(result).toEqual({ kind: 'published', jobId });
    expect(await db.jobs.get(jobId)).toMatchObject({
      title: 'Old title',
      description: 'New description',
      skills: ['B', 'C'],
      status: 'published',
    });
    expect(await db.jobs.count()).toBe(1);
  });
});

describe('start over', () => {
  it('discards every open draft of that job (also one another device started)', async () => {
    const db = freshDb();
    const first = await openCreatorDraft(db, null);
    const { upsertRow } = await import('@/db');
    const second = newId();
    await upsertRow(db, 'job_drafts', second, { job_id: null, step: 1, status: 'open', messages: [] });
    const { discardCreatorDraft } = await import('./creatorCommands');
    await discardCreatorDraft(db, first);
    expect(await db.jobDrafts.count()).toBe(0);
    expect((await db.outbox.toArray()).filter((e) => e.op === 'delete')).toHaveLength(2);
  });
});

/** Another device of the same recruiter that has pulled `from`'s drafts and messages (as synced rows). */
async function pulledCopy(from: CompanyDb): Promise<CompanyDb> {
  const to = freshDb();
  const synced = <T extends { _pending?: 1 }>(rows: T[]) => rows.map(({ _pending: _, ...row }) => row as T);
  await to.jobDrafts.bulkPut(synced(await from.jobDrafts.toArray()));
  await to.jobDraftMessages.bulkPut(synced(await from.jobDraftMessages.toArray()));
  return to;
}

const TO_PREVIEW = ['QA Engineer', 'Engineering', 'Remote', '1', '3', '£60k', 'generate', 'Playwright', 'none', 'no'];

describe('D5: one draft, several devices', () => {
  it('a new draft fixes the id of the job it will publish; an edit draft names the edited job', async () => {
    const db = freshDb();
    const id = await openCreatorDraft(db, null);
    const draft = await db.jobDrafts.get(id);
    expect(draft?.publish_job_id).toMatch(/^[\da-f-]{36}$/);
    expect(draft?.job_id).toBeNull();
    const { upsertRow } = await import('@/db');
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'Old title', status: 'draft' });
    const editId = await openCreatorDraft(db, (await db.jobs.get(jobId))!);
    expect(await db.jobDrafts.get(editId)).toMatchObject({ job_id: jobId, publish_job_id: jobId });
  });

  it('the same draft published on two devices names one job, the one fixed with the draft', async () => {
    const a = freshDb();
    const id = await openCreatorDraft(a, null);
    for (const text of TO_PREVIEW) await say(a, id, text);
    const b = await pulledCopy(a);
    const fixed = (await a.jobDrafts.get(id))!.publish_job_id;
    const [onA, onB] = [await say(a, id, 'publish'), await say(b, id, 'publish')];
    expect(onA).toEqual({ kind: 'published', jobId: fixed });
    expect(onB).toEqual({ kind: 'published', jobId: fixed });
    for (const db of [a, b]) {
      const upserts = (await db.outbox.toArray()).filter((e) => e.table === 'jobs');
      expect(upserts.map((e) => ('rowId' in e ? e.rowId : null))).toEqual([fixed]);
    }
  });

  it('each message is one insert-only row (one upsert each); the draft row never carries the chat', async () => {
    const db = freshDb();
    const id = await openCreatorDraft(db, null);
    await say(db, id, 'Designer');
    await say(db, id, 'Design');
    const messages = await readCreatorMessages(db, id);
    expect(messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    const outbox = await db.outbox.toArray();
    const upserts = outbox.flatMap((e) => (e.op === 'upsert' ? [e] : []));
    const messageWrites = upserts.filter((e) => e.table === 'job_draft_messages');
    expect(messageWrites).toHaveLength(outbox.filter((e) => e.table === 'job_draft_messages').length);
    expect(messageWrites.map((e) => e.rowId)).toEqual(messages.map((m) => m.id));
    expect(messageWrites.every((e) => e.patch.draft_id === id && typeof e.patch.created_at === 'string')).toBe(true);
    expect(upserts.filter((e) => e.table === 'job_drafts').some((e) => 'messages' in e.patch)).toBe(false);
    expect((await db.jobDrafts.get(id))?.messages).toEqual([]);
  });

  it('turns written on two devices at once merge into one order, each turn in its own order', async () => {
    const a = freshDb();
    const id = await openCreatorDraft(a, null);
    const b = await pulledCopy(a);
    await say(a, id, 'Designer');
    await say(b, id, 'Developer');
    // Each device receives the other's rows (as a pull would).
    const rowsA = await a.jobDraftMessages.toArray();
    const rowsB = await b.jobDraftMessages.toArray();
    await a.jobDraftMessages.bulkPut(rowsB.filter((r) => !rowsA.some((x) => x.id === r.id)));
    await b.jobDraftMessages.bulkPut(rowsA.filter((r) => !rowsB.some((x) => x.id === r.id)));
    const chatA = await readCreatorMessages(a, id);
    expect(chatA).toEqual(await readCreatorMessages(b, id));
    expect(chatA).toHaveLength(5);
    const designer = chatA.findIndex((m) => m.content === 'Designer');
    const developer = chatA.findIndex((m) => m.content === 'Developer');
    expect(chatA[designer + 1]?.content).toContain('Designer');
    expect(chatA.findIndex((m) => m.role === 'assistant' && m.content.includes('Developer'))).toBeGreaterThan(
      developer,
    );
  });

  it('two devices answering the same question write the same answer row', async () => {
    const a = freshDb();
    const id = await openCreatorDraft(a, null);
    await sendCreatorMessage(a, id, 'Designer');
    const b = await pulledCopy(a);
    expect((await answerCreatorMessage(a, id, drafter)).kind).toBe('reply');
    expect((await answerCreatorMessage(b, id, drafter)).kind).toBe('reply');
    const [onA, onB] = [await readCreatorMessages(a, id), await readCreatorMessages(b, id)];
    expect(onA.map((m) => m.id)).toEqual(onB.map((m) => m.id));
    expect(onA).toHaveLength(3);
  });

  it('start over also removes the conversation from this device', async () => {
    const db = freshDb();
    const id = await openCreatorDraft(db, null);
    await say(db, id, 'Designer');
    const { discardCreatorDraft } = await import('./creatorCommands');
    await discardCreatorDraft(db, id);
    expect(await db.jobDraftMessages.count()).toBe(0);
    // The messages already queued are still sent (before the draft's delete).
    const outbox = await db.outbox.toArray();
    expect(outbox.filter((e) => e.table === 'job_draft_messages')).toHaveLength(3);
    expect(outbox.at(-1)).toMatchObject({ table: 'job_drafts', op: 'delete', rowId: id });
  });
});
