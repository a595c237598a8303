import { Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCompanyDb } from '@/db/react';
import { BackLink } from '@/ui/BackLink';
import type { AnswerQuestion } from '../commands/askAssistant';
import { aboutConversation } from '../model/aboutConversation';
import { ASSISTANT_CONVERSATION, isThreadOpen, parseAbout, type ChatSearch } from '../model/chatSearch';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';

export interface ChatPageProps {
  search: ChatSearch;
  /** The hiring assistant (tests give their own). */
  answer?: AnswerQuestion;
}

const heading = (
  <div>
    <Title order={1} size="h2">
      Chat
    </Title>
    <Text c="dimmed">Your team&apos;s conversations, and the hiring assistant.</Text>
  </div>
);

/**
 * /app/chat (issue 26): the conversations beside the open one. On a phone they are two screens —
 * the list, and the open conversation with a "Chat" link back — and the URL says which.
 */
export function ChatPage({ search, answer }: ChatPageProps) {
  const db = useCompanyDb();
  // Below Mantine's 'md' (62em) the side bar leaves too little room for the list and a thread side
  // by side (a 320 px list beside a 250 px side bar), so phones and small tablets get two screens.
  const phone = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const about = parseAbout(search.about);
  const selectedId =
    search.c ??
    (about ? (aboutConversation(db.companyId, db.userId, about)?.id ?? null) : phone ? null : ASSISTANT_CONVERSATION);
  const list = <ConversationList selectedId={selectedId} userId={db.userId} />;
  const pane = <ChatPane search={search} answer={answer} />;

  if (phone) {
    return isThreadOpen(search) ? (
      <Stack gap="sm">
        <VisuallyHidden>
          <h1>Chat</h1>
        </VisuallyHidden>
        <BackLink to="/app/chat">Chat</BackLink>
        {pane}
      </Stack>
    ) : (
      <Stack gap="md">
        {heading}
        {list}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {heading}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={320} style={{ flexShrink: 0 }}>
          {list}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{pane}</Box>
      </Group>
    </Stack>
  );
}
