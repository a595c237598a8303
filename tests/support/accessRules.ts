// What each role may learn, per table and column (issue 24 "No side door"; the architecture's §6
// "Rows that leave the table"). One table of rules, read by the tests that walk every route a row
// can take (tests/integration/access-routes.test.ts) and by the forgery test
// (tests/integration/forgery.test.ts). It imports nothing of the app: it is the rule, the app and
// the migrations are what is checked against it.
//
// A new table, column, RPC, server function or activity kind fails those tests until it has its
// entry here ("add its row to accessRules").
//
// Reading the rules:
//   rows     which rows of a table a role reads, by ANY route (REST with any select, filter, embed
//            or count; sync_pull; realtime; RPC answers; server functions; activity; storage):
//              none                 nothing
//              company              every row of the role's own company
//              published            jobs that are published and live, of any company
//              own                  rows of the role's company whose `ownerColumn` is the caller
//              ownAndAfterOwnSubmit own rows, and the rest of an application's rows once the caller
//                                   has a live row of their own for that application (scorecards)
//              ownOrNoOwner         own rows, and the company's rows whose `ownerColumn` is null
//                                   (outgoing mail: a mail to a member is theirs; mail to candidates
//                                   is the hiring team's)
//              participants         rows of the company's conversations the caller takes part in:
//                                   every conversation but a direct one, and a direct one whose
//                                   `member_ids` name the caller (chat; a message by its conversation)
//   columns  which columns of those rows: 'all' (every column but the table's `secret` ones) or a
//            named list.
//   serverSet  columns the server sets whatever the client sends (forgery.test.ts forges each one).

export const ROLES = [
  'anon',
  'outsider',
  'interviewerBefore',
  'interviewerAfter',
  'recruiter',
  'admin',
  'owner',
  'removed',
] as const;
export type Role = (typeof ROLES)[number];

/** In words, for reports and docs/threat-model.md. */
export const ROLE_MEANING: Record<Role, string> = {
  anon: 'a visitor or applicant (anon key, no session)',
  outsider: 'a member (any role) of another company, signed in, who is no member of this one',
  interviewerBefore: 'an interviewer of the company who has not submitted their own scorecard for the application',
  interviewerAfter: 'an interviewer of the company who has submitted their own scorecard for the application',
  recruiter: 'a recruiter of the company',
  admin: 'an admin of the company',
  owner: 'an owner of the company',
  removed: 'a former member of the company (removed, or left), the company founder included',
};

export type RowScope =
  'none' | 'company' | 'published' | 'own' | 'ownAndAfterOwnSubmit' | 'ownOrNoOwner' | 'participants';
export type Read = { rows: 'none' } | { rows: Exclude<RowScope, 'none'>; columns: 'all' | readonly string[] };

/** How rows of a table are written. */
export type Writes =
  | 'sync' // sync_push (and REST, under RLS) by the roles docs/teams.md names
  | 'insert' // like sync, but inserted only: a client never changes or deletes a row once written (mail)
  | 'recipient' // made by the server; the row's `ownerColumn` member may set only the table's `clientSet` columns
  | 'rpc' // only the table's RPCs (and triggers); no REST or sync_push write by any API role
  | 'trigger' // only the server's triggers; no API role writes at all
  | 'form' // anonymous forms through their RPCs; nobody reads
  | 'server'; // server bookkeeping; no API role reads or writes

export interface TableRule {
  about: string;
  /** Every column of the table (the test fails on a column missing here). */
  columns: readonly string[];
  /** Columns no API role may read, by any route. */
  secret?: readonly string[];
  read: Record<Role, Read>;
  /** For `own` and `ownAndAfterOwnSubmit`: the column naming the row's member. */
  ownerColumn?: string;
  /** For `ownAndAfterOwnSubmit`: the column grouping rows (a submit opens its group). */
  groupColumn?: string;
  /** The column naming the row's company ('company_id' unless said). */
  companyColumn?: string;
  writes: Writes;
  /** Columns set by the server whatever a client sends (sync_push and REST, insert and update). */
  serverSet: readonly string[];
  /**
   * A derived id, checked by the server: uuidv5(row[parts[0]] + ':' + row[parts[1]], namespace), or
   * (with `prefix`) uuidv5(prefix + row[parts[1]], row[parts[0]]) — the first part's value as namespace.
   */
  derivedId?: { parts: readonly [string, string]; namespace?: string; prefix?: string };
  /** For `recipient`: the only columns the row's member may set (everything else is server-set). */
  clientSet?: readonly string[];
  /** sync_pull answers this table. */
  pulled: boolean;
  /** In the supabase_realtime publication (postgres_changes). */
  realtime: boolean;
}

const NONE: Read = { rows: 'none' };
const COMPANY: Read = { rows: 'company', columns: 'all' };

/** Every role reads nothing (server bookkeeping, public forms). */
const nobody = (): Record<Role, Read> => ({
  anon: NONE,
  outsider: NONE,
  interviewerBefore: NONE,
  interviewerAfter: NONE,
  recruiter: NONE,
  admin: NONE,
  owner: NONE,
  removed: NONE,
});

/** Members of the company read every row, whole; nobody else reads any. */
const members = (): Record<Role, Read> => ({
  ...nobody(),
  interviewerBefore: COMPANY,
  interviewerAfter: COMPANY,
  recruiter: COMPANY,
  admin: COMPANY,
  owner: COMPANY,
});

/** Members read the rows of the conversations they take part in (chat); nobody else any. */
const participants = (): Record<Role, Read> => {
  const PARTICIPANTS: Read = { rows: 'participants', columns: 'all' };
  return {
    ...nobody(),
    interviewerBefore: PARTICIPANTS,
    interviewerAfter: PARTICIPANTS,
    recruiter: PARTICIPANTS,
    admin: PARTICIPANTS,
    owner: PARTICIPANTS,
  };
};

/** Owners, admins and recruiters read every row; interviewers none (drafts). */
const writers = (): Record<Role, Read> => ({ ...members(), interviewerBefore: NONE, interviewerAfter: NONE });

/** The sync columns of every synced table. */
const SYNC = ['created_at', 'updated_at', 'deleted_at', 'version', 'change_xid'] as const;
/** Server-set on every synced table (docs/contracts.md sync_push; docs/teams.md "Attribution"). */
const SERVER_SYNC = ['company_id', 'version', 'change_xid', 'updated_at'] as const;
const ATTRIBUTION = ['created_by', 'updated_by'] as const;

/**
 * What anyone outside a job's company reads of a published, live job (docs/contracts.md
 * "Public jobs"): never company_id, created_by, updated_by, interview_plan_id, first_published_at.
 */
export const PUBLIC_JOB_COLUMNS = [
  'id',
  'title',
  'description',
  'location',
  'status',
  'skills',
  'department',
  'job_type',
  'experience_level',
  'salary_range',
  'salary_min',
  'salary_max',
  'must_have_requirements',
  'questions',
  'company_name',
  'created_at',
  'updated_at',
  'deleted_at',
  'version',
  'change_xid',
] as const;

const PUBLIC_JOB: Read = { rows: 'published', columns: PUBLIC_JOB_COLUMNS };

export const FAVORITE_NS = 'a6c3f2de-5d0e-4c57-9d1e-3f1b2d7c9e01';
export const SCORECARD_NS = 'b3f1e2c4-7a8d-4e6f-8a9b-0c1d2e3f4a5b';

export const TABLES: Record<string, TableRule> = {
  companies: {
    about: 'a company; its name is public only as jobs.company_name',
    columns: ['id', 'name', ...SYNC],
    read: members(),
    companyColumn: 'id',
    writes: 'rpc',
    serverSet: ['id', 'name', ...SYNC],
    pulled: true,
    realtime: true,
  },
  company_members: {
    about: 'the team: one row per member; removal is a tombstone',
    columns: ['id', 'company_id', 'user_id', 'role', 'name', 'email', 'last_seen_at', ...SYNC],
    read: members(),
    writes: 'rpc',
    serverSet: ['id', 'company_id', 'user_id', 'role', 'name', 'email', 'last_seen_at', ...SYNC],
    pulled: true,
    realtime: true,
  },
  company_invitations: {
    about: 'invitations: owners and admins only; the token exists only hashed, readable by nobody',
    columns: [
      'id',
      'company_id',
      'email',
      'role',
      'token_hash',
      'expires_at',
      'accepted_at',
      'accepted_by',
      'revoked_at',
      'invited_by',
      ...SYNC,
    ],
    secret: ['token_hash'],
    read: { ...nobody(), admin: COMPANY, owner: COMPANY },
    writes: 'rpc',
    serverSet: [
      'id',
      'company_id',
      'email',
      'role',
      'token_hash',
      'expires_at',
      'accepted_at',
      'accepted_by',
      'revoked_at',
      'invited_by',
      ...SYNC,
    ],
    pulled: true,
    realtime: true,
  },
  activity: {
    about: 'who did what; every member reads every row, so a row carries only what every member may read',
    columns: [
      'id',
      'company_id',
      'actor_id',
      'actor_name',
      'kind',
      'application_id',
      'profile_id',
      'job_id',
      'data',
      ...SYNC,
    ],
    read: members(),
    writes: 'trigger',
    serverSet: [
      'id',
      'company_id',
      'actor_id',
      'actor_name',
      'kind',
      'application_id',
      'profile_id',
      'job_id',
      'data',
      ...SYNC,
    ],
    pulled: true,
    realtime: true,
  },
  jobs: {
    about: "a company's jobs; a published one's public columns are anyone's",
    columns: [
      'id',
      'company_id',
      'title',
      'description',
      'location',
      'status',
      'skills',
      'department',
      'job_type',
      'experience_level',
      'salary_range',
      'must_have_requirements',
      'questions',
      'salary_min',
      'salary_max',
      ...SYNC,
      'first_published_at',
      ...ATTRIBUTION,
      'company_name',
      'interview_plan_id',
    ],
    // a published job's public columns are anyone's: a visitor's, another company's, a former member's
    read: { ...members(), anon: PUBLIC_JOB, outsider: PUBLIC_JOB, removed: PUBLIC_JOB },
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'first_published_at', 'company_name'],
    pulled: true,
    realtime: true,
  },
  profiles: {
    about: "a company's candidates",
    columns: [
      'id',
      'company_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'avatar_url',
      'location',
      'summary',
      'skills',
      'experience',
      'education',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: members(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  applications: {
    about: 'applications; applicants write through submit_application and never read',
    columns: [
      'id',
      'company_id',
      'job_id',
      'applicant_id',
      'status',
      'ai_summary',
      'ai_rating',
      'ai_evidence',
      'answers',
      'cv_url',
      'resume_filename',
      'resume_text',
      ...SYNC,
      'applicant_contact',
      ...ATTRIBUTION,
      'stage_id',
      'withdrawn_at',
    ],
    read: members(),
    writes: 'sync',
    // withdrawn_at: only the status page's Withdraw (status_withdraw) sets it
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'cv_url', 'applicant_contact', 'withdrawn_at'],
    pulled: true,
    realtime: true,
  },
  notes: {
    about: 'notes on a candidate',
    // mentioned_ids: the client's; the server keeps only live members of the note's company
    columns: ['id', 'company_id', 'candidate_id', 'content', ...SYNC, ...ATTRIBUTION, 'mentioned_ids'],
    read: members(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  job_drafts: {
    about: "the job creator's drafts: owners, admins, recruiters",
    columns: [
      'id',
      'company_id',
      'job_id',
      'step',
      'draft',
      'messages',
      'status',
      ...SYNC,
      'publish_job_id',
      ...ATTRIBUTION,
    ],
    read: writers(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  job_draft_messages: {
    about: "a draft's chat turns (insert-only)",
    columns: ['id', 'company_id', 'draft_id', 'role', 'content', ...SYNC, ...ATTRIBUTION],
    read: writers(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  interview_plans: {
    about: "a job's interview plan (the spec's Flow)",
    columns: ['id', 'company_id', 'name', 'description', 'job_type', 'status', 'template', ...SYNC, ...ATTRIBUTION],
    read: members(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  interview_stages: {
    about: "a plan's stages",
    columns: [
      'id',
      'company_id',
      'plan_id',
      'position',
      'name',
      'type',
      'duration_minutes',
      'focus_attributes',
      'questions',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: members(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  interview_plan_favorites: {
    about: "a member's star on a plan: each member's own, nobody else's",
    columns: ['id', 'company_id', 'plan_id', 'user_id', 'favorite', ...SYNC, ...ATTRIBUTION],
    read: {
      ...nobody(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'own', columns: 'all' },
      recruiter: { rows: 'own', columns: 'all' },
      admin: { rows: 'own', columns: 'all' },
      owner: { rows: 'own', columns: 'all' },
    },
    ownerColumn: 'user_id',
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'user_id'],
    derivedId: { parts: ['plan_id', 'user_id'], namespace: FAVORITE_NS },
    pulled: true,
    realtime: true,
  },
  interviews: {
    about: 'scheduled interviews and their panels',
    columns: [
      'id',
      'company_id',
      'application_id',
      'stage_id',
      'starts_at',
      'duration_minutes',
      'interviewer_ids',
      'location',
      'video_url',
      'status',
      ...SYNC,
      ...ATTRIBUTION,
      'invite_candidate',
      'ics_sequence',
    ],
    read: members(),
    writes: 'sync',
    // ics_sequence: the calendar event's SEQUENCE, counted by the server (docs/messaging.md)
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'ics_sequence'],
    pulled: true,
    realtime: true,
  },
  scorecards: {
    about:
      "scorecards: owners, admins, recruiters read all; an interviewer reads their own, and colleagues' for an application once they submitted their own for it",
    columns: [
      'id',
      'company_id',
      'interview_id',
      'application_id',
      'interviewer_id',
      'ratings',
      'recommendation',
      'key_takeaways',
      'submitted_at',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: {
      ...members(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'ownAndAfterOwnSubmit', columns: 'all' },
    },
    ownerColumn: 'interviewer_id',
    groupColumn: 'application_id',
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'interviewer_id', 'submitted_at', 'created_at', 'application_id'],
    derivedId: { parts: ['interview_id', 'interviewer_id'], namespace: SCORECARD_NS },
    pulled: true,
    realtime: true,
  },
  email_templates: {
    about: 'company mail templates with {{variables}}: members read; owners, admins, recruiters write',
    columns: ['id', 'company_id', 'kind', 'name', 'subject', 'body', 'auto_send', ...SYNC, ...ATTRIBUTION],
    read: members(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION],
    pulled: true,
    realtime: true,
  },
  outgoing_emails: {
    about:
      'outgoing mail: a mail to a member (recipient_user_id) is read by that member only; mail to candidates by owners, admins, recruiters; clients insert candidate mail only, never change it',
    columns: [
      'id',
      'company_id',
      'kind',
      'template_id',
      'candidate_id',
      'application_id',
      'interview_id',
      'recipient_user_id',
      'to_email',
      'to_name',
      'subject',
      'body_text',
      'body_html',
      'calendar',
      'status',
      'attempts',
      'next_attempt_at',
      'claimed_until',
      'claim_id',
      'last_error',
      'sent_at',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: {
      ...nobody(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'own', columns: 'all' },
      recruiter: { rows: 'ownOrNoOwner', columns: 'all' },
      admin: { rows: 'ownOrNoOwner', columns: 'all' },
      owner: { rows: 'ownOrNoOwner', columns: 'all' },
    },
    ownerColumn: 'recipient_user_id',
    writes: 'insert',
    // to_email/to_name: the candidate profile's (no open relay); everything about sending: the sender's
    serverSet: [
      ...SERVER_SYNC,
      ...ATTRIBUTION,
      'kind',
      'interview_id',
      'recipient_user_id',
      'to_email',
      'to_name',
      'body_html',
      'calendar',
      'status',
      'attempts',
      'next_attempt_at',
      'claimed_until',
      'claim_id',
      'last_error',
      'sent_at',
      'created_at',
    ],
    pulled: true,
    realtime: true,
  },
  notifications: {
    about: "a member's notifications: made by the server only; read by their recipient only (not the owner either)",
    columns: [
      'id',
      'company_id',
      'recipient_id',
      'kind',
      'actor_id',
      'candidate_id',
      'application_id',
      'interview_id',
      'job_id',
      'data',
      'read_at',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: {
      ...nobody(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'own', columns: 'all' },
      recruiter: { rows: 'own', columns: 'all' },
      admin: { rows: 'own', columns: 'all' },
      owner: { rows: 'own', columns: 'all' },
    },
    ownerColumn: 'recipient_id',
    writes: 'recipient',
    clientSet: ['read_at'],
    serverSet: [
      ...SERVER_SYNC,
      ...ATTRIBUTION,
      'recipient_id',
      'kind',
      'actor_id',
      'candidate_id',
      'application_id',
      'interview_id',
      'job_id',
      'data',
      'created_at',
      'deleted_at',
    ],
    pulled: true,
    realtime: true,
  },
  notification_preferences: {
    about: "a member's choice of notifications also sent by mail: each member's own, nobody else's",
    columns: ['id', 'company_id', 'user_id', 'email_kinds', ...SYNC, ...ATTRIBUTION],
    read: {
      ...nobody(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'own', columns: 'all' },
      recruiter: { rows: 'own', columns: 'all' },
      admin: { rows: 'own', columns: 'all' },
      owner: { rows: 'own', columns: 'all' },
    },
    ownerColumn: 'user_id',
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'user_id'],
    derivedId: { parts: ['company_id', 'user_id'], prefix: 'notification-preferences:' },
    pulled: true,
    realtime: true,
  },
  candidate_messages: {
    about: "a candidate's replies from the status page: written by status_reply only; members read",
    columns: ['id', 'company_id', 'candidate_id', 'application_id', 'body', ...SYNC],
    read: members(),
    writes: 'rpc',
    serverSet: ['id', 'company_id', 'candidate_id', 'application_id', 'body', ...SYNC],
    pulled: true,
    realtime: true,
  },
  conversations: {
    about:
      "Chat's conversations: a channel, a candidate's and a job's are every member's; a direct one its two members' only",
    columns: ['id', 'company_id', 'kind', 'name', 'candidate_id', 'job_id', 'member_ids', ...SYNC, ...ATTRIBUTION],
    read: participants(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'created_at'],
    pulled: true,
    realtime: true,
  },
  conversation_messages: {
    about: "Chat's messages: read by whoever reads their conversation; the author and the time are the server's",
    columns: [
      'id',
      'company_id',
      'conversation_id',
      'author_id',
      'body',
      'mentioned_ids',
      'edited_at',
      ...SYNC,
      ...ATTRIBUTION,
    ],
    read: participants(),
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'created_at', 'author_id', 'edited_at'],
    pulled: true,
    realtime: true,
  },
  conversation_reads: {
    about: "a member's read mark of a conversation (unread counts): each member's own, nobody else's",
    columns: ['id', 'company_id', 'conversation_id', 'user_id', 'read_at', ...SYNC, ...ATTRIBUTION],
    read: {
      ...nobody(),
      interviewerBefore: { rows: 'own', columns: 'all' },
      interviewerAfter: { rows: 'own', columns: 'all' },
      recruiter: { rows: 'own', columns: 'all' },
      admin: { rows: 'own', columns: 'all' },
      owner: { rows: 'own', columns: 'all' },
    },
    ownerColumn: 'user_id',
    writes: 'sync',
    serverSet: [...SERVER_SYNC, ...ATTRIBUTION, 'user_id'],
    pulled: true,
    realtime: true,
  },
  waitlist_submissions: {
    about: 'waitlist sign-ups: written through join_waitlist; nobody reads through the API',
    columns: ['id', 'email', 'full_name', 'company_name', 'company_size', 'excitement_reason', 'created_at'],
    read: nobody(),
    writes: 'form',
    serverSet: [],
    pulled: false,
    realtime: false,
  },
  contact_messages: {
    about: 'contact messages: written through send_contact_message; nobody reads through the API',
    columns: ['id', 'name', 'email', 'message', 'created_at'],
    read: nobody(),
    writes: 'form',
    serverSet: [],
    pulled: false,
    realtime: false,
  },
  sync_mutations: {
    about: "sync_push's bookkeeping of applied mutation ids",
    columns: ['mutation_id', 'user_id', 'client_id', 'table_name', 'row_id', 'applied_at'],
    read: nobody(),
    writes: 'server',
    serverSet: ['mutation_id', 'user_id', 'client_id', 'table_name', 'row_id', 'applied_at'],
    pulled: false,
    realtime: false,
  },
};

/**
 * Tables outside `public` that no API role may reach by any route (REST with any profile, RPC
 * answers, pull, realtime); only the server's functions read them.
 */
export const PRIVATE_TABLES: Record<string, { about: string; columns: readonly string[]; stored: string }> = {
  'partii_private.status_tokens': {
    about: "the applicant status page's links: the raw token exists only in the mail",
    columns: ['id', 'token_hash', 'company_id', 'candidate_id', 'email_id', 'created_at', 'revoked_at'],
    stored: 'sha256 hex of the token, never the token',
  },
};

/** The columns of `table` that `role` reads (empty: none), given the rule. */
export function readableColumns(table: string, role: Role): readonly string[] {
  const rule = TABLES[table];
  const read = rule.read[role];
  if (read.rows === 'none') return [];
  const secret = new Set(rule.secret ?? []);
  const cols = read.columns === 'all' ? rule.columns : read.columns;
  return cols.filter((c) => !secret.has(c));
}

// ─── activity: what each kind's `data` may carry ──────────────────────────────────────────────────

/**
 * Every member reads every activity row (REST, sync_pull, realtime), so `data` carries only what
 * every member may read: no recommendation (an interviewer who has not submitted reads no
 * colleague's scorecard) and no invitee address (invitations are for owners and admins).
 * The same keys for every role that reads activity (members); nobody else reads any.
 */
export const ACTIVITY_DATA_KEYS: Record<string, readonly string[]> = {
  stage_moved: ['from', 'to', 'candidate_name', 'job_title'],
  note_added: ['candidate_name'],
  job_status_changed: ['from', 'to', 'job_title'],
  member_invited: ['invitation_id', 'role'],
  member_joined: ['name', 'role'],
  member_role_changed: ['name', 'from', 'to'],
  member_removed: ['name'],
  interviewer_removed: ['name', 'candidate_name', 'job_title', 'starts_at', 'panel_empty'],
  interview_scheduled: ['candidate_name', 'job_title', 'starts_at', 'stage_name'],
  interview_completed: ['candidate_name', 'job_title', 'starts_at', 'stage_name'],
  interview_cancelled: ['candidate_name', 'job_title', 'starts_at', 'stage_name'],
  scorecard_submitted: ['candidate_name', 'job_title'],
};

// ─── notifications: what each kind's `data` may carry ────────────────────────────────────────────

/**
 * A notification is read by its recipient only, but `data` still carries names and times only:
 * never a rating or recommendation (a scorecard's content before the reader's own is in), a note's
 * text for someone it does not mention (only `mentioned` carries a note's excerpt, to the member
 * it names), or an invitee's address. docs/messaging.md "notifications".
 */
const INTERVIEW_KEYS = ['candidate_name', 'job_title', 'stage_name', 'starts_at', 'when', 'actor_name'] as const;
export const NOTIFICATION_DATA_KEYS: Record<string, readonly string[]> = {
  panel_added: INTERVIEW_KEYS,
  panel_removed: INTERVIEW_KEYS,
  interview_moved: [...INTERVIEW_KEYS, 'previous_starts_at'],
  interview_cancelled: [...INTERVIEW_KEYS, 'previous_starts_at'],
  scorecard_due: ['candidate_name', 'job_title', 'stage_name', 'starts_at', 'when'],
  mentioned: ['actor_name', 'candidate_name', 'excerpt', 'conversation_id', 'conversation_name'],
  application_received: ['candidate_name', 'job_title'],
  candidate_replied: ['candidate_name', 'excerpt'],
  candidate_withdrew: ['candidate_name', 'job_title'],
  invitation_accepted: ['invitee_name', 'role'],
};

/** Keys no `data` of any notification kind may carry, whatever the list above says. */
export const NOTIFICATION_FORBIDDEN_KEYS = [
  'rating',
  'ratings',
  'recommendation',
  'key_takeaways',
  'content',
  'note',
  'email',
  'invitee_email',
  'to_email',
  'phone',
  'ai_rating',
  'ai_summary',
] as const;

// ─── storage ──────────────────────────────────────────────────────────────────────────────────────

export interface BucketRule {
  about: string;
  /** Who reads (lists, downloads, signs a URL for) an object: its application's company's members. */
  read: Record<Role, 'none' | 'company'>;
}

export const BUCKETS: Record<string, BucketRule> = {
  resumes: {
    about:
      "applicants' resumes at <application_id>/<file>: the application's company reads; applicants upload their own once and never read",
    read: {
      anon: 'none',
      outsider: 'none',
      interviewerBefore: 'company',
      interviewerAfter: 'company',
      recruiter: 'company',
      admin: 'company',
      owner: 'company',
      removed: 'none',
    },
  },
};

// ─── RPCs: every function in schema public that anon or authenticated may execute ────────────────

export type RpcAnswer =
  | 'pull' // rows of a table: held to TABLES by the pull route
  | 'push' // per-mutation answers with the server's row: held to TABLES (a refusal carries no row the caller may not read)
  | 'ids' // ids and statuses of what the caller just did or may do, no row content
  | 'nothing' // void, or a boolean about its argument
  | 'own-companies' // the caller's live companies: id, name, role
  | 'invitation-by-token' // the invitation the caller holds the token of: company name, address, role, status
  | 'published-ids' // ids of published, live jobs
  | 'status-page'; // for the holder of a status link: the candidate's own applications in words, their upcoming interviews and replies; nothing internal

export interface RpcRule {
  about: string;
  callers: 'anon' | 'authenticated' | 'both';
  answers: RpcAnswer;
}

export const RPCS: Record<string, RpcRule> = {
  sync_pull: {
    about: 'the change feed of one table (docs/contracts.md, docs/teams.md)',
    callers: 'both',
    answers: 'pull',
  },
  sync_push: { about: 'the write path; anon is refused', callers: 'both', answers: 'push' },
  submit_application: { about: "an applicant's application", callers: 'both', answers: 'ids' },
  replace_application_resume: { about: "an applicant's resume, while none is stored", callers: 'both', answers: 'ids' },
  join_waitlist: { about: 'the waitlist form', callers: 'both', answers: 'nothing' },
  send_contact_message: { about: 'the contact form', callers: 'both', answers: 'nothing' },
  is_valid_email: { about: 'a check of its argument', callers: 'both', answers: 'nothing' },
  published_job_ids: {
    about: 'ids of published jobs (public store reconcile)',
    callers: 'both',
    answers: 'published-ids',
  },
  invitation_preview: { about: 'what an invitation link is for', callers: 'both', answers: 'invitation-by-token' },
  create_company_invitation: {
    about: 'owners and admins invite; the token is answered once, to its creator',
    callers: 'authenticated',
    answers: 'ids',
  },
  revoke_company_invitation: { about: 'owners and admins', callers: 'authenticated', answers: 'ids' },
  accept_company_invitation: { about: 'the invited address only', callers: 'authenticated', answers: 'ids' },
  set_company_member_role: { about: 'owners and admins', callers: 'authenticated', answers: 'ids' },
  remove_company_member: { about: 'owners and admins; anyone leaves', callers: 'authenticated', answers: 'ids' },
  rename_company: { about: 'owners and admins', callers: 'authenticated', answers: 'ids' },
  my_companies: { about: "the caller's companies", callers: 'authenticated', answers: 'own-companies' },
  touch_company_membership: { about: "a member's last_seen_at", callers: 'authenticated', answers: 'nothing' },
  status_page: {
    about: 'the applicant status page, for whoever holds a live link (P0002 for an unknown or revoked one)',
    callers: 'both',
    answers: 'status-page',
  },
  status_reply: {
    about: "a candidate's reply through their link (idempotent per id; an id taken by another candidate refused)",
    callers: 'both',
    answers: 'status-page',
  },
  status_withdraw: {
    about: "withdraws one of the link's candidate's own applications",
    callers: 'both',
    answers: 'ids',
  },
  revoke_status_links: {
    about: "owners, admins, recruiters revoke a candidate's links; answers a count",
    callers: 'authenticated',
    answers: 'nothing',
  },
};

/**
 * Functions of `public` for the server only (the mail sender, the due-scorecards check): anon and
 * authenticated may not execute them, by any route.
 */
export const SERVICE_ROLE_RPCS: Record<string, string> = {
  claim_outgoing_emails: 'claims due mail for a sender (answers addresses, bodies and fresh status tokens)',
  finish_outgoing_email: "records a send's outcome",
  notify_scorecards_due: 'makes the scorecard_due notifications',
};

/**
 * What a status_page answer may carry, key by key (nested objects by their path). Anything else is
 * internal (rating, ai_*, stage, note, scorecard, interviewer, email, phone, created_by…).
 */
export const STATUS_PAGE_KEYS: readonly string[] = [
  'candidate',
  'candidate.first_name',
  'company',
  'company.name',
  'applications',
  'applications.id',
  'applications.job_id',
  'applications.job_title',
  'applications.status_label',
  'applications.applied_at',
  'applications.withdrawn_at',
  'applications.can_withdraw',
  'interviews',
  'interviews.id',
  'interviews.job_title',
  'interviews.starts_at',
  'interviews.duration_minutes',
  'interviews.location',
  'interviews.video_url',
  'interviews.ics_sequence',
  'interviews.status',
  'messages',
  'messages.id',
  'messages.body',
  'messages.created_at',
];

// ─── server functions (supabase/functions/<name>) ────────────────────────────────────────────────

export interface FunctionRule {
  about: string;
  /** What of the database it may answer, and to whom. */
  answers: string;
}

export const FUNCTIONS: Record<string, FunctionRule> = {
  ai: { about: 'words a summary or description from what the body sends', answers: 'nothing of the database' },
  create_profile_admin: {
    about: "adds candidates to the caller's own company (id = caller's user id)",
    answers: 'the written profile, only to a member of that company who may write profiles (owner, admin, recruiter)',
  },
  'invite-member': {
    about: 'creates an invitation as the caller and mails it',
    answers: 'the invitation id, link and expiry, only to owners and admins',
  },
  'send-email': {
    about: 'one drain pass of the outgoing mail queue (hosted: pg_cron or a database webhook)',
    answers: 'counts only, to the service role; anon and every member are refused',
  },
};

/** Every table's server-set columns, for the forgery test. */
export function serverSetColumns(): Array<{ table: string; column: string }> {
  return Object.entries(TABLES).flatMap(([table, rule]) => rule.serverSet.map((column) => ({ table, column })));
}
