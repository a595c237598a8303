import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { AnchorLink } from '@/ui/links';
import { discardFailed, retryFailed } from '@/db';
import { roleLabel } from '@/db/permissions';
import { useCompanyDb } from '@/db/react';
import { memberMentionName, noteAuthor, type MentionOption } from '@/features/notes';
import { PageLoader } from '@/ui/PageLoader';
import {
  deleteMessage,
  editMessage,
  markConversationRead,
  sendMessage,
  type ConversationAbout,
} from '../commands/chatCommands';
import { messageTime } from '../model/messageTime';
import { newestAcknowledged } from '../model/threadOrder';
import { useConversationTitle, useReadMark, useTeamMembers, useThread } from '../queries/useChat';
import { CandidateMail } from './CandidateMail';
import { MessageComposer } from './MessageComposer';
import { MessageItem } from './MessageItem';

export interface ConversationThreadProps {
  /** The conversation (it may not exist yet: its first message opens it). */
  conversation: ConversationAbout;
}

/** A conversation's thread pane; a candidate's has a second tab, the mail with the candidate. */
export function ConversationThread({ conversation }: ConversationThreadProps) {
  const heading = useConversationTitle(conversation);
  const [tab, setTab] = useState<string | null>('team');
  if (!heading) return <PageLoader label="Loading conversation" />;
  if (!heading.found) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="thread">
        <Text c="dimmed">This conversation is not available: what it is about is not on this device.</Text>
      </Paper>
    );
  }
  const about =
    conversation.kind === 'candidate' && conversation.candidate_id ? (
      <AnchorLink to="/app/candidates/$candidateId" params={{ candidateId: conversation.candidate_id }} size="sm">
        Open profile
      </AnchorLink>
    ) : conversation.kind === 'job' && conversation.job_id ? (
      <AnchorLink to="/app/jobs/$jobId" params={{ jobId: conversation.job_id }} size="sm">
        Open job
      </AnchorLink>
    ) : null;
  const thread = <Messages conversation={conversation} title={heading.title} />;
  return (
    <Paper withBorder radius="md" p="md" data-testid="thread" aria-label={heading.title} component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {heading.title}
        </Title>
        {about}
      </Group>
      {conversation.kind === 'candidate' && conversation.candidate_id ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="team">Team</Tabs.Tab>
            <Tabs.Tab value="candidate">With the candidate</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="team">{thread}</Tabs.Panel>
          <Tabs.Panel value="candidate">
            <CandidateMail candidateId={conversation.candidate_id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        thread
      )}
    </Paper>
  );
}

/** The messages and the composer; reading the thread marks it read up to its newest acknowledged message. */
function Messages({ conversation, title }: { conversation: ConversationAbout; title: string }) {
  const db = useCompanyDb();
  const messages = useThread(conversation.id);
  const team = useTeamMembers();
  const mark = useReadMark(conversation.id);
  const visibility = useDocumentVisibility();
  const scroller = useRef<HTMLDivElement>(null);

  const members = team ?? [];
  const options: MentionOption[] = useMemo(
    () =>
      (team ?? [])
        .filter((m) => m.user_id !== db.userId)
        // A direct conversation is its two members': only the other one may be named.
        .filter((m) => conversation.kind !== 'direct' || conversation.member_ids.includes(m.user_id))
        .map((m) => ({ userId: m.user_id, name: memberMentionName(m), detail: roleLabel(m.role) }))
        .filter((m) => m.name),
    [team, db.userId, conversation.kind, conversation.member_ids],
  );

  // Mentions are highlighted by the names members have now (the signed-in one's too).
  const everyone = useMemo(() => (team ?? []).map((m) => ({ userId: m.user_id, name: memberMentionName(m) })), [team]);

  const newest = messages ? newestAcknowledged(messages) : null;
  useEffect(() => {
    if (!newest || mark === undefined || (mark !== null && mark >= newest) || visibility !== 'visible') return;
    void markConversationRead(db, conversation.id, newest);
  }, [db, conversation.id, newest, mark, visibility]);

  // The newest message in view, as it arrives.
  const count = messages?.length ?? 0;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const handleSend = async (text: string, mentionedIds: string[]) => {
    await sendMessage(db, conversation, text, mentionedIds);
  };
  const now = new Date();

  return (
    <Stack gap="sm">
      <div
        ref={scroller}
        style={{ maxHeight: 'min(60vh, 560px)', overflowY: 'auto' }}
        role="log"
        tabIndex={0}
        aria-label={title}
      >
        {messages && messages.length === 0 && (
          <Text c="dimmed" size="sm" py="md" ta="center">
            No messages yet. Write the first one.
          </Text>
        )}
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages?.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              authorName={m.authorId === db.userId ? 'You' : noteAuthor(m.authorId, members)}
              time={messageTime(m.createdAt, now)}
              mine={m.authorId === db.userId}
              mentioned={everyone.filter((o) => m.mentionedIds.includes(o.userId))}
              members={options}
              onEdit={(body, ids) => void editMessage(db, m.id, body, ids)}
              onDelete={() => void deleteMessage(db, m.id)}
              onRetry={(seq) => void retryFailed(db, seq)}
              onDiscard={(seq) => void discardFailed(db, seq)}
            />
          ))}
        </Stack>
      </div>
      <MessageComposer members={options} onSend={handleSend} label="Message" placeholder={`Message ${title}`} />
    </Stack>
  );
}
