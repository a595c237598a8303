import { useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useCan } from '@/db/react';
import { EmailCandidateDialog } from './EmailCandidateDialog';

export const NO_EMAIL_REASON = 'No email address on this candidate’s profile';

export interface EmailCandidateButtonProps {
  candidateId: string;
  email: string | null | undefined;
  applicationId?: string | null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * "Email candidate" on the profile, for owner, admin and recruiter (interviewers read no
 * candidate mail). Without an address it is disabled and says why. The dialog mounts only while open.
 */
export function EmailCandidateButton({
  candidateId,
  email,
  applicationId,
  size,
  variant = 'filled',
}: EmailCandidateButtonProps) {
  const mayEmail = useCan('manage_candidates');
  const [opened, setOpened] = useState(false);
  if (!mayEmail) return null;
  const reasonId = `no-email-${candidateId}`;
  const button = (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconMail size={16} aria-hidden />}
      onClick={() => setOpened(true)}
      disabled={!email}
      aria-describedby={email ? undefined : reasonId}
    >
      Email candidate
    </Button>
  );
  return (
    <>
      {email ? (
        button
      ) : (
        <Stack gap={2} align="flex-start">
          {button}
          <Text size="xs" c="dimmed" id={reasonId}>
            {NO_EMAIL_REASON}
          </Text>
        </Stack>
      )}
      {opened && (
        <EmailCandidateDialog
          opened
          onClose={() => setOpened(false)}
          candidateId={candidateId}
          applicationId={applicationId}
        />
      )}
    </>
  );
}
