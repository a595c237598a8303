import { memo } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconExternalLink, IconUsers } from '@tabler/icons-react';
import type { Job } from '@/db';
import { useCan } from '@/db/react';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABEL } from '@/features/applications/model/pipelineStage';
import type { JobApplicantCounts } from '../model/applicantCounts';
import type { JobStatus } from '../model/jobStatus';
import { JobDetailsButton } from './JobDetailsButton';
import { JobMeta } from './JobMeta';
import { JobStatusMenu } from './JobStatusMenu';
import { CardButtonLink } from '@/ui/CardButtonLink';
import { AnchorLink } from '@/ui/links';

export interface JobCardProps {
  job: Job;
  counts: JobApplicantCounts;
  /** Takes the job's id: one stable function for every card, so the memoised card is not redrawn. */
  onStatusChange: (jobId: string, status: JobStatus) => void;
}

/**
 * A job of the jobs list. Memoised: the list re-renders on each scroll step, range change and
 * measurement, and a card whose job and counts did not change is not drawn again (B3).
 */
export const JobCard = memo(function JobCard({ job, counts, onStatusChange }: JobCardProps) {
  const mayManageJobs = useCan('manage_jobs');
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={job.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <AnchorLink to="/app/jobs/$jobId" params={{ jobId: job.id }} fw={600} size="lg" c="inherit">
            {job.title}
          </AnchorLink>
          <JobMeta job={job} />
        </Stack>
        <JobStatusMenu job={job} onChange={(status) => onStatusChange(job.id, status)} />
      </Group>

      <Group gap="xs" mt="md" c="dimmed">
        <IconUsers size={16} aria-hidden />
        <Text size="sm" fw={500} c="var(--mantine-color-text)">
          {counts.total} {counts.total === 1 ? 'applicant' : 'applicants'}
        </Text>
        <Text size="sm">
          {PIPELINE_STAGES.map((stage) => `${PIPELINE_STAGE_LABEL[stage]} ${counts[stage]}`).join(' · ')}
        </Text>
      </Group>

      <Group gap="xs" mt="md">
        <Button
          component="a"
          href={`/job/${job.id}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={`Preview ${job.title}`}
        >
          Preview
        </Button>
        {mayManageJobs && (
          <CardButtonLink
            link={{ to: '/app/job-description/$jobId/edit', params: { jobId: job.id } }}
            label="Edit"
            ariaLabel={`Edit ${job.title}`}
            icon={IconEdit}
            variant="default"
          />
        )}
        <JobDetailsButton job={job} />
      </Group>
    </Card>
  );
});
