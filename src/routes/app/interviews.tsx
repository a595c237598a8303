import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage, interviewsSearchSchema } from '../../features/interviews';
import { searchState, useSearchChange } from '../../ui/searchParams';

export const Route = createFileRoute('/app/interviews')({
  ...searchState(interviewsSearchSchema),
  component: InterviewsRoute,
});

function InterviewsRoute() {
  return <InterviewsPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
