import { useState } from 'react';
import { Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin, IconUsers } from '@tabler/icons-react';
import { JobStatusMenu } from '../../jobs/components/JobStatusMenu';
import { useChangeJobStatus } from '../../jobs/components/useChangeJobStatus';
import { relativeAge } from '../../job-board/model/relativeAge';
import { useJob } from '../../jobs/queries/useJobs';
import { JobLoading } from '../../jobs/components/JobLoadState';
import { JobNotFound } from '../../../ui/JobNotFound';
import { CandidateRow } from '../../pipeline/components/CandidateRow';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABEL, countByStage, pipelineStage, type PipelineStage } from '../../pipeline/model/pipelineStage';
import { useJobApplications } from '../../pipeline/queries/useJobApplications';
import { jobStats } from '../model/jobStats';
import { CandidatePipeline } from './CandidatePipeline';
import { JobDescriptionPanel } from './JobDescriptionPanel';
import { JobStatsCards } from './JobStatsCards';
import { ShareJobPanel } from './ShareJobPanel';
import { AnchorLink, ButtonLink } from '../../../ui/links';

type CandidateTab = 'all' | PipelineStage;

/** /app/jobs/{jobId} (spec §2 "Admin job detail"). */
export function JobDetailPage({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const data = useJobApplications(jobId);
  const changeStatus = useChangeJobStatus();
  const [tab, setTab] = useState<CandidateTab>('all');

  if (job === undefined || data === undefined) return <JobLoading label="Loading job" />;
  if (job === null) return <JobNotFound variant="recruiter" />;

  const counts = countByStage(data.applications);
  const stats = jobStats(data.applications);
  const listed = tab === 'all' ? data.applications : data.applications.filter((a) => pipelineStage(a.status) === tab);

  return (
    <Stack gap="lg">
      <AnchorLink to="/app/jobs" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to Jobs
        </Group>
      </AnchorLink>

      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {job.title}
          </Title>
          <Group gap="md" c="dimmed">
            {job.location && (
              <Group gap={4}>
                <IconMapPin size={14} aria-hidden />
                <Text size="sm">{job.location}</Text>
              </Group>
            )}
            <Text size="sm">Posted {relativeAge(job.created_at)}</Text>
            <Group gap={4}>
              <IconUsers size={14} aria-hidden />
              <Text size="sm">
                {stats.total} {stats.total === 1 ? 'applicant' : 'applicants'}
              </Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="sm">
          <JobStatusMenu status={job.status} jobTitle={job.title} onChange={(status) => changeStatus(job.id, status)} />
          <ButtonLink to="/app/jobs/$jobId/candidates" params={{ jobId }} variant="light">
            Manage Candidates
          </ButtonLink>
        </Group>
      </Group>

      <JobStatsCards stats={stats} />

      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <JobDescriptionPanel job={job} />
            <CandidatePipeline counts={counts} total={stats.total} />
            <Tabs value={tab} onChange={(value) => setTab((value as CandidateTab) ?? 'all')}>
              <Tabs.List>
                <Tabs.Tab value="all">All Candidates ({stats.total})</Tabs.Tab>
                {PIPELINE_STAGES.map((stage) => (
                  <Tabs.Tab key={stage} value={stage}>
                    {PIPELINE_STAGE_LABEL[stage]} ({counts[stage]})
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {listed.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                No candidates in this stage
              </Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Candidates">
                {listed.map((application) => (
                  <CandidateRow
                    key={application.id}
                    application={application}
                    profile={application.applicant_id ? data.profiles.get(application.applicant_id) : undefined}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ShareJobPanel jobId={job.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
