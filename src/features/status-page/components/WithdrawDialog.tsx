import { Button, Group, Modal, Text } from '@mantine/core';

export interface WithdrawDialogProps {
  /** The job of the application being withdrawn; null: closed. */
  jobTitle: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a withdrawal, which cannot be undone. */
export function WithdrawDialog({ jobTitle, onConfirm, onClose }: WithdrawDialogProps) {
  return (
    <Modal
      opened={jobTitle !== null}
      onClose={onClose}
      title="Withdraw your application"
      centered
      className="partii-public"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Withdraw your application for {jobTitle}? The hiring team will be told. This cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Keep my application
        </Button>
        <Button color="red" onClick={onConfirm}>
          Withdraw
        </Button>
      </Group>
    </Modal>
  );
}
