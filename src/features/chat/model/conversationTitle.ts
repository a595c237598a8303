// How a conversation is named in the list and over its thread, as the server names it in a
// mention's notification (partii_private.conversation_title): "#hiring", the candidate's name, the
// job's title, the colleague's name. Pure.
import type { CompanyMember, Conversation, Job, Profile } from '@/db';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { noteAuthor } from '@/features/notes';

export interface TitleSources {
  profile?: Pick<Profile, 'first_name' | 'last_name'> | null;
  job?: Pick<Job, 'title'> | null;
  members: readonly Pick<CompanyMember, 'user_id' | 'name' | 'email'>[];
}

export function conversationTitle(
  conversation: Pick<Conversation, 'kind' | 'name' | 'member_ids'>,
  userId: string,
  sources: TitleSources,
): string {
  switch (conversation.kind) {
    case 'channel':
      return `#${conversation.name ?? ''}`;
    case 'candidate':
      return sources.profile ? candidateName(sources.profile) : 'A candidate';
    case 'job':
      return sources.job?.title.trim() || 'A job';
    case 'direct': {
      // Named as notes name their author: the team's name for them, else "Former member".
      const other = conversation.member_ids.find((id) => id !== userId) ?? null;
      return noteAuthor(other, sources.members);
    }
    default:
      // A kind a newer build knows: listed generically, never dropped.
      return 'Conversation';
  }
}
