import { Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { CandidateEmailTimeline, EmailCandidateButton } from '@/features/email';

/**
 * "With the candidate": the mail the team sent them and their replies — the profile's Emails
 * timeline, the same component — with "Email candidate" to write to them.
 */
export function CandidateMail({ candidateId }: { candidateId: string }) {
  const db = useCompanyDb();
  const profile = useLiveQuery(async () => (await db.profiles.get(candidateId)) ?? null, [db, candidateId]);
  if (profile === undefined) return null;
  if (profile === null) return <Text c="dimmed">This candidate no longer exists.</Text>;
  const name = candidateName(profile);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <EmailCandidateButton candidateId={candidateId} email={profile.email} variant="light" size="sm" />
      </Group>
      <CandidateEmailTimeline candidateId={candidateId} firstName={profile.first_name?.trim() || name} />
    </Stack>
  );
}
