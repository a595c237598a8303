import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '@/features/interviews';
import { interviewsSearchSchema } from '@/features/interviews/model/interviewsSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/interviews/')({
  ...searchState(interviewsSearchSchema),
  component: InterviewsRoute,
});

function InterviewsRoute() {
  return <InterviewsPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
