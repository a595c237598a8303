import { createFileRoute } from '@tanstack/react-router';
import { JobsPage, jobsSearchSchema } from '../../../features/jobs';
import { searchState, useSearchChange } from '../../../ui/searchParams';

export const Route = createFileRoute('/app/jobs/')({
  ...searchState(jobsSearchSchema),
  component: JobsRoute,
});

function JobsRoute() {
  return <JobsPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
