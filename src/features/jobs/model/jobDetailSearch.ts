// A job's page keeps its candidates tab in the URL (issue 11: screen state survives a reload).
import * as v from 'valibot';
import { PIPELINE_STAGES } from '@/features/applications/model/pipelineStage';
import { searchChoice } from '@/ui/searchParams';

export const jobDetailSearchSchema = v.object({ tab: searchChoice(['all', ...PIPELINE_STAGES], 'all') });

export type JobDetailSearch = v.InferOutput<typeof jobDetailSearchSchema>;
