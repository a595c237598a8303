import { createFileRoute } from '@tanstack/react-router';
import { FlowManagePage } from '../../../features/flows';

export const Route = createFileRoute('/app/flows/$flowId/manage')({
  component: FlowManageRoute,
});

function FlowManageRoute() {
  const { flowId } = Route.useParams();
  return <FlowManagePage flowId={flowId} />;
}
