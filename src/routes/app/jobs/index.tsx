import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '@/features/jobs';
import { jobsSearchSchema } from '@/features/jobs/model/jobsSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/jobs/')({
  ...searchState(jobsSearchSchema),
  component: JobsRoute,
});

function JobsRoute() {
  return <JobsPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
