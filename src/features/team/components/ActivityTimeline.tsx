import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDistanceToNow } from 'date-fns';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { activityText } from '../model/activityText';

/** A candidate's timeline (issue 13): the team's feed about them, newest first, each with its actor. */
export function ActivityTimeline({ profileId }: { profileId: string }) {
  const db = useCompanyDb();
  const rows = useLiveQuery(
    async () =>
      (await db.activity.where('profile_id').equals(profileId).toArray()).sort(
        (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id),
      ),
    [db, profileId],
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Timeline
      </Title>
      {rows === undefined ? null : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Stage moves and notes by your team show here.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {rows.slice(0, 50).map((row) => (
            <Timeline.Item key={row.id}>
              <Stack gap={0}>
                <Text size="sm">{activityText(row)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDistanceToNow(new Date(row.created_at), { addSuffix: true })}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
