// The one chat panel of the app: the creator, the job question chat and the application chat all
// render it, each with its own texts and labels. A shared widget: it knows no feature, no session
// and no database — messages come in, typed messages go out through `onSend`.
import type { ReactNode } from 'react';
import { Box, Paper } from '@mantine/core';
import { ChatComposer, type ChatInput } from './ChatComposer';
import { ChatMessageList, type ChatLog } from './ChatMessageList';
import type { ChatLook } from './chatLook';

export interface ChatPanelProps {
  look: ChatLook;
  /** The messages, the typing indicator, and their names. */
  log: ChatLog;
  /** The message box, its names, and where messages go. */
  input: ChatInput;
  /** 'public' look: what stands above the messages inside the panel (a title, a progress bar). */
  header?: ReactNode;
  /** 'app' look: the message list's height; 'public' look: the whole panel's. */
  height: number | string;
}

export function ChatPanel({ look, log, input, header, height }: ChatPanelProps) {
  const list = <ChatMessageList look={look} height={height} {...log} />;
  const composer = <ChatComposer look={look} {...input} />;
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
