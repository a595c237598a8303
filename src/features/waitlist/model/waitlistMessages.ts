// The waitlist's notices (spec §8 "Waitlist dialog success", "Waitlist insert failure"; §5 for the
// landing page's inline form, which words its success for "the product").
import type { PublicFormMessages } from '@/features/public-forms/model/formNotices';

const ADDED = "You've been added to the waitlist!";
const FAILED = { title: 'Failed to join waitlist', message: 'Please try again later.' };

export const WAITLIST_DIALOG_MESSAGES: PublicFormMessages = {
  sent: { title: ADDED, message: "We'll let you know when Partii launches." },
  queued: {
    title: "You're offline — your sign-up is saved",
    message: "It will be sent automatically when you're back online.",
  },
  failed: FAILED,
  logLabel: 'Failed to join waitlist',
};

/** The inline form shows only its one notice (spec §5), saved offline or not: no `queued`. */
export const INLINE_WAITLIST_MESSAGES: PublicFormMessages = {
  sent: { title: ADDED, message: "We'll let you know when the product launches." },
  failed: FAILED,
  logLabel: 'Failed to join waitlist',
};
