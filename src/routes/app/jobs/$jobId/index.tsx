import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage } from '../../../../features/job-detail';

export const Route = createFileRoute('/app/jobs/$jobId/')({
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { jobId } = Route.useParams();
  return <JobDetailPage jobId={jobId} />;
}
