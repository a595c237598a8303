import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePublicDb, useSyncStatus } from '../../../db/react';
import { sendContactMessage } from '../commands/sendContactMessage';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFormValues } from '../model/contactForm';
import type { FieldErrors } from '../../waitlist/model/waitlistForm';

export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 Contact dialog (425 px): on a valid submit a success toast, reset and close. */
export function ContactDialog({ opened, onClose }: ContactDialogProps) {
  const db = usePublicDb();
  const { online } = useSyncStatus('public');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<FieldErrors<ContactFormValues>>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await sendContactMessage(db, result.value, online);
      if (outcome === 'failed') throw new Error('contact message rejected');
      if (outcome === 'applied') {
        notifications.show({ color: 'green', title: 'Message sent successfully!', message: "We'll get back to you soon." });
      } else {
        notifications.show({ color: 'yellow', title: "You're offline — your message is saved", message: "It will be sent automatically when you're back online." });
      }
      setValues(EMPTY_CONTACT_FORM);
      onClose();
    } catch (error) {
      console.error('Failed to send message', error);
      notifications.show({ color: 'red', title: 'Failed to send message', message: 'Please try again later.' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Contact Us" size={425} centered className="partii-public" closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" value={values.name} onChange={(e) => setField('name', e.currentTarget.value)} error={errors.name} />
          <TextInput label="Email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.currentTarget.value)} error={errors.email} />
          <Textarea label="Message" minRows={4} value={values.message} onChange={(e) => setField('message', e.currentTarget.value)} error={errors.message} />
          <Button type="submit" size="md" loading={submitting}>
            Send Message
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
