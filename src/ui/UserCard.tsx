import { Avatar, Group, Text } from '@mantine/core';

export interface UserCardProps {
  name: string;
  initials: string;
}

/** The side bar's user block: initials, the recruiter's name and the Team Manager label. */
export function UserCard({ name, initials }: UserCardProps) {
  return (
    <Group gap="sm" wrap="nowrap" p="xs" data-testid="user-card">
      <Avatar color="violet" radius="xl">
        {initials}
      </Avatar>
      <div>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          Team Manager
        </Text>
      </div>
    </Group>
  );
}
