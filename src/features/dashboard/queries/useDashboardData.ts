// Everything the dashboard shows, live (see readDashboardData).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { readDashboardData, type DashboardData } from './dashboardReads';

export type { DashboardData } from './dashboardReads';

export function useDashboardData(): DashboardData | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readDashboardData(db), [db]);
}
