import { Suspense } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { JobSearchBox } from './JobSearchBox';
import { JobsLoading } from './JobsLoading';
import { PublicJobsHeader } from './PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import '@/features/landing/components/publicSite.css';

// The cards read the public store: they load after the page has painted (issue 12, B9).
const JobBoardResults = lazyWithPublicStore(() => import('./JobBoardResults').then((module) => module.JobBoardResults));

export interface JobBoardPageProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** /jobs: every published job, searchable; read from the public store so it works offline. */
export function JobBoardPage({ search, onSearchChange }: JobBoardPageProps) {
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
          <Suspense fallback={<JobsLoading />}>
            <JobBoardResults search={search} onClearSearch={() => onSearchChange('')} />
          </Suspense>
        </Stack>
      </Container>
      <SiteFooter />
    </Box>
  );
}
