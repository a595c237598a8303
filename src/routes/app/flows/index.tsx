import { createFileRoute } from '@tanstack/react-router';
import { FlowsPage } from '../../../features/flows';

export const Route = createFileRoute('/app/flows/')({
  component: FlowsPage,
});
