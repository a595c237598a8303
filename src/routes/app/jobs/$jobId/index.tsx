import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage } from '@/features/jobs/components/detail';
import { jobDetailSearchSchema } from '@/features/jobs/model/jobDetailSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/jobs/$jobId/')({
  ...searchState(jobDetailSearchSchema),
  component: JobDetailRoute,
});

function JobDetailRoute() {
  return <JobDetailPage {...Route.useParams()} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
