// Interview plans as the Flows screens read them, as plain functions over the company store (the
// hooks beside them run them in live queries). A company has a handful of plans, so the list reads
// them all; jobs are read by the `interview_plan_id` index and applicant totals from the kept
// counts, never by scanning applications.
import type { CompanyDb, Interview, InterviewPlan, InterviewStage, Job, Profile } from '@/db';
import { favoriteId } from '@/db/interviewIds';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { applicantsOfPlan, type PlanListItem } from '../model/planList';
import { interviewsOfPlan } from '../model/planCalendar';
import { sortStages } from '../model/stageOrder';

type JobRef = Pick<Job, 'id' | 'title' | 'status' | 'interview_plan_id'>;
const jobRef = (job: Job): JobRef => ({
  id: job.id,
  title: job.title,
  status: job.status,
  interview_plan_id: job.interview_plan_id ?? null,
});

/** Stages grouped by plan, each list in plan order. */
function stagesByPlan(stages: readonly InterviewStage[]): Map<string, InterviewStage[]> {
  const byPlan = new Map<string, InterviewStage[]>();
  for (const stage of stages) byPlan.set(stage.plan_id, [...(byPlan.get(stage.plan_id) ?? []), stage]);
  for (const [planId, list] of byPlan) byPlan.set(planId, sortStages(list));
  return byPlan;
}

/** Every plan of the company as a card of the Flows screen (unfiltered, unsorted). */
export async function readPlanList(db: CompanyDb): Promise<PlanListItem[]> {
  const plans = await db.interviewPlans.toArray();
  if (plans.length === 0) return [];
  const planIds = plans.map((plan) => plan.id);
  const [stages, jobs, favorites] = await Promise.all([
    db.interviewStages.where('plan_id').anyOf(planIds).toArray(),
    db.jobs.where('interview_plan_id').anyOf(planIds).toArray(),
    db.interviewPlanFavorites.bulkGet(planIds.map((id) => favoriteId(id, db.userId))),
  ]);
  const counts = await db.counts.bulkGet(jobs.map((job) => job.id));
  const totalByJob = new Map(jobs.map((job, i) => [job.id, counts[i]?.total ?? 0]));
  const byPlan = stagesByPlan(stages);
  return plans.map((plan, i) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    status: plan.status,
    jobType: plan.job_type,
    createdAt: plan.created_at,
    stages: (byPlan.get(plan.id) ?? []).map(({ id, name, type }) => ({ id, name, type })),
    jobs: jobs
      .filter((job) => job.interview_plan_id === plan.id)
      .map((job) => ({ id: job.id, title: job.title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    applicants: applicantsOfPlan(plan.id, jobs, totalByJob),
    favorite: favorites[i]?.favorite ?? false,
  }));
}

export interface PlanDetail {
  plan: InterviewPlan;
  /** In plan order. */
  stages: InterviewStage[];
  /** Jobs using the plan, by title. */
  jobs: JobRef[];
}

/** One plan for its manage screen; null when it does not exist (or was deleted). */
export async function readPlanDetail(db: CompanyDb, planId: string): Promise<PlanDetail | null> {
  const plan = await db.interviewPlans.get(planId);
  if (!plan) return null;
  const [stages, jobs] = await Promise.all([
    db.interviewStages.where('plan_id').equals(planId).toArray(),
    db.jobs.where('interview_plan_id').equals(planId).toArray(),
  ]);
  return {
    plan,
    stages: sortStages(stages),
    jobs: jobs.map(jobRef).sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/** Every job as an option of "assign to a job" (title order). */
export async function readJobOptions(db: CompanyDb): Promise<JobRef[]> {
  return (await db.jobs.toArray()).map(jobRef).sort((a, b) => a.title.localeCompare(b.title));
}

export interface PlanOption {
  id: string;
  name: string;
  status: InterviewPlan['status'];
}

/** The plans a job may use, by name. */
export async function readPlanOptions(db: CompanyDb): Promise<PlanOption[]> {
  return (await db.interviewPlans.toArray())
    .map(({ id, name, status }) => ({ id, name, status }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface CalendarEntry {
  interview: Interview;
  candidateName: string | null;
  jobTitle: string | null;
  stageName: string | null;
}

/**
 * The plan's interviews (Calendar tab): at one of its stages, or of an application to a job using
 * it; newest first, each with its candidate, job and stage.
 */
export async function readPlanCalendar(db: CompanyDb, planId: string): Promise<CalendarEntry[]> {
  const [stages, jobs] = await Promise.all([
    db.interviewStages.where('plan_id').equals(planId).toArray(),
    db.jobs.where('interview_plan_id').equals(planId).toArray(),
  ]);
  const stageIds = stages.map((stage) => stage.id);
  const applicationIds = await db.applications
    .where('job_id')
    .anyOf(jobs.map((job) => job.id))
    .primaryKeys();
  const [byStage, byApplication] = await Promise.all([
    stageIds.length ? db.interviews.where('stage_id').anyOf(stageIds).toArray() : [],
    applicationIds.length ? db.interviews.where('application_id').anyOf(applicationIds).toArray() : [],
  ]);
  const interviews = interviewsOfPlan([...byStage, ...byApplication], new Set(stageIds), new Set(applicationIds));
  const applications = await db.applications.bulkGet([...new Set(interviews.map((i) => i.application_id))]);
  const applicationById = new Map(applications.flatMap((a) => (a ? [[a.id, a] as const] : [])));
  const profileIds = [...new Set(applications.flatMap((a) => (a?.applicant_id ? [a.applicant_id] : [])))];
  const otherJobIds = [...new Set(applications.flatMap((a) => (a ? [a.job_id] : [])))];
  const [profiles, jobRows, interviewStages] = await Promise.all([
    db.profiles.bulkGet(profileIds),
    db.jobs.bulkGet(otherJobIds),
    db.interviewStages.bulkGet([...new Set(interviews.flatMap((i) => (i.stage_id ? [i.stage_id] : [])))]),
  ]);
  const profileById = new Map(profiles.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const jobById = new Map(jobRows.flatMap((j) => (j ? [[j.id, j] as const] : [])));
  const stageById = new Map(interviewStages.flatMap((s) => (s ? [[s.id, s] as const] : [])));
  return interviews.map((interview) => {
    const application = applicationById.get(interview.application_id);
    const profile: Profile | undefined = application?.applicant_id
      ? profileById.get(application.applicant_id)
      : undefined;
    return {
      interview,
      candidateName: application ? candidateName(profile) : null,
      jobTitle: application ? (jobById.get(application.job_id)?.title ?? null) : null,
      stageName: interview.stage_id ? (stageById.get(interview.stage_id)?.name ?? null) : null,
    };
  });
}
