// The interview screens' live reads (see interviewReads.ts): each re-runs when a table it read changes.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCan, useCompanyDb } from '@/db/react';
import type { CompanyMember } from '@/db';
import { recommendationTally, type RecommendationTally } from '../model/recommendation';
import { scorecardVisibility } from '../model/scorecardVisibility';
import {
  describeInterviews,
  readApplicationsScorecards,
  readCandidateInterviews,
  readInterviewItems,
  readInterviewKit,
  readInterviewsAround,
  readMembers,
  readNextInterviews,
  readScheduleTarget,
  readScorecardsDueCount,
  type CandidateInterviews,
  type InterviewItem,
  type InterviewKit,
  type ScheduleTarget,
} from './interviewReads';

/** The current time, ticking every `everyMs` (lists move an interview to Past at midnight). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function useInterviewItems(): InterviewItem[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readInterviewItems(db), [db]);
}

/** null when there is no such interview; undefined while loading. */
export function useInterviewKit(interviewId: string): InterviewKit | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readInterviewKit(db, interviewId), [db, interviewId]);
}

export function useCandidateInterviews(profileId: string): CandidateInterviews | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readCandidateInterviews(db, profileId), [db, profileId]);
}

export function useMembers(): CompanyMember[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readMembers(db), [db]);
}

export function useScheduleTarget(applicationId: string | null): ScheduleTarget | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (applicationId ? readScheduleTarget(db, applicationId) : null), [db, applicationId]);
}

const NONE: InterviewItem[] = [];

/** Interviews near a slot, described, for the clash check; [] until the slot is a valid time. */
export function useInterviewsAround(startsAt: string | null, durationMinutes: number): InterviewItem[] {
  const db = useCompanyDb();
  return (
    useLiveQuery(
      async () => (startsAt ? describeInterviews(db, await readInterviewsAround(db, startsAt, durationMinutes)) : NONE),
      [db, startsAt, durationMinutes],
    ) ?? NONE
  );
}

export function useNextInterviews(options: { mineFirst: boolean; limit: number }): InterviewItem[] | undefined {
  const db = useCompanyDb();
  const now = useNow();
  const { mineFirst, limit } = options;
  return useLiveQuery(() => readNextInterviews(db, now, { mineFirst, limit }), [db, now, mineFirst, limit]);
}

/**
 * The tallies of many applications (a kanban board's cards), as this member may see them, from
 * one live read; an application without scorecards has none in the map.
 */
export function useApplicationTallies(
  applicationIds: readonly string[],
): ReadonlyMap<string, RecommendationTally> | undefined {
  const db = useCompanyDb();
  const mayReadAll = useCan('manage_interviews');
  return useLiveQuery(async () => {
    const tallies = new Map<string, RecommendationTally>();
    for (const [applicationId, { interviews, scorecards }] of await readApplicationsScorecards(db, applicationIds)) {
      if (scorecards.length === 0) continue;
      const seen = scorecardVisibility({ scorecards, interviews, userId: db.userId, mayReadAll });
      tallies.set(applicationId, recommendationTally([...seen.mine, ...seen.others]));
    }
    return tallies;
  }, [db, applicationIds, mayReadAll]);
}

export function useScorecardsDueCount(jobId: string | null, memberId?: string): number | undefined {
  const db = useCompanyDb();
  const now = useNow();
  return useLiveQuery(
    async () => (jobId ? readScorecardsDueCount(db, jobId, now, memberId) : 0),
    [db, jobId, now, memberId],
  );
}
