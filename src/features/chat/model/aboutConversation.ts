// The conversation an `about` link leads to. Its id is derived (conversationIds.ts), so it is the
// same row whichever device writes first, and it need not exist yet: the thread shows empty and
// its first message opens it (sendMessage).
import type { ConversationAbout } from '../commands/chatCommands';
import type { ChatAbout } from './chatSearch';
import { candidateConversationId, directConversationId, directMembers, jobConversationId } from './conversationIds';

/** null for a direct conversation with oneself (there is none). */
export function aboutConversation(companyId: string, userId: string, about: ChatAbout): ConversationAbout | null {
  switch (about.kind) {
    case 'candidate':
      return {
        id: candidateConversationId(companyId, about.id),
        kind: 'candidate',
        name: null,
        candidate_id: about.id,
        job_id: null,
        member_ids: [],
      };
    case 'job':
      return {
        id: jobConversationId(companyId, about.id),
        kind: 'job',
        name: null,
        candidate_id: null,
        job_id: about.id,
        member_ids: [],
      };
    case 'direct':
      if (about.id === userId) return null;
      return {
        id: directConversationId(companyId, userId, about.id),
        kind: 'direct',
        name: null,
        candidate_id: null,
        job_id: null,
        member_ids: directMembers(userId, about.id),
      };
  }
}
