import { useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCompanyDb } from '@/db/react';
import { DialogActions } from '@/ui/DialogActions';
import { addChannel } from '../commands/chatCommands';
import { CHANNEL_NAME_MAX, channelNameError } from '../model/channelName';

/** "Add channel" (owners and admins): a name, then the new channel opens. */
export function AddChannelButton({ existing }: { existing: readonly string[] }) {
  const db = useCompanyDb();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = channelNameError(name, existing);

  const handleClose = () => {
    setOpened(false);
    setName('');
    setSubmitted(false);
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    try {
      const id = await addChannel(db, name);
      handleClose();
      void navigate({ to: '/app/chat', search: { c: id } });
    } catch (e) {
      console.error(e);
      notifications.show({ message: 'Failed to add the channel', color: 'red' });
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Add channel
      </Button>
      <Modal opened={opened} onClose={handleClose} title="Add channel" closeButtonProps={{ 'aria-label': 'Close' }}>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Channel name"
              placeholder="design"
              leftSection="#"
              maxLength={CHANNEL_NAME_MAX + 2}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={submitted ? error : undefined}
              data-autofocus
            />
            <DialogActions onCancel={handleClose} submitLabel="Add channel" submitting={false} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
