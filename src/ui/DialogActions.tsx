import { Button, Group } from '@mantine/core';

export interface DialogActionsProps {
  submitLabel: string;
  /** While the form is being sent: the submit button spins and cannot be pressed again. */
  submitting: boolean;
  onCancel: () => void;
}

/** A form dialog's Cancel and submit buttons, right-aligned under the fields. */
export function DialogActions({ submitLabel, submitting, onCancel }: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
