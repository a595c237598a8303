// The ids of the conversations two devices may open at once, and of a member's read marks
// (docs/chat.md): one row per candidate, per job, per pair of members, per (conversation, member),
// whichever device writes first. The server derives the same (partii_private.conversation_id,
// conversation_read_id, hiring_channel_id) and refuses any other.
import { v5 as uuidv5 } from 'uuid';

export const candidateConversationId = (companyId: string, candidateId: string): string =>
  uuidv5(`conversation:candidate:${candidateId}`, companyId);

export const jobConversationId = (companyId: string, jobId: string): string =>
  uuidv5(`conversation:job:${jobId}`, companyId);

/** The two members in order, so either of them derives the same id. */
export function directMembers(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export function directConversationId(companyId: string, a: string, b: string): string {
  const [first, second] = directMembers(a, b);
  return uuidv5(`conversation:direct:${first}:${second}`, companyId);
}

/** The channel every company has from its first day. */
export const hiringChannelId = (companyId: string): string => uuidv5('conversation:channel:hiring', companyId);

export const conversationReadId = (companyId: string, conversationId: string, userId: string): string =>
  uuidv5(`conversation-read:${conversationId}:${userId}`, companyId);
