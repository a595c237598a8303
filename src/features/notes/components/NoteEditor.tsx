import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Combobox, Group, Stack, Text, Textarea, useCombobox } from '@mantine/core';
import { canSaveNote } from '../model/noteRules';
import {
  insertMention,
  matchMembers,
  mentionQueryAt,
  survivingMentionIds,
  type MentionCandidate,
  type MentionQuery,
} from '../model/mentions';

export interface NoteEditorProps {
  /** The members the editor offers after "@" (the author left out). */
  members: readonly (MentionCandidate & { detail?: string })[];
  onSave: (content: string, mentionedIds: string[]) => Promise<void>;
  onCancel: () => void;
}

/**
 * The new note's text. Typing "@" offers the team's members in a list under the field (arrows to
 * move, Enter or a click to choose, Escape to dismiss); a chosen member's name goes into the text
 * and their id into the note, for as long as the text still names them.
 */
export function NoteEditor({ members, onSave, onCancel }: NoteEditorProps) {
  const [draft, setDraft] = useState('');
  const [caret, setCaret] = useState(0);
  const [chosen, setChosen] = useState<MentionCandidate[]>([]);
  /** The "@" whose list was dismissed with Escape: it stays closed until another "@" is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const mention: MentionQuery | null = mentionQueryAt(draft, caret);
  const options = mention && mention.start !== dismissedAt ? matchMembers(members, mention.query) : [];
  const open = options.length > 0;
  const combobox = useCombobox({ opened: open });
  const optionsKey = options.map((o) => o.userId).join(',');

  // The best match is selected as the list opens or narrows, so Enter takes it.
  useEffect(() => {
    if (open) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is stable per render; re-run only when the options change
  }, [open, optionsKey]);

  const track = (el: HTMLTextAreaElement) => {
    const at = el.selectionStart ?? el.value.length;
    setCaret(at);
    // Out of a mention: the next "@" offers the list again, even where one was dismissed.
    if (!mentionQueryAt(el.value, at)) setDismissedAt(null);
  };

  const handleChoose = (userId: string) => {
    const member = members.find((m) => m.userId === userId);
    if (!member || !mention) return;
    const next = insertMention(draft, mention, caret, member.name);
    setDraft(next.text);
    setCaret(next.caret);
    setChosen((c) => [...c, { userId: member.userId, name: member.name }]);
    // This "@" is done: "@Maya Chen " still reads as a query for Maya Chen, but is not one.
    setDismissedAt(mention.start);
    // After React has put the new text in the field.
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && open && mention) {
      event.stopPropagation();
      setDismissedAt(mention.start);
    }
  };

  const handleSave = async () => {
    if (!canSaveNote(draft) || saving) return;
    setSaving(true);
    try {
      await onSave(draft, survivingMentionIds(draft, chosen));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs" mb="md">
      <Combobox
        store={combobox}
        onOptionSubmit={handleChoose}
        position="bottom-start"
        withinPortal={false}
        // The list follows each keystroke: it appears at once, without a fade.
        transitionProps={{ duration: 0 }}
        // The field being typed in is on screen; not hiding the list when its box looks detached
        // also keeps it working where nothing is laid out (jsdom's 0×0 boxes in component tests).
        hideDetached={false}
      >
        <Combobox.Target withKeyboardNavigation>
          <Textarea
            ref={field}
            aria-label="New note"
            description="Type @ to mention a teammate."
            placeholder="Write a note about this candidate..."
            autosize
            minRows={3}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              track(e.currentTarget);
            }}
            onSelect={(e) => track(e.currentTarget)}
            onKeyDown={handleKeyDown}
            autoFocus
          />
        </Combobox.Target>
        <Combobox.Dropdown aria-label="Mention a teammate">
          <Combobox.Options>
            {options.map((member) => (
              <Combobox.Option key={member.userId} value={member.userId}>
                <Text size="sm">{member.name}</Text>
                {member.detail && (
                  // The option's own colour (white on the selected one's violet), a little lighter.
                  <Text size="xs" c="inherit" opacity={0.85}>
                    {member.detail}
                  </Text>
                )}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
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
