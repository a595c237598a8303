import { createFileRoute } from '@tanstack/react-router';
import { CandidatesPage, candidatesSearchSchema } from '../../../features/candidates';
import { searchState, useSearchChange } from '../../../ui/searchParams';

export const Route = createFileRoute('/app/candidates/')({
  ...searchState(candidatesSearchSchema),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  return <CandidatesPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
