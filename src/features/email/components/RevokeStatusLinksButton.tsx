import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLinkOff } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import { revokeStatusLinks } from '../commands/emailCommands';

/**
 * "Revoke status links": every link already mailed to the candidate stops working (a forwarded
 * mail, a shared device). Queued through the outbox like any write; asked first.
 */
export function RevokeStatusLinksButton({ candidateId, firstName }: { candidateId: string; firstName: string }) {
  const db = useCompanyDb();
  const [confirming, setConfirming] = useState(false);

  const handleRevoke = async () => {
    setConfirming(false);
    try {
      await revokeStatusLinks(db, candidateId);
      notifications.show({ message: `${firstName}’s status links will stop working`, color: 'green' });
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to revoke the status links', color: 'red' });
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        leftSection={<IconLinkOff size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Revoke status links
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Revoke status links?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          Every email to {firstName} carries a private link to a page showing their applications, where they can reply
          or withdraw. Revoking makes every link sent so far stop working, for example if an email was forwarded. The
          next email you send carries a new link.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void handleRevoke()}>
            Revoke links
          </Button>
        </Group>
      </Modal>
    </>
  );
}
