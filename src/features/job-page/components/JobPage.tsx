import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { PublicJobsHeader } from '@/features/jobs/components/board/PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import { JobPageLoading } from './JobPageLoading';
import '@/features/landing/components/publicSite.css';

// The job comes from the public store: the content loads after the page has painted (issue 12, B9).
const JobPageContent = lazyWithPublicStore(() => import('./JobPageContent').then((module) => module.JobPageContent));

/** The public job page (spec §2 "/job/{jobId}"). */
export function JobPage({ jobId }: { jobId: string }) {
  return (
    <Box className="partii-public">
      <PublicJobsHeader />
      <Box component="main">
        <Suspense fallback={<JobPageLoading />}>
          <JobPageContent jobId={jobId} />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
