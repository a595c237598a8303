export { NotificationsBell } from './components/NotificationsBell';
export { NotificationsInbox, type InboxTargetProps } from './components/NotificationsInbox';
export { NotificationsPage } from './components/NotificationsPage';
export { NotificationSettings } from './components/NotificationSettings';
export { notificationPreferencesId } from './model/notificationPreferencesId';
