import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePublicDb, useSyncStatus } from '../../../db/react';
import { joinWaitlistAndWait } from '../commands/joinWaitlist';
import { COMPANY_SIZES, EMPTY_WAITLIST_FORM, validateWaitlistForm, type FieldErrors, type WaitlistFormValues } from '../model/waitlistForm';

export interface WaitlistDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A waitlist email captured elsewhere (e.g. /welcome), prefilled into the form. */
  waitlistEmail?: string;
  /** Called after a successful sign-up so the opener clears its stored email. */
  onJoined?: () => void;
}

type SubmitState = 'idle' | 'submitting' | 'submitted' | 'error';

/** Spec §2 "Join the Partii Waitlist" (500 px), §5 rules, §8 messages. */
export function WaitlistDialog({ opened, onClose, waitlistEmail, onJoined }: WaitlistDialogProps) {
  const db = usePublicDb();
  const { online } = useSyncStatus('public');
  const [values, setValues] = useState<WaitlistFormValues>(EMPTY_WAITLIST_FORM);
  const [errors, setErrors] = useState<FieldErrors<WaitlistFormValues>>({});
  const [state, setState] = useState<SubmitState>('idle');

  // Prefill a newly given waitlist email (adjusting state while rendering, as React recommends).
  const [prefilled, setPrefilled] = useState<string | undefined>(undefined);
  if (opened && waitlistEmail && prefilled !== waitlistEmail) {
    setPrefilled(waitlistEmail);
    setValues((current) => ({ ...current, email: waitlistEmail }));
  }

  const setField = (field: keyof WaitlistFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const finish = () => {
    setValues(EMPTY_WAITLIST_FORM);
    setErrors({});
    onJoined?.();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateWaitlistForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setState('submitting');
    try {
      const outcome = await joinWaitlistAndWait(db, result.value, online);
      if (outcome === 'failed') throw new Error('waitlist insert rejected');
      setState('submitted');
      if (outcome === 'applied') {
        notifications.show({ color: 'green', title: "You've been added to the waitlist!", message: "We'll let you know when Partii launches." });
      } else {
        notifications.show({
          color: 'yellow',
          title: "You're offline — your sign-up is saved",
          message: "It will be sent automatically when you're back online.",
        });
      }
      finish();
    } catch (error) {
      console.error('Failed to join waitlist', error);
      setState('error');
      notifications.show({ color: 'red', title: 'Failed to join waitlist', message: 'Please try again later.' });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Join the Partii Waitlist" size={500} centered className="partii-public" closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" name="name" autoComplete="name" value={values.name} onChange={(e) => setField('name')(e.currentTarget.value)} error={errors.name} />
          <TextInput label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email')(e.currentTarget.value)} error={errors.email} />
          <TextInput label="Company name" name="companyName" autoComplete="organization" value={values.companyName} onChange={(e) => setField('companyName')(e.currentTarget.value)} error={errors.companyName} />
          <Select
            label="Company size"
            placeholder="Select company size"
            data={[...COMPANY_SIZES]}
            value={values.companySize || null}
            onChange={(value) => setField('companySize')(value ?? '')}
            error={errors.companySize}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="What excites you about Partii?"
            name="excitementReason"
            minRows={3}
            value={values.excitementReason}
            onChange={(e) => setField('excitementReason')(e.currentTarget.value)}
            error={errors.excitementReason}
          />
          <Button type="submit" loading={state === 'submitting'} fullWidth size="md">
            Join the Waitlist
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
