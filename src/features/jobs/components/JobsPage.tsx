import { useCallback, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import { IconBriefcase, IconFilter, IconPlus } from '@tabler/icons-react';
import { useJobWindow } from '../queries/useJobWindow';
import { JOB_TABS } from '../model/jobFilters';
import type { JobsSearch } from '../model/jobsSearch';
import { noApplicants } from '../model/applicantCounts';
import { JobCard } from './JobCard';
import { DemoDataButtons } from './DemoDataButtons';
import { useChangeJobStatus } from './useChangeJobStatus';
import { useCan } from '@/db/react';
import { PlanFilterChip } from '@/features/flows/components/PlanFilterChip';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { ButtonLink } from '@/ui/links';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';
import { VirtualList } from '@/ui/VirtualList';

/** A row of job cards before it is measured (px). */
const ROW_HEIGHT_ESTIMATE = 200;

export type JobsPageProps = SearchStateProps<JobsSearch>;

/** /app/jobs (spec §2 "Jobs list"); the tab, search text and plan filter (`?flow=`) live in the URL. */
export function JobsPage({ search, onSearchChange }: JobsPageProps) {
  // Cards in rows of one or two (as the grid was); only the rows in view are rendered and read.
  const columns = useMatches({ base: 1, md: 2 });
  const [rows, setRows] = useState({ start: 0, end: 0 });
  const handleRangeChange = useCallback((start: number, end: number) => setRows({ start, end }), []);
  const planId = search.flow ?? '';
  const list = useJobWindow(search.q, search.tab, rows.start * columns, rows.end * columns, planId);
  const changeStatus = useChangeJobStatus();
  const mayManageJobs = useCan('manage_jobs');
  const total = list?.total ?? 0;
  const jobAt = (index: number) => (list && index >= list.offset ? list.jobs[index - list.offset] : undefined);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Jobs"
        description="Manage your job postings and track applicants."
        actions={
          mayManageJobs && (
            <Group gap="xs">
              <DemoDataButtons />
              <ButtonLink to="/app/job-description/new" leftSection={<IconPlus size={16} aria-hidden />}>
                Create Job
              </ButtonLink>
            </Group>
          )
        }
      />

      <ListToolbar label="Search jobs" placeholder="Search jobs..." search={search} onSearchChange={onSearchChange}>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Filter
        </Button>
      </ListToolbar>

      <TabBar tabs={JOB_TABS} value={search.tab} onChange={(tab) => onSearchChange({ tab })} />

      {planId && (
        <Group>
          <PlanFilterChip planId={planId} onDismiss={() => onSearchChange({ flow: undefined })} />
        </Group>
      )}

      {list === undefined ? (
        <PageLoader label="Loading jobs" />
      ) : total === 0 ? (
        <EmptyState icon={IconBriefcase} title="No jobs found">
          {planId ? (
            <Text c="dimmed">No jobs use this flow yet.</Text>
          ) : mayManageJobs ? (
            <>
              <Text c="dimmed">Create your first job posting to start receiving applications.</Text>
              <ButtonLink to="/app/job-description/new" mt="sm" leftSection={<IconPlus size={16} aria-hidden />}>
                Create Job
              </ButtonLink>
            </>
          ) : (
            <Text c="dimmed">Jobs your team creates will show here.</Text>
          )}
        </EmptyState>
      ) : (
        <VirtualList
          as="rows"
          count={Math.ceil(total / columns)}
          estimateSize={ROW_HEIGHT_ESTIMATE}
          gap={16}
          onRangeChange={handleRangeChange}
          renderItem={(row) => (
            <SimpleGrid cols={columns} spacing="md">
              {Array.from({ length: Math.min(columns, total - row * columns) }, (_, i) => {
                const job = jobAt(row * columns + i);
                return job ? (
                  <JobCard
                    key={job.id}
                    job={job}
                    counts={list.counts.get(job.id) ?? NO_APPLICANTS}
                    onStatusChange={changeStatus}
                  />
                ) : (
                  <JobCardPlaceholder key={`pending-${i}`} />
                );
              })}
            </SimpleGrid>
          )}
        />
      )}
    </Stack>
  );
}

/** The counts of a job nobody applied to: one object, so its memoised card is not redrawn. */
const NO_APPLICANTS = noApplicants();

/** Stands in for a job card whose row is still being read. */
function JobCardPlaceholder() {
  return (
    <Card withBorder padding="lg" radius="md" aria-busy="true" h={ROW_HEIGHT_ESTIMATE - 16}>
      <Skeleton height={16} width="50%" mb="sm" />
      <Skeleton height={10} width="70%" mb="xs" />
      <Skeleton height={10} width="40%" />
    </Card>
  );
}
