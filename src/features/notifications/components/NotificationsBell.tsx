import { NotificationsButton } from '@/ui/NotificationsButton';
import { useUnreadCount } from '../queries/useNotifications';
import { NotificationsInbox } from './NotificationsInbox';

/** The top bar's bell: the unread count, and the inbox it opens. */
export function NotificationsBell() {
  const unread = useUnreadCount();
  return <NotificationsInbox renderTarget={(props) => <NotificationsButton unread={unread} {...props} />} />;
}
