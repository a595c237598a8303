import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconMail, IconMessageReply } from '@tabler/icons-react';
import { format } from 'date-fns';
import type { CandidateMessage, OutgoingEmail } from '@/db';
import { useCan } from '@/db/react';
import { emailStatusLabel } from '../model/emailStatus';
import { useCandidateTimeline } from '../queries/useEmail';
import { RevokeStatusLinksButton } from './RevokeStatusLinksButton';

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

function EmailItem({ email }: { email: OutgoingEmail }) {
  const [open, setOpen] = useState(false);
  const status = emailStatusLabel(email);
  // A failed mail's reason goes under the subject, whole: in the badge it pushed the subject into a
  // one-word column on a phone and was cut off.
  const failure = email.status === 'failed' && email.last_error ? email.last_error : null;
  const bodyId = `email-body-${email.id}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={bodyId}
          style={{ minWidth: 0, flex: 1 }}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            {open ? (
              <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                <IconMail size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
                {email.subject}
              </Text>
              <Text size="xs" c="dimmed">
                Email · {when(email.created_at)}
                {email.status === 'sent' && email.sent_at ? ` · sent ${when(email.sent_at)}` : ''}
              </Text>
              {failure !== null && (
                <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                  Not sent: {failure}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        <Badge variant="light" color={status.color} tt="none" style={{ flexShrink: 0 }}>
          {failure === null ? status.label : 'Failed'}
        </Badge>
      </Group>
      {open && (
        <Text id={bodyId} size="sm" mt="xs" pl={22} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {email.body_text}
        </Text>
      )}
    </Paper>
  );
}

function ReplyItem({ message, firstName }: { message: CandidateMessage; firstName: string }) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" bg="violet.0">
      <Group gap={6} mb={4}>
        <IconMessageReply size={14} aria-hidden />
        <Text size="sm" fw={600}>
          Reply from {firstName}
        </Text>
        <Text size="xs" c="dimmed">
          {when(message.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

export interface CandidateEmailTimelineProps {
  candidateId: string;
  firstName: string;
}

/**
 * The candidate's mail on the profile (issue 25 §3): every mail to them with its state, newest
 * first, and their replies from the status page. Interviewers read no candidate mail (the server
 * sends them none), so for them this shows the replies only.
 */
export function CandidateEmailTimeline({ candidateId, firstName }: CandidateEmailTimelineProps) {
  const timeline = useCandidateTimeline(candidateId);
  const mayManage = useCan('manage_candidates');
  if (!timeline) return null;
  if (!mayManage && timeline.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`emails-${candidateId}`}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={`emails-${candidateId}`}>
          Emails
        </Title>
        {mayManage && <RevokeStatusLinksButton candidateId={candidateId} firstName={firstName} />}
      </Group>
      {timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          No emails yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {timeline.map((entry) =>
            entry.type === 'email' ? (
              <EmailItem key={entry.email.id} email={entry.email} />
            ) : (
              <ReplyItem key={entry.message.id} message={entry.message} firstName={firstName} />
            ),
          )}
        </Stack>
      )}
    </Paper>
  );
}
