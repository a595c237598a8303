import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage, jobDetailSearchSchema } from '../../../../features/job-detail';
import { searchState, useSearchChange } from '../../../../ui/searchParams';

export const Route = createFileRoute('/app/jobs/$jobId/')({
  ...searchState(jobDetailSearchSchema),
  component: JobDetailRoute,
});

function JobDetailRoute() {
  return <JobDetailPage {...Route.useParams()} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
