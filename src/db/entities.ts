// Valibot schemas for every synced entity and for the public forms that write to the server.
// One source per schema: the TypeScript row types in `schema.ts` are inferred from these, forms
// validate with them, and `tests/integration/sync-schema.test.ts` checks the column names against
// the SQL in `supabase/migrations` (the server's truth).
import * as v from 'valibot';

export const JOB_STATUSES = ['published', 'draft', 'archived'] as const;
export const APPLICATION_STATUSES = ['applied', 'screening', 'interview', 'offer', 'rejected'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export const JOB_DRAFT_STATUSES = ['open', 'published'] as const;

export const JobStatusSchema = v.picklist(JOB_STATUSES);
export const ApplicationStatusSchema = v.picklist(APPLICATION_STATUSES);
export const CompanySizeSchema = v.picklist(COMPANY_SIZES, 'Please select a company size.');

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.string();
const nullableText = v.nullable(v.string());

/** Columns every synced table has (see the contract's "Server schema"). */
export const SyncedColumnsSchema = v.object({
  id: uuid,
  company_id: uuid,
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: v.nullable(timestamp),
  version: v.number(),
  /** Change-feed stamp (xid8 as text); null for a row created locally and not yet pushed. */
  change_xid: v.nullable(v.string()),
  /** Issue 13, server-owned: the user who made the row and who changed it last (never sent). */
  created_by: v.optional(v.nullable(v.string())),
  updated_by: v.optional(v.nullable(v.string())),
});

export const QuestionAnswerSchema = v.object({ question: v.string(), answer: v.string() });

export const JobSchema = v.object({
  ...SyncedColumnsSchema.entries,
  title: v.string(),
  description: nullableText,
  location: nullableText,
  status: JobStatusSchema,
  skills: v.array(v.string()),
  department: nullableText,
  job_type: nullableText,
  experience_level: nullableText,
  salary_range: nullableText,
  must_have_requirements: v.array(v.string()),
  questions: v.array(QuestionAnswerSchema),
  salary_min: v.nullable(v.number()),
  salary_max: v.nullable(v.number()),
  /** Server-owned: when the job was first published (D8); never sent by the client. */
  first_published_at: v.optional(v.nullable(timestamp)),
  /** Server-owned: the company's name, the one thing of it that is public (issue 13). */
  company_name: v.optional(v.nullable(v.string())),
  /** The interview plan the job uses (issue 14, docs/interviews.md). */
  interview_plan_id: v.optional(v.nullable(uuid)),
});

export const ProfileSchema = v.object({
  ...SyncedColumnsSchema.entries,
  first_name: nullableText,
  last_name: nullableText,
  email: nullableText,
  phone: nullableText,
  avatar_url: nullableText,
  location: nullableText,
  summary: nullableText,
  skills: v.array(v.string()),
  experience: nullableText,
  education: nullableText,
});

export const ApplicationSchema = v.object({
  ...SyncedColumnsSchema.entries,
  job_id: uuid,
  applicant_id: v.nullable(uuid),
  /** A missing status counts as 'applied' (spec §3). */
  status: v.nullable(ApplicationStatusSchema),
  ai_summary: nullableText,
  ai_rating: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  /** #6 screening evidence (`ScreeningEvidence` in src/features/screening); opaque to the store. */
  ai_evidence: v.nullable(v.unknown()),
  answers: v.array(QuestionAnswerSchema),
  cv_url: nullableText,
  resume_filename: nullableText,
  resume_text: nullableText,
  /** Server-owned: the contact the applicant typed in `submit_application` (D7); never sent by the client. */
  applicant_contact: v.optional(v.nullable(v.unknown())),
  /** Where the application is in its job's interview plan (issue 14); independent of `status`. */
  stage_id: v.optional(v.nullable(uuid)),
  /** Server-owned: when the candidate withdrew on their status page (issue 25). */
  withdrawn_at: v.optional(v.nullable(timestamp)),
});

export const NoteSchema = v.object({
  ...SyncedColumnsSchema.entries,
  candidate_id: uuid,
  content: v.pipe(v.string(), v.trim(), v.minLength(1)),
  /** Members @mentioned in the note (issue 25): the server notifies each one that is a member. */
  mentioned_ids: v.optional(v.array(uuid)),
});

export const JobDraftSchema = v.object({
  ...SyncedColumnsSchema.entries,
  job_id: v.nullable(uuid),
  step: v.number(),
  draft: v.record(v.string(), v.unknown()),
  /** Legacy whole-array chat, no longer written (the chat is `job_draft_messages`). */
  messages: v.array(v.unknown()),
  status: v.picklist(JOB_DRAFT_STATUSES),
  /** The id of the one job this draft publishes (fixed when the draft is made; D5). */
  publish_job_id: v.nullable(uuid),
});

export const JOB_DRAFT_MESSAGE_ROLES = ['user', 'assistant'] as const;

/** One message of the creator's chat: insert-only, ordered by (created_at, id) (D5). */
export const JobDraftMessageSchema = v.object({
  ...SyncedColumnsSchema.entries,
  draft_id: uuid,
  role: v.picklist(JOB_DRAFT_MESSAGE_ROLES),
  content: v.string(),
});

// Interview day (issue 14, docs/interviews.md): synced tables written through the outbox.
export const PLAN_STATUSES = ['active', 'draft', 'completed', 'archived'] as const;
export const PLAN_JOB_TYPES = ['technical', 'design', 'marketing', 'product', 'sales', 'customer-support'] as const;
export const STAGE_TYPES = ['interview', 'assessment', 'decision'] as const;
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;

export const InterviewPlanSchema = v.object({
  ...SyncedColumnsSchema.entries,
  name: v.string(),
  description: nullableText,
  job_type: v.nullable(v.picklist(PLAN_JOB_TYPES)),
  status: v.picklist(PLAN_STATUSES),
  /** The starting template's key (planTemplates.ts), or null for a plan made from scratch. */
  template: nullableText,
});

/** One attribute an interviewer rates at a stage; `id` is stable across renames. */
export const FocusAttributeSchema = v.object({ id: v.string(), name: v.string(), guidance: v.string() });

export const InterviewStageSchema = v.object({
  ...SyncedColumnsSchema.entries,
  plan_id: uuid,
  /** Order within the plan, ties by id; a stage put between two takes the midpoint. */
  position: v.number(),
  name: v.string(),
  type: v.picklist(STAGE_TYPES),
  duration_minutes: v.nullable(v.number()),
  focus_attributes: v.array(FocusAttributeSchema),
  questions: v.array(v.string()),
});

/** A member's favourite flag on a plan: one row per (plan, member), its id derived from both. */
export const InterviewPlanFavoriteSchema = v.object({
  ...SyncedColumnsSchema.entries,
  plan_id: uuid,
  /** Server-set to the signed-in member on insert. */
  user_id: v.nullable(uuid),
  favorite: v.boolean(),
});

export const InterviewSchema = v.object({
  ...SyncedColumnsSchema.entries,
  application_id: uuid,
  stage_id: v.nullable(uuid),
  starts_at: timestamp,
  duration_minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
  /** User ids of the members on the panel. */
  interviewer_ids: v.array(uuid),
  location: nullableText,
  video_url: nullableText,
  status: v.picklist(INTERVIEW_STATUSES),
  /** The recruiter ticked "Send the candidate a calendar invitation" (issue 25). */
  invite_candidate: v.optional(v.boolean()),
  /** Server-owned: the SEQUENCE of the interview's calendar event (docs/messaging.md). */
  ics_sequence: v.optional(v.number()),
});

export const AttributeRatingSchema = v.object({
  rating: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
  note: v.string(),
});

export const ScorecardSchema = v.object({
  ...SyncedColumnsSchema.entries,
  interview_id: uuid,
  application_id: uuid,
  /** Server-set to the author on insert. */
  interviewer_id: v.nullable(uuid),
  /** Keyed by focus attribute id. */
  ratings: v.record(v.string(), AttributeRatingSchema),
  recommendation: v.picklist(RECOMMENDATIONS),
  key_takeaways: v.string(),
  submitted_at: timestamp,
});

// Messaging (issue 25, docs/messaging.md).
export const OUTGOING_EMAIL_KINDS = [
  'candidate',
  'application_received',
  'interview_request',
  'interview_cancel',
  'notification',
] as const;
export const OUTGOING_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const EMAIL_TEMPLATE_KINDS = [
  'application_received',
  'interview_invitation',
  'rejection',
  'offer',
  'custom',
] as const;
export const NOTIFICATION_KINDS = [
  'panel_added',
  'panel_removed',
  'interview_moved',
  'interview_cancelled',
  'scorecard_due',
  'mentioned',
  'application_received',
  'candidate_replied',
  'candidate_withdrew',
  'invitation_accepted',
] as const;

/** One mail to one recipient, sent by the server exactly once per id (docs/messaging.md). */
export const OutgoingEmailSchema = v.object({
  ...SyncedColumnsSchema.entries,
  /** Server-owned for every column but template/candidate/application/subject/body_text. */
  kind: v.picklist(OUTGOING_EMAIL_KINDS),
  template_id: v.nullable(uuid),
  candidate_id: v.nullable(uuid),
  application_id: v.nullable(uuid),
  interview_id: v.optional(v.nullable(uuid)),
  recipient_user_id: v.optional(v.nullable(uuid)),
  to_email: v.optional(v.nullable(v.string())),
  to_name: v.optional(v.nullable(v.string())),
  subject: v.string(),
  body_text: v.string(),
  body_html: v.optional(v.nullable(v.string())),
  calendar: v.optional(v.nullable(v.unknown())),
  status: v.picklist(OUTGOING_EMAIL_STATUSES),
  attempts: v.optional(v.number()),
  next_attempt_at: v.optional(v.nullable(timestamp)),
  last_error: v.optional(v.nullable(v.string())),
  sent_at: v.optional(v.nullable(timestamp)),
  /** The sender's lease on the row (docs/messaging.md "The sender"); the app never reads them. */
  claimed_until: v.optional(v.nullable(timestamp)),
  claim_id: v.optional(v.nullable(uuid)),
});

/** A company's email template (variables in `{{…}}`, one list: features/email/model). */
export const EmailTemplateSchema = v.object({
  ...SyncedColumnsSchema.entries,
  kind: v.picklist(EMAIL_TEMPLATE_KINDS),
  name: v.string(),
  subject: v.string(),
  body: v.string(),
  /** application_received only: sent on submit. */
  auto_send: v.boolean(),
});

/** Server-made, one per recipient; the recipient sets `read_at` only. */
export const NotificationSchema = v.object({
  ...SyncedColumnsSchema.entries,
  recipient_id: uuid,
  /** Kept as text: a kind this build does not know yet is shown generically, never dropped. */
  kind: v.string(),
  actor_id: v.nullable(uuid),
  candidate_id: v.nullable(uuid),
  application_id: v.nullable(uuid),
  interview_id: v.nullable(uuid),
  job_id: v.nullable(uuid),
  data: v.nullable(v.record(v.string(), v.unknown())),
  read_at: v.nullable(timestamp),
});

/** A member's choice per notification kind: in-app only, or also by email. */
export const NotificationPreferencesSchema = v.object({
  ...SyncedColumnsSchema.entries,
  /** Server-set to the signed-in member on insert. */
  user_id: v.nullable(uuid),
  email_kinds: v.array(v.string()),
});

// Chat (issue 26, docs/chat.md): conversations, their messages, and each member's read marks.
export const CONVERSATION_KINDS = ['channel', 'candidate', 'job', 'direct'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const ConversationSchema = v.object({
  ...SyncedColumnsSchema.entries,
  /** Kept as text: a kind this build does not know yet is listed generically, never dropped. */
  kind: v.string(),
  /** A channel's name, without '#'; null for the other kinds. */
  name: nullableText,
  candidate_id: v.nullable(uuid),
  job_id: v.nullable(uuid),
  /** A direct conversation's two members (sorted); empty for the other kinds. */
  member_ids: v.array(uuid),
});

export const ConversationMessageSchema = v.object({
  ...SyncedColumnsSchema.entries,
  conversation_id: uuid,
  /** Server-set to the writer; the device writes its own id so the message reads right before the push. */
  author_id: v.nullable(uuid),
  /** Empty once deleted (the server clears a deleted message's words). */
  body: v.string(),
  mentioned_ids: v.array(uuid),
  /** Server-set when the author changes the body. */
  edited_at: v.nullable(timestamp),
});

/** Where a member has read a conversation up to (the `created_at` of the last message read). */
export const ConversationReadSchema = v.object({
  ...SyncedColumnsSchema.entries,
  conversation_id: uuid,
  /** Server-set to the signed-in member on insert. */
  user_id: v.nullable(uuid),
  read_at: timestamp,
});

// Teams (issue 13, docs/teams.md): pull-only tables, written by the server's RPCs and triggers.
export const MEMBER_ROLES = ['owner', 'admin', 'recruiter', 'interviewer'] as const;
export const MemberRoleSchema = v.picklist(MEMBER_ROLES);

/** The sync columns of a team table (a company row is its own company: it has no `company_id`). */
const TeamSyncColumns = {
  id: uuid,
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: v.nullable(timestamp),
  version: v.number(),
  change_xid: v.nullable(v.string()),
};

export const CompanySchema = v.object({ ...TeamSyncColumns, name: v.string() });

export const CompanyMemberSchema = v.object({
  ...TeamSyncColumns,
  company_id: uuid,
  user_id: uuid,
  role: MemberRoleSchema,
  name: nullableText,
  email: nullableText,
  last_seen_at: v.nullable(timestamp),
});

export const CompanyInvitationSchema = v.object({
  ...TeamSyncColumns,
  company_id: uuid,
  email: v.string(),
  role: MemberRoleSchema,
  expires_at: timestamp,
  accepted_at: v.nullable(timestamp),
  accepted_by: v.nullable(uuid),
  revoked_at: v.nullable(timestamp),
  invited_by: v.nullable(uuid),
});

export const ACTIVITY_KINDS = [
  'stage_moved',
  'note_added',
  'job_status_changed',
  'member_invited',
  'member_joined',
  'member_role_changed',
  'member_removed',
  'interview_scheduled',
  'interview_completed',
  'interview_cancelled',
  'scorecard_submitted',
] as const;

/** A candidate's reply from their status page (issue 25): written by the server only. */
export const CandidateMessageSchema = v.object({
  ...TeamSyncColumns,
  company_id: uuid,
  candidate_id: uuid,
  application_id: v.nullable(uuid),
  body: v.string(),
});

export const ActivitySchema = v.object({
  ...TeamSyncColumns,
  company_id: uuid,
  actor_id: v.nullable(uuid),
  actor_name: nullableText,
  /** Kept as text: a kind this build does not know yet is shown generically, never dropped. */
  kind: v.string(),
  application_id: v.nullable(uuid),
  profile_id: v.nullable(uuid),
  job_id: v.nullable(uuid),
  data: v.nullable(v.record(v.string(), v.unknown())),
});

// Forms of the public site (spec §5). The messages are the product's texts.
const nameField = v.pipe(v.string(), v.minLength(2, 'Name must be at least 2 characters.'));
const emailField = v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address.'));

/** Waitlist dialog form (fields as the spec names them). */
export const WaitlistFormSchema = v.object({
  name: nameField,
  email: emailField,
  companyName: v.pipe(v.string(), v.minLength(1, 'Company name is required.')),
  companySize: CompanySizeSchema,
  excitementReason: v.pipe(v.string(), v.minLength(1, 'Please tell us what excites you about Partii.')),
});

/** Contact dialog form. */
export const ContactFormSchema = v.object({
  name: nameField,
  email: emailField,
  message: v.pipe(v.string(), v.minLength(10, 'Message must be at least 10 characters.')),
});

/** Row of `waitlist_submissions` as inserted (email lower-cased, spec field mapping). */
export const WaitlistSubmissionSchema = v.object({
  email: v.pipe(v.string(), v.toLowerCase()),
  full_name: v.string(),
  company_name: v.string(),
  company_size: CompanySizeSchema,
  excitement_reason: v.string(),
});

/** Row of `contact_messages` as inserted. */
export const ContactMessageSchema = v.object({
  name: v.string(),
  email: v.string(),
  message: v.string(),
});

export type WaitlistForm = v.InferOutput<typeof WaitlistFormSchema>;
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;
export type WaitlistSubmission = v.InferOutput<typeof WaitlistSubmissionSchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** Maps the waitlist form to its table row (spec §3: name → full_name, ...). */
export function waitlistSubmissionFromForm(form: WaitlistForm): WaitlistSubmission {
  return {
    email: form.email.trim().toLowerCase(),
    full_name: form.name,
    company_name: form.companyName,
    company_size: form.companySize,
    excitement_reason: form.excitementReason,
  };
}

/** The synced tables, keyed by server table name. */
export const ENTITY_SCHEMAS = {
  jobs: JobSchema,
  profiles: ProfileSchema,
  applications: ApplicationSchema,
  notes: NoteSchema,
  job_drafts: JobDraftSchema,
  job_draft_messages: JobDraftMessageSchema,
  interview_plans: InterviewPlanSchema,
  interview_stages: InterviewStageSchema,
  interview_plan_favorites: InterviewPlanFavoriteSchema,
  interviews: InterviewSchema,
  scorecards: ScorecardSchema,
  email_templates: EmailTemplateSchema,
  outgoing_emails: OutgoingEmailSchema,
  notification_preferences: NotificationPreferencesSchema,
  notifications: NotificationSchema,
  conversations: ConversationSchema,
  conversation_messages: ConversationMessageSchema,
  conversation_reads: ConversationReadSchema,
} as const;

/** The pull-only team tables, keyed by server table name (issue 13). */
export const TEAM_SCHEMAS = {
  companies: CompanySchema,
  company_members: CompanyMemberSchema,
  company_invitations: CompanyInvitationSchema,
  activity: ActivitySchema,
  candidate_messages: CandidateMessageSchema,
} as const;
