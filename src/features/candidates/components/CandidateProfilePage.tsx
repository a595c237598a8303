import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMail, IconPhone } from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import { NotesPanel } from '@/features/notes';
import { candidateInitials, candidateName } from '@/features/applications/model/candidateIdentity';
import { useCandidate } from '../queries/useCandidate';
import { CandidateApplications } from './CandidateApplications';
import { useCandidateActions } from './useCandidateActions';
import { BackLink } from '@/ui/BackLink';
import { MainAndSide } from '@/ui/MainAndSide';
import { NotFoundState } from '@/ui/NotFoundState';
import { PageLoader } from '@/ui/PageLoader';
import { ActivityTimeline } from '@/features/team/components/ActivityTimeline';
import { CandidateInterviews } from '@/features/interviews/components/CandidateInterviews';
import { ScheduleInterviewButton } from '@/features/interviews/components/ScheduleInterviewButton';
import { CandidateEmailTimeline, EmailCandidateButton } from '@/features/email';
import { DiscussButton } from '@/features/chat';

const backToCandidates = <BackLink to="/app/candidates">Back to Candidates</BackLink>;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {value || 'Not provided'}
      </Text>
    </div>
  );
}

/** /app/candidates/{candidateId} (spec §2 "Candidate profile"). */
export function CandidateProfilePage({ candidateId }: { candidateId: string }) {
  const detail = useCandidate(candidateId);
  const { download } = useCandidateActions();

  if (detail === undefined) return <PageLoader label="Loading candidate" />;
  if (detail === null) {
    return (
      <NotFoundState
        tone="app"
        title="Candidate not found"
        description="The candidate you're looking for doesn't exist or has been removed"
        action={backToCandidates}
      />
    );
  }

  const { profile, applications } = detail;
  const name = candidateName(profile);
  return (
    <Stack gap="lg">
      {backToCandidates}
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start">
          <Group align="flex-start">
            <Avatar size="xl" radius="xl" color="violet" alt="">
              {candidateInitials(profile)}
            </Avatar>
            <Stack gap="xs">
              <Title order={1} size="h2">
                {name}
              </Title>
              <Group gap="xs">
                {profile.email && (
                  <Badge variant="light" color="gray" leftSection={<IconMail size={12} aria-hidden />} tt="none">
                    {profile.email}
                  </Badge>
                )}
                {profile.phone && (
                  <Badge variant="light" color="gray" leftSection={<IconPhone size={12} aria-hidden />} tt="none">
                    {profile.phone}
                  </Badge>
                )}
                <Badge variant="light" color="gray" leftSection={<IconCalendar size={12} aria-hidden />} tt="none">
                  Joined {formatDistanceToNow(new Date(profile.created_at), { addSuffix: true })}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Group gap="xs" align="flex-start">
            <EmailCandidateButton
              candidateId={profile.id}
              email={profile.email}
              applicationId={applications[0]?.application.id ?? null}
            />
            <Button
              component="a"
              href={profile.email ? `mailto:${profile.email}` : profile.phone ? `tel:${profile.phone}` : undefined}
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              disabled={!profile.email && !profile.phone}
            >
              Contact
            </Button>
            <DiscussButton kind="candidate" id={profile.id} />
            <ScheduleInterviewButton
              applications={applications.map(({ application, job }) => ({
                value: application.id,
                label: job?.title ?? 'Unknown job',
              }))}
            />
          </Group>
        </Group>
      </Paper>

      <MainAndSide mainSpan={7} side={<NotesPanel candidateId={profile.id} />}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Profile Information
          </Title>
          <Stack gap="sm">
            <Field label="Summary" value={profile.summary} />
            <div>
              <Text size="sm" fw={600}>
                Skills
              </Text>
              {profile.skills.length ? (
                <Group gap={4} mt={4}>
                  {profile.skills.map((skill) => (
                    <Badge key={skill} variant="outline" color="gray" size="sm">
                      {skill}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Not provided
                </Text>
              )}
            </div>
            <Field label="Experience" value={profile.experience} />
            <Field label="Education" value={profile.education} />
          </Stack>
        </Paper>
        <CandidateApplications items={applications} candidateName={name} onDownload={download} />
        <CandidateInterviews profileId={profile.id} />
        <CandidateEmailTimeline candidateId={profile.id} firstName={profile.first_name?.trim() || name} />
        <ActivityTimeline profileId={profile.id} />
      </MainAndSide>
    </Stack>
  );
}
