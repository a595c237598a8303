import { createFileRoute } from '@tanstack/react-router';
import { JobBoardPage } from '@/features/jobs/components/board/JobBoardPage';
import { jobSearchParams, useJobSearchParam } from '@/features/jobs/components/board/useJobSearchParam';

export const Route = createFileRoute('/jobs')({ validateSearch: jobSearchParams, component: JobsRoute });

function JobsRoute() {
  return <JobBoardPage {...useJobSearchParam('/jobs')} />;
}
