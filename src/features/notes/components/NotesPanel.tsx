import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import { useAuth } from '@/auth';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { noteAuthor } from '../model/noteAuthor';
import { addNote } from '../commands/addNote';
import { canSaveNote } from '../model/noteRules';
import { useNotes } from '../queries/useNotes';

/** Notes on a candidate (add, cancel, save), stored in `notes` and synced to every device. */
export function NotesPanel({ candidateId }: { candidateId: string }) {
  const db = useCompanyDb();
  const { user } = useAuth();
  const notes = useNotes(candidateId);
  // Notes name their author (issue 13): the member's name from the team's table; notes written
  // before teams carry the author's email instead.
  const members = useLiveQuery(() => db.companyMembers.toArray(), [db]);
  const authorName = (createdBy: string | null | undefined) => noteAuthor(createdBy ?? null, members ?? []);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');

  const handleCancel = () => {
    setAdding(false);
    setDraft('');
  };

  const handleSave = async () => {
    if (!canSaveNote(draft)) return;
    try {
      await addNote(db, candidateId, draft, user?.id ?? null);
      handleCancel();
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to save note', color: 'red' });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Notes
        </Title>
        {!adding && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add Note
          </Button>
        )}
      </Group>
      {adding && (
        <Stack gap="xs" mb="md">
          <Textarea
            aria-label="New note"
            placeholder="Write a note about this candidate..."
            autosize
            minRows={3}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autoFocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={handleCancel}>
              Cancel
            </Button>
            <Button size="xs" onClick={handleSave} disabled={!canSaveNote(draft)}>
              Save Note
            </Button>
          </Group>
        </Stack>
      )}
      {notes && notes.length === 0 && !adding && (
        <Group gap="xs" c="dimmed">
          <IconNote size={16} aria-hidden />
          <Text size="sm">No notes yet.</Text>
        </Group>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
        {notes?.map((note) => (
          <Paper key={note.id} component="li" bg="var(--mantine-color-gray-light)" p="sm" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.content}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {authorName(note.created_by)} · {formatDistanceToNow(new Date(note.created_at), { addSuffix: true })}
              {note._pending ? ' · waiting to sync' : ''}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
