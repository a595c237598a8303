// What the recruiter is told once a mail is queued. Offline it waits in the outbox; online the
// server sends it within seconds (its real state shows on the candidate's timeline).

/** A type, not an interface, so it passes as Mantine's NotificationData. */
export type EmailToast = { title?: string; message: string; color: 'green' | 'blue' };

export function emailQueuedToast(recipient: string, online: boolean): EmailToast {
  return online
    ? { message: `Email sent to ${recipient}`, color: 'green' }
    : { message: 'Email queued — it goes out when you are online', color: 'blue' };
}
