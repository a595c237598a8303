import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_LOOK, type ChatLook } from './chatLook';
import { SEND_LABEL } from './chatTexts';
import { canSend, isSendKey } from './sendRule';

/** The message box as each chat words it, and where its messages go. */
export interface ChatInput {
  /** Gets the message trimmed; called only when the send rule allows it. */
  onSend: (text: string) => void;
  /** The assistant is answering (or the chat is over): nothing can be typed or sent. */
  disabled: boolean;
  label: string;
  placeholder: string;
  /** A button before the input, e.g. a document or resume upload. */
  leftAction?: ReactNode;
}

export interface ChatComposerProps extends ChatInput {
  look: ChatLook;
}

/** The message box and its send button, under the one send rule (see sendRule). */
export function ChatComposer({ look, onSend, disabled, label, placeholder, leftAction }: ChatComposerProps) {
  const [text, setText] = useState('');
  const { maxRows, sendSize, sendIconSize } = CHAT_LOOK[look];

  const send = () => {
    if (!canSend(text, disabled)) return;
    onSend(text.trim());
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {leftAction}
      <Textarea
        flex={1}
        autosize
        minRows={1}
        maxRows={maxRows}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        disabled={disabled}
      />
      <ActionIcon size={sendSize} onClick={send} disabled={!canSend(text, disabled)} aria-label={SEND_LABEL}>
        <IconSend size={sendIconSize} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
