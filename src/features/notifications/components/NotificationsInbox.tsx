import { useState, type ReactElement } from 'react';
import { Drawer, Popover, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AnchorLink } from '@/ui/links';
import { INBOX_PAGE } from '../queries/notificationReads';
import { NotificationList } from './NotificationList';

/** What the inbox hands its trigger (the bell, the dashboard's button). */
export interface InboxTargetProps {
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog';
}

export interface NotificationsInboxProps {
  /** The button that opens the inbox; it must forward its ref (it anchors the popover). */
  renderTarget: (props: InboxTargetProps) => ReactElement;
  /** Where the popover opens beside its button. */
  position?: 'bottom-end' | 'bottom-start';
}

/**
 * The notifications list behind a button: a popover beside it on a wide screen, a full-width
 * drawer on a phone (below Mantine's `sm`, where the side bar hides too), where a popover would be
 * squeezed against the edges.
 */
export function NotificationsInbox({ renderTarget, position = 'bottom-end' }: NotificationsInboxProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const close = () => setOpened(false);
  const target = renderTarget({
    onClick: () => setOpened((o) => !o),
    'aria-expanded': opened,
    'aria-haspopup': 'dialog',
  });
  const seeAll = () => (
    <AnchorLink to="/app/notifications" size="sm" ta="center" onClick={close}>
      See all notifications
    </AnchorLink>
  );

  if (phone) {
    return (
      <>
        {target}
        <Drawer
          opened={opened}
          onClose={close}
          title="Notifications"
          position="right"
          size="100%"
          closeButtonProps={{ 'aria-label': 'Close notifications' }}
        >
          <NotificationList limit={INBOX_PAGE} onNavigate={close} headingOrder={null} footer={seeAll} />
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={position}
      width={400}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      // Its buttons stay on screen (the fixed top bar, the dashboard's header) while it is open.
      hideDetached={false}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs" aria-label="Notifications">
        <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto" offsetScrollbars>
          <NotificationList limit={INBOX_PAGE} onNavigate={close} footer={seeAll} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
