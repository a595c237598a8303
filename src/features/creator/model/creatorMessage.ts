// Chat messages of the creator (spec §3 "Chat message"), stored as `job_drafts.messages` (insert-only).
export interface CreatorMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export function creatorMessage(role: CreatorMessage['role'], content: string, now = new Date()): CreatorMessage {
  return { id: crypto.randomUUID(), role, content, timestamp: now.toISOString() };
}

export function creatorMessagesFrom(stored: unknown[] | null | undefined): CreatorMessage[] {
  return (stored ?? []).flatMap((m) => {
    if (!m || typeof m !== 'object') return [];
    const message = m as Partial<CreatorMessage>;
    if ((message.role !== 'user' && message.role !== 'assistant') || typeof message.content !== 'string') return [];
    return [
      {
        id: typeof message.id === 'string' ? message.id : crypto.randomUUID(),
        role: message.role,
        content: message.content,
        timestamp: typeof message.timestamp === 'string' ? message.timestamp : new Date(0).toISOString(),
      },
    ];
  });
}

/**
 * The assistant owes a reply when the last message is the user's. The screen answers it after the
 * 1 s delay — also after a reload or on another device, which is how a draft resumes mid-turn.
 */
export function awaitingReply(messages: readonly CreatorMessage[]): CreatorMessage | null {
  const last = messages.at(-1);
  return last?.role === 'user' ? last : null;
}

/** Spec §5: an empty or whitespace-only message cannot be sent. */
export function canSendMessage(text: string, loading: boolean): boolean {
  return !loading && text.trim().length > 0;
}

export const CREATOR_DOCUMENT_TYPES = ['.pdf', '.doc', '.docx', '.txt'] as const;

export function isCreatorDocument(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return CREATOR_DOCUMENT_TYPES.some((ext) => lower.endsWith(ext));
}

export const uploadedMessage = (fileName: string) => `Uploaded: ${fileName}`;
