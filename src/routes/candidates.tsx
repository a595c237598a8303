import { createFileRoute } from '@tanstack/react-router';
import { CandidatesLanding } from '../features/job-board/components/CandidatesLanding';
import { jobSearchParams, useJobSearchParam } from '../features/job-board/components/useJobSearchParam';

export const Route = createFileRoute('/candidates')({ validateSearch: jobSearchParams, component: CandidatesRoute });

function CandidatesRoute() {
  return <CandidatesLanding {...useJobSearchParam('/candidates')} />;
}
