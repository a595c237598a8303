// The candidates list, live: every application as a card, newest first.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import type { CandidateCardData } from '../model/candidateCard';
import { readCandidateCards } from './candidateReads';

export function useCandidateCards(): CandidateCardData[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readCandidateCards(db), [db]);
}
