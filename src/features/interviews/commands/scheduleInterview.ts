// Scheduling commands (issue 14 §3): each is one upsert of the interview row, written locally at
// once and queued for the server in the same transaction (upsertRow), so scheduling works offline.
// The server writes the activity (interview_scheduled, _completed, _cancelled) from its triggers.
import { newId, upsertRow, type CompanyDb, type Interview } from '@/db';

export type InterviewFields = Pick<
  Interview,
  'application_id' | 'stage_id' | 'starts_at' | 'duration_minutes' | 'interviewer_ids' | 'location' | 'video_url'
> &
  Partial<Pick<Interview, 'invite_candidate'>>;

/** A new interview, status scheduled. Answers its id and the outbox entry's mutation id. */
export async function scheduleInterview(
  db: CompanyDb,
  fields: InterviewFields,
): Promise<{ interviewId: string; mutationId: string }> {
  const interviewId = newId();
  const mutationId = await upsertRow(db, 'interviews', interviewId, { ...fields, status: 'scheduled' });
  return { interviewId, mutationId };
}

/**
 * A new time, length, panel or place for an existing interview; a cancelled one is scheduled
 * again. Only the fields given are sent.
 */
export async function rescheduleInterview(
  db: CompanyDb,
  interviewId: string,
  fields: Partial<Omit<InterviewFields, 'application_id'>>,
): Promise<string> {
  const existing = await db.interviews.get(interviewId);
  if (!existing) throw new Error('This interview no longer exists.');
  return upsertRow(db, 'interviews', interviewId, { ...fields, status: 'scheduled' });
}

export async function cancelInterview(db: CompanyDb, interviewId: string): Promise<string> {
  return setInterviewStatus(db, interviewId, 'cancelled');
}

/** Marks it completed by hand (the server also does once every panel member has a scorecard). */
export async function completeInterview(db: CompanyDb, interviewId: string): Promise<string> {
  return setInterviewStatus(db, interviewId, 'completed');
}

async function setInterviewStatus(db: CompanyDb, interviewId: string, status: Interview['status']): Promise<string> {
  const existing = await db.interviews.get(interviewId);
  if (!existing) throw new Error('This interview no longer exists.');
  return upsertRow(db, 'interviews', interviewId, { status });
}
