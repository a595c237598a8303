import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { PublicDialog } from '@/ui/PublicDialog';
import { usePublicForm } from '@/features/public-forms/components/usePublicForm';
import type { PublicFormMessages } from '@/features/public-forms/model/formNotices';
import { sendContactMessage } from '../commands/sendContactMessage';
import { EMPTY_CONTACT_FORM, validateContactForm } from '../model/contactForm';

export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §8 "Contact success"; the offline and failure notices are ours. */
const CONTACT_MESSAGES: PublicFormMessages = {
  sent: { title: 'Message sent successfully!', message: "We'll get back to you soon." },
  queued: {
    title: "You're offline — your message is saved",
    message: "It will be sent automatically when you're back online.",
  },
  failed: { title: 'Failed to send message', message: 'Please try again later.' },
  logLabel: 'Failed to send message',
};

/** Spec §2 Contact dialog (425 px): on a valid submit a success toast, reset and close. */
export function ContactDialog({ opened, onClose }: ContactDialogProps) {
  const { textField, submitting, handleSubmit } = usePublicForm({
    empty: EMPTY_CONTACT_FORM,
    validate: validateContactForm,
    send: sendContactMessage,
    messages: CONTACT_MESSAGES,
    onSent: onClose,
  });

  return (
    <PublicDialog opened={opened} onClose={onClose} title="Contact Us" size={425}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" {...textField('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...textField('email')} />
          <Textarea label="Message" minRows={4} {...textField('message')} />
          <Button type="submit" size="md" loading={submitting}>
            Send Message
          </Button>
        </Stack>
      </form>
    </PublicDialog>
  );
}
