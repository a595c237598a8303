import { createFileRoute } from '@tanstack/react-router';
import { JobCandidatesPage } from '@/features/jobs/components/detail';
import { jobCandidatesSearchSchema } from '@/features/applications/model/jobCandidatesSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/jobs/$jobId/candidates')({
  ...searchState(jobCandidatesSearchSchema),
  component: JobCandidatesRoute,
});

function JobCandidatesRoute() {
  return <JobCandidatesPage {...Route.useParams()} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
