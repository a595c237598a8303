import { createFileRoute } from '@tanstack/react-router';
import { FlowsPage } from '@/features/flows';
import { flowsSearchSchema } from '@/features/flows/model/flowsSearch';
import { searchState, useSearchChange } from '@/ui/searchParams';

export const Route = createFileRoute('/app/flows/')({
  ...searchState(flowsSearchSchema),
  component: FlowsRoute,
});

function FlowsRoute() {
  return <FlowsPage search={Route.useSearch()} onSearchChange={useSearchChange()} />;
}
