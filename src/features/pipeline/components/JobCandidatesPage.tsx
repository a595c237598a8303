import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFilter, IconLayoutKanban, IconList, IconSearch, IconUsers } from '@tabler/icons-react';
import { useCompanyDb } from '../../../db/react';
import { useJob } from '../../jobs/queries/useJobs';
import { JobLoading } from '../../jobs/components/JobLoadState';
import { JobNotFound } from '../../../ui/JobNotFound';
import { setApplicationStatus } from '../commands/setApplicationStatus';
import { candidateName } from '../model/candidateIdentity';
import { matchesCandidateSearch } from '../model/candidateSearch';
import { CANDIDATE_MOVE_FAILED_TOAST, candidateMovedToast } from '../model/candidateMovedToast';
import type { PipelineStage } from '../model/pipelineStage';
import { useJobApplications } from '../queries/useJobApplications';
import { CandidateRow } from './CandidateRow';
import { KanbanBoard } from './KanbanBoard';
import { AnchorLink } from '../../../ui/links';

export interface JobCandidatesPageProps {
  jobId: string;
}

type View = 'list' | 'flow';

/** /app/jobs/{jobId}/candidates (spec §2 "Job candidates"). */
export function JobCandidatesPage({ jobId }: JobCandidatesPageProps) {
  const db = useCompanyDb();
  const job = useJob(jobId);
  const data = useJobApplications(jobId);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('list');

  if (job === undefined || data === undefined) return <JobLoading label="Loading candidates" />;
  if (job === null) return <JobNotFound variant="recruiter" />;

  const visible = data.applications.filter((application) => {
    const profile = application.applicant_id ? data.profiles.get(application.applicant_id) : undefined;
    return matchesCandidateSearch(
      { name: candidateName(profile), email: profile?.email ?? null, aiSummary: application.ai_summary },
      query,
    );
  });

  const handleMove = async (applicationId: string, stage: PipelineStage, name: string) => {
    try {
      await setApplicationStatus(db, applicationId, stage);
      notifications.show(candidateMovedToast(name, stage));
    } catch (error) {
      console.error(error);
      notifications.show(CANDIDATE_MOVE_FAILED_TOAST);
    }
  };

  return (
    <Stack gap="lg">
      <AnchorLink to="/app/jobs/$jobId" params={{ jobId }} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to Job
        </Group>
      </AnchorLink>
      <div>
        <Title order={1} size="h2">
          Candidates for {job.title}
        </Title>
        <Text c="dimmed">
          {data.applications.length} {data.applications.length === 1 ? 'candidate' : 'candidates'}
          {job.location ? ` · ${job.location}` : ''}
        </Text>
      </div>

      <Group gap="sm">
        {/* At least 220 px: on a phone the search takes a row of its own instead of shrinking to "Searc". */}
        <TextInput
          flex="1 1 220px"
          aria-label="Search candidates"
          placeholder="Search candidates..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            {
              value: 'list',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconList size={16} aria-hidden /> List
                </Group>
              ),
            },
            {
              value: 'flow',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconLayoutKanban size={16} aria-hidden /> Flow
                </Group>
              ),
            },
          ]}
        />
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Filter
        </Button>
      </Group>

      {data.applications.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <IconUsers size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h4">
            No candidates yet
          </Title>
          <Text c="dimmed">When candidates apply to this job, they'll appear here.</Text>
        </Stack>
      ) : view === 'list' ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Candidates">
          {visible.map((application) => (
            <CandidateRow
              key={application.id}
              application={application}
              profile={application.applicant_id ? data.profiles.get(application.applicant_id) : undefined}
            />
          ))}
        </Stack>
      ) : (
        <KanbanBoard applications={visible} profiles={data.profiles} onMove={handleMove} />
      )}
    </Stack>
  );
}
