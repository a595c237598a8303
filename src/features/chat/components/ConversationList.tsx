import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconHash, IconMessage, IconRobot, IconUser } from '@tabler/icons-react';
import { useMembership } from '@/db/react';
import { canAddChannel } from '../model/channelName';
import { ASSISTANT_CONVERSATION } from '../model/chatSearch';
import { messageExcerpt, messageTime } from '../model/messageTime';
import type { ConversationListItem } from '../queries/conversationReads';
import { useConversationList } from '../queries/useChat';
import { AddChannelButton } from './AddChannelButton';
import { ConversationRow } from './ConversationRow';
import { NewMessageButton } from './NewMessageButton';

const ICONS: Record<string, typeof IconHash> = {
  channel: IconHash,
  candidate: IconUser,
  job: IconBriefcase,
  direct: IconMessage,
};

export interface ConversationListProps {
  /** The open conversation's id ('assistant' for the hiring assistant); null when none is. */
  selectedId: string | null;
  userId: string;
}

/** The list pane: the hiring assistant pinned first, the channels, then the conversations with a message. */
export function ConversationList({ selectedId, userId }: ConversationListProps) {
  const items = useConversationList();
  const { role } = useMembership();
  const now = new Date();
  const excerpt = (item: ConversationListItem) =>
    item.last ? `${item.last.author_id === userId ? 'You: ' : ''}${messageExcerpt(item.last.body)}` : null;
  const channels = (items ?? []).filter((i) => i.kind === 'channel').map((i) => i.title.replace(/^#/, ''));
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Conversations" data-testid="conversation-list">
      <Group justify="space-between" gap="xs" px="xs" pb="xs">
        <Text fw={600} size="sm">
          Conversations
        </Text>
        <Group gap={4}>
          {canAddChannel(role) && <AddChannelButton existing={channels} />}
          <NewMessageButton userId={userId} />
        </Group>
      </Group>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <ConversationRow
          id={ASSISTANT_CONVERSATION}
          title="Hiring assistant"
          excerpt="Ask about candidates, jobs and interviews"
          time={null}
          unread={0}
          active={selectedId === ASSISTANT_CONVERSATION}
          icon={<IconRobot size={18} aria-hidden />}
        />
        {items?.map((item) => {
          const Icon = ICONS[item.kind] ?? IconMessage;
          return (
            <ConversationRow
              key={item.id}
              id={item.id}
              title={item.title}
              excerpt={excerpt(item)}
              time={item.last ? messageTime(item.last.created_at, now) : null}
              unread={item.unread}
              active={selectedId === item.id}
              icon={<Icon size={18} aria-hidden />}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
