// Status change from the badge menu or the admin job page: local at once, queued for the server.
import { upsertRow, type CompanyDb } from '@/db';
import type { JobStatus } from '../model/jobStatus';

export function setJobStatus(db: CompanyDb, jobId: string, status: JobStatus): Promise<string> {
  return upsertRow(db, 'jobs', jobId, { status });
}
