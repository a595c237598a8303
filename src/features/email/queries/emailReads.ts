// The email feature's reads from the company store, as plain functions (the hooks in
// useEmail.ts run them in live queries; the tests call them directly).
import type {
  Application,
  CandidateMessage,
  CompanyDb,
  EmailTemplate,
  Interview,
  Job,
  OutgoingEmail,
  Profile,
} from '@/db';
import { DEFAULT_TEMPLATE_KINDS, DEFAULT_TEMPLATES, defaultTemplateId } from '../model/defaultTemplates';

export interface TemplateItem {
  id: string;
  kind: EmailTemplate['kind'];
  name: string;
  subject: string;
  body: string;
  auto_send: boolean;
}

/**
 * The company's templates: the four defaults first (in their order), then the custom ones A–Z. A
 * default not pulled yet (a new company offline) is offered with the server's text and id, so
 * saving it writes the very row the server seeded.
 */
export async function readTemplates(db: CompanyDb): Promise<TemplateItem[]> {
  const rows = await db.emailTemplates.toArray();
  const stored = rows.filter((row) => !row.deleted_at);
  const defaults = DEFAULT_TEMPLATE_KINDS.map((kind): TemplateItem => {
    const row = stored.find((t) => t.kind === kind);
    if (row) return pickTemplate(row);
    return { id: defaultTemplateId(db.companyId, kind), ...DEFAULT_TEMPLATES[kind] };
  });
  const custom = stored
    .filter((t) => t.kind === 'custom')
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map(pickTemplate);
  return [...defaults, ...custom];
}

const pickTemplate = (row: EmailTemplate): TemplateItem => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  subject: row.subject,
  body: row.body,
  auto_send: row.auto_send,
});

export interface EmailTarget {
  profile: Profile;
  /** Newest first, each with its job and interviews. */
  applications: { application: Application; job: Job | undefined; interviews: Interview[] }[];
}

/** What a mail to a candidate is written from; null when there is no such candidate. */
export async function readEmailTarget(db: CompanyDb, candidateId: string): Promise<EmailTarget | null> {
  const profile = await db.profiles.get(candidateId);
  if (!profile) return null;
  const applications = (await db.applications.where('applicant_id').equals(candidateId).toArray()).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const jobs = await db.jobs.bulkGet([...new Set(applications.map((a) => a.job_id))]);
  const interviews = await db.interviews
    .where('application_id')
    .anyOf(applications.map((a) => a.id))
    .toArray();
  return {
    profile,
    applications: applications.map((application) => ({
      application,
      job: jobs.find((job) => job?.id === application.job_id),
      interviews: interviews.filter((i) => i.application_id === application.id),
    })),
  };
}

export type TimelineEntry =
  { type: 'email'; at: string; email: OutgoingEmail } | { type: 'reply'; at: string; message: CandidateMessage };

/** Every mail to the candidate and every reply from them, newest first. */
export async function readCandidateTimeline(db: CompanyDb, candidateId: string): Promise<TimelineEntry[]> {
  const [emails, replies] = await Promise.all([
    db.outgoingEmails.where('candidate_id').equals(candidateId).toArray(),
    db.candidateMessages.where('candidate_id').equals(candidateId).toArray(),
  ]);
  const entries: TimelineEntry[] = [
    // Mail to the panel about this candidate's interview is the members' (recipient_user_id), not the candidate's.
    ...emails
      .filter((email) => !email.deleted_at && !email.recipient_user_id)
      .map((email) => ({ type: 'email' as const, at: email.created_at, email })),
    ...replies
      .filter((message) => !message.deleted_at)
      .map((message) => ({ type: 'reply' as const, at: message.created_at, message })),
  ];
  const idOf = (entry: TimelineEntry) => (entry.type === 'email' ? entry.email.id : entry.message.id);
  return entries.sort((a, b) => b.at.localeCompare(a.at) || idOf(b).localeCompare(idOf(a)));
}

/** The application's candidate (for a move's offer): null when it has no profile. */
export async function readApplicationCandidate(
  db: CompanyDb,
  applicationId: string,
): Promise<{ application: Application; profile: Profile } | null> {
  const application = await db.applications.get(applicationId);
  const profile = application?.applicant_id ? await db.profiles.get(application.applicant_id) : undefined;
  return application && profile ? { application, profile } : null;
}
