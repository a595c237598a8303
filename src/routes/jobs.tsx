import { createFileRoute } from '@tanstack/react-router';
import { JobBoardPage } from '../features/job-board/components/JobBoardPage';
import { jobSearchParams, useJobSearchParam } from '../features/job-board/components/useJobSearchParam';

export const Route = createFileRoute('/jobs')({ validateSearch: jobSearchParams, component: JobsRoute });

function JobsRoute() {
  return <JobBoardPage {...useJobSearchParam('/jobs')} />;
}
