// Everything the dashboard shows, live (see readDashboardData).
import { useCompanyDb } from '@/db/react';
import { useRevisitedLiveQuery } from '@/db/useRevisitedLiveQuery';
import { readDashboardData, type DashboardData } from './dashboardReads';

export type { DashboardData } from './dashboardReads';

export function useDashboardData(): DashboardData | undefined {
  const db = useCompanyDb();
  // Opened again, it shows what it showed last while it reads the store (useRevisitedLiveQuery).
  return useRevisitedLiveQuery(db, 'dashboard', () => readDashboardData(db), []);
}
