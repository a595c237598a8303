import { createFileRoute } from '@tanstack/react-router';
import { FlowManagePage } from '@/features/flows';
import { flowManageSearchSchema } from '@/features/flows/model/flowManageSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/flows/$flowId/manage')({
  ...searchState(flowManageSearchSchema),
  component: FlowManageRoute,
});

function FlowManageRoute() {
  return <FlowManagePage {...Route.useParams()} search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
