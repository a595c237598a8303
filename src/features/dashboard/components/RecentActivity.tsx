import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconActivity, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import type { ActivityItem } from '../model/recentActivity';
import { DashboardSection } from './DashboardSection';
import { FeedItem } from './FeedItem';

/** Spec §2 "Recent Activity": new applications and stage moves, newest first. */
export function RecentActivity({ activity }: { activity: ActivityItem[] }) {
  return (
    <DashboardSection title="Recent Activity">
      {activity.length === 0 ? (
        <Text c="dimmed" size="sm">
          No recent activity yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.map((item) => (
            <FeedItem
              key={item.id}
              as="li"
              icon={
                <ThemeIcon
                  variant="light"
                  radius="xl"
                  size="md"
                  color={item.kind === 'status' ? 'orange' : item.kind === 'feed' ? 'violet' : 'blue'}
                  aria-hidden
                >
                  {item.kind === 'status' ? (
                    <IconUserCheck size={14} />
                  ) : item.kind === 'feed' ? (
                    <IconActivity size={14} />
                  ) : (
                    <IconUsers size={14} />
                  )}
                </ThemeIcon>
              }
              to={item.href}
              label={item.description}
              note={formatDistanceToNow(new Date(item.at), { addSuffix: true })}
            />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
