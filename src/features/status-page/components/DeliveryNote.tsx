import { Button, Group, Text } from '@mantine/core';
import type { Delivery } from '../model/statusPageView';

export interface DeliveryNoteProps {
  delivery: Delivery;
  /** What was refused, for the buttons' names ("reply", "withdrawal"). */
  what: string;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

/** Where a write of this page is: "Sending…", "Sent", or the server's refusal with Try again / Remove. */
export function DeliveryNote({ delivery, what, onRetry, onDiscard }: DeliveryNoteProps) {
  if (delivery.state === 'sending')
    return (
      <Text size="sm" c="dark.6" role="status">
        Sending…
      </Text>
    );
  if (delivery.state === 'sent')
    return (
      <Text size="sm" c="green.9" role="status">
        Sent
      </Text>
    );
  const seq = delivery.seq!;
  return (
    <Group gap="xs" wrap="wrap" role="alert">
      <Text size="sm" c="red.9">
        Not sent: {delivery.error}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="default" onClick={() => onRetry(seq)} aria-label={`Try the ${what} again`}>
          Try again
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onDiscard(seq)}
          aria-label={`Remove the ${what}`}
        >
          Remove
        </Button>
      </Group>
    </Group>
  );
}
