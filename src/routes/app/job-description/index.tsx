import { createFileRoute } from '@tanstack/react-router';
import { NewJobCreatorPage } from '@/features/creator';

export const Route = createFileRoute('/app/job-description/')({
  component: NewJobCreatorPage,
});
