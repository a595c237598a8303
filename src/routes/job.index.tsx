import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { jobIdToRedirect } from '@/ui/jobRedirect';

/**
 * Spec §2: "A redirect route takes a jobId and sends the visitor to /job/{jobId}, or to /jobs
 * when there is none." Here: /job?jobId=… (and plain /job).
 */
export const Route = createFileRoute('/job/')({
  validateSearch: v.object({ jobId: v.optional(v.union([v.string(), v.number()])) }),
  beforeLoad: ({ search }) => {
    const jobId = jobIdToRedirect(search.jobId);
    if (jobId) throw redirect({ to: '/job/$jobId', params: { jobId }, replace: true });
    throw redirect({ to: '/jobs', replace: true });
  },
});
