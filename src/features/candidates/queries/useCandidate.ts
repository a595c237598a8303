// The candidate profile, live: the profile and its applications, each with its job.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { readCandidate, type CandidateDetail } from './candidateReads';

export type { CandidateApplication, CandidateDetail } from './candidateReads';

/** null when there is no such candidate; undefined while loading. */
export function useCandidate(candidateId: string): CandidateDetail | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readCandidate(db, candidateId), [db, candidateId]);
}
