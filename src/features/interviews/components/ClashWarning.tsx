import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { InterviewClash } from '../model/interviewClashes';
import type { InterviewItem } from '../queries/interviewReads';
import { memberLabel } from '../model/people';
import type { CompanyMember } from '@/db';
import { dateTimeRange } from './interviewFormat';

export interface ClashWarningProps {
  clashes: readonly InterviewClash<InterviewItem['interview']>[];
  items: ReadonlyMap<string, InterviewItem>;
  members: readonly CompanyMember[];
}

/** Who on the panel is already busy then, and with what. A warning: scheduling is not blocked. */
export function ClashWarning({ clashes, items, members }: ClashWarningProps) {
  if (clashes.length === 0) return null;
  const nameOf = (userId: string) => memberLabel(members.find((m) => m.user_id === userId));
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Schedule clash" role="alert" p="sm">
      <List size="sm" spacing={2}>
        {clashes.map(({ interviewerId, interview }) => {
          const item = items.get(interview.id);
          return (
            <List.Item key={`${interviewerId}:${interview.id}`}>
              {nameOf(interviewerId)} already has an interview on {dateTimeRange(interview)}
              {item ? ` with ${item.candidateName} (${item.jobTitle})` : ''}.
            </List.Item>
          );
        })}
      </List>
      <Text size="xs" mt={4}>
        You can still schedule it.
      </Text>
    </Alert>
  );
}
