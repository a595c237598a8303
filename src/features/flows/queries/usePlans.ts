// The Flows screens' live reads (planReads.ts): re-run when a table they read changes.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import {
  readJobOptions,
  readPlanCalendar,
  readPlanDetail,
  readPlanList,
  readPlanOptions,
  type CalendarEntry,
  type PlanDetail,
  type PlanOption,
} from './planReads';
import type { PlanListItem } from '../model/planList';
import { stageLookup, stageNames, type StageLookup } from '../model/applicationStage';

/** Every plan as a card; undefined while loading. */
export function usePlanList(): PlanListItem[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readPlanList(db), [db]);
}

/** One plan; null when it does not exist, undefined while loading. */
export function usePlanDetail(planId: string): PlanDetail | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readPlanDetail(db, planId), [db, planId]);
}

export function usePlanCalendar(planId: string): CalendarEntry[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readPlanCalendar(db, planId), [db, planId]);
}

export function useJobOptions() {
  const db = useCompanyDb();
  return useLiveQuery(() => readJobOptions(db), [db]);
}

export function usePlanOptions(): PlanOption[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readPlanOptions(db), [db]);
}

/** Every stage of the company, by id and by plan (small: a few plans of a few stages). */
export function useStageLookup(): StageLookup | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => stageLookup(await db.interviewStages.toArray()), [db]);
}

/** The candidates list's stage select: the company's stage names, A–Z. */
export function useStageNames(): string[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => stageNames(await db.interviewStages.toArray()), [db]);
}
