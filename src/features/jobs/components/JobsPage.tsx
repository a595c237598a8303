import { useState } from 'react';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconBriefcase, IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import { useApplicantCounts } from '../queries/useApplicantCounts';
import { useJobs } from '../queries/useJobs';
import { JOB_TABS, filterJobs, type JobTab } from '../model/jobFilters';
import { noApplicants } from '../model/applicantCounts';
import { JobCard } from './JobCard';
import { DemoDataButtons } from './DemoDataButtons';
import { useChangeJobStatus } from './useChangeJobStatus';
import { ButtonLink } from '../../../ui/links';

/** /app/jobs (spec §2 "Jobs list"). */
export function JobsPage() {
  const jobs = useJobs();
  const counts = useApplicantCounts();
  const changeStatus = useChangeJobStatus();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<JobTab>('all');

  const visible = jobs ? filterJobs(jobs, query, tab) : [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Jobs
          </Title>
          <Text c="dimmed">Manage your job postings and track applicants.</Text>
        </div>
        <Group gap="xs">
          {jobs && <DemoDataButtons jobs={jobs} />}
          <ButtonLink to="/app/job-description/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Job
          </ButtonLink>
        </Group>
      </Group>

      <Group gap="sm">
        <TextInput
          flex={1}
          aria-label="Search jobs"
          placeholder="Search jobs..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Filter
        </Button>
      </Group>

      <Tabs value={tab} onChange={(value) => setTab((value as JobTab) ?? 'all')}>
        <Tabs.List>
          {JOB_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {jobs === undefined ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading jobs" />
        </Center>
      ) : visible.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <IconBriefcase size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h4">
            No jobs found
          </Title>
          <Text c="dimmed">Create your first job posting to start receiving applications.</Text>
          <ButtonLink to="/app/job-description/new" mt="sm" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Job
          </ButtonLink>
        </Stack>
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
