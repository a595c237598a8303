import { Avatar, Group, Text } from '@mantine/core';
import { firstNameFromEmail, initialsFromEmail } from '../auth/userName';

/** The side bar's user block: initials, first name from the email, and the Team Manager label. */
export function UserCard({ email }: { email: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap" p="xs" data-testid="user-card">
      <Avatar color="violet" radius="xl">
        {initialsFromEmail(email)}
      </Avatar>
      <div>
        <Text size="sm" fw={600}>
          {firstNameFromEmail(email) ?? 'HR Manager'}
        </Text>
        <Text size="xs" c="dimmed">
          Team Manager
        </Text>
      </div>
    </Group>
  );
}
