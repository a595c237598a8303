import { useEffect, useRef } from 'react';
import { Box, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconRobot, IconUser } from '@tabler/icons-react';
import { CHAT_LOOK, type ChatLook } from './chatLook';
import { TYPING_LABEL, TYPING_TEXT } from './chatTexts';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/** What the message log shows, as each chat words and tags it. */
export interface ChatLog {
  messages: readonly ChatMessage[];
  /** The log's accessible name, e.g. 'Application chat'. */
  label: string;
  /** The assistant owes a reply: the typing indicator shows. */
  typing: boolean;
  messageTestId?: string;
  typingTestId?: string;
}

export interface ChatMessageListProps extends ChatLog {
  look: ChatLook;
  /** The 'app' look's fixed height (the 'public' look fills its panel). */
  height?: number | string;
}

/** The conversation as a live log that follows the newest message, and the typing indicator. */
export function ChatMessageList({
  look,
  messages,
  label,
  typing,
  height,
  messageTestId,
  typingTestId,
}: ChatMessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, typing]);

  const content = (
    <>
      {messages.map((message) => (
        <ChatBubble key={message.id} look={look} message={message} testId={messageTestId} />
      ))}
      {typing && <TypingIndicator look={look} testId={typingTestId} />}
    </>
  );

  if (look === 'app') {
    return (
      <ScrollArea h={height} viewportRef={viewport} p="md" viewportProps={{ tabIndex: 0, 'aria-label': 'Messages' }}>
        <Stack gap="sm" role="log" aria-live="polite" aria-label={label}>
          {content}
        </Stack>
      </ScrollArea>
    );
  }
  return (
    <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto" offsetScrollbars>
      <Stack gap="xs" p="xs" role="log" aria-label={label} aria-live="polite" tabIndex={0}>
        {content}
      </Stack>
    </ScrollArea>
  );
}

function ChatBubble({ look, message, testId }: { look: ChatLook; message: ChatMessage; testId?: string }) {
  const mine = message.role === 'user';
  if (look === 'app') {
    return (
      <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" wrap="nowrap" gap="xs">
        {!mine && <IconRobot size={20} aria-hidden color="var(--mantine-color-violet-8)" />}
        <Paper
          p="sm"
          radius="md"
          maw="80%"
          bg={mine ? 'violet.8' : 'var(--mantine-color-gray-light)'}
          c={mine ? 'white' : undefined}
          data-role={message.role}
          data-testid={testId}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        </Paper>
        {mine && <IconUser size={20} aria-hidden />}
      </Group>
    );
  }
  return (
    <Box
      data-role={message.role}
      data-testid={testId}
      px="sm"
      py={8}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        borderRadius: 12,
        whiteSpace: 'pre-wrap',
        background: mine ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-1)',
        color: mine ? 'white' : 'var(--mantine-color-dark-9)',
      }}
    >
      <Text size="sm" inherit>
        {message.content}
      </Text>
    </Box>
  );
}

function TypingIndicator({ look, testId }: { look: ChatLook; testId?: string }) {
  const { typingSize, typingColor } = CHAT_LOOK[look];
  return (
    <Group gap="xs" role="status" aria-label={TYPING_LABEL} data-testid={testId}>
      <Loader size="xs" type="dots" aria-hidden />
      <Text size={typingSize} c={typingColor}>
        {TYPING_TEXT}
      </Text>
    </Group>
  );
}
