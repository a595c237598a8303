// Rates new applications as they arrive in the signed-in recruiter's store (pulled by the sync
// engine, or added on this device), online or offline. Mount it once inside the signed-in app.
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { rateUnratedApplications } from '../commands/rateApplications';
import { readApplicationIdsToRate } from '../queries/ratingQueue';
import { summaryWriter } from '../provider';
import { useAiInvoke } from './useAiInvoke';

export function useAutoScreening(): void {
  const db = useCompanyDb();
  const invoke = useAiInvoke();
  // One writer per mount: it remembers when the model is unavailable, so it is not asked again for
  // every application (see withFallback).
  const writeSummary = useMemo(() => (invoke ? summaryWriter(invoke) : undefined), [invoke]);

  // The ids of applications that need a rating and can get one now (their job is here too). The
  // live query re-runs when applications or jobs change; the joined ids are the effect's key, so
  // a rating written by the run itself (which removes the id) does not start another run.
  const waiting = useLiveQuery(async () => (await readApplicationIdsToRate(db)).join(','), [db]);

  useEffect(() => {
    if (!waiting) return;
    rateUnratedApplications(db, { writeSummary }).catch((error) =>
      console.error('Screening applications failed', error),
    );
  }, [db, waiting, writeSummary]);
}
