import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { PublicDialog } from '@/ui/PublicDialog';

export interface EmailCaptureDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The captured email; the opener continues in the full waitlist dialog with it prefilled. */
  onContinue: (email: string) => void;
}

/** /welcome's waitlist dialog: one email field (email-type, required — spec §5). */
export function EmailCaptureDialog({ opened, title, onClose, onContinue }: EmailCaptureDialogProps) {
  const [email, setEmail] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser has checked type=email + required before this runs.
    onContinue(email.trim());
    setEmail('');
  };
  return (
    <PublicDialog opened={opened} onClose={onClose} title={title} size={500}>
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <Text size="sm" c="dark.6">
            Leave your email and we'll keep you posted on the launch.
          </Text>
          <TextInput
            label="Email"
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" size="md">
            Continue
          </Button>
        </Stack>
      </form>
    </PublicDialog>
  );
}
