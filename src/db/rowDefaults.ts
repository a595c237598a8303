// Server column defaults, applied when a row is first created locally so screens can render it
// before the server has answered. The server's own defaults replace these on the next pull.
import type { SyncedRowByTable, SyncedTable } from './schema.ts';

const TABLE_DEFAULTS: {
  [T in SyncedTable]: Omit<SyncedRowByTable[T], keyof CommonColumns | '_pending'>;
} = {
  jobs: {
    title: '',
    description: null,
    location: null,
    status: 'draft',
    skills: [],
    department: null,
    job_type: null,
    experience_level: null,
    salary_range: null,
    must_have_requirements: [],
    questions: [],
    salary_min: null,
    salary_max: null,
  },
  profiles: {
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    avatar_url: null,
    location: null,
    summary: null,
    skills: [],
    experience: null,
    education: null,
  },
  applications: {
    job_id: '',
    applicant_id: null,
    status: 'applied',
    ai_summary: null,
    ai_rating: null,
    ai_evidence: null,
    answers: [],
    cv_url: null,
    resume_filename: null,
    resume_text: null,
  },
  notes: { candidate_id: '', content: '', created_by: null },
  job_drafts: {
    job_id: null,
    step: 1,
    draft: {},
    messages: [],
    status: 'open',
    publish_job_id: null,
  },
  job_draft_messages: { draft_id: '', role: 'user', content: '' },
  interview_plans: { name: '', description: null, job_type: null, status: 'draft', template: null },
  interview_stages: {
    plan_id: '',
    position: 0,
    name: '',
    type: 'interview',
    duration_minutes: null,
    focus_attributes: [],
    questions: [],
  },
  interview_plan_favorites: { plan_id: '', user_id: null, favorite: false },
  interviews: {
    application_id: '',
    stage_id: null,
    starts_at: '',
    duration_minutes: 45,
    interviewer_ids: [],
    location: null,
    video_url: null,
    status: 'scheduled',
  },
  scorecards: {
    interview_id: '',
    application_id: '',
    interviewer_id: null,
    ratings: {},
    recommendation: 'yes',
    key_takeaways: '',
    submitted_at: '',
  },
  email_templates: { kind: 'custom', name: '', subject: '', body: '', auto_send: false },
  outgoing_emails: {
    kind: 'candidate',
    template_id: null,
    candidate_id: null,
    application_id: null,
    subject: '',
    body_text: '',
    status: 'queued',
  },
  notification_preferences: { user_id: null, email_kinds: [] },
  notifications: {
    recipient_id: '',
    kind: '',
    actor_id: null,
    candidate_id: null,
    application_id: null,
    interview_id: null,
    job_id: null,
    data: null,
    read_at: null,
  },
  conversations: { kind: 'channel', name: null, candidate_id: null, job_id: null, member_ids: [] },
  conversation_messages: { conversation_id: '', author_id: null, body: '', mentioned_ids: [], edited_at: null },
  conversation_reads: { conversation_id: '', user_id: null, read_at: '' },
};

interface CommonColumns {
  id: string;
  company_id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  version: number;
  change_xid: string | null;
}

/** A new local row: server defaults, then the caller's patch. `version` 0 = never seen by the server. */
export function newLocalRow<T extends SyncedTable>(
  table: T,
  id: string,
  companyId: string,
  patch: Record<string, unknown>,
  now = new Date(),
): SyncedRowByTable[T] {
  const iso = now.toISOString();
  const common: CommonColumns = {
    id,
    company_id: companyId,
    created_at: iso,
    updated_at: iso,
    deleted_at: null,
    version: 0,
    change_xid: null,
  };
  return {
    ...common,
    ...structuredClone(TABLE_DEFAULTS[table]),
    ...patch,
    id,
  } as SyncedRowByTable[T];
}

/** Columns the server owns: never sent in a patch (sync_push ignores or rejects them). */
export const SERVER_OWNED_COLUMNS = [
  'id',
  'company_id',
  'version',
  'change_xid',
  'updated_at',
  '_pending',
  // Issue 13: set by the server's triggers from the company and the caller, never by a client.
  'company_name',
  'created_by',
  'updated_by',
  // Issue 14: the member a favourite or a scorecard belongs to is the caller (docs/interviews.md).
  'user_id',
  'interviewer_id',
  // Issue 26: a message's author and its edit time are the server's (docs/chat.md).
  'author_id',
  'edited_at',
] as const;

/** The patch as sent to the server: server-owned columns and local markers removed. */
export function serverPatch(patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if ((SERVER_OWNED_COLUMNS as readonly string[]).includes(key) || value === undefined) continue;
    out[key] = value;
  }
  return out;
}
