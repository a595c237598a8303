import { createFileRoute } from '@tanstack/react-router';
import { JobCandidatesPage } from '../../../../features/pipeline';

export const Route = createFileRoute('/app/jobs/$jobId/candidates')({
  component: JobCandidatesRoute,
});

function JobCandidatesRoute() {
  const { jobId } = Route.useParams();
  return <JobCandidatesPage jobId={jobId} />;
}
