import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CandidatesLanding } from '../features/job-board/components/CandidatesLanding';

function CandidatesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CandidatesLanding search={q ?? ''} onSearchChange={(next) => navigate({ search: { q: next || undefined }, replace: true })} />;
}

export const Route = createFileRoute('/candidates')({
  validateSearch: v.object({ q: v.optional(v.string()) }),
  component: CandidatesRoute,
});
