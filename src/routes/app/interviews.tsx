import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '../../features/interviews';

export const Route = createFileRoute('/app/interviews')({
  component: InterviewsPage,
});
