import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Box,
  FileButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconPaperclip, IconRobot, IconSend, IconUser } from '@tabler/icons-react';
import { CREATOR_DOCUMENT_TYPES, canSendMessage, type CreatorMessage } from '../model/creatorMessage';

export interface CreatorChatProps {
  messages: CreatorMessage[];
  loading: boolean;
  disabled: boolean;
  /** Offered at step 1 only (spec §4). */
  allowUpload: boolean;
  onSend: (text: string) => void;
  onUpload: (file: File) => void;
}

function MessageBubble({ message }: { message: CreatorMessage }) {
  const mine = message.role === 'user';
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
        data-testid="creator-message"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
      </Paper>
      {mine && <IconUser size={20} aria-hidden />}
    </Group>
  );
}

/** The creator's chat panel: messages, a loading indicator while the assistant replies, the input. */
export function CreatorChat({ messages, loading, disabled, allowUpload, onSend, onUpload }: CreatorChatProps) {
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, loading]);

  const send = () => {
    if (!canSendMessage(text, loading || disabled)) return;
    onSend(text);
    setText('');
  };

  // Spec §5: Enter sends, Shift+Enter does not (it adds a line).
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Paper withBorder radius="md" p={0}>
      <ScrollArea h={480} viewportRef={viewport} p="md" viewportProps={{ tabIndex: 0, 'aria-label': 'Messages' }}>
        <Stack gap="sm" role="log" aria-live="polite" aria-label="Conversation">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {loading && (
            <Group gap="xs" data-testid="creator-typing">
              <Loader size="xs" type="dots" aria-hidden />
              <Text size="sm" c="dimmed">
                Assistant is typing...
              </Text>
            </Group>
          )}
        </Stack>
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          {allowUpload && (
            <FileButton onChange={(file) => file && onUpload(file)} accept={CREATOR_DOCUMENT_TYPES.join(',')}>
              {(props) => (
                <Tooltip label="Upload a document (.pdf, .doc, .docx, .txt)">
                  <ActionIcon
                    {...props}
                    variant="default"
                    size="lg"
                    aria-label="Upload document"
                    disabled={loading || disabled}
                  >
                    <IconPaperclip size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          )}
          <Textarea
            flex={1}
            autosize
            minRows={1}
            maxRows={5}
            aria-label="Message"
            placeholder="Type your answer..."
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={handleKeyDown}
            disabled={loading || disabled}
          />
          <ActionIcon
            size="lg"
            onClick={send}
            disabled={!canSendMessage(text, loading || disabled)}
            aria-label="Send message"
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Box>
    </Paper>
  );
}
