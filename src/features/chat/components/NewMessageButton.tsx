import { Button, Menu, Text } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { roleLabel } from '@/db/permissions';
import { memberMentionName } from '@/features/notes';
import { aboutParam } from '../model/chatSearch';
import { useTeamMembers } from '../queries/useChat';

/** "New message": a colleague to write to directly (the conversation opens with the first message). */
export function NewMessageButton({ userId }: { userId: string }) {
  const members = useTeamMembers();
  const colleagues = (members ?? [])
    .filter((m) => m.user_id !== userId)
    .map((m) => ({ id: m.user_id, name: memberMentionName(m), role: roleLabel(m.role) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" leftSection={<IconPencilPlus size={14} aria-hidden />}>
          New message
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>Write to a colleague</Menu.Label>
        {colleagues.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py={4}>
            No colleagues yet. Invite your team in Settings.
          </Text>
        ) : (
          colleagues.map((c) => (
            <Menu.Item
              key={c.id}
              renderRoot={(props) => <Link {...props} to="/app/chat" search={{ about: aboutParam('direct', c.id) }} />}
              rightSection={
                <Text size="xs" c="dimmed">
                  {c.role}
                </Text>
              }
            >
              {c.name}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
