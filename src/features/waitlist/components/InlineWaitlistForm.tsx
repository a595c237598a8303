import { useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { WaitlistForm } from '@/db/entities';
import { useFormFields } from '@/features/public-forms/components/useFormFields';
import { usePublicFormSubmit } from '@/features/public-forms/components/usePublicFormSubmit';
import { joinWaitlistAndWait } from '../commands/joinWaitlist';
import { inlineWaitlistError } from '../model/inlineWaitlistForm';
import { EMPTY_WAITLIST_FORM } from '../model/waitlistForm';
import { INLINE_WAITLIST_MESSAGES } from '../model/waitlistMessages';
import { CompanySizeSelect, ExcitementReasonField } from './WaitlistFields';

/**
 * The landing page's own waitlist form (spec §5 "Landing inline waitlist form"): one message for
 * the whole form, and on success the notice and all fields cleared. Unlike the source (which sent
 * nothing) the sign-up is stored like the dialog's.
 */
export function InlineWaitlistForm() {
  const { values, reset, textField, selectField } = useFormFields(EMPTY_WAITLIST_FORM);
  const { submitting, submit } = usePublicFormSubmit(joinWaitlistAndWait, INLINE_WAITLIST_MESSAGES);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = inlineWaitlistError(values);
    setError(message);
    // Every field is filled and the email has an @: the form is a WaitlistForm.
    if (!message && (await submit(values as WaitlistForm))) reset();
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
          <TextInput label="Full name" autoComplete="name" {...textField('name')} />
          <TextInput label="Work email" type="email" autoComplete="email" {...textField('email')} />
          <TextInput label="Company" autoComplete="organization" {...textField('companyName')} />
          <CompanySizeSelect {...selectField('companySize')} />
        </SimpleGrid>
        <ExcitementReasonField {...textField('excitementReason')} />
        <Button type="submit" size="md" loading={submitting}>
          Join the Waitlist
        </Button>
      </Stack>
    </form>
  );
}
