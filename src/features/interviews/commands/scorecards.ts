// Scorecard commands (issue 14 §5). The draft is the form as typed, kept on this device only and
// saved on every keystroke; submitting turns it into the one scorecard row of (interview, me),
// whose id is deterministic (scorecardId), so a retried submit, or one made on two devices, is one
// row on the server.
import { upsertRow, type CompanyDb } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { draftFromForm, scorecardFormError, type ScorecardForm } from '../model/scorecardForm';
import { isAuthor } from '../model/scorecardVisibility';

export const NOT_ON_PANEL = 'You are not an interviewer on this interview.';
export const NOT_AUTHOR = 'Only its author can change a scorecard.';

/** Saves the form as typed (local only; no outbox entry). */
export async function saveScorecardDraft(db: CompanyDb, interviewId: string, form: ScorecardForm): Promise<void> {
  await db.scorecardDrafts.put(draftFromForm(interviewId, form, Date.now()));
}

/** Throws the draft away (the form goes back to the submitted scorecard, or blank). */
export async function discardScorecardDraft(db: CompanyDb, interviewId: string): Promise<void> {
  await db.scorecardDrafts.delete(interviewId);
}

/**
 * Submits (or, for its author, edits) my scorecard for an interview. In ONE transaction: the
 * scorecard row and its outbox entry (upsertRow), and the draft's removal, so a crash between the
 * two can neither lose the scorecard nor leave a draft that would submit it a second time.
 * Refused with the server's own sentences when I am not on the panel, or the row is another
 * member's; refused when the form is not valid. Answers the mutation id.
 */
export async function submitScorecard(db: CompanyDb, interviewId: string, form: ScorecardForm): Promise<string> {
  const invalid = scorecardFormError(form);
  if (invalid) throw new Error(invalid);
  const me = db.userId;
  const id = scorecardId(interviewId, me);
  return db.transaction('rw', [db.interviews, db.scorecards, db.scorecardDrafts, db.outbox], async () => {
    const interview = await db.interviews.get(interviewId);
    if (!interview || !interview.interviewer_ids.includes(me)) throw new Error(NOT_ON_PANEL);
    const existing = await db.scorecards.get(id);
    if (existing && !isAuthor(existing, me)) throw new Error(NOT_AUTHOR);
    const mutationId = await upsertRow(db, 'scorecards', id, {
      interview_id: interviewId,
      application_id: interview.application_id,
      // Shown as mine until the server stamps the same id (it sets the author; never sent).
      interviewer_id: me,
      ratings: form.ratings,
      recommendation: form.recommendation!,
      key_takeaways: form.keyTakeaways,
      // The first submission's time stays when the author edits it later.
      submitted_at: existing?.submitted_at || new Date().toISOString(),
    });
    await db.scorecardDrafts.delete(interviewId);
    return mutationId;
  });
}

/**
 * Starts editing my submitted scorecard: a draft with its values, so the form opens filled and
 * every keystroke is kept as before. Only its author may.
 */
export async function editScorecard(db: CompanyDb, interviewId: string): Promise<void> {
  const me = db.userId;
  await db.transaction('rw', [db.scorecards, db.scorecardDrafts], async () => {
    const existing = await db.scorecards.get(scorecardId(interviewId, me));
    if (!existing || !isAuthor(existing, me)) throw new Error(NOT_AUTHOR);
    await db.scorecardDrafts.put({
      interviewId,
      ratings: Object.fromEntries(
        Object.entries(existing.ratings).map(([key, r]) => [
          key,
          { rating: (r.rating ?? null) as 1 | 2 | 3 | 4 | null, note: r.note ?? '' },
        ]),
      ),
      recommendation: existing.recommendation,
      keyTakeaways: existing.key_takeaways,
      updatedAt: Date.now(),
    });
  });
}
