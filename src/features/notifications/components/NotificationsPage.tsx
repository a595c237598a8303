import { useState } from 'react';
import { Button, Center, Paper } from '@mantine/core';
import { INBOX_PAGE } from '../queries/notificationReads';
import { NotificationList } from './NotificationList';

/** /app/notifications: the whole inbox, newest first, a page more at a time. */
export function NotificationsPage() {
  const [limit, setLimit] = useState(INBOX_PAGE * 2);
  return (
    <Paper withBorder p="md" radius="md" maw={720} mx="auto">
      <NotificationList
        limit={limit}
        headingOrder={1}
        footer={(shown) =>
          shown >= limit && (
            <Center>
              <Button variant="default" size="xs" onClick={() => setLimit((l) => l + INBOX_PAGE * 2)}>
                Show more
              </Button>
            </Center>
          )
        }
      />
    </Paper>
  );
}
