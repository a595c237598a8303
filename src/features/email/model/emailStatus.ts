// How a mail's state reads on the candidate's timeline: always words, never a colour alone.
import type { OutgoingEmail } from '@/db';

export interface EmailStatusLabel {
  label: string;
  color: 'gray' | 'blue' | 'green' | 'red';
}

/**
 * "Queued" (also a mail written here and not pushed yet: it is in the outbox), "Sending", "Sent",
 * "Failed: <reason>".
 */
export function emailStatusLabel(email: Pick<OutgoingEmail, 'status' | 'last_error'>): EmailStatusLabel {
  switch (email.status) {
    case 'sending':
      return { label: 'Sending', color: 'blue' };
    case 'sent':
      return { label: 'Sent', color: 'green' };
    case 'failed':
      return { label: email.last_error ? `Failed: ${email.last_error}` : 'Failed', color: 'red' };
    default:
      return { label: 'Queued', color: 'gray' };
  }
}
