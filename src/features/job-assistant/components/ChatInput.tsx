import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { canSend } from '../../apply/model/applyChat';

export interface ChatInputProps {
  onSend: (text: string) => void;
  disabled?: boolean;
  placeholder?: string;
  label?: string;
}

/**
 * Spec §5 "Chat inputs": blank messages cannot be sent; Enter sends, Shift+Enter adds a new line;
 * the input is disabled while the assistant is answering.
 */
export function ChatInput({ onSend, disabled = false, placeholder = 'Type your message...', label = 'Message' }: ChatInputProps) {
  const [text, setText] = useState('');
  const send = () => {
    if (disabled || !canSend(text)) return;
    onSend(text.trim());
    setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        autosize
        minRows={1}
        maxRows={4}
        style={{ flex: 1 }}
      />
      <ActionIcon size={44} radius="md" onClick={send} disabled={disabled || !canSend(text)} aria-label="Send message">
        <IconSend size={20} />
      </ActionIcon>
    </Group>
  );
}
