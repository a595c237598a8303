// How a notification reads (docs/messaging.md): one sentence per kind, built from the names and
// times the server put in `data`. Pure. Any key may be missing (an older row, a deleted job) and a
// kind this build does not know yet still reads as something: the inbox never breaks on a row.
import { format } from 'date-fns';
import type { Notification } from '@/db';

type Data = Notification['data'];
export type NotificationLike = Pick<
  Notification,
  'kind' | 'data' | 'candidate_id' | 'application_id' | 'interview_id' | 'job_id'
>;

function text(data: Data, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** "Tue 2 Dec 14:00" in the reader's time zone; null when the key holds no time. */
export function notificationWhen(data: Data, key = 'starts_at'): string | null {
  const iso = text(data, key);
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : format(new Date(ms), 'EEE d MMM HH:mm');
}

/** "Technical interview with Olivia Costa — Senior Frontend Engineer" (each part only if known). */
function interviewPhrase(data: Data): string {
  const stage = text(data, 'stage_name') ?? 'an interview';
  const candidate = text(data, 'candidate_name');
  const job = text(data, 'job_title');
  return `${stage}${candidate ? ` with ${candidate}` : ''}${job ? ` — ${job}` : ''}`;
}

const at = (when: string | null) => (when ? `, ${when}` : '');

/** The sentence an item of the inbox shows, e.g. "Maya Chen added you to the panel of …". */
export function notificationText(row: Pick<Notification, 'kind' | 'data'>): string {
  const d = row.data;
  // The server's mail says the same when it has no name (a change made by the system).
  const actor = text(d, 'actor_name') ?? 'A colleague';
  const candidate = text(d, 'candidate_name') ?? 'A candidate';
  const job = text(d, 'job_title');
  const forJob = job ? ` for ${job}` : '';
  switch (row.kind) {
    case 'panel_added':
      return `${actor} added you to the panel of ${interviewPhrase(d)}${at(notificationWhen(d))}`;
    case 'panel_removed':
      return `${actor} took you off the panel of ${interviewPhrase(d)}${at(notificationWhen(d))}`;
    case 'interview_moved': {
      const to = notificationWhen(d);
      const from = notificationWhen(d, 'previous_starts_at');
      return `${actor} moved ${interviewPhrase(d)}${to ? ` to ${to}` : ''}${from ? ` (was ${from})` : ''}`;
    }
    case 'interview_cancelled':
      return `${actor} cancelled ${interviewPhrase(d)}${at(notificationWhen(d))}`;
    case 'scorecard_due':
      return `Your scorecard is due for ${interviewPhrase(d)}`;
    case 'mentioned': {
      // In Chat (issue 26): the conversation's name and the words, as the server's mail says it.
      const conversation = text(d, 'conversation_name');
      if (conversation) return `${actor} mentioned you in ${conversation}: "${text(d, 'excerpt') ?? ''}"`;
      return `${actor} mentioned you in a note${text(d, 'candidate_name') ? ` on ${candidate}` : ''}`;
    }
    case 'application_received':
      return `${candidate} applied${forJob}`;
    case 'candidate_replied':
      return `${candidate} replied to your team${job ? ` — ${job}` : ''}`;
    case 'candidate_withdrew':
      return `${candidate} withdrew their application${forJob}`;
    case 'invitation_accepted':
      return `${text(d, 'invitee_name') ?? 'Your invitee'} accepted your invitation and joined the team`;
    default: {
      const about = text(d, 'candidate_name') ?? job;
      return about ? `Something changed about ${about}` : 'You have a new notification';
    }
  }
}

/** The quoted words under the sentence (a mention's note, a candidate's reply), if any. */
export function notificationExcerpt(row: Pick<Notification, 'kind' | 'data'>): string | null {
  // A mention in Chat quotes its words in the sentence itself.
  if (row.kind === 'mentioned' && text(row.data, 'conversation_name')) return null;
  return text(row.data, 'excerpt');
}

/** The conversation a mention in Chat was made in (`data.conversation_id`), if any. */
function conversationOf(row: Pick<Notification, 'data'>): string | null {
  const id = text(row.data, 'conversation_id');
  return id && /^[\da-f-]{36}$/i.test(id) ? id : null;
}

/**
 * Where an item leads: the interview kit for interview kinds, the conversation of a mention in
 * Chat, the candidate's profile, the job, the team; null when the row names nothing (it is then
 * shown without a link).
 */
export function notificationHref(row: NotificationLike): string | null {
  const interview = row.interview_id ? `/app/interviews/${row.interview_id}` : null;
  const candidate = row.candidate_id ? `/app/candidates/${row.candidate_id}` : null;
  const job = row.job_id ? `/app/jobs/${row.job_id}` : null;
  switch (row.kind) {
    case 'panel_added':
    case 'interview_moved':
    case 'scorecard_due':
      return interview ?? candidate ?? job;
    // No longer on the panel (or no interview left): the kit has nothing for them; the list does.
    case 'panel_removed':
    case 'interview_cancelled':
      return '/app/interviews';
    case 'mentioned': {
      const conversation = conversationOf(row);
      return conversation ? `/app/chat?c=${conversation}` : (candidate ?? job);
    }
    case 'candidate_replied':
    case 'candidate_withdrew':
      return candidate ?? job;
    case 'application_received':
      return candidate ?? job;
    case 'invitation_accepted':
      return '/app/settings#team';
    default:
      return interview ?? candidate ?? job;
  }
}
