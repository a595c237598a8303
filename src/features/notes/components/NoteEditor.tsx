import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { canSaveNote } from '../model/noteRules';
import { MentionTextarea, type MentionOption } from './MentionTextarea';

export interface NoteEditorProps {
  /** The members the editor offers after "@" (the author left out). */
  members: readonly MentionOption[];
  onSave: (content: string, mentionedIds: string[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * The new note's text, with @mentions (MentionTextarea): a chosen member's id goes into the note
 * for as long as the text still names them.
 */
export function NoteEditor({ members, onSave, onCancel }: NoteEditorProps) {
  const [draft, setDraft] = useState('');
  const [mentionedIds, setMentionedIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const handleChange = (text: string, ids: string[]) => {
    setDraft(text);
    setMentionedIds(ids);
  };

  const handleSave = async () => {
    if (!canSaveNote(draft) || saving) return;
    setSaving(true);
    try {
      await onSave(draft, mentionedIds);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs" mb="md">
      <MentionTextarea
        members={members}
        value={draft}
        onChange={handleChange}
        aria-label="New note"
        description="Type @ to mention a teammate."
        placeholder="Write a note about this candidate..."
        autosize
        minRows={3}
        autoFocus
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" onClick={handleSave} disabled={!canSaveNote(draft)} loading={saving}>
          Save Note
        </Button>
      </Group>
    </Stack>
  );
}
