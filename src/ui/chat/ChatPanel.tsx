// The one chat panel of the app: the creator, the job question chat and the application chat all
// render it, each with its own texts and labels. A shared widget: it knows no feature, no session
// and no database — messages come in, typed messages go out through `onSend`.
import type { ReactNode } from 'react';
import { Box, Paper } from '@mantine/core';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList, type ChatMessage } from './ChatMessageList';
import type { ChatLook } from './chatLook';

export interface ChatPanelProps {
  look: ChatLook;
  messages: readonly ChatMessage[];
  /** The message log's accessible name. */
  logLabel: string;
  /** The assistant owes a reply: the typing indicator shows. */
  typing: boolean;
  onSend: (text: string) => void;
  /** No typing or sending (the assistant is answering, or the chat is over). */
  inputDisabled: boolean;
  inputLabel: string;
  placeholder: string;
  /** A button before the input (a document or resume upload). */
  leftAction?: ReactNode;
  /** 'public' look: what stands above the messages inside the panel (a title, a progress bar). */
  header?: ReactNode;
  /** 'app' look: the message list's height; 'public' look: the whole panel's. */
  height: number | string;
  messageTestId?: string;
  typingTestId?: string;
}

export function ChatPanel({ look, header, height, ...props }: ChatPanelProps) {
  const list = (
    <ChatMessageList
      look={look}
      messages={props.messages}
      label={props.logLabel}
      typing={props.typing}
      height={height}
      messageTestId={props.messageTestId}
      typingTestId={props.typingTestId}
    />
  );
  const composer = (
    <ChatComposer
      look={look}
      onSend={props.onSend}
      disabled={props.inputDisabled}
      label={props.inputLabel}
      placeholder={props.placeholder}
      leftAction={props.leftAction}
    />
  );
  if (look === 'app') {
    return (
      <Paper withBorder radius="md" p={0}>
        {list}
        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {composer}
        </Box>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" h={height} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {header}
      {list}
      {composer}
    </Paper>
  );
}
