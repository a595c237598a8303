import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Job } from '@/db';
import { JobDetailsButton } from '@/features/jobs/components/JobDetailsButton';
import { noApplicants, type JobApplicantCounts } from '@/features/jobs/model/applicantCounts';
import { AnchorLink, ButtonLink } from '@/ui/links';
import { LocationLabel } from '@/ui/LocationLabel';
import { DashboardSection } from './DashboardSection';

export interface RecentJobsProps {
  jobs: Job[];
  /** Applicants per job id; a job missing here has none. */
  counts: Map<string, JobApplicantCounts>;
}

/** Spec §2 "Recent Jobs": the latest published jobs with their applicant count. */
export function RecentJobs({ jobs, counts }: RecentJobsProps) {
  return (
    <DashboardSection
      title="Recent Jobs"
      action={
        <AnchorLink to="/app/jobs" size="sm">
          View all jobs
        </AnchorLink>
      }
    >
      {jobs.length === 0 ? (
        <Stack align="center" gap="xs" py="md">
          <Text c="dimmed">No active jobs found</Text>
          <ButtonLink to="/app/job-description" size="xs">
            Create a Job
          </ButtonLink>
        </Stack>
      ) : (
        <Stack gap="sm">
          {jobs.map((job) => (
            <RecentJob key={job.id} job={job} applicants={(counts.get(job.id) ?? noApplicants()).total} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

function RecentJob({ job, applicants }: { job: Job; applicants: number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between">
        <div>
          <Text fw={600}>{job.title}</Text>
          <Group gap="sm" c="dimmed">
            {job.location && <LocationLabel location={job.location} size="xs" />}
            <Text size="xs">
              {applicants} {applicants === 1 ? 'applicant' : 'applicants'}
            </Text>
          </Group>
        </div>
        <JobDetailsButton job={job} variant="light" />
      </Group>
    </Paper>
  );
}
