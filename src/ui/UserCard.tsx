import { Avatar, Group, Text } from '@mantine/core';

export interface UserCardProps {
  name: string;
  initials: string;
  /** The member's role in the open company (issue 13: it replaced the fixed "Team Manager"). */
  roleLabel: string | null;
  companyName: string | null;
}

/** The side bar's user block: initials, the member's name, their role and company. */
export function UserCard({ name, initials, roleLabel, companyName }: UserCardProps) {
  const line = [roleLabel, companyName].filter(Boolean).join(' · ');
  return (
    <Group gap="sm" wrap="nowrap" p="xs" data-testid="user-card">
      <Avatar color="violet" radius="xl">
        {initials}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {line && (
          <Text size="xs" c="dimmed" truncate>
            {line}
          </Text>
        )}
      </div>
    </Group>
  );
}
