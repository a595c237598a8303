import { useMemo } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFilter, IconLayoutKanban, IconList, IconUsers } from '@tabler/icons-react';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { matchesCandidateSearch } from '@/features/applications/model/candidateSearch';
import type { JobCandidatesSearch } from '@/features/applications/model/jobCandidatesSearch';
import { CandidateRowList } from '@/features/applications/components/CandidateRowList';
import { KanbanBoard } from '@/features/applications/components/KanbanBoard';
import { useMoveApplication } from '@/features/applications/components/useMoveApplication';
import { BackLink } from '@/ui/BackLink';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageTitle } from '@/ui/PageHeader';
import { useJobPage, type JobPageProps } from './useJobPage';
import { useCan } from '@/db/react';
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import { useJobStages } from '@/features/flows/components/useJobStages';
import { AnchorLink } from '@/ui/links';
import { sortByRating } from '@/features/screening/model/sortByRating';

const VIEW_OPTIONS = [
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
];

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'AI rating' },
];

const GROUP_OPTIONS = [
  { value: 'status', label: 'Status' },
  { value: 'stage', label: 'Stage' },
];

export type JobCandidatesPageProps = JobPageProps<JobCandidatesSearch>;

/**
 * /app/jobs/{jobId}/candidates (spec §2 "Job candidates"); the view, the board's grouping (status, or
 * the stages of the job's interview plan) and the search live in the URL.
 */
export function JobCandidatesPage({ jobId, search, onSearchChange }: JobCandidatesPageProps) {
  const page = useJobPage(jobId, 'Loading candidates');
  const handleMove = useMoveApplication();
  const mayMove = useCan('manage_candidates');
  const stages = useJobStages({ interview_plan_id: page.ready ? page.job.interview_plan_id : null });

  const ready = page.ready ? page.data : null;
  // Kept while the store's answer and the search stay the same: the board sorts a busy job's
  // 10 000 applications whenever it gets a new list, and this page re-renders for other reasons.
  const visible = useMemo(
    () =>
      ready?.applications.filter((application) => {
        const profile = application.applicant_id ? ready.profiles.get(application.applicant_id) : undefined;
        return matchesCandidateSearch(
          { name: candidateName(profile), email: profile?.email ?? null, aiSummary: application.ai_summary },
          search.q,
        );
      }) ?? [],
    [ready, search.q],
  );

  if (!page.ready) return page.fallback;
  const { job, data } = page;
  const byStage = search.group === 'stage';

  return (
    <Stack gap="lg">
      <BackLink to="/app/jobs/$jobId" params={{ jobId }}>
        Back to Job
      </BackLink>
      <PageTitle
        title={`Candidates for ${job.title}`}
        description={
          <>
            {data.applications.length} {data.applications.length === 1 ? 'candidate' : 'candidates'}
            {job.location ? ` · ${job.location}` : ''}
          </>
        }
      />

      {/* At least 220 px: on a phone the search takes a row of its own instead of shrinking to "Searc". */}
      <ListToolbar
        label="Search candidates"
        placeholder="Search candidates..."
        searchFlex="1 1 220px"
        search={search}
        onSearchChange={onSearchChange}
      >
        <SegmentedControl
          aria-label="View"
          value={search.view}
          onChange={(view) => onSearchChange({ view: view as JobCandidatesSearch['view'] })}
          data={VIEW_OPTIONS}
        />
        {search.view === 'list' && (
          <SegmentedControl
            aria-label="Sort by"
            value={search.sort}
            onChange={(sort) => onSearchChange({ sort: sort as JobCandidatesSearch['sort'] })}
            data={SORT_OPTIONS}
          />
        )}
        {search.view === 'flow' && (
          <SegmentedControl
            aria-label="Group by"
            value={search.group}
            onChange={(group) => onSearchChange({ group: group as JobCandidatesSearch['group'] })}
            data={GROUP_OPTIONS}
          />
        )}
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
          Filter
        </Button>
      </ListToolbar>

      {data.applications.length === 0 ? (
        <EmptyState icon={IconUsers} title="No candidates yet">
          <Text c="dimmed">When candidates apply to this job, they'll appear here.</Text>
        </EmptyState>
      ) : search.view === 'list' ? (
        <CandidateRowList
          applications={search.sort === 'rating' ? sortByRating(visible) : visible}
          profiles={data.profiles}
          stageControl={stages.stageControl}
        />
      ) : byStage ? (
        <>
          {!stages.hasPlan && (
            <Text c="dimmed" size="sm">
              This job has no interview plan yet: choose one on the{' '}
              <AnchorLink to="/app/jobs/$jobId" params={{ jobId }}>
                job page
              </AnchorLink>{' '}
              to group candidates by its stages.
            </Text>
          )}
          <KanbanBoard
            applications={visible}
            profiles={data.profiles}
            grouping={stages.grouping}
            onMove={stages.onMove}
          />
        </>
      ) : (
        <KanbanBoard
          applications={visible}
          profiles={data.profiles}
          onMove={mayMove ? (id, to, name) => handleMove(id, to as PipelineStage, name) : undefined}
        />
      )}
    </Stack>
  );
}
