// How a row of the activity feed reads (issue 13): the actor, what they did, to whom. Pure.
import type { Activity } from '@/db';
import { roleLabel } from '@/db/permissions';
import { MEMBER_ROLES } from '@/db/entities';
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

/** "Ana moved Olivia Costa to Interview", "Sam added a note on Olivia Costa", ... */
export function activityText(row: Pick<Activity, 'kind' | 'actor_name' | 'data'>): string {
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
      return `${actor} invited ${text(d, 'email') ?? 'someone'} as ${role(d, 'role')}`;
    case 'member_joined':
      return `${text(d, 'name') ?? actor} joined the team as ${role(d, 'role')}`;
    case 'member_role_changed':
      return `${actor} made ${text(d, 'name') ?? 'a member'} ${role(d, 'to')}`;
    case 'member_removed':
      return `${actor} removed ${text(d, 'name') ?? 'a member'} from the team`;
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
