import { useMemo } from 'react';
import { Box, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePublishedJobs } from '../../queries/usePublishedJobs';
import { searchJobs } from '../../model/searchJobs';
import { JobCard } from './JobCard';
import { JobSearchBox } from './JobSearchBox';
import { NoMatchingJobs } from './NoMatchingJobs';
import { PublicJobsHeader } from './PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import '@/features/landing/components/publicSite.css';

export interface JobBoardPageProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** /jobs: every published job, searchable; read from the public store so it works offline. */
export function JobBoardPage({ search, onSearchChange }: JobBoardPageProps) {
  const jobs = usePublishedJobs();
  const matches = useMemo(() => (jobs ? searchJobs(jobs, search) : []), [jobs, search]);
  return (
    <Box className="partii-public">
      <PublicJobsHeader />
      <Container size="lg" component="main" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1}>Open positions</Title>
            <Text c="dark.6">Find your next role at a start-up hiring with Partii.</Text>
          </div>
          <JobSearchBox value={search} onChange={onSearchChange} />
          {jobs === undefined ? (
            <Loader aria-label="Loading jobs" />
          ) : (
            <>
              <Text fw={600} aria-live="polite">
                {matches.length} {matches.length === 1 ? 'opportunity' : 'opportunities'}
              </Text>
              {matches.length === 0 ? (
                <NoMatchingJobs onClear={() => onSearchChange('')} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {matches.map((job) => (
                    <JobCard key={job.id} job={job} headingLevel={2} />
                  ))}
                </SimpleGrid>
              )}
            </>
          )}
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
