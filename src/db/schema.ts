// The local store: Dexie databases mirroring the server's tables, plus the outbox and sync state.
// One database per signed-in user (`partii-company-<userId>`) so two recruiters on one machine
// never see each other's rows, and one for public data (`partii-public`) shared by visitors.
//
// The stores never hold tombstones. The server keeps deleted rows (`deleted_at` set) so other
// devices learn of the delete, but a row leaves a local store the moment it is deleted:
// `deleteRow` removes it, a pulled or acknowledged row with `deleted_at` set is removed by
// `rebaseRow` (applyPatches answers null for it), and the public pull keeps only published, live
// jobs (sync/pull.ts). So reads never filter on `deleted_at`, and nothing may write a row with
// `deleted_at` set into a store.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type * as v from 'valibot';
import type {
  ActivitySchema,
  CompanyInvitationSchema,
  CompanyMemberSchema,
  CompanySchema,
  MEMBER_ROLES,
  ApplicationSchema,
  JobDraftMessageSchema,
  JobDraftSchema,
  JobSchema,
  NoteSchema,
  ProfileSchema,
  InterviewPlanSchema,
  InterviewStageSchema,
  InterviewPlanFavoriteSchema,
  InterviewSchema,
  ScorecardSchema,
  EmailTemplateSchema,
  OutgoingEmailSchema,
  NotificationSchema,
  NotificationPreferencesSchema,
  CandidateMessageSchema,
  ConversationMessageSchema,
  ConversationReadSchema,
  ConversationSchema,
  RECOMMENDATIONS,
  APPLICATION_STATUSES,
  JOB_STATUSES,
} from './entities.ts';
import type { OutboxEntry } from './outbox.ts';
import { recountApplications, type ApplicationCounts, type CountedApplication } from './counts.ts';
import { createStoreMiddleware, type StoreMiddleware } from './storeMiddleware.ts';
import { relaxedSyncWrites } from './durability.ts';

export type { OutboxEntry, OutboxOp, OutboxStatus, OutboxError, NewOutboxEntry, OutboxResult } from './outbox.ts';

export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Present (value 1) while an outbox entry for the row is waiting to be pushed. */
interface LocalMarkers {
  _pending?: 1;
}

export type Job = v.InferOutput<typeof JobSchema> & LocalMarkers;
export type Profile = v.InferOutput<typeof ProfileSchema> & LocalMarkers;
export type Application = v.InferOutput<typeof ApplicationSchema> & LocalMarkers;
export type Note = v.InferOutput<typeof NoteSchema> & LocalMarkers;
export type JobDraft = v.InferOutput<typeof JobDraftSchema> & LocalMarkers;
export type JobDraftMessage = v.InferOutput<typeof JobDraftMessageSchema> & LocalMarkers;
export type Company = v.InferOutput<typeof CompanySchema>;
export type CompanyMember = v.InferOutput<typeof CompanyMemberSchema>;
export type CompanyInvitation = v.InferOutput<typeof CompanyInvitationSchema>;
export type Activity = v.InferOutput<typeof ActivitySchema>;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type InterviewPlan = v.InferOutput<typeof InterviewPlanSchema> & LocalMarkers;
export type InterviewStage = v.InferOutput<typeof InterviewStageSchema> & LocalMarkers;
export type InterviewPlanFavorite = v.InferOutput<typeof InterviewPlanFavoriteSchema> & LocalMarkers;
export type Interview = v.InferOutput<typeof InterviewSchema> & LocalMarkers;
export type Scorecard = v.InferOutput<typeof ScorecardSchema> & LocalMarkers;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export type EmailTemplate = v.InferOutput<typeof EmailTemplateSchema> & LocalMarkers;
export type OutgoingEmail = v.InferOutput<typeof OutgoingEmailSchema> & LocalMarkers;
export type Notification = v.InferOutput<typeof NotificationSchema> & LocalMarkers;
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema> & LocalMarkers;
export type CandidateMessage = v.InferOutput<typeof CandidateMessageSchema>;
export type Conversation = v.InferOutput<typeof ConversationSchema> & LocalMarkers;
export type ConversationMessage = v.InferOutput<typeof ConversationMessageSchema> & LocalMarkers;
export type ConversationRead = v.InferOutput<typeof ConversationReadSchema> & LocalMarkers;

/** Server table names of the synced tables. */
export type SyncedTable =
  | 'jobs'
  | 'profiles'
  | 'applications'
  | 'notes'
  | 'job_drafts'
  | 'job_draft_messages'
  | 'interview_plans'
  | 'interview_stages'
  | 'interview_plan_favorites'
  | 'interviews'
  | 'scorecards'
  | 'email_templates'
  | 'outgoing_emails'
  | 'notification_preferences'
  | 'notifications'
  | 'conversations'
  | 'conversation_messages'
  | 'conversation_reads';
/** In pull order: a draft arrives before its messages, a plan before its stages (docs/interviews.md). */
export const SYNCED_TABLES: readonly SyncedTable[] = [
  'interview_plans',
  'interview_stages',
  'interview_plan_favorites',
  'jobs',
  'profiles',
  'applications',
  'notes',
  'job_drafts',
  'job_draft_messages',
  'interviews',
  'scorecards',
  'email_templates',
  'outgoing_emails',
  'notification_preferences',
  'notifications',
  'conversations',
  'conversation_messages',
  'conversation_reads',
];

export interface SyncedRowByTable {
  jobs: Job;
  profiles: Profile;
  applications: Application;
  notes: Note;
  job_drafts: JobDraft;
  job_draft_messages: JobDraftMessage;
  interview_plans: InterviewPlan;
  interview_stages: InterviewStage;
  interview_plan_favorites: InterviewPlanFavorite;
  interviews: Interview;
  scorecards: Scorecard;
  email_templates: EmailTemplate;
  outgoing_emails: OutgoingEmail;
  notification_preferences: NotificationPreferences;
  notifications: Notification;
  conversations: Conversation;
  conversation_messages: ConversationMessage;
  conversation_reads: ConversationRead;
}
export type SyncedRow = SyncedRowByTable[SyncedTable];

/**
 * The team tables (issue 13, docs/teams.md): pulled like the others, never written by a client
 * (the server's RPCs and triggers write them), so they have no outbox path.
 */
export type TeamTable = 'companies' | 'company_members' | 'company_invitations' | 'activity' | 'candidate_messages';
/** Every table a company store pulls. */
export type PulledTable = SyncedTable | TeamTable;
/** In pull order (docs/teams.md "Sync"). */
export const PULLED_TABLES: readonly PulledTable[] = [
  'company_members',
  'companies',
  'company_invitations',
  ...SYNCED_TABLES,
  'activity',
  'candidate_messages',
];

export interface PulledRowByTable extends SyncedRowByTable {
  companies: Company;
  company_members: CompanyMember;
  company_invitations: CompanyInvitation;
  activity: Activity;
  candidate_messages: CandidateMessage;
}
export type PulledRow = PulledRowByTable[PulledTable];

/** A chat message of the application chat (spec §3 "Chat message"). */
export interface ApplyChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
}

/**
 * An applicant's application chat for one job, kept in the public store so it survives reloads
 * and can be submitted when the connection returns. Local only (never synced as a row).
 */
export interface ApplyDraft {
  /** Key: the job being applied to. */
  jobId: string;
  /** Client-generated application id: `submit_application` is idempotent on it. */
  applicationId: string;
  messages: ApplyChatMessage[];
  /** Spec §4 progress: 0, 10, 20, 30, 50, 70, 90, 100. */
  progress: number;
  answers: { question: string; answer: string }[];
  /** The uploaded resume, waiting in `blobs` under this key until it is sent. */
  /** `note`: why the text could not be read (e.g. a legacy .doc), told to the applicant once. */
  resume?: { blobKey: string; name: string; type: string; text: string | null; note?: string } | null;
  contact?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  /** 'submitted' once the submit is queued in the outbox (it may still be pending offline). */
  status: 'in_progress' | 'submitted';
  updatedAt: number;
}

/**
 * A scorecard being written (issue 14): the form as typed, saved on every keystroke so it survives
 * a reload or a dead battery. Local only; deleted once its submit is queued in the outbox.
 */
export interface ScorecardDraft {
  /** Key: the interview the scorecard is for. */
  interviewId: string;
  ratings: Record<string, { rating: 1 | 2 | 3 | 4 | null; note: string }>;
  recommendation: Recommendation | null;
  keyTakeaways: string;
  updatedAt: number;
}

/**
 * A turn of the member's conversation with the hiring assistant (issue 26), kept on this device
 * only: the assistant answers from this device's store, so its answers are this device's too.
 */
export interface AssistantTurn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** The answer as the assistant gave it (rows as links, a draft to open); null for a question. */
  answer: unknown;
  /** Milliseconds since the epoch, the device's clock. */
  createdAt: number;
}

/** The engine's status, row key 'status' of `syncState`; the shell shows it through a live query. */
export interface SyncStatus {
  key: 'status';
  online: boolean;
  syncing: boolean;
  pending: number;
  failed: number;
  lastSyncedAt: number | null;
  lastError: string | null;
}

/** Pull position of one table, row key `cursor:<table>` of `syncState`. */
export interface SyncCursor {
  key: `cursor:${string}`;
  xid: string;
  id: string;
}

/**
 * The applications whose other scorecards this interviewer's store has pulled since submitting
 * their own (issue 14, scorecardUnlocks.ts), row key 'scorecard-unlocks' of `syncState`.
 */
export interface ScorecardUnlocks {
  key: 'scorecard-unlocks';
  /** The role the store's scorecards were pulled as. */
  role: MemberRole;
  applicationIds: string[];
}

export type SyncStateRow = SyncStatus | SyncCursor | ScorecardUnlocks;

/** A file waiting to be uploaded (outbox op 'upload' refers to it by key). */
export interface BlobRecord {
  key: string;
  blob: Blob;
  name: string;
  type: string;
}

/** A resume downloaded for offline viewing (key = applications.cv_url). */
export interface ResumeCacheEntry {
  key: string;
  blob: Blob;
  name: string;
  type: string;
  fetchedAt: number;
}

/**
 * The applicant status page (issue 25 §4, docs/messaging.md "Status page"): what `status_page`
 * answers, in the candidate's words and nothing internal (no rating, note, scorecard, stage name or
 * panel). sync/statusPage.ts keeps only these fields of the answer.
 */
export interface StatusPageApplication {
  id: string;
  job_id: string;
  job_title: string;
  /** Already in candidate words: "Received", "Under review", "Interviewing", "Offer", … */
  status_label: string;
  applied_at: string;
  withdrawn_at: string | null;
  can_withdraw: boolean;
}

export interface StatusPageInterview {
  id: string;
  job_title: string;
  starts_at: string;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  /** The SEQUENCE of the mailed invitation: "Add to calendar" builds the same event. */
  ics_sequence: number;
  status: string;
}

/** A reply the candidate wrote to the hiring team. */
export interface StatusPageMessage {
  id: string;
  body: string;
  created_at: string;
}

export interface StatusPage {
  candidate: { first_name: string };
  company: { name: string };
  applications: StatusPageApplication[];
  interviews: StatusPageInterview[];
  messages: StatusPageMessage[];
}

/**
 * One status link's page on this device, so it opens offline after a first visit. Keyed by a hash
 * of the link's token, never the token itself (the token is a password to the page: a copy of
 * IndexedDB must not be a way in). The token lives only in the URL and, until sent, in the
 * outbox entries of the replies and withdrawals written offline.
 */
export interface StatusPageRecord {
  /** statusPageKey(token): SHA-256 of the token (hex). */
  key: string;
  /** The server's last answer; null before the first one, and once the link is no longer valid. */
  page: StatusPage | null;
  /** The server said the link is unknown or revoked: nothing of the page is kept. */
  invalid: boolean;
  fetchedAt: number | null;
  /** Why the last fetch failed (offline, server down); null after a good one. */
  fetchError: string | null;
  /** Replies written on this device that the server's page does not list yet. */
  localReplies: StatusPageMessage[];
  /** Withdrawals made on this device that the server's page does not show yet. */
  localWithdrawals: { applicationId: string; at: string }[];
}

/*
 * Schema versions. Each entry is one Dexie version; a new version is appended, never edited,
 * so a browser holding an older database (with writes still in its outbox) upgrades in place.
 * They are exported as data so tests can open a database at an older version and upgrade it.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: import('dexie').Transaction) => Promise<void> | void;
}

const OUTBOX_V1 = '++seq, &mutationId, status';
// v2: an index on [table+rowId] so rebasing a pulled row finds its pending patches without a scan.
const OUTBOX_V2 = '++seq, &mutationId, status, [table+rowId]';

/** v2 fills bookkeeping fields that v1 entries may lack, keeping every entry. */
async function upgradeOutboxToV2(tx: import('dexie').Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: Partial<OutboxEntry>) => {
      entry.status ??= 'pending';
      entry.attempts ??= 0;
      entry.nextAttemptAt ??= 0;
      entry.createdAt ??= Date.now();
      entry.table ??= '';
    });
}

export const PUBLIC_SCHEMA: SchemaVersion[] = [
  {
    version: 1,
    stores: {
      jobs: 'id, status, created_at',
      applyDrafts: 'jobId',
      outbox: OUTBOX_V1,
      syncState: 'key',
    },
  },
  {
    version: 2,
    stores: { outbox: OUTBOX_V2, blobs: 'key' },
    upgrade: upgradeOutboxToV2,
  },
  {
    // Issue 25: the applicant status page, one record per status link (key: a hash of its token).
    version: 3,
    stores: { statusPages: 'key' },
  },
];

const UUID_PATTERN = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * v3 (D5): the creator's chat moves from `jobDrafts.messages` (one array rewritten per turn) to
 * insert-only rows in `jobDraftMessages`. Local drafts' arrays become rows at once, so the chat
 * reads the same offline; the ids are the messages' own (as the server's backfill keeps them), and
 * the array order is kept (each row a millisecond after the one before at least). The server's
 * copies replace these on the next pull.
 */
async function upgradeDraftMessagesToV3(tx: import('dexie').Transaction): Promise<void> {
  const messages = tx.table('jobDraftMessages');
  const drafts = (await tx.table('jobDrafts').toArray()) as Partial<JobDraft>[];
  for (const draft of drafts) {
    if (!draft.id || !draft.company_id || !Array.isArray(draft.messages)) continue;
    let last = Number.NEGATIVE_INFINITY;
    for (const stored of draft.messages) {
      const m = (stored ?? {}) as { id?: unknown; role?: unknown; content?: unknown; timestamp?: unknown };
      if (typeof m.id !== 'string' || !UUID_PATTERN.test(m.id)) continue;
      if ((m.role !== 'user' && m.role !== 'assistant') || typeof m.content !== 'string') continue;
      const parsed = typeof m.timestamp === 'string' ? Date.parse(m.timestamp) : NaN;
      const base = Number.isNaN(parsed) ? Date.parse(draft.created_at ?? '') || 0 : parsed;
      last = Math.max(base, last + 1);
      if (await messages.get(m.id)) continue;
      const at = new Date(last).toISOString();
      await messages.add({
        id: m.id,
        company_id: draft.company_id,
        draft_id: draft.id,
        role: m.role,
        content: m.content,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        version: 0,
        change_xid: null,
      } satisfies JobDraftMessage);
    }
  }
}

/**
 * v4 (issue 12, screens at 100 000 rows): the counts (counts.ts) are filled from the rows already
 * here; from now on the store middleware keeps them with every write. Read with a cursor, one row
 * at a time, so a large store is not held in memory at once.
 */
async function fillCountsV4(tx: import('dexie').Transaction): Promise<void> {
  const rows: CountedApplication[] = [];
  await tx
    .table('applications')
    .each((row: CountedApplication) => rows.push({ job_id: row.job_id, status: row.status, ai_rating: row.ai_rating }));
  await tx.table('counts').bulkPut([...recountApplications(rows).values()]);
}

export const COMPANY_SCHEMA: SchemaVersion[] = [
  {
    version: 1,
    stores: {
      jobs: 'id, status, created_at',
      profiles: 'id, email, created_at',
      applications: 'id, job_id, applicant_id, status, created_at',
      notes: 'id, candidate_id, created_at',
      jobDrafts: 'id, job_id, status, updated_at',
      outbox: OUTBOX_V1,
      syncState: 'key',
    },
  },
  {
    version: 2,
    stores: { outbox: OUTBOX_V2, blobs: 'key', resumeCache: 'key' },
    upgrade: upgradeOutboxToV2,
  },
  {
    version: 3,
    stores: { jobDraftMessages: 'id, draft_id, created_at' },
    upgrade: upgradeDraftMessagesToV3,
  },
  {
    // Issue 12: an index for every screen query. Jobs by tab, newest first; applications by
    // stage, newest first (the candidates list's tabs) and by last change (the dashboard's
    // activity); the counts kept by the middleware.
    version: 4,
    stores: {
      jobs: 'id, status, created_at, [status+created_at]',
      applications: 'id, job_id, applicant_id, status, created_at, updated_at, [status+created_at]',
      counts: 'key',
    },
    upgrade: fillCountsV4,
  },
  {
    // Issue 12: applications by time are indexed with their id as a tie-break, the screen's own
    // order within one timestamp (an import or a first sync gives thousands of rows the same
    // created_at and updated_at): the dashboard reads the lowest ids of a tie, not the whole tie.
    // Their plain indexes go, as does `status` ([status+created_at] answers it): Dexie reads a
    // compound index's first part as a plain one, and every index costs each pulled row a write.
    version: 5,
    stores: {
      applications: 'id, job_id, applicant_id, [status+created_at], [created_at+id], [updated_at+id]',
    },
  },
  {
    // Issue 13: the team tables. Members by user (whose role is mine), activity newest first and
    // per candidate (the profile's timeline).
    version: 6,
    stores: {
      companies: 'id',
      companyMembers: 'id, user_id',
      companyInvitations: 'id',
      activity: 'id, [created_at+id], profile_id',
    },
  },
  {
    // Issue 14 (docs/interviews.md): interview plans, stages, interviews and scorecards; jobs by
    // plan (`/app/jobs?flow=`), applications by stage (the candidates list's stage select), and the
    // scorecard being written, kept on the device only.
    version: 7,
    stores: {
      jobs: 'id, status, created_at, [status+created_at], interview_plan_id',
      applications: 'id, job_id, applicant_id, [status+created_at], [created_at+id], [updated_at+id], stage_id',
      interviewPlans: 'id, status',
      interviewStages: 'id, plan_id',
      interviewPlanFavorites: 'id, plan_id',
      interviews: 'id, application_id, starts_at, stage_id',
      scorecards: 'id, interview_id, application_id',
      scorecardDrafts: 'interviewId',
    },
  },
  {
    // Issue 25 (docs/messaging.md): templates, outgoing mail per candidate (the timeline), the
    // member's notifications newest first, their preferences, and candidates' replies.
    version: 8,
    stores: {
      emailTemplates: 'id, kind',
      outgoingEmails: 'id, candidate_id, interview_id, [created_at+id]',
      notificationPreferences: 'id',
      notifications: 'id, [created_at+id], read_at',
      candidateMessages: 'id, candidate_id',
    },
  },
  {
    // Issue 26 (docs/chat.md): conversations by what they are about, a thread's messages in
    // order, and the member's read marks per conversation.
    version: 9,
    stores: {
      conversations: 'id, kind, candidate_id, job_id',
      conversationMessages: 'id, [conversation_id+created_at]',
      conversationReads: 'id, conversation_id',
      assistantTurns: 'id, createdAt',
    },
  },
  {
    // Issue 26 (the hiring assistant at 100 000 applications): a job's applications by rating, so
    // its top candidates are read best first without reading the job whole, and by withdrawal,
    // so the live ones are counted without reading them (a null rating or withdrawal makes no
    // key: neither index holds the unrated or the live rows, only what each answer walks);
    // interviews by panel member (multi-entry), so a member's interviews are found without
    // reading every one.
    version: 10,
    stores: {
      applications:
        'id, job_id, applicant_id, [status+created_at], [created_at+id], [updated_at+id], stage_id, ' +
        '[job_id+ai_rating], [job_id+withdrawn_at]',
      interviews: 'id, application_id, starts_at, stage_id, *interviewer_ids',
    },
  },
  {
    // The hiring assistant's "my scorecards due" (issue 26): a member's scorecards by author, read
    // as keys only (a scorecard's id is derived from its interview and author, and the server
    // refuses any other, so the keys say which interviews have the member's card).
    version: 11,
    stores: {
      scorecards: 'id, interview_id, application_id, interviewer_id',
    },
  },
];

/** Declares `versions` (all of them unless `upTo` is given) on a Dexie instance. */
export function declareVersions(db: Dexie, versions: SchemaVersion[], upTo = Infinity): void {
  for (const step of versions) {
    if (step.version > upTo) break;
    const declared = db.version(step.version).stores(step.stores);
    if (step.upgrade) declared.upgrade(step.upgrade);
  }
}

/** The tables both databases share; the sync engine and commands work on this shape. */
export interface SyncDb extends Dexie {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  syncState: EntityTable<SyncStateRow, 'key'>;
  blobs: EntityTable<BlobRecord, 'key'>;
}

export const PUBLIC_DB_NAME = 'partii-public';
/**
 * A company's store on this device, one per (user, company) (issue 13): a user's own company (its
 * id is the user's id) keeps the name it had before teams, so an upgrade finds its store in place.
 */
export const companyDbName = (userId: string, companyId: string = userId) =>
  companyId === userId ? `partii-company-${userId}` : `partii-company-${userId}-${companyId}`;
/** Every company store of `userId` has a name starting with this (see companyDbName). */
export const companyDbPrefix = (userId: string) => `partii-company-${userId}`;

/** What both databases hold: the jobs they show and the sync engine's tables. */
abstract class JobsSyncDb extends Dexie implements SyncDb {
  jobs!: EntityTable<Job, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  blobs!: EntityTable<BlobRecord, 'key'>;
}

export class PublicDb extends JobsSyncDb {
  readonly scope = 'public' as const;
  applyDrafts!: EntityTable<ApplyDraft, 'jobId'>;
  statusPages!: EntityTable<StatusPageRecord, 'key'>;

  constructor(name = PUBLIC_DB_NAME, options?: { upTo?: number }) {
    super(name);
    declareVersions(this, PUBLIC_SCHEMA, options?.upTo);
    this.use(relaxedSyncWrites);
  }
}

export class CompanyDb extends JobsSyncDb {
  readonly scope = 'company' as const;
  profiles!: EntityTable<Profile, 'id'>;
  applications!: EntityTable<Application, 'id'>;
  notes!: EntityTable<Note, 'id'>;
  jobDrafts!: EntityTable<JobDraft, 'id'>;
  jobDraftMessages!: EntityTable<JobDraftMessage, 'id'>;
  resumeCache!: EntityTable<ResumeCacheEntry, 'key'>;
  /** Application counts per job and for the company (counts.ts), kept by `store`'s middleware. */
  counts!: EntityTable<ApplicationCounts, 'key'>;
  companies!: EntityTable<Company, 'id'>;
  companyMembers!: EntityTable<CompanyMember, 'id'>;
  companyInvitations!: EntityTable<CompanyInvitation, 'id'>;
  activity!: EntityTable<Activity, 'id'>;
  interviewPlans!: EntityTable<InterviewPlan, 'id'>;
  interviewStages!: EntityTable<InterviewStage, 'id'>;
  interviewPlanFavorites!: EntityTable<InterviewPlanFavorite, 'id'>;
  interviews!: EntityTable<Interview, 'id'>;
  scorecards!: EntityTable<Scorecard, 'id'>;
  /** Local only: scorecards being written (ScorecardDraft). */
  scorecardDrafts!: EntityTable<ScorecardDraft, 'interviewId'>;
  emailTemplates!: EntityTable<EmailTemplate, 'id'>;
  outgoingEmails!: EntityTable<OutgoingEmail, 'id'>;
  notificationPreferences!: EntityTable<NotificationPreferences, 'id'>;
  notifications!: EntityTable<Notification, 'id'>;
  candidateMessages!: EntityTable<CandidateMessage, 'id'>;
  conversations!: EntityTable<Conversation, 'id'>;
  conversationMessages!: EntityTable<ConversationMessage, 'id'>;
  conversationReads!: EntityTable<ConversationRead, 'id'>;
  /** Local only: the member's questions to the hiring assistant and its answers (AssistantTurn). */
  assistantTurns!: EntityTable<AssistantTurn, 'id'>;

  /** The signed-in member this database belongs to. */
  readonly userId: string;
  /** The company whose rows it holds: `company_id` of every row (the user's own by default). */
  readonly companyId: string;
  /** Keeps `counts` with every write and tells the search index what this tab wrote. */
  readonly store: StoreMiddleware;

  constructor(userId: string, options?: { name?: string; upTo?: number; companyId?: string }) {
    const companyId = options?.companyId ?? userId;
    super(options?.name ?? companyDbName(userId, companyId));
    this.userId = userId;
    this.companyId = companyId;
    declareVersions(this, COMPANY_SCHEMA, options?.upTo);
    this.store = createStoreMiddleware();
    this.use(this.store.middleware);
    this.use(relaxedSyncWrites);
  }
}

const LOCAL_TABLE_NAMES = {
  jobs: 'jobs',
  profiles: 'profiles',
  applications: 'applications',
  notes: 'notes',
  job_drafts: 'jobDrafts',
  job_draft_messages: 'jobDraftMessages',
  interview_plans: 'interviewPlans',
  interview_stages: 'interviewStages',
  interview_plan_favorites: 'interviewPlanFavorites',
  interviews: 'interviews',
  scorecards: 'scorecards',
  email_templates: 'emailTemplates',
  outgoing_emails: 'outgoingEmails',
  notification_preferences: 'notificationPreferences',
  notifications: 'notifications',
  candidate_messages: 'candidateMessages',
  conversations: 'conversations',
  conversation_messages: 'conversationMessages',
  conversation_reads: 'conversationReads',
  companies: 'companies',
  company_members: 'companyMembers',
  company_invitations: 'companyInvitations',
  activity: 'activity',
} as const satisfies Record<PulledTable, string>;

/** Dexie table name of a pulled server table (tables with two words are camelCase). */
export function localTableName<T extends PulledTable>(table: T): (typeof LOCAL_TABLE_NAMES)[T] {
  return LOCAL_TABLE_NAMES[table];
}

/** The Dexie table holding a synced server table's rows. */
export function syncedTable<T extends SyncedTable>(db: CompanyDb, table: T): Table<SyncedRowByTable[T], string> {
  return db.table(localTableName(table)) as Table<SyncedRowByTable[T], string>;
}

export const STATUS_KEY = 'status' as const;
export const INITIAL_STATUS: SyncStatus = {
  key: STATUS_KEY,
  online: true,
  syncing: false,
  pending: 0,
  failed: 0,
  lastSyncedAt: null,
  lastError: null,
};
