import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MentionTextarea, type MentionOption } from '@/features/notes';
import { SEND_LABEL } from '@/ui/chat/chatTexts';
import { canSend, isSendKey } from '@/ui/chat/sendRule';

export interface MessageComposerProps {
  /** The colleagues offered after "@" (the writer left out). */
  members: readonly MentionOption[];
  /** Gets the message as typed (trimmed by the command) and the members it names. */
  onSend: (text: string, mentionedIds: string[]) => Promise<void> | void;
  label: string;
  placeholder: string;
}

/**
 * The message box of a conversation, under the chat input rule of the spec (sendRule): an empty or
 * whitespace-only message cannot be sent; Enter sends, Shift+Enter makes a new line. "@" mentions
 * a colleague (the notes' picker).
 */
export function MessageComposer({ members, onSend, label, placeholder }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [mentionedIds, setMentionedIds] = useState<string[]>([]);

  const send = () => {
    if (!canSend(text)) return;
    void onSend(text.trim(), mentionedIds);
    setText('');
    setMentionedIds([]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" data-testid="composer">
      <div style={{ flex: 1, minWidth: 0 }}>
        <MentionTextarea
          members={members}
          value={text}
          onChange={(value, ids) => {
            setText(value);
            setMentionedIds(ids);
          }}
          onKeyDown={handleKeyDown}
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={6}
        />
      </div>
      <ActionIcon size="lg" onClick={send} disabled={!canSend(text)} aria-label={SEND_LABEL}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
