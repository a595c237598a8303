// The interview screens' reads of the company store, as plain functions (the hooks beside them run
// them in live queries; tests call them directly). Nothing here talks to the network: the kit is
// whole offline once the store and the resume cache have been filled by one online visit.
import type {
  Application,
  CompanyDb,
  CompanyMember,
  Interview,
  InterviewStage,
  Job,
  Profile,
  Scorecard,
  ScorecardDraft,
} from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { candidateLabel, memberLabel, panelMembers } from '../model/people';
import { scorecardsDue, scorecardsDueCount } from '../model/scorecardsDue';
import { nextInterviews } from '../model/interviewTime';
import { MAX_DURATION_MINUTES } from '../model/scheduleForm';

export type PanelMember = ReturnType<typeof panelMembers>[number];

/**
 * Range reads on the `starts_at` index compare text: the server writes instants with an offset
 * ("…+00:00"), this device with "Z". A day's margin on each side keeps every candidate row in the
 * range whatever the offset; the exact test is on the parsed instant (Date.parse).
 */
const INDEX_MARGIN_MS = 24 * 3600_000;
const isoMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** An interview with what its row shows: the candidate, the job, the stage and the panel's names. */
export interface InterviewItem {
  interview: Interview;
  candidateName: string;
  profileId: string | null;
  jobTitle: string;
  jobId: string | null;
  stageName: string | null;
  panel: PanelMember[];
}

/** The company's live members, by name (owners are no different here: this is a list of people). */
export async function readMembers(db: CompanyDb): Promise<CompanyMember[]> {
  const members = await db.companyMembers.toArray();
  return members
    .filter((m) => m.company_id === db.companyId && !m.deleted_at)
    .sort((a, b) => memberLabel(a).localeCompare(memberLabel(b)) || a.user_id.localeCompare(b.user_id));
}

const byKey = <T extends { id: string }>(rows: readonly (T | undefined)[]) =>
  new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));

/** Joins interviews with their application, candidate, job, stage and panel (four bulk reads). */
export async function describeInterviews(db: CompanyDb, interviews: readonly Interview[]): Promise<InterviewItem[]> {
  const unique = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((v): v is T => v != null))];
  const applications = byKey(await db.applications.bulkGet(unique(interviews.map((i) => i.application_id))));
  const apps = [...applications.values()];
  const [profiles, jobs, stages, members] = await Promise.all([
    db.profiles.bulkGet(unique(apps.map((a) => a.applicant_id))).then(byKey<Profile>),
    db.jobs.bulkGet(unique(apps.map((a) => a.job_id))).then(byKey<Job>),
    db.interviewStages.bulkGet(unique(interviews.map((i) => i.stage_id))).then(byKey<InterviewStage>),
    readMembers(db),
  ]);
  return interviews.map((interview) => {
    const application = applications.get(interview.application_id);
    const profile = application?.applicant_id ? profiles.get(application.applicant_id) : undefined;
    const job = application ? jobs.get(application.job_id) : undefined;
    return {
      interview,
      candidateName: candidateLabel(profile),
      profileId: profile?.id ?? null,
      jobTitle: job?.title ?? 'Unknown job',
      jobId: job?.id ?? null,
      stageName: interview.stage_id ? (stages.get(interview.stage_id)?.name ?? null) : null,
      panel: panelMembers(interview.interviewer_ids, members),
    };
  });
}

/** Every interview of the company, described (the Interviews screen splits and orders them). */
export async function readInterviewItems(db: CompanyDb): Promise<InterviewItem[]> {
  return describeInterviews(db, await db.interviews.toArray());
}

/** Whether an item matches the Interviews screen's search: candidate, job, stage or a panel member. */
export function matchesInterviewSearch(item: InterviewItem, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [item.candidateName, item.jobTitle, item.stageName ?? '', ...item.panel.map((p) => p.name)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The dashboard's next interviews (scheduled, not over), `limit` of them; the index on starts_at
 * skips everything that started more than the longest interview ago.
 */
export async function readNextInterviews(
  db: CompanyDb,
  now: Date,
  options: { mineFirst: boolean; limit: number },
): Promise<InterviewItem[]> {
  const earliest = isoMinute(now.getTime() - MAX_DURATION_MINUTES * 60_000 - INDEX_MARGIN_MS);
  const candidates = await db.interviews.where('starts_at').aboveOrEqual(earliest).toArray();
  const next = nextInterviews(candidates, now, { userId: db.userId, ...options });
  return describeInterviews(db, next);
}

/** Interviews that may clash with a slot starting at `startsAt`: those starting within the longest interview of it. */
export async function readInterviewsAround(
  db: CompanyDb,
  startsAt: string,
  durationMinutes: number,
): Promise<Interview[]> {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return [];
  const from = isoMinute(start - MAX_DURATION_MINUTES * 60_000 - INDEX_MARGIN_MS);
  const to = isoMinute(start + durationMinutes * 60_000 + INDEX_MARGIN_MS);
  return db.interviews.where('starts_at').between(from, to, true, true).toArray();
}

/** The stages of a plan in order: (position, id). */
export async function readPlanStages(db: CompanyDb, planId: string | null | undefined): Promise<InterviewStage[]> {
  if (!planId) return [];
  const stages = await db.interviewStages.where('plan_id').equals(planId).toArray();
  return stages.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** What the Schedule Interview dialog needs about one application: its candidate, job and the job's stages. */
export interface ScheduleTarget {
  application: Application;
  candidateName: string;
  job: Job | undefined;
  stages: InterviewStage[];
}

export async function readScheduleTarget(db: CompanyDb, applicationId: string): Promise<ScheduleTarget | null> {
  const application = await db.applications.get(applicationId);
  if (!application) return null;
  const [profile, job] = await Promise.all([
    application.applicant_id ? db.profiles.get(application.applicant_id) : undefined,
    db.jobs.get(application.job_id),
  ]);
  return {
    application,
    candidateName: candidateLabel(profile),
    job,
    stages: await readPlanStages(db, job?.interview_plan_id),
  };
}

/** One interview's kit (issue 14 §4): everything the interviewer reads and writes, from the store. */
export interface InterviewKit {
  item: InterviewItem;
  application: Application | undefined;
  profile: Profile | undefined;
  job: Job | undefined;
  stage: InterviewStage | undefined;
  /** Every interview of the application (the hiding rule looks at all the panels I am on). */
  applicationInterviews: Interview[];
  /** Every scorecard of the application the store holds. */
  scorecards: Scorecard[];
  /** My scorecard for this interview, if submitted. */
  mine: Scorecard | undefined;
  /** The form as I left it on this device. */
  draft: ScorecardDraft | undefined;
  /** The resume's offline copy: its name when cached, null when the application has none. */
  resume: { fileName: string; cached: boolean; cvUrl: string } | null;
  /** The stages of the application's interviews: the scorecards' headings and attribute names. */
  stages: ReadonlyMap<string, InterviewStage>;
  members: CompanyMember[];
}

/** The stages of some interviews, by id. */
async function stagesOf(db: CompanyDb, interviews: readonly Interview[]): Promise<Map<string, InterviewStage>> {
  const ids = [...new Set(interviews.map((i) => i.stage_id).filter((id): id is string => !!id))];
  return byKey(await db.interviewStages.bulkGet(ids));
}

export async function readInterviewKit(db: CompanyDb, interviewId: string): Promise<InterviewKit | null> {
  const interview = await db.interviews.get(interviewId);
  if (!interview) return null;
  const [item] = await describeInterviews(db, [interview]);
  const application = await db.applications.get(interview.application_id);
  const [profile, job, stage, applicationInterviews, scorecards, draft, members] = await Promise.all([
    application?.applicant_id ? db.profiles.get(application.applicant_id) : undefined,
    application ? db.jobs.get(application.job_id) : undefined,
    interview.stage_id ? db.interviewStages.get(interview.stage_id) : undefined,
    db.interviews.where('application_id').equals(interview.application_id).toArray(),
    db.scorecards.where('application_id').equals(interview.application_id).toArray(),
    db.scorecardDrafts.get(interviewId),
    readMembers(db),
  ]);
  const cvUrl = application?.cv_url ?? null;
  // The key only: the blob itself is read when Download Resume is pressed.
  const cached = cvUrl ? (await db.resumeCache.where(':id').equals(cvUrl).primaryKeys()).length > 0 : false;
  return {
    item: item!,
    application,
    profile,
    job,
    stage,
    applicationInterviews,
    scorecards: scorecards.sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id.localeCompare(b.id)),
    mine: scorecards.find((s) => s.id === scorecardId(interviewId, db.userId)),
    draft,
    resume: cvUrl
      ? { cvUrl, cached, fileName: application?.resume_filename || cvUrl.split('/').pop() || 'resume' }
      : null,
    stages: await stagesOf(db, applicationInterviews),
    members,
  };
}

/** A candidate's interviews and scorecards, for the profile's Scorecards section. */
export interface CandidateInterviews {
  items: InterviewItem[];
  interviews: Interview[];
  scorecards: Scorecard[];
  stages: ReadonlyMap<string, InterviewStage>;
  members: CompanyMember[];
}

export async function readCandidateInterviews(db: CompanyDb, profileId: string): Promise<CandidateInterviews> {
  const applicationIds = await db.applications.where('applicant_id').equals(profileId).primaryKeys();
  const [interviews, scorecards, members] = await Promise.all([
    db.interviews.where('application_id').anyOf(applicationIds).toArray(),
    db.scorecards.where('application_id').anyOf(applicationIds).toArray(),
    readMembers(db),
  ]);
  const ordered = interviews.sort(
    (a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || a.id.localeCompare(b.id),
  );
  return {
    items: await describeInterviews(db, ordered),
    interviews: ordered,
    scorecards: scorecards.sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id.localeCompare(b.id)),
    stages: await stagesOf(db, ordered),
    members,
  };
}

/**
 * The interviews and scorecards of many applications (a kanban board's), in two indexed reads,
 * grouped by application: one read per board instead of two per card.
 */
export async function readApplicationsScorecards(
  db: CompanyDb,
  applicationIds: readonly string[],
): Promise<Map<string, { interviews: Interview[]; scorecards: Scorecard[] }>> {
  const byApplication = new Map<string, { interviews: Interview[]; scorecards: Scorecard[] }>();
  if (applicationIds.length === 0) return byApplication;
  const [interviews, scorecards] = await Promise.all([
    db.interviews.where('application_id').anyOf(applicationIds).toArray(),
    db.scorecards.where('application_id').anyOf(applicationIds).toArray(),
  ]);
  const entry = (id: string) => {
    let found = byApplication.get(id);
    if (!found) byApplication.set(id, (found = { interviews: [], scorecards: [] }));
    return found;
  };
  for (const interview of interviews)
    if (interview.application_id) entry(interview.application_id).interviews.push(interview);
  for (const scorecard of scorecards)
    if (scorecard.application_id) entry(scorecard.application_id).scorecards.push(scorecard);
  return byApplication;
}

/** How many scorecards a job's interviews still wait for (the job's stats), or only `memberId`'s. */
export async function readScorecardsDueCount(
  db: CompanyDb,
  jobId: string,
  now: Date,
  memberId?: string,
): Promise<number> {
  const applicationIds = await db.applications.where('job_id').equals(jobId).primaryKeys();
  if (applicationIds.length === 0) return 0;
  const [interviews, scorecards] = await Promise.all([
    db.interviews.where('application_id').anyOf(applicationIds).toArray(),
    db.scorecards.where('application_id').anyOf(applicationIds).toArray(),
  ]);
  return scorecardsDueCount(scorecardsDue(interviews, scorecards, now), memberId);
}
