import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { CompanyDb, newId } from '../../../db';
import { answerCreatorMessage, openCreatorDraft, sendCreatorMessage, PUBLISH_SUCCESS_MESSAGE } from './creatorCommands';
import { readCreatorMessages } from '../queries/creatorMessages';

const USER = '22222222-2222-4222-8222-222222222222';
const opened: CompanyDb[] = [];
const freshDb = () => {
  const db = new CompanyDb(USER, { name: `creator-test-${newId()}` });
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

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
    const { upsertRow } = await import('../../../db');
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
    const { upsertRow } = await import('../../../db');
    const second = newId();
    await upsertRow(db, 'job_drafts', second, { job_id: null, step: 1, status: 'open', messages: [] });
    const { discardCreatorDraft } = await import('./creatorCommands');
    await discardCreatorDraft(db, first);
    expect(await db.jobDrafts.count()).toBe(0);
    expect((await db.outbox.toArray()).filter((e) => e.op === 'delete')).toHaveLength(2);
  });
});
