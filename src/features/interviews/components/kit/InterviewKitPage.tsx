import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconVideo } from '@tabler/icons-react';
import { NotesPanel } from '@/features/notes';
import { useInterviewKit } from '../../queries/useInterviews';
import type { InterviewKit } from '../../queries/interviewReads';
import { DownloadIcsButton } from '../DownloadIcsButton';
import { InterviewActions } from '../InterviewActions';
import { InterviewStatusBadge } from '../InterviewStatusBadge';
import { PanelAvatars } from '../PanelAvatars';
import { dateTimeRange, minutesLabel } from '../interviewFormat';
import { KitEvidence } from './KitEvidence';
import { KitGuide } from './KitGuide';
import { KitJob } from './KitJob';
import { KitResume } from './KitResume';
import { OtherScorecards } from './OtherScorecards';
import { ScorecardPanel } from './ScorecardPanel';
import { BackLink } from '@/ui/BackLink';
import { AnchorLink } from '@/ui/links';
import { NotFoundState } from '@/ui/NotFoundState';
import { PageLoader } from '@/ui/PageLoader';

const backToInterviews = <BackLink to="/app/interviews">Back to Interviews</BackLink>;

function KitHeader({ kit }: { kit: InterviewKit }) {
  const { item } = kit;
  const { interview } = item;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {item.candidateName}
            </Title>
            <InterviewStatusBadge status={interview.status} />
          </Group>
          <Text c="dimmed">
            {item.jobTitle}
            {item.stageName ? ` · ${item.stageName}` : ''}
          </Text>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">
                {dateTimeRange(interview)} · {minutesLabel(interview.duration_minutes)}
              </Text>
            </Group>
            {interview.location && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{interview.location}</Text>
              </Group>
            )}
            {interview.video_url && (
              <Group gap={4} wrap="nowrap">
                <IconVideo size={16} aria-hidden />
                <Anchor size="sm" href={interview.video_url} target="_blank" rel="noreferrer">
                  Join the video call
                </Anchor>
              </Group>
            )}
          </Group>
          <Group gap="xs">
            <PanelAvatars panel={item.panel} />
            <Text size="sm" c="dimmed">
              {item.panel.map((p) => p.name).join(', ')}
            </Text>
          </Group>
          {item.profileId && (
            <AnchorLink size="sm" to="/app/candidates/$candidateId" params={{ candidateId: item.profileId }}>
              View the candidate&apos;s profile
            </AnchorLink>
          )}
        </Stack>
        <Group gap="xs">
          <DownloadIcsButton item={item} size="sm" />
          <InterviewActions item={item} />
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /app/interviews/{interviewId}: the interview kit (issue 14 §4), every part from the local store
 * and the resume from the offline cache, so it works offline after one online visit. Preparation
 * (resume, job, evidence, notes) beside the guide and the scorecard on a wide screen; first on a phone.
 */
export function InterviewKitPage({ interviewId }: { interviewId: string }) {
  const kit = useInterviewKit(interviewId);
  if (kit === undefined) return <PageLoader label="Loading interview kit" />;
  if (kit === null) {
    return (
      <NotFoundState
        tone="app"
        title="Interview not found"
        description="The interview you're looking for doesn't exist or has been removed"
        action={backToInterviews}
      />
    );
  }
  return (
    <Stack gap="lg">
      {backToInterviews}
      <KitHeader kit={kit} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack>
            <KitGuide stage={kit.stage} />
            <ScorecardPanel kit={kit} />
            <OtherScorecards kit={kit} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack>
            <KitResume resume={kit.resume} application={kit.application} />
            <KitJob job={kit.job} />
            <KitEvidence application={kit.application} />
            {kit.profile && <NotesPanel candidateId={kit.profile.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
