import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplicationView } from '../model/statusPageView';
import { shortDate } from '../model/interviewWhen';
import { DeliveryNote } from './DeliveryNote';

export interface ApplicationCardProps {
  application: ApplicationView;
  onWithdraw: (application: ApplicationView) => void;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

const STATUS_COLOR: Record<string, string> = {
  Offer: 'green',
  Interviewing: 'violet',
  'Not moving forward': 'gray',
  Withdrawn: 'gray',
};

/** One job applied to: its title, the status in the candidate's words, when, and Withdraw. */
export function ApplicationCard({ application, onWithdraw, onRetry, onDiscard }: ApplicationCardProps) {
  const titleId = `application-${application.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {application.jobTitle}
          </Title>
          <Badge
            variant="light"
            color={STATUS_COLOR[application.statusLabel] ?? 'blue'}
            size="lg"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {application.statusLabel}
          </Badge>
        </Group>
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" c="dark.6">
            Applied {shortDate(application.appliedAt)}
          </Text>
          {application.canWithdraw && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => onWithdraw(application)}
              aria-label={`Withdraw your application for ${application.jobTitle}`}
            >
              Withdraw
            </Button>
          )}
        </Group>
        {application.withdrawal && (
          <DeliveryNote delivery={application.withdrawal} what="withdrawal" onRetry={onRetry} onDiscard={onDiscard} />
        )}
      </Stack>
    </Paper>
  );
}
