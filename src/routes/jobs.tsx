import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { JobBoardPage } from '../features/job-board/components/JobBoardPage';

function JobsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <JobBoardPage search={q ?? ''} onSearchChange={(next) => navigate({ search: { q: next || undefined }, replace: true })} />;
}

export const Route = createFileRoute('/jobs')({
  validateSearch: v.object({ q: v.optional(v.string()) }),
  component: JobsRoute,
});
