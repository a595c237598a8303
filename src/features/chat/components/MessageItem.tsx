import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { MentionTextarea, NoteContent, type MentionCandidate, type MentionOption } from '@/features/notes';
import { canSend } from '@/ui/chat/sendRule';
import type { ThreadMessage } from '../model/threadOrder';

export interface MessageItemProps {
  message: ThreadMessage;
  authorName: string;
  time: string;
  /** The signed-in member wrote it: they may edit and delete it. */
  mine: boolean;
  /** The members it mentions, by the names they have now (highlighted). */
  mentioned: readonly MentionCandidate[];
  /** For editing: who may be mentioned. */
  members: readonly MentionOption[];
  onEdit: (body: string, mentionedIds: string[]) => void;
  onDelete: () => void;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

/**
 * One message: author, time, the text with its mentions; "Sending…" until the server has it,
 * "edited" once changed, and for a write the server refused, its reason with Retry and Discard.
 */
export function MessageItem(props: MessageItemProps) {
  const { message, authorName, time, mine, mentioned, members, onEdit, onDelete, onRetry, onDiscard } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [draftIds, setDraftIds] = useState<string[]>([...message.mentionedIds]);
  // A refused new message has no row to edit or delete: Retry or Discard decide.
  const canChange = mine && !(message.refused && message.unsent);

  const handleSave = () => {
    if (!canSend(draft)) return;
    onEdit(draft, draftIds);
    setEditing(false);
  };

  const handleStartEdit = () => {
    setDraft(message.body);
    setDraftIds([...message.mentionedIds]);
    setEditing(true);
  };

  return (
    <Paper
      component="li"
      p="xs"
      radius="sm"
      bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-light)'}
      data-testid="message"
      data-message-id={message.id}
      data-pending={message.pending || message.unsent ? 'true' : 'false'}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {authorName}
          </Text>
          <Text size="xs" c="dimmed">
            {time}
            {message.edited ? ' · edited' : ''}
          </Text>
          {message.pending && !message.refused && (
            <Text size="xs" c="dimmed" fs="italic">
              Sending…
            </Text>
          )}
        </Group>
        {canChange && !editing && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions">
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={handleStartEdit}>
                Edit message
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
                Delete message
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs" mt={4}>
          <MentionTextarea
            members={members}
            value={draft}
            onChange={(value, ids) => {
              setDraft(value);
              setDraftIds(ids);
            }}
            aria-label="Edit message"
            autosize
            minRows={1}
            autoFocus
          />
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button size="compact-sm" onClick={handleSave} disabled={!canSend(draft)}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <NoteContent content={message.body} mentioned={mentioned} />
      )}
      {message.refused && (
        <Stack gap={4} mt={4}>
          <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            Not sent: {message.refused.reason}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => onRetry(message.refused!.seq)}
            >
              Retry
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDiscard(message.refused!.seq)}>
              Discard
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
