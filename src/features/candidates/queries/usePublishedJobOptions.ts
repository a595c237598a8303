// Jobs offered by the Add Candidate dialog: published, newest first (spec §7).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';

export function usePublishedJobOptions(): { value: string; label: string }[] {
  const db = useCompanyDb();
  return (
    useLiveQuery(async () => {
      const jobs = await db.jobs.where('status').equals('published').toArray();
      return jobs
        .filter((j) => !j.deleted_at)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((j) => ({ value: j.id, label: j.title }));
    }, [db]) ?? []
  );
}
