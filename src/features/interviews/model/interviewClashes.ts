// The clash check of the Schedule Interview dialog (issue 14 §3): an interviewer already on another
// interview that overlaps the one being scheduled. A clash is warned about, never blocked. Pure.
import type { Interview } from '@/db';
import { endMs, startMs } from './interviewTime';

type Slot = Pick<Interview, 'id' | 'starts_at' | 'duration_minutes'>;
type Existing = Slot & Pick<Interview, 'interviewer_ids' | 'status'>;

export interface InterviewClash<T extends Existing = Existing> {
  interviewerId: string;
  interview: T;
}

/**
 * Who on `interviewerIds` is already on an interview overlapping [start, start + duration) of
 * `candidate` (touching ends are no clash: a 10:00–11:00 and an 11:00 are fine). Cancelled
 * interviews and the interview itself (when rescheduling) are ignored. One entry per (interviewer,
 * interview), in the order of `interviewerIds`, then by start.
 */
export function interviewClashes<T extends Existing>(
  candidate: Slot,
  existing: readonly T[],
  interviewerIds: readonly string[],
): InterviewClash<T>[] {
  const start = startMs(candidate);
  const end = endMs(candidate);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const overlapping = existing
    .filter((i) => i.id !== candidate.id && i.status !== 'cancelled')
    .filter((i) => startMs(i) < end && endMs(i) > start)
    .sort((a, b) => startMs(a) - startMs(b) || a.id.localeCompare(b.id));
  return [...new Set(interviewerIds)].flatMap((interviewerId) =>
    overlapping
      .filter((i) => i.interviewer_ids.includes(interviewerId))
      .map((interview) => ({ interviewerId, interview })),
  );
}
