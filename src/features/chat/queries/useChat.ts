// Chat's live reads: a message pulled by the sync engine, or written here, shows at once.
import { useLiveQuery } from 'dexie-react-hooks';
import type { AssistantTurn, CompanyMember, Conversation } from '@/db';
import { useCompanyDb, useOptionalCompanyDb } from '@/db/react';
import {
  readConversationList,
  readConversationTitle,
  readMark,
  readThread,
  readTotalUnread,
  type ConversationListItem,
} from './conversationReads';
import type { ThreadMessage } from '../model/threadOrder';

/** The list under "Hiring assistant" (undefined while loading). */
export function useConversationList(): ConversationListItem[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readConversationList(db), [db]);
}

/** Everything unread in Chat (0 while loading, or outside a company). */
export function useChatUnread(): number {
  const db = useOptionalCompanyDb();
  return useLiveQuery(async () => (db ? readTotalUnread(db) : 0), [db]) ?? 0;
}

export function useThread(conversationId: string): ThreadMessage[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readThread(db, conversationId), [db, conversationId]);
}

/** The conversation's row: null when this device has none (yet), undefined while loading. */
export function useConversation(conversationId: string | null): Conversation | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(
    async () => (conversationId ? ((await db.conversations.get(conversationId)) ?? null) : null),
    [db, conversationId],
  );
}

export function useReadMark(conversationId: string): string | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readMark(db, conversationId), [db, conversationId]);
}

/** The team (current members), for names and mentions. */
export function useTeamMembers(): CompanyMember[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (await db.companyMembers.toArray()).filter((m) => !m.deleted_at), [db]);
}

/** The member's conversation with the hiring assistant on this device, oldest turn first. */
export function useAssistantTurns(): AssistantTurn[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => db.assistantTurns.orderBy('createdAt').toArray(), [db]);
}

/** The thread's title, and whether what it is about is in the store (undefined while loading). */
export function useConversationTitle(
  conversation: Pick<Conversation, 'id' | 'kind' | 'name' | 'member_ids' | 'candidate_id' | 'job_id'>,
): { title: string; found: boolean } | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readConversationTitle(db, conversation), [db, conversation.id]);
}
