import { useDeferredValue, useMemo } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { usePublishedJobs } from '../../queries/usePublishedJobs';
import { searchJobs } from '../../model/searchJobs';
import { JobCard } from './JobCard';
import { JobsLoading } from './JobsLoading';
import { NoMatchingJobs } from './NoMatchingJobs';

export interface JobBoardResultsProps {
  search: string;
  onClearSearch: () => void;
}

/** The board's part that reads the public store: how many jobs match, and their cards. */
export function JobBoardResults({ search, onClearSearch }: JobBoardResultsProps) {
  // Deferred: the cards a store answer brings are drawn in a background render, in short tasks
  // (a search keystroke is not deferred: `search` is applied at once to the jobs at hand).
  const jobs = useDeferredValue(usePublishedJobs());
  const matches = useMemo(() => (jobs ? searchJobs(jobs, search) : []), [jobs, search]);
  if (jobs === undefined) return <JobsLoading />;
  return (
    <>
      <Text fw={600} aria-live="polite">
        {matches.length} {matches.length === 1 ? 'opportunity' : 'opportunities'}
      </Text>
      {matches.length === 0 ? (
        <NoMatchingJobs onClear={onClearSearch} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {matches.map((job) => (
            <JobCard key={job.id} job={job} headingLevel={2} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
