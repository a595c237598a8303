import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDistanceToNow } from 'date-fns';
import type { Application, Profile } from '../../../db';
import { candidateInitials, candidateName } from '../model/candidateIdentity';
import { AiMatchBadge } from './AiMatchBadge';
import { ButtonLink } from '../../../ui/links';

export interface CandidateRowProps {
  application: Application;
  profile: Profile | undefined;
}

/** One row of a job's candidates list (spec §2 "Job candidates"). */
export function CandidateRow({ application, profile }: CandidateRowProps) {
  const name = candidateName(profile);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" miw={0}>
          <Avatar color="violet" radius="xl" alt="">
            {candidateInitials(profile)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {name}
            </Text>
            {profile?.email && (
              <Text size="sm" c="dimmed" truncate>
                {profile.email}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Applied {formatDistanceToNow(new Date(application.created_at), { addSuffix: true })}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <AiMatchBadge rating={application.ai_rating} summary={application.ai_summary} evidence={application.ai_evidence} candidateName={name} />
          {application.applicant_id && (
            <ButtonLink
              to="/app/candidates/$candidateId"
              params={{ candidateId: application.applicant_id }}
              variant="light"
              size="xs"
              aria-label={`View profile of ${name}`}
            >
              View Profile
            </ButtonLink>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
