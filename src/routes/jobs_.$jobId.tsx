import { createFileRoute, redirect } from '@tanstack/react-router';
import { jobIdToRedirect } from '@/ui/jobRedirect';

/** /jobs/{jobId} → /job/{jobId}: the path form of the jobId redirect route. */
export const Route = createFileRoute('/jobs_/$jobId')({
  beforeLoad: ({ params }) => {
    const jobId = jobIdToRedirect(params.jobId);
    if (jobId) throw redirect({ to: '/job/$jobId', params: { jobId }, replace: true });
    throw redirect({ to: '/jobs', replace: true });
  },
});
