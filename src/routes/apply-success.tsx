import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ApplySuccessPage } from '@/features/apply/components/ApplySuccessPage';

function ApplySuccessRoute() {
  const { jobId } = Route.useSearch();
  return <ApplySuccessPage jobId={jobId} />;
}

export const Route = createFileRoute('/apply-success')({
  validateSearch: v.object({ jobId: v.optional(v.string()) }),
  component: ApplySuccessRoute,
});
