import { createFileRoute } from '@tanstack/react-router';
import { CandidatesPage } from '@/features/candidates';
import { candidatesSearchSchema } from '@/features/candidates/model/candidatesSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/candidates/')({
  ...searchState(candidatesSearchSchema),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  return <CandidatesPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
