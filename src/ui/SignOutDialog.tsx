import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';

export interface SignOutOptions {
  /** Delete this recruiter's store from the device (rows, unsent writes, cached resumes). */
  removeData: boolean;
}

export interface SignOutDialogProps {
  opened: boolean;
  /** Writes made on this device that the server does not have yet (live). */
  pending: number;
  /** Writes the server refused, kept on this device (live). */
  failed: number;
  online: boolean;
  /** Opened from "Remove this device's data": the box starts ticked. */
  removeDataAtFirst: boolean;
  onClose: () => void;
  onSignOut: (options: SignOutOptions) => Promise<void>;
}

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * Signing out on a device that still holds unsent writes, or on a shared device: says how many
 * writes have not reached the server (they stay in this recruiter's store and go out at their next
 * sign-in here), offers to wait for them, and offers to remove this device's data.
 */
export function SignOutDialog({
  opened,
  pending,
  failed,
  online,
  removeDataAtFirst,
  onClose,
  onSignOut,
}: SignOutDialogProps) {
  const [removeData, setRemoveData] = useState(removeDataAtFirst);
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);

  // Reset when the dialog opens (adjusting state while rendering, as React recommends).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setRemoveData(removeDataAtFirst);
      setWaiting(false);
      setBusy(false);
    }
  }

  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut({ removeData });
    } finally {
      setBusy(false);
    }
  };

  // Waiting: sign out as soon as the last pending write has reached the server (once).
  const autoSignOut = useRef(false);
  const autoSigningOut = opened && waiting && pending === 0;
  useEffect(() => {
    if (!opened) autoSignOut.current = false;
    if (!autoSigningOut || autoSignOut.current) return;
    autoSignOut.current = true;
    onSignOut({ removeData }).catch(() => {
      autoSignOut.current = false;
    });
  }, [opened, autoSigningOut, onSignOut, removeData]);

  const unsent = pending + failed;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Log out"
      size={460}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {pending > 0 && (
          <Alert
            color="yellow"
            icon={<IconCloudUpload />}
            title={`${changes(pending)} not sent yet`}
            data-testid="signout-pending"
          >
            {online
              ? waiting
                ? 'Sending them now. You will be logged out when they are sent.'
                : 'They are saved on this device and will be sent the next time you sign in here. You can wait for them to be sent now.'
              : "You're offline. They are saved on this device and will be sent the next time you sign in here."}
          </Alert>
        )}
        {failed > 0 && (
          <Text size="sm" data-testid="signout-failed">
            {changes(failed)} could not be saved on the server and {failed === 1 ? 'is' : 'are'} kept on this device.
          </Text>
        )}
        <Checkbox
          checked={removeData}
          onChange={(event) => setRemoveData(event.currentTarget.checked)}
          label="Remove this device's data"
          description="Deletes your jobs, candidates and downloaded resumes from this browser. Use it on a shared computer."
        />
        {removeData && unsent > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle />}
            title={`The ${changes(unsent)} not sent will be lost`}
            role="alert"
          >
            Removing this device's data deletes them too.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy || autoSigningOut}>
            Cancel
          </Button>
          {pending > 0 && online && (
            <Button variant="light" onClick={() => setWaiting(true)} loading={waiting} disabled={busy}>
              Wait for them
            </Button>
          )}
          <Button
            color={removeData ? 'red' : undefined}
            onClick={() => void signOut().catch(() => undefined)}
            loading={busy || autoSigningOut}
          >
            {removeData ? 'Remove data and log out' : pending > 0 ? 'Log out now' : 'Log out'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
