import { createFileRoute } from '@tanstack/react-router';
import { CandidatesLanding } from '@/features/jobs/components/board/CandidatesLanding';
import { jobSearchParams, useJobSearchParam } from '@/features/jobs/components/board/useJobSearchParam';

export const Route = createFileRoute('/candidates')({ validateSearch: jobSearchParams, component: CandidatesRoute });

function CandidatesRoute() {
  return <CandidatesLanding {...useJobSearchParam('/candidates')} />;
}
