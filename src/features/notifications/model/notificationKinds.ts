// The kinds of notification as Settings → Notifications names them, and the choice of which are
// also sent by email (`notification_preferences.email_kinds`). Pure.
import { NOTIFICATION_KINDS } from '@/db/entities';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationKindLabel {
  title: string;
  description: string;
}

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, NotificationKindLabel> = {
  panel_added: { title: 'Added to a panel', description: 'Someone puts you on an interview panel.' },
  panel_removed: { title: 'Taken off a panel', description: 'Someone takes you off an interview panel.' },
  interview_moved: { title: 'Interview moved', description: 'An interview you are on gets a new time.' },
  interview_cancelled: { title: 'Interview cancelled', description: 'An interview you are on is cancelled.' },
  scorecard_due: { title: 'Scorecard due', description: 'An interview you were on has ended.' },
  mentioned: { title: 'Mentions', description: 'A colleague mentions you in a note or a chat message.' },
  application_received: { title: 'New applications', description: 'Someone applies to a job you created.' },
  candidate_replied: { title: 'Candidate replies', description: 'A candidate writes back from their status page.' },
  candidate_withdrew: { title: 'Withdrawals', description: 'A candidate withdraws their application.' },
  invitation_accepted: { title: 'Invitations accepted', description: 'Someone you invited joins the team.' },
};

/** The kinds in the order Settings lists them (the contract's order). */
export const NOTIFICATION_KIND_ORDER: readonly NotificationKind[] = NOTIFICATION_KINDS;

/**
 * `emailKinds` with `kind` switched on or off. Kinds this build does not know (written by a newer
 * build on another device) are kept as they are; the result has no duplicates.
 */
export function withEmailKind(emailKinds: readonly string[], kind: string, on: boolean): string[] {
  const rest = emailKinds.filter((k, i) => k !== kind && emailKinds.indexOf(k) === i);
  return on ? [...rest, kind] : rest;
}
