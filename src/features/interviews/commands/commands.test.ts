import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { emptyScorecardForm, type ScorecardForm } from '../model/scorecardForm';
import { cancelInterview, completeInterview, rescheduleInterview, scheduleInterview } from './scheduleInterview';
import {
  NOT_AUTHOR,
  NOT_ON_PANEL,
  discardScorecardDraft,
  editScorecard,
  saveScorecardDraft,
  submitScorecard,
} from './scorecards';

const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';

function freshDb(userId = ME) {
  return keep(new CompanyDb(userId, { name: `interview-commands-${newId()}`, companyId: TEST_COMPANY }));
}

const FIELDS = {
  application_id: newId(),
  stage_id: null,
  starts_at: '2026-05-12T09:30:00.000Z',
  duration_minutes: 45,
  interviewer_ids: [ME, ANA],
  location: null,
  video_url: 'https://meet.example.com/abc',
};

const ATTRIBUTES = [{ id: 'communication', name: 'Communication', guidance: '' }];
const FORM: ScorecardForm = {
  ...emptyScorecardForm(ATTRIBUTES),
  ratings: { communication: { rating: 3, note: 'Clear' } },
  recommendation: 'yes',
  keyTakeaways: 'Hire for the platform team',
};

/** The queued row writes of a table, as (rowId, op, patch). */
async function outboxOf(db: CompanyDb, table: string) {
  return (await db.outbox.toArray())
    .filter((e) => e.table === table)
    .map((e) => e as typeof e & { rowId: string; patch?: Record<string, unknown> });
}

describe('scheduling commands', () => {
  it('schedules an interview locally at once, queued for the server in the same write', async () => {
    const db = freshDb();
    const { interviewId } = await scheduleInterview(db, FIELDS);
    expect(await db.interviews.get(interviewId)).toMatchObject({ ...FIELDS, status: 'scheduled', _pending: 1 });
    const [entry] = await outboxOf(db, 'interviews');
    expect(entry).toMatchObject({ op: 'upsert', rowId: interviewId, patch: { ...FIELDS, status: 'scheduled' } });
  });

  it('reschedules, cancels and completes by patching the same row', async () => {
    const db = freshDb();
    const { interviewId } = await scheduleInterview(db, FIELDS);
    await rescheduleInterview(db, interviewId, { starts_at: '2026-05-13T14:00:00.000Z', duration_minutes: 60 });
    expect(await db.interviews.get(interviewId)).toMatchObject({
      starts_at: '2026-05-13T14:00:00.000Z',
      duration_minutes: 60,
    });
    await cancelInterview(db, interviewId);
    expect((await db.interviews.get(interviewId))?.status).toBe('cancelled');
    await completeInterview(db, interviewId);
    expect((await db.interviews.get(interviewId))?.status).toBe('completed');
    const patches = (await outboxOf(db, 'interviews')).map((e) => e.patch);
    expect(patches.slice(1)).toEqual([
      { starts_at: '2026-05-13T14:00:00.000Z', duration_minutes: 60, status: 'scheduled' },
      { status: 'cancelled' },
      { status: 'completed' },
    ]);
    await expect(cancelInterview(db, newId())).rejects.toThrow('no longer exists');
  });
});

describe('scorecard commands', () => {
  async function withInterview(db: CompanyDb, panel = [ME, ANA]) {
    const interviewId = newId();
    await putPulledRows(db, { interviews: [{ ...FIELDS, id: interviewId, interviewer_ids: panel }] });
    return interviewId;
  }

  it('keeps the draft on this device only, on every keystroke, and survives a reopen', async () => {
    const db = freshDb();
    const interviewId = await withInterview(db);
    await saveScorecardDraft(db, interviewId, { ...FORM, keyTakeaways: 'H' });
    await saveScorecardDraft(db, interviewId, { ...FORM, keyTakeaways: 'Hi' });
    expect(await db.outbox.count()).toBe(0);
    db.close();
    const reopened = keep(new CompanyDb(ME, { name: db.name, companyId: TEST_COMPANY }));
    expect(await reopened.scorecardDrafts.get(interviewId)).toMatchObject({
      keyTakeaways: 'Hi',
      recommendation: 'yes',
    });
    await discardScorecardDraft(reopened, interviewId);
    expect(await reopened.scorecardDrafts.count()).toBe(0);
  });

  it('submits once: the row with its deterministic id and one outbox entry, and the draft gone, together', async () => {
    const db = freshDb();
    const interviewId = await withInterview(db);
    await saveScorecardDraft(db, interviewId, FORM);
    await submitScorecard(db, interviewId, FORM);
    const id = scorecardId(interviewId, ME);
    const row = await db.scorecards.get(id);
    expect(row).toMatchObject({
      interview_id: interviewId,
      application_id: FIELDS.application_id,
      interviewer_id: ME,
      ratings: FORM.ratings,
      recommendation: 'yes',
      key_takeaways: 'Hire for the platform team',
    });
    expect(Date.parse(row!.submitted_at)).not.toBeNaN();
    expect(await db.scorecardDrafts.get(interviewId)).toBeUndefined();
    const entries = await outboxOf(db, 'scorecards');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ op: 'upsert', rowId: id });
    // The author is the server's to set: never sent.
    expect(entries[0]!.patch).not.toHaveProperty('interviewer_id');
  });

  it('a second submit (a retry, another device) names the same row and keeps the first time', async () => {
    const db = freshDb();
    const interviewId = await withInterview(db);
    await submitScorecard(db, interviewId, FORM);
    const first = (await db.scorecards.get(scorecardId(interviewId, ME)))!.submitted_at;
    await submitScorecard(db, interviewId, { ...FORM, recommendation: 'strong_yes' });
    expect(await db.scorecards.count()).toBe(1);
    expect(await db.scorecards.get(scorecardId(interviewId, ME))).toMatchObject({
      recommendation: 'strong_yes',
      submitted_at: first,
    });
    expect(new Set((await outboxOf(db, 'scorecards')).map((e) => e.rowId))).toEqual(
      new Set([scorecardId(interviewId, ME)]),
    );
  });

  it('leaves nothing written when the submit is refused', async () => {
    const db = freshDb();
    const notMine = await withInterview(db, [ANA]);
    await saveScorecardDraft(db, notMine, FORM);
    await expect(submitScorecard(db, notMine, FORM)).rejects.toThrow(NOT_ON_PANEL);
    await expect(submitScorecard(db, await withInterview(db), { ...FORM, recommendation: null })).rejects.toThrow(
      'Please choose an overall recommendation.',
    );
    expect(await db.scorecards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.scorecardDrafts.get(notMine)).toBeDefined();
  });

  it('lets only its author edit a submitted scorecard: Edit opens a draft with its values', async () => {
    const db = freshDb();
    const interviewId = await withInterview(db);
    await submitScorecard(db, interviewId, FORM);
    await editScorecard(db, interviewId);
    expect(await db.scorecardDrafts.get(interviewId)).toMatchObject({
      recommendation: 'yes',
      keyTakeaways: 'Hire for the platform team',
      ratings: FORM.ratings,
    });

    // A row under my id stamped with another author (never made by this app) is not mine to change.
    const other = await withInterview(db);
    await putPulledRows(db, {
      scorecards: [
        {
          id: scorecardId(other, ME),
          interview_id: other,
          application_id: FIELDS.application_id,
          interviewer_id: ANA,
          recommendation: 'no',
          submitted_at: '2026-05-12T11:00:00.000Z',
        },
      ],
    });
    await expect(submitScorecard(db, other, FORM)).rejects.toThrow(NOT_AUTHOR);
    await expect(editScorecard(db, newId())).rejects.toThrow(NOT_AUTHOR);
  });
});
