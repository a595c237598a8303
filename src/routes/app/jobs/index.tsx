import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../../features/jobs';

// `flow={id}` is linked from the flows screen; the spec does not show an effect, so it is only accepted.
interface JobsSearch {
  flow?: string;
}

export const Route = createFileRoute('/app/jobs/')({
  validateSearch: (search: Record<string, unknown>): JobsSearch =>
    search.flow === undefined || search.flow === null ? {} : { flow: String(search.flow) },
  component: JobsPage,
});
