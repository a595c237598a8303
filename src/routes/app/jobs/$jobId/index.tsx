import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage, jobDetailSearchSchema } from '../../../../features/job-detail';
import { searchState, useSearchChange } from '../../../../ui/searchParams';

export const Route = createFileRoute('/app/jobs/$jobId/')({
  ...searchState(jobDetailSearchSchema),
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { jobId } = Route.useParams();
  return <JobDetailPage jobId={jobId} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
