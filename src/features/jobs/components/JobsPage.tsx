import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconFilter, IconPlus } from '@tabler/icons-react';
import { useApplicantCounts } from '../queries/useApplicantCounts';
import { useJobs } from '../queries/useJobs';
import { JOB_TABS, filterJobs } from '../model/jobFilters';
import type { JobsSearch } from '../model/jobsSearch';
import { noApplicants } from '../model/applicantCounts';
import { JobCard } from './JobCard';
import { DemoDataButtons } from './DemoDataButtons';
import { useChangeJobStatus } from './useChangeJobStatus';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { ButtonLink } from '@/ui/links';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';

export type JobsPageProps = SearchStateProps<JobsSearch>;

/** /app/jobs (spec §2 "Jobs list"); the tab and search text live in the URL. */
export function JobsPage({ search, onSearchChange }: JobsPageProps) {
  const jobs = useJobs();
  const counts = useApplicantCounts();
  const changeStatus = useChangeJobStatus();

  const visible = jobs ? filterJobs(jobs, search.q, search.tab) : [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Jobs"
        description="Manage your job postings and track applicants."
        actions={
          <Group gap="xs">
            {jobs && <DemoDataButtons jobs={jobs} />}
            <ButtonLink to="/app/job-description/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Create Job
            </ButtonLink>
          </Group>
        }
      />

      <ListToolbar label="Search jobs" placeholder="Search jobs..." search={search} onSearchChange={onSearchChange}>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Filter
        </Button>
      </ListToolbar>

      <TabBar tabs={JOB_TABS} value={search.tab} onChange={(tab) => onSearchChange({ tab })} />

      {jobs === undefined ? (
        <PageLoader label="Loading jobs" />
      ) : visible.length === 0 ? (
        <EmptyState icon={IconBriefcase} title="No jobs found">
          <Text c="dimmed">Create your first job posting to start receiving applications.</Text>
          <ButtonLink to="/app/job-description/new" mt="sm" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Job
          </ButtonLink>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {visible.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              counts={counts?.get(job.id) ?? noApplicants()}
              onStatusChange={(status) => changeStatus(job.id, status)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
