import { IconMessages } from '@tabler/icons-react';
import { ButtonLink } from '@/ui/links';
import { aboutParam, type ChatAbout } from '../model/chatSearch';

export interface DiscussButtonProps {
  kind: Extract<ChatAbout['kind'], 'candidate' | 'job'>;
  id: string;
}

/** "Discuss": the team's conversation about a candidate or a job, in Chat. */
export function DiscussButton({ kind, id }: DiscussButtonProps) {
  return (
    <ButtonLink
      to="/app/chat"
      search={{ about: aboutParam(kind, id) }}
      variant="default"
      leftSection={<IconMessages size={16} aria-hidden />}
    >
      Discuss
    </ButtonLink>
  );
}
