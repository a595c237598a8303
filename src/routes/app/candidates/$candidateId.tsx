import { createFileRoute } from '@tanstack/react-router';
import { CandidateProfilePage } from '@/features/candidates';

export const Route = createFileRoute('/app/candidates/$candidateId')({
  component: CandidateProfileRoute,
});

function CandidateProfileRoute() {
  const { candidateId } = Route.useParams();
  return <CandidateProfilePage candidateId={candidateId} />;
}
