import { Paper, Text } from '@mantine/core';
import { useCompanyDb } from '@/db/react';
import { PageLoader } from '@/ui/PageLoader';
import { aboutConversation } from '../model/aboutConversation';
import { ASSISTANT_CONVERSATION, parseAbout, type ChatSearch } from '../model/chatSearch';
import { useConversation } from '../queries/useChat';
import { AssistantPane } from './AssistantPane';
import type { AnswerQuestion } from '../commands/askAssistant';
import { ConversationThread } from './ConversationThread';

export interface ChatPaneProps {
  search: ChatSearch;
  answer?: AnswerQuestion;
}

/** The open conversation: the assistant, a conversation by id, or the one an about link derives. */
export function ChatPane({ search, answer }: ChatPaneProps) {
  const db = useCompanyDb();
  const about = parseAbout(search.about);
  if (search.c === ASSISTANT_CONVERSATION || (!search.c && !about)) return <AssistantPane answer={answer} />;
  if (search.c) return <ConversationById id={search.c} />;
  const conversation = about && aboutConversation(db.companyId, db.userId, about);
  if (!conversation) return <Unavailable />;
  return <ConversationThread key={conversation.id} conversation={conversation} />;
}

function ConversationById({ id }: { id: string }) {
  const conversation = useConversation(id);
  if (conversation === undefined) return <PageLoader label="Loading conversation" />;
  // Not on this device (yet): a link from a notification can arrive before the conversation's pull.
  if (conversation === null) return <Unavailable />;
  return <ConversationThread key={conversation.id} conversation={conversation} />;
}

function Unavailable() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="thread">
      <Text c="dimmed">This conversation is not on this device yet. It shows here once it has synced.</Text>
    </Paper>
  );
}
