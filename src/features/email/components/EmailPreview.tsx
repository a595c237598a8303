import { Paper, Stack, Text } from '@mantine/core';

export interface EmailPreviewProps {
  to?: string;
  subject: string;
  body: string;
}

/** The mail as its reader gets it (plain text; the server adds the status link at the end). */
export function EmailPreview({ to, subject, body }: EmailPreviewProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" component="section" aria-label="Preview">
      <Stack gap="xs">
        {to && (
          <Text size="sm">
            <Text span fw={600}>
              To:{' '}
            </Text>
            {to}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            Subject:{' '}
          </Text>
          {subject || '(no subject)'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {body}
        </Text>
        <Text size="xs" c="dimmed">
          A private link to the candidate’s application status page is added at the end.
        </Text>
      </Stack>
    </Paper>
  );
}
