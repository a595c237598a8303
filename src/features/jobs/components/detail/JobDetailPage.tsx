import { Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { JobMeta } from '../JobMeta';
import { JobStatusMenu } from '../JobStatusMenu';
import { useChangeJobStatus } from '../useChangeJobStatus';
import { CandidateRowList } from '@/features/applications/components/CandidateRowList';
import {
  PIPELINE_STAGES,
  PIPELINE_STAGE_LABEL,
  countByStage,
  pipelineStage,
} from '@/features/applications/model/pipelineStage';
import type { JobDetailSearch } from '../../model/jobDetailSearch';
import { jobStats } from '../../model/jobStats';
import { CandidatePipeline } from './CandidatePipeline';
import { JobDescriptionPanel } from './JobDescriptionPanel';
import { JobStatsCards } from './JobStatsCards';
import { ShareJobPanel } from './ShareJobPanel';
import { JobPlanSelect } from '@/features/flows/components/JobPlanSelect';
import { useJobPage, type JobPageProps } from './useJobPage';
import { BackLink } from '@/ui/BackLink';
import { MainAndSide } from '@/ui/MainAndSide';
import { ButtonLink } from '@/ui/links';
import { TabBar } from '@/ui/TabBar';
import { DiscussButton } from '@/features/chat';

export type JobDetailPageProps = JobPageProps<JobDetailSearch>;

/** /app/jobs/{jobId} (spec §2 "Admin job detail"); the candidates tab lives in the URL. */
export function JobDetailPage({ jobId, search, onSearchChange }: JobDetailPageProps) {
  const page = useJobPage(jobId, 'Loading job');
  const changeStatus = useChangeJobStatus();
  const { tab } = search;

  if (!page.ready) return page.fallback;
  const { job, data } = page;

  const counts = countByStage(data.applications);
  const stats = jobStats(data.applications);
  const listed = tab === 'all' ? data.applications : data.applications.filter((a) => pipelineStage(a.status) === tab);
  const tabs = [
    { value: 'all' as const, label: `All Candidates (${stats.total})` },
    ...PIPELINE_STAGES.map((stage) => ({ value: stage, label: `${PIPELINE_STAGE_LABEL[stage]} (${counts[stage]})` })),
  ];

  return (
    <Stack gap="lg">
      <BackLink to="/app/jobs">Back to Jobs</BackLink>

      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {job.title}
          </Title>
          <JobMeta job={job}>
            <Group gap={4}>
              <IconUsers size={14} aria-hidden />
              <Text size="sm">
                {stats.total} {stats.total === 1 ? 'applicant' : 'applicants'}
              </Text>
            </Group>
          </JobMeta>
        </Stack>
        <Group gap="sm">
          <JobStatusMenu job={job} onChange={(status) => changeStatus(job.id, status)} />
          <JobPlanSelect job={job} />
          <DiscussButton kind="job" id={job.id} />
          <ButtonLink to="/app/jobs/$jobId/candidates" params={{ jobId }} variant="light">
            Manage Candidates
          </ButtonLink>
        </Group>
      </Group>

      <JobStatsCards stats={stats} />

      <MainAndSide mainSpan={8} side={<ShareJobPanel jobId={job.id} />}>
        <JobDescriptionPanel job={job} />
        <CandidatePipeline counts={counts} total={stats.total} />
        <TabBar tabs={tabs} value={tab} onChange={(next) => onSearchChange({ tab: next })} />
        {listed.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No candidates in this stage
          </Text>
        ) : (
          <CandidateRowList applications={listed} profiles={data.profiles} />
        )}
      </MainAndSide>
    </Stack>
  );
}
