import { useChatUnread } from '../queries/useChat';
import { UnreadBadge } from './UnreadBadge';

/** The side bar's Chat entry: everything unread in Chat (nothing when all is read). */
export function ChatUnreadBadge() {
  return <UnreadBadge count={useChatUnread()} testId="nav-chat-unread" />;
}
