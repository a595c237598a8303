// Applicant counts per job (spec §7 "Counts per job"), live (see readApplicantCounts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import type { JobApplicantCounts } from '../model/applicantCounts';
import { readApplicantCounts } from './jobReads';

export function useApplicantCounts(): Map<string, JobApplicantCounts> | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readApplicantCounts(db), [db]);
}
