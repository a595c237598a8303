import { createFileRoute } from '@tanstack/react-router';
import { ApplyScreen } from '@/features/apply/components/ApplyScreen';

function ApplyRoute() {
  const { jobId } = Route.useParams();
  return <ApplyScreen jobId={jobId} />;
}

export const Route = createFileRoute('/app/apply/$jobId')({ component: ApplyRoute });
