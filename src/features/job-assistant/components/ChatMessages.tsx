import { useEffect, useRef } from 'react';
import { Box, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';

export interface ChatBubble {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatMessagesProps {
  messages: ChatBubble[];
  /** Shows the assistant's typing indicator. */
  typing?: boolean;
  label: string;
}

/** A scrolling list of chat bubbles that follows the newest message. */
export function ChatMessages({ messages, typing = false, label }: ChatMessagesProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, typing]);
  return (
    <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto" offsetScrollbars>
      <Stack gap="xs" p="xs" role="log" aria-label={label} aria-live="polite" tabIndex={0}>
        {messages.map((message) => (
          <Box
            key={message.id}
            data-role={message.role}
            px="sm"
            py={8}
            style={{
              alignSelf: message.role === 'user' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              borderRadius: 12,
              whiteSpace: 'pre-wrap',
              background: message.role === 'user' ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-1)',
              color: message.role === 'user' ? 'white' : 'var(--mantine-color-dark-9)',
            }}
          >
            <Text size="sm" inherit>
              {message.content}
            </Text>
          </Box>
        ))}
        {typing && (
          <Group gap="xs" aria-label="Assistant is typing" role="status">
            <Loader size="xs" type="dots" />
            <Text size="xs" c="dark.6">
              Assistant is typing…
            </Text>
          </Group>
        )}
      </Stack>
    </ScrollArea>
  );
}
