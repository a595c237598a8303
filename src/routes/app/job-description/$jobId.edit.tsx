import { createFileRoute } from '@tanstack/react-router';
import { EditJobCreatorPage } from '@/features/creator';

export const Route = createFileRoute('/app/job-description/$jobId/edit')({
  component: EditJobCreatorRoute,
});

function EditJobCreatorRoute() {
  const { jobId } = Route.useParams();
  return <EditJobCreatorPage jobId={jobId} />;
}
