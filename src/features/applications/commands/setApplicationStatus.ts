// Moving an application through the pipeline (kanban drag, candidate row menu): written locally
// and queued in the outbox, so it works offline and reaches the server when the connection returns.
import { upsertRow, type CompanyDb } from '@/db';
import type { PipelineStage } from '../model/pipelineStage';

export function setApplicationStatus(db: CompanyDb, applicationId: string, status: PipelineStage): Promise<string> {
  return upsertRow(db, 'applications', applicationId, { status });
}
