import { createFileRoute } from '@tanstack/react-router';
import { CandidatesPage } from '../../../features/candidates';

export const Route = createFileRoute('/app/candidates/')({
  component: CandidatesPage,
});
