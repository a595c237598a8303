import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import { useAuth } from '@/auth';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { noteAuthor } from '../model/noteAuthor';
import { addNote } from '../commands/addNote';
import { useNotes } from '../queries/useNotes';
import { roleLabel } from '@/db/permissions';
import { memberMentionName, type MentionCandidate } from '../model/mentions';
import { NoteEditor } from './NoteEditor';
import { NoteContent } from './NoteContent';

/** Notes on a candidate (add, cancel, save), stored in `notes` and synced to every device. */
export function NotesPanel({ candidateId }: { candidateId: string }) {
  const db = useCompanyDb();
  const { user } = useAuth();
  const notes = useNotes(candidateId);
  // Notes name their author (issue 13): the member's name from the team's table; notes written
  // before teams carry the author's email instead.
  const members = useLiveQuery(() => db.companyMembers.toArray(), [db]);
  const authorName = (createdBy: string | null | undefined) => noteAuthor(createdBy ?? null, members ?? []);
  // Who can be @mentioned: the team's current members (not the author), by the names they have now.
  const team = useMemo(
    () =>
      (members ?? [])
        .filter((m) => !m.deleted_at)
        .map((m) => ({ userId: m.user_id, name: memberMentionName(m), detail: roleLabel(m.role) }))
        .filter((m) => m.name),
    [members],
  );
  const mentionable = useMemo(() => team.filter((m) => m.userId !== user?.id), [team, user?.id]);
  const [adding, setAdding] = useState(false);

  const handleCancel = () => setAdding(false);

  const handleSave = async (content: string, mentionedIds: string[]) => {
    try {
      await addNote(db, candidateId, content, user?.id ?? null, mentionedIds);
      handleCancel();
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to save note', color: 'red' });
    }
  };

  /** The members a note mentions (a former member's mention shows as plain text). */
  const mentionedIn = (ids: readonly string[] | undefined): MentionCandidate[] =>
    ids?.length ? team.filter((m) => ids.includes(m.userId)) : [];

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
      {adding && <NoteEditor members={mentionable} onSave={handleSave} onCancel={handleCancel} />}
      {notes && notes.length === 0 && !adding && (
        <Group gap="xs" c="dimmed">
          <IconNote size={16} aria-hidden />
          <Text size="sm">No notes yet.</Text>
        </Group>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
        {notes?.map((note) => (
          <Paper key={note.id} component="li" bg="var(--mantine-color-gray-light)" p="sm" radius="sm">
            <NoteContent content={note.content} mentioned={mentionedIn(note.mentioned_ids)} />
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
