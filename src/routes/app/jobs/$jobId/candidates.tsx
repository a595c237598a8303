import { createFileRoute } from '@tanstack/react-router';
import { JobCandidatesPage, jobCandidatesSearchSchema } from '../../../../features/pipeline';
import { searchState, useSearchChange } from '../../../../ui/searchParams';

export const Route = createFileRoute('/app/jobs/$jobId/candidates')({
  ...searchState(jobCandidatesSearchSchema),
  component: JobCandidatesRoute,
});

function JobCandidatesRoute() {
  return <JobCandidatesPage {...Route.useParams()} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
