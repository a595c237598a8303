import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '@/features/job-page/components/JobPage';

function JobRoute() {
  const { jobId } = Route.useParams();
  return <JobPage jobId={jobId} />;
}

export const Route = createFileRoute('/job/$jobId')({ component: JobRoute });
