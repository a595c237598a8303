import { useDeferredValue, useMemo } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { usePublishedJobs } from '../../queries/usePublishedJobs';
import { searchJobs } from '../../model/searchJobs';
import { FEATURED_JOBS_LIMIT } from '../../model/constants';
import { JobCard } from './JobCard';
import { JobCountPlaceholder, JobsLoading } from './JobsLoading';
import { NoMatchingJobs } from './NoMatchingJobs';

/**
 * The published jobs matching `search`, or undefined while the store has not answered. The jobs
 * are a deferred value: the cards that a store answer brings are drawn in a background render,
 * which React splits into short tasks, not in one long task that blocks input (issue 12, B8).
 */
function useMatchingJobs(search: string) {
  const jobs = useDeferredValue(usePublishedJobs());
  return useMemo(() => (jobs ? searchJobs(jobs, search) : undefined), [jobs, search]);
}

/**
 * '{n} opportunities available' under the /candidates search. While loading, a blank line of the
 * same height (also what CandidatesLanding shows while this code loads), so nothing moves.
 */
export function CandidatesJobCount({ search }: { search: string }) {
  const matches = useMatchingJobs(search);
  if (matches === undefined) return <JobCountPlaceholder />;
  return (
    <Text ta="center" fw={600} aria-live="polite">
      {matches.length} {matches.length === 1 ? 'opportunity' : 'opportunities'} available
    </Text>
  );
}

/** /candidates' featured jobs: the first matches, or the no-match state with its clear action. */
export function FeaturedJobs({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
  const matches = useMatchingJobs(search);
  if (matches === undefined) return <JobsLoading />;
  const featured = matches.slice(0, FEATURED_JOBS_LIMIT);
  if (featured.length === 0) return <NoMatchingJobs onClear={onClearSearch} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {featured.map((job) => (
        <JobCard key={job.id} job={job} variant="candidates" />
      ))}
    </SimpleGrid>
  );
}
