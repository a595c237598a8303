// How a row of the activity feed reads (issue 13): the actor, what they did, to whom. Pure.
import type { Activity } from '@/db';
import { roleLabel } from '@/db/permissions';
import { MEMBER_ROLES } from '@/db/entities';
import { format } from 'date-fns';
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';

const JOB_STATUS_WORD: Record<string, string> = {
  published: 'published',
  draft: 'moved to draft',
  archived: 'archived',
};

function text(data: Activity['data'], key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

function role(data: Activity['data'], key: string): string {
  const value = text(data, key);
  return value && (MEMBER_ROLES as readonly string[]).includes(value)
    ? roleLabel(value as (typeof MEMBER_ROLES)[number])
    : (value ?? 'a member');
}

/** When an interview is, in the viewer's time: "12 May, 10:00"; null when the data has no time. */
function when(data: Activity['data']): string | null {
  const startsAt = text(data, 'starts_at');
  const ms = startsAt ? Date.parse(startsAt) : NaN;
  return Number.isNaN(ms) ? null : format(new Date(ms), 'd MMM, HH:mm');
}

/** "the Portfolio review interview with Olivia Costa for Designer" (issue 14's interview rows). */
function interviewPhrase(data: Activity['data'], candidate: string, job: string | null): string {
  const stage = text(data, 'stage_name');
  // A stage named "Final Interview" is not "the Final Interview interview".
  const named = stage && (/interview$/i.test(stage) ? `the ${stage}` : `the ${stage} interview`);
  return `${named || 'an interview'} with ${candidate}${job ? ` for ${job}` : ''}`;
}

/**
 * What the reader's own store adds to a row: the invited address, which only owners and admins
 * hold (their store has the invitations; the row itself carries the invitation's id, never the
 * address, because every member reads the feed — issue 24).
 */
export interface ActivityContext {
  inviteeEmail?: string | null;
}

/** The invitation a `member_invited` row is about, for the reader to look up; null for others. */
export function activityInvitationId(row: Pick<Activity, 'kind' | 'data'>): string | null {
  return row.kind === 'member_invited' ? text(row.data, 'invitation_id') : null;
}

/** "Ana moved Olivia Costa to Interview", "Sam added a note on Olivia Costa", ... */
export function activityText(
  row: Pick<Activity, 'kind' | 'actor_name' | 'data'>,
  context: ActivityContext = {},
): string {
  const actor = row.actor_name?.trim() || 'Someone';
  const d = row.data;
  const candidate = text(d, 'candidate_name') ?? 'a candidate';
  const job = text(d, 'job_title');
  switch (row.kind) {
    case 'stage_moved':
      return `${actor} moved ${candidate} to ${PIPELINE_STAGE_LABEL[pipelineStage(text(d, 'to'))]}${job ? ` for ${job}` : ''}`;
    case 'note_added':
      return `${actor} added a note on ${candidate}`;
    case 'job_status_changed': {
      const to = text(d, 'to');
      return `${actor} ${(to && JOB_STATUS_WORD[to]) ?? 'changed the status of'} ${job ?? 'a job'}`;
    }
    case 'member_invited':
      // rows written before issue 24 carried the address; they are cleaned on the server
      return `${actor} invited ${context.inviteeEmail ?? text(d, 'email') ?? 'someone'} as ${role(d, 'role')}`;
    case 'member_joined':
      return `${text(d, 'name') ?? actor} joined the team as ${role(d, 'role')}`;
    case 'member_role_changed':
      return `${actor} made ${text(d, 'name') ?? 'a member'} ${role(d, 'to')}`;
    case 'member_removed':
      return `${actor} removed ${text(d, 'name') ?? 'a member'} from the team`;
    case 'interview_scheduled': {
      const at = when(d);
      return `${actor} scheduled ${interviewPhrase(d, candidate, job)}${at ? ` on ${at}` : ''}`;
    }
    case 'interview_completed':
      return `${actor} completed ${interviewPhrase(d, candidate, job).replace(/^an interview/, 'the interview')}`;
    case 'interview_cancelled':
      return `${actor} cancelled ${interviewPhrase(d, candidate, job).replace(/^an interview/, 'the interview')}`;
    // The row carries no recommendation (issue 24): every member reads the feed, and an interviewer
    // who has not submitted yet must not learn which way the others leaned (issue 14 §4).
    case 'scorecard_submitted':
      return `${actor} submitted a scorecard for ${candidate}${job ? ` (${job})` : ''}`;
    // A member removed from the team leaves the panels of interviews not yet done (issue 24).
    case 'interviewer_removed': {
      const at = when(d);
      const phrase = interviewPhrase(d, candidate, job).replace(/^an interview/, 'the interview');
      const needs = d?.panel_empty === true ? '; it needs an interviewer' : '';
      return `${text(d, 'name') ?? 'A member'} left the panel of ${phrase}${at ? ` on ${at}` : ''} (no longer on the team)${needs}`;
    }
    default:
      return `${actor} made a change`;
  }
}

/** Where an activity row leads: the candidate, the job, or the team. */
export function activityHref(row: Pick<Activity, 'profile_id' | 'job_id'>): string {
  if (row.profile_id) return `/app/candidates/${row.profile_id}`;
  if (row.job_id) return `/app/jobs/${row.job_id}`;
  return '/app/settings#team';
}
