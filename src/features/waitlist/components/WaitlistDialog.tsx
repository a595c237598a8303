import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { PublicDialog } from '@/ui/PublicDialog';
import { usePublicForm } from '@/features/public-forms/components/usePublicForm';
import { joinWaitlistAndWait } from '../commands/joinWaitlist';
import { EMPTY_WAITLIST_FORM, validateWaitlistForm } from '../model/waitlistForm';
import { WAITLIST_DIALOG_MESSAGES } from '../model/waitlistMessages';
import { CompanySizeSelect, ExcitementReasonField } from './WaitlistFields';

export interface WaitlistDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A waitlist email captured elsewhere (e.g. /welcome), prefilled into the form. */
  waitlistEmail?: string;
  /** Called after a successful sign-up so the opener clears its stored email. */
  onJoined?: () => void;
}

/** Spec §2 "Join the Partii Waitlist" (500 px), §5 rules, §8 messages. */
export function WaitlistDialog({ opened, onClose, waitlistEmail, onJoined }: WaitlistDialogProps) {
  const { setValues, textField, selectField, submitting, handleSubmit } = usePublicForm({
    empty: EMPTY_WAITLIST_FORM,
    validate: validateWaitlistForm,
    send: joinWaitlistAndWait,
    messages: WAITLIST_DIALOG_MESSAGES,
    // On failure the dialog stays open with what was typed (spec §4).
    onSent: () => {
      onJoined?.();
      onClose();
    },
  });

  // Prefill a newly given waitlist email (adjusting state while rendering, as React recommends).
  const [prefilled, setPrefilled] = useState<string | undefined>(undefined);
  if (opened && waitlistEmail && prefilled !== waitlistEmail) {
    setPrefilled(waitlistEmail);
    setValues((current) => ({ ...current, email: waitlistEmail }));
  }

  return (
    <PublicDialog opened={opened} onClose={onClose} title="Join the Partii Waitlist" size={500}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" name="name" autoComplete="name" {...textField('name')} />
          <TextInput label="Email" name="email" type="email" autoComplete="email" {...textField('email')} />
          <TextInput
            label="Company name"
            name="companyName"
            autoComplete="organization"
            {...textField('companyName')}
          />
          <CompanySizeSelect {...selectField('companySize')} comboboxProps={{ withinPortal: true }} />
          <ExcitementReasonField name="excitementReason" {...textField('excitementReason')} />
          <Button type="submit" loading={submitting} fullWidth size="md">
            Join the Waitlist
          </Button>
        </Stack>
      </form>
    </PublicDialog>
  );
}
