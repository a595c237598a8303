import { useState, type FormEvent } from 'react';
import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePublicDb, useSyncStatus } from '../../../db/react';
import { joinWaitlistAndWait } from '../commands/joinWaitlist';
import { inlineWaitlistError } from '../model/inlineWaitlistForm';
import { COMPANY_SIZES, EMPTY_WAITLIST_FORM, type WaitlistFormValues } from '../model/waitlistForm';
import type { WaitlistForm } from '../../../db/entities';

/**
 * The landing page's own waitlist form (spec §5 "Landing inline waitlist form"): one message for
 * the whole form, and on success the notice and all fields cleared. Unlike the source (which sent
 * nothing) the sign-up is stored like the dialog's.
 */
export function InlineWaitlistForm() {
  const db = usePublicDb();
  const { online } = useSyncStatus('public');
  const [values, setValues] = useState<WaitlistFormValues>(EMPTY_WAITLIST_FORM);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: keyof WaitlistFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = inlineWaitlistError(values);
    setError(message);
    if (message) return;
    setSubmitting(true);
    try {
      const outcome = await joinWaitlistAndWait(db, values as WaitlistForm, online);
      if (outcome === 'failed') throw new Error('waitlist insert rejected');
      notifications.show({ color: 'green', title: "You've been added to the waitlist!", message: "We'll let you know when the product launches." });
      setValues(EMPTY_WAITLIST_FORM);
    } catch (failure) {
      console.error('Failed to join waitlist', failure);
      notifications.show({ color: 'red', title: 'Failed to join waitlist', message: 'Please try again later.' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Waitlist sign-up">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert" title={error}>
            {null}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" autoComplete="name" value={values.name} onChange={(e) => setField('name', e.currentTarget.value)} />
          <TextInput label="Work email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.currentTarget.value)} />
          <TextInput label="Company" autoComplete="organization" value={values.companyName} onChange={(e) => setField('companyName', e.currentTarget.value)} />
          <Select
            label="Company size"
            placeholder="Select company size"
            data={[...COMPANY_SIZES]}
            value={values.companySize || null}
            onChange={(value) => setField('companySize', value ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label="What excites you about Partii?"
          minRows={3}
          value={values.excitementReason}
          onChange={(e) => setField('excitementReason', e.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={submitting}>
          Join the Waitlist
        </Button>
      </Stack>
    </form>
  );
}
